import type { FichaContent, FichaContentInput } from '@alinhavo/shared/schemas/ficha';

/** The form's shape: the schema's input (texts may be '', numbers typed with a comma). */
export type FichaForm = FichaContentInput;

/** '12,5' → 12.5; '' → null; anything else NaN (the schema's message then shows). */
export function parseDecimal(v: unknown): number | null {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return null;
  const t = v.trim();
  if (t === '') return null;
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) ? n : Number.NaN;
}
/** A required number: '' is NaN, so the field's message shows. */
export const parseRequired = (v: unknown) => parseDecimal(v) ?? Number.NaN;
/** A grade cell: empty is 0 pieces. */
export const parseCell = (v: unknown) => parseDecimal(v) ?? 0;

export const EMPTY_FICHA: FichaForm = {
  identification: { reference: '', model_name: '', collection: '', garment_type: '', images: [] },
  materials: [],
  trims: [],
  grade: { sizes: [], colors: [], quantities: [] },
  measurements: { base_size: null, points: [] },
  operations: [],
  finishing_notes: '',
  labelling_notes: '',
  packing_notes: '',
};

const s = (v: string | null) => v ?? '';

/** A stored ficha as the form edits it (null texts as ''). */
export function toForm(f: FichaContent): FichaForm {
  return {
    identification: {
      reference: s(f.identification.reference),
      model_name: f.identification.model_name,
      collection: s(f.identification.collection),
      garment_type: s(f.identification.garment_type),
      images: f.identification.images.map((i) => ({ ...i, caption: s(i.caption) })),
    },
    materials: f.materials.map((m) => ({ ...m, composition: s(m.composition) })),
    trims: f.trims.map((t) => ({ ...t, specification: s(t.specification), color: s(t.color) })),
    grade: {
      sizes: [...f.grade.sizes],
      colors: f.grade.colors.map((c) => ({ name: c.name, reference: s(c.reference) })),
      quantities: f.grade.quantities.map((r) => [...r]),
    },
    measurements: {
      base_size: f.measurements.base_size,
      points: f.measurements.points.map((p) => ({
        ...p,
        step_breaks: p.step_breaks.map((b) => ({ ...b })),
        overrides: p.overrides.map((o) => ({ ...o })),
      })),
    },
    operations: f.operations.map((o) => ({ ...o })),
    finishing_notes: s(f.finishing_notes),
    labelling_notes: s(f.labelling_notes),
    packing_notes: s(f.packing_notes),
  };
}

type Grade = FichaForm['grade'];

/** Sizes added (at the end) with empty rows; the ones already there are kept. */
export function addSizes(grade: Grade, sizes: readonly string[]): Grade {
  const have = new Set(grade.sizes.map((x) => x.toLocaleLowerCase('pt-BR')));
  const fresh = sizes.filter((x) => !have.has(x.toLocaleLowerCase('pt-BR')));
  return {
    ...grade,
    sizes: [...grade.sizes, ...fresh],
    quantities: [...grade.quantities, ...fresh.map(() => grade.colors.map(() => 0))],
  };
}

export function removeSize(grade: Grade, at: number): Grade {
  return {
    ...grade,
    sizes: grade.sizes.filter((_, i) => i !== at),
    quantities: grade.quantities.filter((_, i) => i !== at),
  };
}

/** Moves a size (and its row of quantities) one place up (-1) or down (+1). */
export function moveSize(grade: Grade, at: number, by: -1 | 1): Grade {
  const to = at + by;
  if (to < 0 || to >= grade.sizes.length) return grade;
  const sizes = [...grade.sizes];
  const quantities = [...grade.quantities];
  [sizes[at], sizes[to]] = [sizes[to]!, sizes[at]!];
  [quantities[at], quantities[to]] = [quantities[to]!, quantities[at]!];
  return { ...grade, sizes, quantities };
}

export function addColor(grade: Grade): Grade {
  return {
    ...grade,
    colors: [...grade.colors, { name: '', reference: '' }],
    quantities: grade.quantities.map((r) => [...r, 0]),
  };
}

export function removeColor(grade: Grade, at: number): Grade {
  return {
    ...grade,
    colors: grade.colors.filter((_, i) => i !== at),
    quantities: grade.quantities.map((r) => r.filter((_, i) => i !== at)),
  };
}
