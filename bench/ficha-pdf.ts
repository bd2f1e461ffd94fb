/**
 * Ficha técnica PDF bench: a 12 sizes × 10 colours × 40 points ficha with 30 aviamentos, 40
 * operations and two drawings (a 1200 × 1600 PNG and a JPEG of noise; then none; then two 12 MP photos), rendered to A4 by the server's
 * renderer (server/src/modules/ficha/pdf.ts), 40 runs after a warm-up. Target: ≤ 1 s per PDF.
 * Prints the first call (pdfkit loading on the first PDF), p50 and p95; never part of
 * `npm test`. The HTTP route adds the ficha's read and the files' read from storage (one query
 * each, and the drawings' bytes).
 */
import sharp from 'sharp';
import { fichaContentInput } from '@alinhavo/shared/schemas/ficha';
import { aFicha } from '../tests/support/ficha';
import { quantile } from './support/latency';

const RUNS = Number(process.env.FICHA_PDF_RUNS ?? 40);
const sizes = ['34', '36', '38', '40', '42', '44', '46', '48', '50', '52', '54', '56'];
const colors = Array.from({ length: 10 }, (_, c) => ({
  name: `Cor ${c + 1}`,
  reference: `C-${c}`,
}));
const content = fichaContentInput.parse(
  aFicha({
    identification: {
      reference: 'BENCH-12x10x40',
      model_name: 'Vestido longo com recortes',
      images: [
        { file_id: '00000000-0000-4000-8000-000000000001', kind: 'FRENTE', caption: 'Frente' },
        { file_id: '00000000-0000-4000-8000-000000000002', kind: 'COSTAS', caption: 'Costas' },
      ],
    },
    grade: { sizes, colors, quantities: sizes.map((_, s) => colors.map((_, c) => 10 + s + c)) },
    measurements: {
      base_size: '42',
      points: Array.from({ length: 40 }, (_, k) => ({
        name: `Ponto de medida ${k + 1}`,
        base_cm: 30 + k,
        step_cm: 1.5,
        step_breaks: [{ from_size: '50', step_cm: 2 }],
        tolerance_cm: 0.5,
        overrides: k % 10 === 0 ? [{ size: '56', value_cm: 99.25 }] : [],
      })),
    },
    trims: Array.from({ length: 30 }, (_, t) => ({
      item: `Aviamento ${t + 1}`,
      specification: 'Especificação com acentuação',
      quantity: 2,
      unit: 'un' as const,
    })),
    operations: Array.from({ length: 40 }, (_, o) => ({
      operation: `Operação ${o + 1}`,
      machine_id: null,
      standard_minutes: 0.5,
    })),
  }),
);
const picture = (format: 'png' | 'jpeg', width = 1200, height = 1600) =>
  // Noise, so the pictures do not compress away as a flat colour would (a photo's worst case).
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .toFormat(format)
    .toBuffer();
const [png, jpeg, photo] = await Promise.all([
  picture('png'),
  picture('jpeg'),
  picture('jpeg', 4000, 3000),
]);
const input = {
  content,
  revision: 3,
  date: new Date(),
  demandTitle: 'Vestidos para a coleção de verão',
  images: [
    { kind: 'FRENTE' as const, caption: 'Frente', name: 'frente.png', bytes: png },
    { kind: 'COSTAS' as const, caption: 'Costas', name: 'costas.jpg', bytes: jpeg },
  ],
  machines: new Map<number, string>(),
};

const f = (n: number) => n.toFixed(1).padStart(7);
let t = performance.now();
const { renderFichaPdf } = await import('../server/src/modules/ficha/pdf');
await renderFichaPdf(input);
const firstMs = performance.now() - t;
console.log(`primeiro PDF (carrega pdfkit) ${f(firstMs)} ms`);

async function measure(label: string, run: typeof input) {
  const size = (await renderFichaPdf(run)).length;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    t = performance.now();
    await renderFichaPdf(run);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label} (${Math.round(size / 1024)} kB)`.padEnd(48) +
      ` p50 ${f(quantile(times, 0.5))} ms  p95 ${f(quantile(times, 0.95))} ms  (${RUNS} execuções; meta ≤ 1000 ms)`,
  );
}
await measure('ficha PDF 12×10×40, dois desenhos', input);
await measure('ficha PDF 12×10×40, sem desenhos', { ...input, images: [] });
// Two 12 MP phone photos (4000 × 3000 JPEG): decoding them is most of the time.
await measure('ficha PDF 12×10×40, duas fotos de 12 MP', {
  ...input,
  images: input.images.map((i) => ({ ...i, bytes: photo })),
});
