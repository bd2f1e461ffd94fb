import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import {
  colorTotals,
  decimalPtBr,
  gradedMeasurements,
  gradeTotal,
  materialTotals,
  sizeTotals,
  trimTotals,
} from '@alinhavo/shared/rules/ficha';
import {
  CONSUMPTION_UNIT_LABELS,
  FICHA_IMAGE_KIND_LABELS,
  MATERIAL_KIND_LABELS,
  type FichaContent,
} from '@alinhavo/shared/schemas/ficha';

/** A drawing of the ficha as read from storage (JPEG or PNG), or why it is not shown. */
export interface PdfImage {
  kind: keyof typeof FICHA_IMAGE_KIND_LABELS;
  caption: string | null;
  /** The file's bytes; null when it is not a JPEG/PNG or could not be read. */
  bytes: Buffer | null;
  name: string;
}

export interface FichaPdfInput {
  content: FichaContent;
  revision: number;
  /** When this revision was written (the footer's date). */
  date: Date;
  demandTitle: string;
  images: readonly PdfImage[];
  /** Catalogue machine names by id. */
  machines: ReadonlyMap<number, string>;
}

// A4 in points, margins of 1.27 cm: 523 × 770 of room.
const MARGIN = 36;
const FOOTER = 24;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const BODY = 8;
const GRID = '#9a9a9a';
const HEAD_FILL = '#e6e6e6';
/** Columns of sizes or colours per table; wider grades continue in another table below. */
const SIZES_PER_TABLE = 12;
const COLORS_PER_TABLE = 10;

type Doc = PDFKit.PDFDocument;
interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}
type Cell = string | { text: string; bold?: boolean };

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const int = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const amount = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });
/** '2.640 un.', '0,45 m': pt-BR digits grouped, as the shop floor reads them. */
const withUnit = (v: number, unit: keyof typeof CONSUMPTION_UNIT_LABELS) =>
  `${amount.format(v)} ${CONSUMPTION_UNIT_LABELS[unit]}`;
/** cm as the table shows it: '52', '52,5'. */
const cm = (v: number) => decimalPtBr(v);
const orDash = (v: string | null | undefined) =>
  v === null || v === undefined || v === '' ? '—' : v;

const chunks = <T>(list: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out.length ? out : [[]];
};

const bottom = (doc: Doc) => doc.page.height - MARGIN - FOOTER;
const width = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** Room for `h` points below the cursor, or a new page. */
function ensure(doc: Doc, h: number) {
  if (doc.y + h > bottom(doc)) doc.addPage();
}

function heading(doc: Doc, text: string) {
  ensure(doc, 40);
  doc.moveDown(0.6);
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor('black')
    .text(text, MARGIN, doc.y, { width: width(doc) });
  doc.moveDown(0.25);
}

function cellText(c: Cell) {
  return typeof c === 'string' ? { text: c, bold: false } : { text: c.text, bold: c.bold ?? false };
}

/**
 * A table with borders; a row that does not fit starts a new page, and the header is drawn again
 * on top of it.
 */
function table(doc: Doc, columns: readonly Column[], rows: readonly Cell[][]) {
  const pad = 2.5;
  const x0 = MARGIN;
  const heightOf = (cells: readonly Cell[], bold: boolean) =>
    Math.max(
      ...cells.map((c, i) => {
        const t = cellText(c);
        doc.font(bold || t.bold ? BOLD : FONT).fontSize(BODY);
        return doc.heightOfString(t.text || ' ', { width: columns[i]!.width - 2 * pad });
      }),
    ) +
    2 * pad;
  const drawRow = (cells: readonly Cell[], header: boolean, h: number) => {
    let x = x0;
    const y = doc.y;
    cells.forEach((c, i) => {
      const col = columns[i]!;
      if (header) doc.rect(x, y, col.width, h).fillAndStroke(HEAD_FILL, GRID);
      else doc.rect(x, y, col.width, h).lineWidth(0.5).stroke(GRID);
      const t = cellText(c);
      doc
        .fillColor('black')
        .font(header || t.bold ? BOLD : FONT)
        .fontSize(BODY)
        .text(t.text, x + pad, y + pad, {
          width: col.width - 2 * pad,
          align: header ? 'center' : (col.align ?? 'left'),
          lineBreak: true,
        });
      x += col.width;
    });
    doc.x = x0;
    doc.y = y + h;
  };
  const header = columns.map((c) => c.header);
  const headerHeight = heightOf(header, true);
  const drawHeader = () => {
    doc.lineWidth(0.5);
    drawRow(header, true, headerHeight);
  };
  ensure(doc, headerHeight + 2 * (BODY + 5));
  drawHeader();
  for (const row of rows) {
    const h = heightOf(row, false);
    if (doc.y + h > bottom(doc)) {
      doc.addPage();
      drawHeader();
    }
    drawRow(row, false, h);
  }
  doc.moveDown(0.4);
}

/** Label: value pairs of the identification, two to a line. */
function facts(doc: Doc, pairs: ReadonlyArray<[string, string]>) {
  const half = width(doc) / 2;
  for (let i = 0; i < pairs.length; i += 2) {
    ensure(doc, 14);
    const y = doc.y;
    let next = y;
    pairs.slice(i, i + 2).forEach(([label, value], j) => {
      doc
        .font(BOLD)
        .fontSize(9)
        .text(`${label}: `, MARGIN + j * half, y, { width: half - 8, continued: true })
        .font(FONT)
        .text(value);
      next = Math.max(next, doc.y);
    });
    doc.x = MARGIN;
    doc.y = next + 2;
  }
}

function drawings(doc: Doc, images: readonly PdfImage[]) {
  if (images.length === 0) return;
  heading(doc, 'Desenhos e fotos');
  const perRow = 3;
  const gap = 10;
  const boxW = (width(doc) - gap * (perRow - 1)) / perRow;
  const boxH = 170;
  for (let i = 0; i < images.length; i += perRow) {
    ensure(doc, boxH + 26);
    const y = doc.y;
    images.slice(i, i + perRow).forEach((img, j) => {
      const x = MARGIN + j * (boxW + gap);
      doc.rect(x, y, boxW, boxH).lineWidth(0.5).stroke(GRID);
      let shown = false;
      if (img.bytes) {
        try {
          doc.image(img.bytes, x + 3, y + 3, {
            fit: [boxW - 6, boxH - 6],
            align: 'center',
            valign: 'center',
          });
          shown = true;
        } catch {
          shown = false;
        }
      }
      if (!shown)
        doc
          .font(FONT)
          .fontSize(BODY)
          .fillColor('#555555')
          .text(`${img.name} (não é uma imagem JPEG ou PNG)`, x + 6, y + boxH / 2 - 6, {
            width: boxW - 12,
            align: 'center',
          });
      const label = FICHA_IMAGE_KIND_LABELS[img.kind] + (img.caption ? ` — ${img.caption}` : '');
      doc
        .fillColor('black')
        .font(BOLD)
        .fontSize(BODY)
        .text(label, x, y + boxH + 3, { width: boxW, align: 'center', height: 20, ellipsis: true });
    });
    doc.x = MARGIN;
    doc.y = y + boxH + 24;
  }
}

function grade(doc: Doc, content: FichaContent) {
  const g = content.grade;
  heading(doc, 'Grade (tamanhos × cores)');
  const bySize = sizeTotals(g);
  const byColor = colorTotals(g);
  const total = gradeTotal(g);
  const groups = chunks(
    g.colors.map((c, i) => ({ ...c, i })),
    COLORS_PER_TABLE,
  );
  const last = groups.length - 1;
  groups.forEach((colors, k) => {
    const withTotal = k === last;
    const sizeW = 60;
    const totalW = withTotal ? 52 : 0;
    const colW = (width(doc) - sizeW - totalW) / Math.max(colors.length, 1);
    const columns: Column[] = [
      { header: 'Tamanho', width: sizeW },
      ...colors.map((c) => ({
        header: c.reference ? `${c.name} (${c.reference})` : c.name,
        width: colW,
        align: 'right' as const,
      })),
      ...(withTotal ? [{ header: 'Total', width: totalW, align: 'right' as const }] : []),
    ];
    const rows: Cell[][] = g.sizes.map((size, s) => [
      { text: size, bold: true },
      ...colors.map((c) => int.format(g.quantities[s]?.[c.i] ?? 0)),
      ...(withTotal ? [{ text: int.format(bySize[s] ?? 0), bold: true }] : []),
    ]);
    rows.push([
      { text: 'Total', bold: true },
      ...colors.map((c) => ({ text: int.format(byColor[c.i] ?? 0), bold: true })),
      ...(withTotal ? [{ text: int.format(total), bold: true }] : []),
    ]);
    table(doc, columns, rows);
  });
}

function measurements(doc: Doc, content: FichaContent) {
  const m = content.measurements;
  if (m.points.length === 0) return;
  heading(doc, `Tabela de medidas (cm) — tamanho base ${orDash(m.base_size)}`);
  const graded = gradedMeasurements(content.grade.sizes, m);
  const sizeGroups = chunks(
    content.grade.sizes.map((size, i) => ({ size, i })),
    SIZES_PER_TABLE,
  );
  let anyOverride = false;
  for (const sizes of sizeGroups) {
    const nameW = 110;
    const tolW = 58;
    const colW = (width(doc) - nameW - tolW) / Math.max(sizes.length, 1);
    const columns: Column[] = [
      { header: 'Ponto de medida', width: nameW },
      { header: 'Tolerância (±)', width: tolW, align: 'right' },
      ...sizes.map((s) => ({
        header: s.size === m.base_size ? `${s.size} (base)` : s.size,
        width: colW,
        align: 'right' as const,
      })),
    ];
    const rows: Cell[][] = graded.map((p) => [
      p.name,
      cm(p.tolerance_cm),
      ...sizes.map(({ i }) => {
        const v = p.values[i]!;
        if (v.overridden) anyOverride = true;
        return v.overridden
          ? { text: `${cm(v.value_cm)}*`, bold: true }
          : { text: cm(v.value_cm), bold: false };
      }),
    ]);
    table(doc, columns, rows);
  }
  if (anyOverride)
    doc
      .font(FONT)
      .fontSize(BODY)
      .text('* Medida ajustada à mão (substitui a calculada pela graduação).', MARGIN, doc.y, {
        width: width(doc),
      });
}

function materials(doc: Doc, content: FichaContent, quantity: number) {
  const pieces = `Total (${int.format(quantity)} peças)`;
  if (content.materials.length > 0) {
    heading(doc, 'Materiais');
    const totals = materialTotals(content.materials, quantity);
    table(
      doc,
      [
        { header: 'Tipo', width: 62 },
        { header: 'Material', width: 100 },
        { header: 'Composição', width: 95 },
        { header: 'Gramatura (g/m²)', width: 56, align: 'right' },
        { header: 'Largura (cm)', width: 50, align: 'right' },
        { header: 'Consumo por peça', width: 70, align: 'right' },
        { header: pieces, width: width(doc) - 433, align: 'right' },
      ],
      content.materials.map((mat, i) => [
        MATERIAL_KIND_LABELS[mat.kind],
        { text: mat.name, bold: true },
        orDash(mat.composition),
        mat.weight_gsm === null ? '—' : decimalPtBr(mat.weight_gsm),
        mat.width_cm === null ? '—' : decimalPtBr(mat.width_cm),
        withUnit(mat.consumption, mat.unit),
        { text: withUnit(totals[i]!.total, mat.unit), bold: true },
      ]),
    );
  }
  if (content.trims.length > 0) {
    heading(doc, 'Aviamentos');
    const totals = trimTotals(content.trims, quantity);
    table(
      doc,
      [
        { header: 'Item', width: 120 },
        { header: 'Especificação', width: 130 },
        { header: 'Cor', width: 80 },
        { header: 'Quantidade por peça', width: 80, align: 'right' },
        { header: pieces, width: width(doc) - 410, align: 'right' },
      ],
      content.trims.map((t, i) => [
        { text: t.item, bold: true },
        orDash(t.specification),
        orDash(t.color),
        withUnit(t.quantity, t.unit),
        { text: withUnit(totals[i]!.total, t.unit), bold: true },
      ]),
    );
  }
}

function operations(doc: Doc, content: FichaContent, machines: ReadonlyMap<number, string>) {
  if (content.operations.length === 0) return;
  heading(doc, 'Sequência operacional');
  const minutes = content.operations.reduce((s, o) => s + (o.standard_minutes ?? 0), 0);
  const rows: Cell[][] = content.operations.map((o, i) => [
    String(i + 1),
    o.operation,
    o.machine_id === null ? '—' : (machines.get(o.machine_id) ?? `Máquina ${o.machine_id}`),
    o.standard_minutes === null ? '—' : decimalPtBr(o.standard_minutes),
  ]);
  if (minutes > 0)
    rows.push([
      '',
      { text: 'Total', bold: true },
      '',
      { text: decimalPtBr(Math.round(minutes * 1000) / 1000), bold: true },
    ]);
  table(
    doc,
    [
      { header: 'Nº', width: 28, align: 'right' },
      { header: 'Operação', width: 250 },
      { header: 'Máquina', width: 160 },
      { header: 'Minutos padrão', width: width(doc) - 438, align: 'right' },
    ],
    rows,
  );
}

function notes(doc: Doc, content: FichaContent) {
  const list: Array<[string, string | null]> = [
    ['Acabamento', content.finishing_notes],
    ['Etiquetagem', content.labelling_notes],
    ['Embalagem', content.packing_notes],
  ];
  if (list.every(([, v]) => v === null)) return;
  heading(doc, 'Observações');
  for (const [label, value] of list) {
    if (value === null) continue;
    ensure(doc, 24);
    doc
      .font(BOLD)
      .fontSize(9)
      .text(label, MARGIN, doc.y, { width: width(doc) });
    doc
      .font(FONT)
      .fontSize(9)
      .text(value, { width: width(doc) });
    doc.moveDown(0.4);
  }
}

/** Pixels on the long side of a drawing: its frame at about 300 dpi. */
const DRAWING_PX = 900;

/**
 * A drawing as the PDF embeds it: turned by its EXIF, at most 900 px a side, on white, as a
 * JPEG (pdfkit copies a JPEG's bytes; a photo's PNG it would deflate again, seconds of CPU and
 * megabytes). What sharp cannot read is shown by name.
 */
async function printable(img: PdfImage): Promise<PdfImage> {
  if (!img.bytes) return img;
  try {
    const bytes = await sharp(img.bytes)
      .rotate()
      .resize(DRAWING_PX, DRAWING_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer();
    return { ...img, bytes };
  } catch {
    return { ...img, bytes: null };
  }
}

/** Footer of every page: reference, revision, date, page i of n. */
function footers(doc: Doc, input: FichaPdfInput) {
  const range = doc.bufferedPageRange();
  const id = input.content.identification;
  const left = [
    'Ficha técnica',
    id.reference ?? id.model_name,
    `Rev. ${input.revision}`,
    dateFormat.format(input.date),
  ].join(' · ');
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    const y = doc.page.height - MARGIN - 10;
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(doc.page.width - MARGIN, y - 4)
      .lineWidth(0.5)
      .stroke(GRID);
    doc.fillColor('black').font(FONT).fontSize(7.5);
    doc.text(left, MARGIN, y, { width: width(doc) * 0.75, lineBreak: false });
    doc.text(`Página ${i - range.start + 1} de ${range.count}`, MARGIN, y, {
      width: width(doc),
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins = margins;
  }
}

/**
 * The ficha técnica as an A4 PDF for the shop floor: identification and drawings, the grade with
 * totals per size and colour, the graded measurement table (overrides marked), materials and
 * aviamentos with totals for the grade's quantity, operations and notes. Tables continue on the
 * next page with their header repeated; every page's footer has the revision and its date. The
 * standard Helvetica's WinAnsi encoding carries Portuguese (ç, ã, é, º, ±, ²).
 */
export async function renderFichaPdf(input: FichaPdfInput): Promise<Buffer> {
  const { content } = input;
  const images = await Promise.all(input.images.map(printable));
  const id = content.identification;
  const quantity = gradeTotal(content.grade);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    bufferPages: true,
    info: {
      Title: `Ficha técnica ${id.reference ?? ''} ${id.model_name}`.replace(/\s+/g, ' ').trim(),
      Creator: 'Alinhavo',
      Producer: 'Alinhavo',
      CreationDate: input.date,
    },
    lang: 'pt-BR',
  });
  const parts: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
  });

  doc
    .font(BOLD)
    .fontSize(16)
    .text('Ficha técnica', MARGIN, MARGIN, { width: width(doc) });
  doc
    .font(FONT)
    .fontSize(10)
    .text(input.demandTitle, { width: width(doc) });
  doc.moveDown(0.5);
  facts(doc, [
    ['Referência', orDash(id.reference)],
    ['Nome do modelo', id.model_name],
    ['Coleção', orDash(id.collection)],
    ['Tipo de peça', orDash(id.garment_type)],
    ['Quantidade total', `${int.format(quantity)} peças`],
    ['Revisão', `${input.revision} (${dateFormat.format(input.date)})`],
  ]);
  drawings(doc, images);
  grade(doc, content);
  measurements(doc, content);
  materials(doc, content, quantity);
  operations(doc, content, input.machines);
  notes(doc, content);
  footers(doc, input);
  doc.end();
  return done;
}
