import { FICHA_SECTION_LABELS } from '../messages/ficha';
import {
  CONSUMPTION_UNIT_LABELS,
  sizeKey,
  type ConsumptionUnit,
  type FichaChange,
  type FichaContent,
  type FichaGrade,
  type FichaMaterial,
  type FichaMeasurements,
  type FichaTrim,
} from '../schemas/ficha';

/** Rounds away binary noise: 0.1 + 0.2 → 0.3 (two places for cm, three for totals). */
const round = (v: number, places: number) => {
  const f = 10 ** places;
  return Math.round((v + Number.EPSILON * Math.sign(v)) * f) / f;
};

/** A number as pt-BR shows it: 12.5 → '12,5'. */
export const decimalPtBr = (v: number) => String(v).replace('.', ',');

// ---------------------------------------------------------------------------------------------
// Grade

/** Pieces in the whole grade: the demand's quantity. */
export function gradeTotal(grade: Pick<FichaGrade, 'quantities'>): number {
  let total = 0;
  for (const row of grade.quantities) for (const q of row) total += q;
  return total;
}

/** Pieces per size (in the grade's order). */
export const sizeTotals = (grade: Pick<FichaGrade, 'quantities'>): number[] =>
  grade.quantities.map((row) => row.reduce((a, b) => a + b, 0));

/** Pieces per colour (in the grade's order). */
export function colorTotals(grade: Pick<FichaGrade, 'quantities' | 'colors'>): number[] {
  return grade.colors.map((_, c) => grade.quantities.reduce((s, row) => s + (row[c] ?? 0), 0));
}

/** The rule the demand's quantity keeps while it has a ficha. */
export const gradeMatchesAmount = (grade: Pick<FichaGrade, 'quantities'>, amount: number) =>
  gradeTotal(grade) === amount;

// ---------------------------------------------------------------------------------------------
// Tabela de medidas

export interface GradedValue {
  size: string;
  /** What the table says: the override when there is one, else the computed value. */
  value_cm: number;
  /** What base and steps give. */
  computed_cm: number;
  overridden: boolean;
}
export interface GradedPoint {
  name: string;
  tolerance_cm: number;
  values: GradedValue[];
}

type Point = FichaMeasurements['points'][number];

/**
 * The step between size `k - 1` and size `k` (k ≥ 1): the step of the last break at or
 * before `k`, else the point's step.
 */
function stepsOf(point: Point, keys: readonly string[]): number[] {
  const breaks = new Map<number, number>();
  for (const b of point.step_breaks) {
    const at = keys.indexOf(sizeKey(b.from_size));
    if (at > 0) breaks.set(at, b.step_cm);
  }
  const steps: number[] = [0];
  let current = point.step_cm;
  for (let k = 1; k < keys.length; k++) {
    current = breaks.get(k) ?? current;
    steps.push(current);
  }
  return steps;
}

/**
 * Every size's measurement of every point: the base size's value, plus the steps up to a larger
 * size or minus them down to a smaller one; an override replaces the computed value and is
 * marked. Without a base size in the grade nothing can be graded: each size shows the base value.
 */
export function gradedMeasurements(
  sizes: readonly string[],
  measurements: FichaMeasurements,
): GradedPoint[] {
  const keys = sizes.map(sizeKey);
  const base = measurements.base_size === null ? -1 : keys.indexOf(sizeKey(measurements.base_size));
  return measurements.points.map((point) => {
    const steps = stepsOf(point, keys);
    const computed = new Array<number>(sizes.length).fill(point.base_cm);
    if (base >= 0) {
      for (let i = base + 1; i < sizes.length; i++) computed[i] = computed[i - 1]! + steps[i]!;
      for (let i = base - 1; i >= 0; i--) computed[i] = computed[i + 1]! - steps[i + 1]!;
    }
    const overrides = new Map(point.overrides.map((o) => [sizeKey(o.size), o.value_cm]));
    return {
      name: point.name,
      tolerance_cm: point.tolerance_cm,
      values: sizes.map((size, i) => {
        const computed_cm = round(computed[i]!, 2);
        const override = overrides.get(keys[i]!);
        return {
          size,
          computed_cm,
          value_cm: override ?? computed_cm,
          overridden: override !== undefined,
        };
      }),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Materials

export interface MaterialTotal {
  name: string;
  unit: ConsumptionUnit;
  per_piece: number;
  /** For the demand's quantity, three places. */
  total: number;
}

/** Consumption of each material for `quantity` pieces. */
export const materialTotals = (materials: readonly FichaMaterial[], quantity: number) =>
  materials.map<MaterialTotal>((m) => ({
    name: m.name,
    unit: m.unit,
    per_piece: m.consumption,
    total: round(m.consumption * quantity, 3),
  }));

/** Each aviamento for `quantity` pieces. */
export const trimTotals = (trims: readonly FichaTrim[], quantity: number) =>
  trims.map<MaterialTotal>((t) => ({
    name: t.item,
    unit: t.unit,
    per_piece: t.quantity,
    total: round(t.quantity * quantity, 3),
  }));

/** '12,5 m' */
export const withUnit = (v: number, unit: ConsumptionUnit) =>
  `${decimalPtBr(v)} ${CONSUMPTION_UNIT_LABELS[unit]}`;

// ---------------------------------------------------------------------------------------------
// Diff between two revisions

const IDENTIFICATION_LABELS = {
  reference: 'Referência',
  model_name: 'Nome do modelo',
  collection: 'Coleção',
  garment_type: 'Tipo de peça',
} as const;
const NOTE_LABELS = {
  finishing_notes: 'Acabamento',
  labelling_notes: 'Etiquetagem',
  packing_notes: 'Embalagem',
} as const;

const cm = (v: number | undefined) => (v === undefined ? null : `${decimalPtBr(v)} cm`);

function material(m: FichaMaterial | undefined): string | null {
  if (!m) return null;
  const parts = [
    m.kind === 'PRINCIPAL' ? `${m.name} (principal)` : m.name,
    m.composition,
    m.weight_gsm === null ? null : `${decimalPtBr(m.weight_gsm)} g/m²`,
    m.width_cm === null ? null : `largura ${decimalPtBr(m.width_cm)} cm`,
    `${withUnit(m.consumption, m.unit)}/peça`,
  ];
  return parts.filter(Boolean).join(', ');
}
function trim(t: FichaTrim | undefined): string | null {
  if (!t) return null;
  return [t.item, t.specification, t.color, `${withUnit(t.quantity, t.unit)}/peça`]
    .filter(Boolean)
    .join(', ');
}
function operation(o: FichaContent['operations'][number] | undefined): string | null {
  if (!o) return null;
  return [
    o.operation,
    o.machine_id === null ? null : `máquina ${o.machine_id}`,
    o.standard_minutes === null ? null : `${decimalPtBr(o.standard_minutes)} min`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * What changed from `before` to `after`, field by field: identification, each material,
 * aviamento and operation row (by position), the sizes and colours, each cell of the grade
 * (by size and colour name), each graded measurement (by point and size) and tolerance, and the
 * notes. Identical revisions give an empty list.
 */
export function diffFichas(before: FichaContent, after: FichaContent): FichaChange[] {
  const changes: FichaChange[] = [];
  const add = (
    section: FichaChange['section'],
    field: string,
    label: string,
    a: string | null,
    b: string | null,
  ) => {
    if (a !== b) changes.push({ section, field, label, before: a, after: b });
  };

  const idA = before.identification;
  const idB = after.identification;
  for (const key of Object.keys(IDENTIFICATION_LABELS) as (keyof typeof IDENTIFICATION_LABELS)[]) {
    add('identification', `identification.${key}`, IDENTIFICATION_LABELS[key], idA[key], idB[key]);
  }
  const images = (l: FichaContent['identification']['images']) =>
    l.length === 0 ? null : l.map((i) => `${i.kind}:${i.file_id}:${i.caption ?? ''}`).join('|');
  if (images(idA.images) !== images(idB.images)) {
    changes.push({
      section: 'identification',
      field: 'identification.images',
      label: 'Desenhos e fotos',
      before: `${idA.images.length} ${idA.images.length === 1 ? 'imagem' : 'imagens'}`,
      after: `${idB.images.length} ${idB.images.length === 1 ? 'imagem' : 'imagens'}`,
    });
  }

  const rowsOf = <R>(
    section: 'materials' | 'trims' | 'operations',
    a: readonly R[],
    b: readonly R[],
    show: (r: R | undefined) => string | null,
    noun: string,
  ) => {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      add(section, `${section}.${i}`, `${noun} ${i + 1}`, show(a[i]), show(b[i]));
    }
  };
  rowsOf('materials', before.materials, after.materials, material, 'Material');
  rowsOf('trims', before.trims, after.trims, trim, 'Aviamento');

  const gA = before.grade;
  const gB = after.grade;
  add('grade', 'grade.sizes', 'Tamanhos', gA.sizes.join(', '), gB.sizes.join(', '));
  const colors = (g: FichaGrade) =>
    g.colors.map((c) => (c.reference ? `${c.name} (${c.reference})` : c.name)).join(', ');
  add('grade', 'grade.colors', 'Cores', colors(gA), colors(gB));
  const cells = (g: FichaGrade) => {
    const m = new Map<string, { size: string; color: string; q: number }>();
    g.sizes.forEach((size, s) =>
      g.colors.forEach((color, c) =>
        m.set(`${sizeKey(size)}\u0000${sizeKey(color.name)}`, {
          size,
          color: color.name,
          q: g.quantities[s]?.[c] ?? 0,
        }),
      ),
    );
    return m;
  };
  const cellsA = cells(gA);
  const cellsB = cells(gB);
  for (const [key, cell] of new Map([...cellsA, ...cellsB])) {
    const a = cellsA.get(key);
    const b = cellsB.get(key);
    add(
      'grade',
      `grade.cell.${cell.size}.${cell.color}`,
      `${cell.size} / ${cell.color}`,
      a === undefined ? null : String(a.q),
      b === undefined ? null : String(b.q),
    );
  }
  add('grade', 'grade.total', 'Total de peças', String(gradeTotal(gA)), String(gradeTotal(gB)));

  add(
    'measurements',
    'measurements.base_size',
    'Tamanho base',
    before.measurements.base_size,
    after.measurements.base_size,
  );
  const table = (f: FichaContent) => {
    const m = new Map<string, { name: string; point: GradedPoint }>();
    for (const point of gradedMeasurements(f.grade.sizes, f.measurements)) {
      m.set(sizeKey(point.name), { name: point.name, point });
    }
    return m;
  };
  const tA = table(before);
  const tB = table(after);
  for (const [key, { name }] of new Map([...tA, ...tB])) {
    const a = tA.get(key)?.point;
    const b = tB.get(key)?.point;
    if (!a || !b) {
      add(
        'measurements',
        `measurements.${name}`,
        name,
        a ? 'presente' : null,
        b ? 'presente' : null,
      );
      continue;
    }
    add(
      'measurements',
      `measurements.${name}.tolerance`,
      `${name}: tolerância`,
      `± ${decimalPtBr(a.tolerance_cm)} cm`,
      `± ${decimalPtBr(b.tolerance_cm)} cm`,
    );
    const valuesA = new Map(a.values.map((v) => [sizeKey(v.size), v]));
    const valuesB = new Map(b.values.map((v) => [sizeKey(v.size), v]));
    for (const [sKey, v] of new Map([...valuesA, ...valuesB])) {
      const va = valuesA.get(sKey);
      const vb = valuesB.get(sKey);
      const show = (x: GradedValue | undefined) =>
        x === undefined ? null : `${cm(x.value_cm)}${x.overridden ? ' (ajustada)' : ''}`;
      add(
        'measurements',
        `measurements.${name}.${v.size}`,
        `${name} ${v.size}`,
        show(va),
        show(vb),
      );
    }
  }

  rowsOf('operations', before.operations, after.operations, operation, 'Operação');
  for (const key of Object.keys(NOTE_LABELS) as (keyof typeof NOTE_LABELS)[]) {
    add('notes', key, NOTE_LABELS[key], before[key], after[key]);
  }
  return changes;
}

/** The label of a change's section, for grouping on screen. */
export const changeSectionLabel = (c: FichaChange) => FICHA_SECTION_LABELS[c.section];

// ---------------------------------------------------------------------------------------------
// Lots by size and colour

/** Pieces of one size and colour (a lot's cell). */
export interface CellQuantity {
  size: string;
  color: string;
  quantity: number;
}

/** The grade's (size, colour) position of a cell, or null when the grade has no such cell. */
export function cellIndex(
  grade: Pick<FichaGrade, 'sizes' | 'colors'>,
  cell: { size: string; color: string },
): { s: number; c: number } | null {
  const s = grade.sizes.findIndex((x) => sizeKey(x) === sizeKey(cell.size));
  const c = grade.colors.findIndex((x) => sizeKey(x.name) === sizeKey(cell.color));
  return s < 0 || c < 0 ? null : { s, c };
}

/**
 * What remains to send of each cell: the grade's quantity minus the cells of the lots already
 * sent (never below zero; cells of sizes or colours no longer in the grade are left out).
 */
export function remainingCells(
  grade: FichaGrade,
  lots: readonly { cells?: readonly CellQuantity[] | null }[],
): number[][] {
  const left = grade.quantities.map((row) => [...row]);
  for (const lot of lots)
    for (const cell of lot.cells ?? []) {
      const at = cellIndex(grade, cell);
      if (at) left[at.s]![at.c] = Math.max(0, left[at.s]![at.c]! - cell.quantity);
    }
  return left;
}

export type TakeOutcome =
  | { ok: true }
  | { ok: false; index: number; reason: 'not_in_grade' | 'repeated' }
  | { ok: false; index: number; reason: 'above'; size: string; color: string; remaining: number };

/** Whether a new lot may take `cells` from what `lots` left of the grade (never more). */
export function takeCells(
  grade: FichaGrade,
  lots: readonly { cells?: readonly CellQuantity[] | null }[],
  cells: readonly CellQuantity[],
): TakeOutcome {
  const left = remainingCells(grade, lots);
  const seen = new Set<string>();
  for (const [index, cell] of cells.entries()) {
    const at = cellIndex(grade, cell);
    if (!at) return { ok: false, index, reason: 'not_in_grade' };
    const key = `${at.s}:${at.c}`;
    if (seen.has(key)) return { ok: false, index, reason: 'repeated' };
    seen.add(key);
    const remaining = left[at.s]![at.c]!;
    if (cell.quantity > remaining)
      return {
        ok: false,
        index,
        reason: 'above',
        size: grade.sizes[at.s]!,
        color: grade.colors[at.c]!.name,
        remaining,
      };
  }
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------
// Quotes priced by size band

export interface PriceBand {
  from_size: string;
  to_size: string;
  price_cents: number;
}

export type BandProblem = { index: number; reason: 'not_in_grade' | 'order' | 'overlap' };

/** The first band that names a size outside the grade, runs backwards or overlaps another. */
export function bandProblem(
  sizes: readonly string[],
  bands: readonly PriceBand[],
): BandProblem | null {
  const keys = sizes.map(sizeKey);
  const taken = new Set<number>();
  for (const [index, band] of bands.entries()) {
    const from = keys.indexOf(sizeKey(band.from_size));
    const to = keys.indexOf(sizeKey(band.to_size));
    if (from < 0 || to < 0) return { index, reason: 'not_in_grade' };
    if (from > to) return { index, reason: 'order' };
    for (let i = from; i <= to; i++) {
      if (taken.has(i)) return { index, reason: 'overlap' };
      taken.add(i);
    }
  }
  return null;
}

/** Each size's price per piece: its band's, else the quote's one price. */
export function pricePerSize(
  sizes: readonly string[],
  quote: { price_cents: number; size_bands?: readonly PriceBand[] | undefined },
): number[] {
  const keys = sizes.map(sizeKey);
  const prices = sizes.map(() => quote.price_cents);
  for (const band of quote.size_bands ?? []) {
    const from = keys.indexOf(sizeKey(band.from_size));
    const to = keys.indexOf(sizeKey(band.to_size));
    if (from < 0 || to < 0) continue;
    for (let i = from; i <= to; i++) prices[i] = band.price_cents;
  }
  return prices;
}

/**
 * A quote's total in cents. With the ficha's grade, each size's pieces at its price (the total
 * follows the matrix); without one, the one price times the demand's quantity.
 */
export function quoteTotalCents(
  quote: { price_cents: number; size_bands?: readonly PriceBand[] | undefined },
  grade: FichaGrade | null,
  amount: number,
): number {
  if (!grade) return quote.price_cents * amount;
  const prices = pricePerSize(grade.sizes, quote);
  return sizeTotals(grade).reduce((sum, pieces, i) => sum + pieces * prices[i]!, 0);
}
