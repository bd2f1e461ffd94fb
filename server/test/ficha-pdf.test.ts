import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FICHA_TEXTS as T } from '@alinhavo/shared/messages/ficha';
import type { FichaContentInput } from '@alinhavo/shared/schemas/ficha';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import {
  aClient,
  aDemand,
  aDemandWithCandidates,
  anApprovedProvider,
  aPendingProvider,
  theAdmin,
  type BuiltUser,
  type Person,
} from '@alinhavo/test-support/builders';
import { aFicha, aFichaOn } from '@alinhavo/test-support/ficha';

/**
 * 'Baixar ficha técnica (PDF)': the server's A4 PDF read back with a PDF text library, so what
 * the shop floor prints is checked by its text: every size, colour, measurement and material
 * with its total, accents intact; a 12 × 10 × 40 ficha; who may download it.
 */
let ctx: TestContext;
let client: Person;
let otherClient: Person;
let pro: Person;
let candidate: Person;
let stranger: Person;
let pending: Person;
let admin: BuiltUser;

beforeAll(async () => {
  ctx = await startTestApp();
  [client, otherClient, pro, candidate, stranger, pending] = await Promise.all([
    aClient(ctx, { name: 'Marca Fio Solto' }),
    aClient(ctx, { name: 'Outra Marca' }),
    anApprovedProvider(ctx, { name: 'Facção Costura Fina' }),
    anApprovedProvider(ctx, { name: 'Facção Candidata' }),
    anApprovedProvider(ctx, { name: 'Facção de Fora' }),
    aPendingProvider(ctx, { name: 'Facção Pendente' }),
  ]);
  admin = await theAdmin(ctx);
});
afterAll(() => ctx.close());

const api = () => testApi(ctx.app);
const download = (who: { access: string } | null, id: string, revision?: number) =>
  api().ficha.pdf({
    params: { id },
    ...(revision === undefined ? {} : { query: { revision } }),
    ...(who ? { token: who.access } : {}),
  });

/** The PDF's text, per page, with runs of spaces made one (table cells end up side by side). */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(doc, { mergePages: false });
  return text.map((t) => t.replace(/\s+/g, ' '));
}

async function pdfOf(who: { access: string }, id: string, revision?: number) {
  const res = await download(who, id, revision);
  expect(res.status, res.payload.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = await pdfPages(res.raw);
  return { res, pages, text: pages.join(' ') };
}

const attach = async (demand: string, file: File) => {
  const res = await api().files.upload({ token: client.access, body: { demand }, files: [file] });
  expect(res.status).toBe(201);
  return res.body.data[0]!.id;
};

describe('the PDF of a ficha técnica', () => {
  it('holds every size, colour, measurement and material with its total, accents intact', async () => {
    const id = await aDemandWithCandidates(ctx, client, [candidate]);
    const png = await sharp({
      create: { width: 40, height: 60, channels: 3, background: '#3355aa' },
    })
      .png()
      .toBuffer();
    const jpeg = await sharp({
      create: { width: 60, height: 40, channels: 3, background: '#aa3355' },
    })
      .jpeg()
      .toBuffer();
    const front = await attach(id, new File([png], 'frente.png', { type: 'image/png' }));
    const back = await attach(id, new File([jpeg], 'costas.jpg', { type: 'image/jpeg' }));
    const notes = await attach(id, new File(['nada'], 'notas.txt', { type: 'text/plain' }));
    const base = aFicha();
    const ficha: FichaContentInput = {
      ...base,
      identification: {
        ...base.identification,
        images: [
          { file_id: front, kind: 'FRENTE', caption: 'Frente da peça' },
          { file_id: back, kind: 'COSTAS', caption: null },
          { file_id: notes, kind: 'DETALHE', caption: 'Observação' },
        ],
      },
      trims: [
        ...(base.trims ?? []),
        { item: 'Botão de pressão', specification: 'Latão', color: 'Dourado', quantity: 4 },
      ],
      measurements: {
        base_size: 'M',
        points: [
          { name: 'Busto', base_cm: 50, step_cm: 2, tolerance_cm: 1 },
          {
            name: 'Comprimento',
            base_cm: 70,
            step_cm: 1.5,
            tolerance_cm: 0.5,
            overrides: [{ size: 'G', value_cm: 72.25 }],
          },
        ],
      },
    };
    await aFichaOn(ctx, client, id, { ficha });

    const { res, text, pages } = await pdfOf(client, id);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ficha-tecnica-CB-001-rev1.pdf"; filename*=UTF-8''ficha-tecnica-CB-001-rev1.pdf`,
    );
    // Identification, accents through WinAnsi.
    for (const s of [
      'Ficha técnica',
      'Camiseta básica gola careca',
      'Verão 2027',
      'Referência: CB-001',
      'Coleção',
      'Composição',
      'Gramatura',
      'Aviamentos',
      'Sequência operacional',
      'Etiqueta de composição',
      '100% algodão',
      'Botão de pressão',
      'Latão',
      'Dourado',
      'Frente — Frente da peça',
      'Costas',
      'notas.txt (não é uma imagem JPEG ou PNG)',
      'Arrematar e limpar linhas.',
      'Etiqueta de composição na costura lateral esquerda.',
      'Dobrar e ensacar individualmente.',
      'Fechar ombros',
      'Pregar gola',
    ])
      expect(text, s).toContain(s);
    // The two pictures are embedded images.
    expect(res.raw.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBe(2);
    // Grade: each size's row with its cells and total, the colours' totals, the grand total.
    expect(text).toContain('Tamanho Azul (AZ-12) Preto Total');
    expect(text).toContain('P 10 5 15');
    expect(text).toContain('M 20 10 30');
    expect(text).toContain('G 10 5 15');
    expect(text).toContain('Total 40 20 60');
    expect(text).toContain('Quantidade total: 60 peças');
    // Measurements of every size, tolerance, the override marked.
    expect(text).toContain('Tabela de medidas (cm) — tamanho base M');
    expect(text).toContain('Busto 1 48 50 52');
    expect(text).toContain('Comprimento 0,5 68,5 70 72,25*');
    expect(text).toContain('* Medida ajustada à mão');
    // Materials and aviamentos with totals for the 60 pieces.
    expect(text).toContain('Total (60 peças)');
    expect(text).toContain('Tecido principal Malha penteada 100% algodão 160 180 0,45 m 27 m');
    expect(text).toContain('Etiqueta de composição Cetim — 1 un. 60 un.');
    expect(text).toContain('Botão de pressão Latão Dourado 4 un. 240 un.');
    expect(text).toContain('Total 1,2'); // standard minutes 0,4 + 0,8
    // Every page's footer: revision and page.
    pages.forEach((p, i) => {
      expect(p).toContain('Ficha técnica · CB-001 · Rev. 1 ·');
      expect(p).toContain(`Página ${i + 1} de ${pages.length}`);
    });
  });

  it('a 12 sizes × 10 colours × 40 points ficha runs over pages with the headers repeated', async () => {
    const sizes = ['34', '36', '38', '40', '42', '44', '46', '48', '50', '52', '54', '56'];
    const colors = Array.from({ length: 10 }, (_, c) => ({
      name: `Cor ${c + 1}`,
      reference: null,
    }));
    const points = Array.from({ length: 40 }, (_, k) => ({
      name: `Ponto ${k + 1}`,
      base_cm: 40 + k,
      step_cm: 1,
      tolerance_cm: 0.5,
      overrides: k === 7 ? [{ size: '56', value_cm: 99.5 }] : [],
    }));
    const ficha = aFicha({
      grade: { sizes, colors, quantities: sizes.map((_, s) => colors.map((_, c) => s + c + 1)) },
      measurements: { base_size: '42', points },
      trims: Array.from({ length: 30 }, (_, t) => ({
        item: `Aviamento ${t + 1}`,
        quantity: 2,
        unit: 'un' as const,
      })),
    });
    const id = await aDemand(ctx, client);
    await aFichaOn(ctx, client, id, { ficha });
    const { pages, text } = await pdfOf(client, id);
    expect(pages.length).toBeGreaterThan(1);
    const total = sizes.reduce((s, _, i) => s + colors.reduce((a, _, c) => a + i + c + 1, 0), 0);
    expect(text).toContain(`Quantidade total: ${total.toLocaleString('pt-BR')} peças`);
    // Size 34's row: 1..10, total 55; colour 10's total: 10..21 = 186.
    expect(text).toContain('34 1 2 3 4 5 6 7 8 9 10 55');
    expect(text).toContain(
      `Total 78 90 102 114 126 138 150 162 174 186 ${total.toLocaleString('pt-BR')}`,
    );
    for (const [k] of points.entries()) {
      // Base 42 (index 4): 34 is four sizes below.
      const values = sizes.map((_, i) => String(40 + k + i - 4));
      if (k === 7) values[11] = '99,5*';
      expect(text).toContain(`Ponto ${k + 1} 0,5 ${values.join(' ')}`);
    }
    for (let t = 1; t <= 30; t++)
      expect(text).toContain(`Aviamento ${t} — — 2 un. ${(total * 2).toLocaleString('pt-BR')} un.`);
    // A page holding points of measure or aviamentos starts with the table's header.
    for (const page of pages) {
      if (/Ponto \d+ 0,5/.test(page)) expect(page).toContain('Ponto de medida Tolerância (±)');
      if (/Aviamento \d+ —/.test(page)) expect(page).toContain('Item Especificação Cor');
    }
    expect(pages.filter((p) => p.includes('Ponto de medida')).length).toBeGreaterThan(1);
  });

  it('an older revision for the owner, the admin and the chosen facção; the reference-less name', async () => {
    const id = await aDemandWithCandidates(ctx, client, [pro, candidate]);
    const noRef = aFicha({
      identification: { reference: null, model_name: 'Calça pantalona' },
    });
    await aFichaOn(ctx, client, id, { ficha: noRef });
    await client.api.send('PATCH', `/demands/${id}/`, { chosen_professional_id: pro.id });
    await aFichaOn(ctx, client, id, {
      ficha: { ...noRef, packing_notes: 'Caixas de 20 peças.' },
    });

    const now = await pdfOf(pro, id);
    expect(now.res.headers['content-disposition']).toContain('filename="ficha-tecnica-rev2.pdf"');
    expect(now.text).toContain('Caixas de 20 peças.');
    expect(now.text).toContain('Ficha técnica · Calça pantalona · Rev. 2 ·');
    for (const who of [client, pro, admin]) {
      const old = await pdfOf(who, id, 1);
      expect(old.text).toContain('Dobrar e ensacar individualmente.');
      expect(old.text).not.toContain('Caixas de 20 peças.');
      expect(old.text).toContain('Rev. 1');
    }
    expect((await download(client, id, 3)).status).toBe(404);
    // The candidate who was not chosen reads the current one only; someone else nothing.
    expect((await download(candidate, id)).status).toBe(200);
    expect((await download(candidate, id, 1)).status).toBe(404);
    expect((await download(stranger, id)).status).toBe(404);
  });

  it('who downloads it: the ficha read rules, revisions by number only for those who see history', async () => {
    const id = await aDemandWithCandidates(ctx, client, [candidate]);
    await aFichaOn(ctx, client, id);
    expect((await download(client, id)).status).toBe(200);
    expect((await download(admin, id)).status).toBe(200);
    expect((await download(candidate, id)).status).toBe(200); // sees the open demand
    expect((await download(stranger, id)).status).toBe(200); // any approved provider sees it
    expect((await download(candidate, id, 1)).status).toBe(404); // revisions: not a reader's
    expect((await download(otherClient, id)).status).toBe(404);
    expect((await download(pending, id)).status).toBe(403);
    expect((await download(null, id)).status).toBe(401);

    const bare = await aDemand(ctx, client);
    const none = await download(client, bare);
    expect(none.status).toBe(404);
    expect(none.body?.message).toBe(T.noFicha);
  });
});
