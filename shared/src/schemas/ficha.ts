import { z } from 'zod';
import { line, longText } from './text';
import { FICHA_TEXTS as T } from '../messages/ficha';
import { ERRORS } from '../messages/errors';

/**
 * The ficha técnica (tech pack) of a demand: identification, materials, aviamentos, the grade
 * (sizes × colours with quantities), the graded measurement table, the operations and the
 * finishing notes. Optional: a demand without one works as before. The grade's total is the
 * demand's quantity (`amount`).
 */

export const FICHA_LIMITS = {
  sizes: 30,
  colors: 30,
  sizeName: 20,
  text: 100,
  points: 80,
  materials: 30,
  trims: 60,
  operations: 150,
  images: 10,
  note: 2000,
  maxCell: 10_000_000,
  maxTotal: 10_000_000,
  /** cm for a measurement, its step and tolerance. */
  maxMeasure: 1000,
  maxStep: 100,
  maxTolerance: 100,
  maxConsumption: 100_000,
  maxMinutes: 1000,
} as const;

/** Sizes offered in order; any other text is a custom size, kept where the client puts it. */
export const LETTER_SIZES = ['PP', 'P', 'M', 'G', 'GG', 'XG', 'XGG'] as const;
export const NUMERIC_SIZES = [
  '34',
  '36',
  '38',
  '40',
  '42',
  '44',
  '46',
  '48',
  '50',
  '52',
  '54',
  '56',
] as const;
export const SINGLE_SIZE = 'Único';

/** How consumption per piece is measured. */
export const CONSUMPTION_UNITS = ['m', 'cm', 'm2', 'kg', 'g', 'un'] as const;
export type ConsumptionUnit = (typeof CONSUMPTION_UNITS)[number];
export const CONSUMPTION_UNIT_LABELS: Record<ConsumptionUnit, string> = {
  m: 'm',
  cm: 'cm',
  m2: 'm²',
  kg: 'kg',
  g: 'g',
  un: 'un.',
};

export const MATERIAL_KINDS = ['PRINCIPAL', 'OUTRO'] as const;
export const MATERIAL_KIND_LABELS = { PRINCIPAL: 'Tecido principal', OUTRO: 'Outro material' };
export const FICHA_IMAGE_KINDS = ['FRENTE', 'COSTAS', 'DETALHE'] as const;
export const FICHA_IMAGE_KIND_LABELS = { FRENTE: 'Frente', COSTAS: 'Costas', DETALHE: 'Detalhe' };

// ---------------------------------------------------------------------------------------------
// Input (the form and PUT body): trimmed texts, pt-BR errors, cross-field rules.

const text = (max: number) =>
  line()
    .trim()
    .max(max, T.textMax(max))
    .nullable()
    .default(null)
    .transform((v) => (v === '' || v === null ? null : v));
const requiredText = (max: number, error: string) =>
  line({ error }).trim().min(1, error).max(max, T.textMax(max));
const note = () =>
  longText()
    .trim()
    .max(FICHA_LIMITS.note, T.noteMax(FICHA_LIMITS.note))
    .nullable()
    .default(null)
    .transform((v) => (v === '' || v === null ? null : v));
/** A decimal with at most `places` decimal places in [min, max] (cm: two). */
const decimal = (min: number, max: number, error = T.numberRange(min, max), places = 2) =>
  z
    .number({ error })
    .min(min, error)
    .max(max, error)
    .refine(
      (v) => Math.abs(Math.round(v * 10 ** places) - v * 10 ** places) < 1e-6,
      places === 2 ? T.twoDecimals : T.threeDecimals,
    );
/** Consumption and quantities per piece: above zero, three places (0,035 kg). */
const positive = (max: number, error: string) =>
  decimal(0, max, error, 3).refine((v) => v > 0, error);
const rows = <S extends z.ZodType>(item: S, max: number) =>
  z.array(item).max(max, T.tooManyRows(max)).default([]);
const sizeName = () =>
  line({ error: T.sizeRequired })
    .trim()
    .min(1, T.sizeRequired)
    .max(FICHA_LIMITS.sizeName, T.sizeMax);

/** Equal ignoring case and accents (two sizes 'unico' and 'Único' are the same). */
export const sizeKey = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase('pt-BR');

export const fichaIdentificationInput = z.object({
  reference: text(60),
  model_name: requiredText(FICHA_LIMITS.text, T.modelNameRequired),
  collection: text(FICHA_LIMITS.text),
  garment_type: text(FICHA_LIMITS.text),
  /** Drawings and photos: files already attached to the demand. */
  images: z
    .array(
      z.object({
        file_id: z.uuid({ error: T.imageNotOfDemand }),
        kind: z.enum(FICHA_IMAGE_KINDS, { error: ERRORS.invalidData }),
        caption: text(FICHA_LIMITS.text),
      }),
    )
    .max(FICHA_LIMITS.images, T.tooManyImages(FICHA_LIMITS.images))
    .default([])
    .refine((l) => new Set(l.map((i) => i.file_id)).size === l.length, T.imagesRepeated),
});

export const fichaMaterialInput = z.object({
  kind: z.enum(MATERIAL_KINDS, { error: ERRORS.invalidData }).default('OUTRO'),
  name: requiredText(FICHA_LIMITS.text, T.materialNameRequired),
  composition: text(FICHA_LIMITS.text),
  /** g/m². */
  weight_gsm: decimal(0, 5000).nullable().default(null),
  width_cm: decimal(0, 1000).nullable().default(null),
  consumption: positive(FICHA_LIMITS.maxConsumption, T.consumptionRequired),
  unit: z.enum(CONSUMPTION_UNITS, { error: ERRORS.invalidData }),
});

export const fichaTrimInput = z.object({
  item: requiredText(FICHA_LIMITS.text, T.trimItemRequired),
  specification: text(FICHA_LIMITS.text),
  color: text(FICHA_LIMITS.text),
  quantity: positive(FICHA_LIMITS.maxConsumption, T.trimQuantityRequired),
  unit: z.enum(CONSUMPTION_UNITS, { error: ERRORS.invalidData }).default('un'),
});

const cell = z
  .number({ error: T.cellQuantity })
  .int(T.cellQuantity)
  .min(0, T.cellQuantity)
  .max(FICHA_LIMITS.maxCell, T.cellQuantity);

export const fichaGradeInput = z
  .object({
    sizes: z
      .array(sizeName(), { error: T.sizesAndColorsRequired })
      .min(1, T.sizesAndColorsRequired)
      .max(FICHA_LIMITS.sizes, T.tooManySizes(FICHA_LIMITS.sizes)),
    colors: z
      .array(
        z.object({
          name: requiredText(60, T.colorRequired),
          reference: text(60),
        }),
        { error: T.sizesAndColorsRequired },
      )
      .min(1, T.sizesAndColorsRequired)
      .max(FICHA_LIMITS.colors, T.tooManyColors(FICHA_LIMITS.colors)),
    /** One row per size (in order), one column per colour (in order). */
    quantities: z.array(z.array(cell), { error: T.gradeShape }),
  })
  .superRefine((g, ctx) => {
    if (new Set(g.sizes.map(sizeKey)).size !== g.sizes.length) {
      ctx.addIssue({ code: 'custom', path: ['sizes'], message: T.sizesRepeated });
    }
    if (new Set(g.colors.map((c) => sizeKey(c.name))).size !== g.colors.length) {
      ctx.addIssue({ code: 'custom', path: ['colors'], message: T.colorsRepeated });
    }
    if (
      g.quantities.length !== g.sizes.length ||
      g.quantities.some((row) => row.length !== g.colors.length)
    ) {
      ctx.addIssue({ code: 'custom', path: ['quantities'], message: T.gradeShape });
      return;
    }
    const total = g.quantities.reduce((s, row) => s + row.reduce((a, b) => a + b, 0), 0);
    if (total < 1) ctx.addIssue({ code: 'custom', path: ['quantities'], message: T.gradeEmpty });
    if (total > FICHA_LIMITS.maxTotal) {
      ctx.addIssue({ code: 'custom', path: ['quantities'], message: T.gradeTooLarge });
    }
  });

const sizeValue = z.object({
  size: sizeName(),
  value_cm: decimal(0, FICHA_LIMITS.maxMeasure),
});

/**
 * A point of measure. The base size measures `base_cm`; between two neighbouring sizes the
 * measurement changes by `step_cm`, except from a `step_breaks` size upward (that size and
 * every later one until the next break), where the break's step applies. A break on every size
 * is a step per size. `overrides` replace the computed value of a size (and are marked).
 */
export const fichaPointInput = z.object({
  name: requiredText(FICHA_LIMITS.text, T.pointRequired),
  base_cm: decimal(0, FICHA_LIMITS.maxMeasure, T.baseMeasureRequired),
  step_cm: decimal(-FICHA_LIMITS.maxStep, FICHA_LIMITS.maxStep).default(0),
  step_breaks: rows(
    z.object({
      from_size: sizeName(),
      step_cm: decimal(-FICHA_LIMITS.maxStep, FICHA_LIMITS.maxStep),
    }),
    FICHA_LIMITS.sizes,
  ),
  tolerance_cm: decimal(0, FICHA_LIMITS.maxTolerance).default(0),
  overrides: rows(sizeValue, FICHA_LIMITS.sizes),
});

export const fichaMeasurementsInput = z.object({
  base_size: sizeName().nullable().default(null),
  points: rows(fichaPointInput, FICHA_LIMITS.points),
});

export const fichaOperationInput = z.object({
  operation: requiredText(FICHA_LIMITS.text, T.operationRequired),
  /** A machine of the catalogue (GET /machines/). */
  machine_id: z.number({ error: T.machineNotFound }).int().positive().nullable().default(null),
  standard_minutes: positive(FICHA_LIMITS.maxMinutes, T.numberRange(0.01, FICHA_LIMITS.maxMinutes))
    .nullable()
    .default(null),
});

/** The whole ficha as the client sends it. */
export const fichaContentInput = z
  .object({
    identification: fichaIdentificationInput,
    materials: rows(fichaMaterialInput, FICHA_LIMITS.materials),
    trims: rows(fichaTrimInput, FICHA_LIMITS.trims),
    grade: fichaGradeInput,
    measurements: fichaMeasurementsInput.default({ base_size: null, points: [] }),
    operations: rows(fichaOperationInput, FICHA_LIMITS.operations),
    finishing_notes: note(),
    labelling_notes: note(),
    packing_notes: note(),
  })
  .superRefine((f, ctx) => {
    if (f.materials.filter((m) => m.kind === 'PRINCIPAL').length > 1) {
      ctx.addIssue({ code: 'custom', path: ['materials'], message: T.oneMainFabric });
    }
    const sizes = f.grade.sizes.map(sizeKey);
    const indexOf = (s: string) => sizes.indexOf(sizeKey(s));
    const m = f.measurements;
    if (m.base_size !== null && indexOf(m.base_size) < 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['measurements', 'base_size'],
        message: T.sizeNotInGrade,
      });
    }
    if (m.points.length > 0 && m.base_size === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['measurements', 'base_size'],
        message: T.baseSizeRequired,
      });
    }
    const names = m.points.map((p) => sizeKey(p.name));
    if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', path: ['measurements', 'points'], message: T.pointsRepeated });
    }
    m.points.forEach((p, i) => {
      const seenBreaks = new Set<number>();
      p.step_breaks.forEach((b, j) => {
        const at = indexOf(b.from_size);
        const path = ['measurements', 'points', i, 'step_breaks', j, 'from_size'];
        if (at < 0) ctx.addIssue({ code: 'custom', path, message: T.sizeNotInGrade });
        else if (at === 0) ctx.addIssue({ code: 'custom', path, message: T.breakOnFirstSize });
        else if (seenBreaks.has(at))
          ctx.addIssue({ code: 'custom', path, message: T.repeatedSize });
        seenBreaks.add(at);
      });
      const seenOverrides = new Set<number>();
      p.overrides.forEach((o, j) => {
        const at = indexOf(o.size);
        const path = ['measurements', 'points', i, 'overrides', j, 'size'];
        if (at < 0) ctx.addIssue({ code: 'custom', path, message: T.sizeNotInGrade });
        else if (seenOverrides.has(at)) {
          ctx.addIssue({ code: 'custom', path, message: T.repeatedSize });
        }
        seenOverrides.add(at);
      });
    });
  });
export type FichaContentInput = z.input<typeof fichaContentInput>;

/**
 * PUT body. `expected_revision` is the revision the form was opened on: when the ficha moved
 * since (another device), the answer is 409 instead of a silent overwrite. Omit it on the first
 * save.
 */
export const fichaPutSchema = z.object({
  ficha: fichaContentInput,
  expected_revision: z.number().int().min(1).nullable().default(null),
});
export type FichaPutBody = z.infer<typeof fichaPutSchema>;
export type FichaPutInput = z.input<typeof fichaPutSchema>;

/** The chosen facção's 'Ciente' on the revision it read. */
export const fichaAcknowledgeSchema = z.object({
  revision: z.number({ error: ERRORS.invalidData }).int().min(1),
});
export type FichaAcknowledgeBody = z.infer<typeof fichaAcknowledgeSchema>;

// ---------------------------------------------------------------------------------------------
// Output: plain shapes (no transforms), as the server stores and serializes them.

const nullableText = z.string().nullable();
export const fichaContentSchema = z.object({
  identification: z.object({
    reference: nullableText,
    model_name: z.string(),
    collection: nullableText,
    garment_type: nullableText,
    images: z.array(
      z.object({ file_id: z.uuid(), kind: z.enum(FICHA_IMAGE_KINDS), caption: nullableText }),
    ),
  }),
  materials: z.array(
    z.object({
      kind: z.enum(MATERIAL_KINDS),
      name: z.string(),
      composition: nullableText,
      weight_gsm: z.number().nullable(),
      width_cm: z.number().nullable(),
      consumption: z.number(),
      unit: z.enum(CONSUMPTION_UNITS),
    }),
  ),
  trims: z.array(
    z.object({
      item: z.string(),
      specification: nullableText,
      color: nullableText,
      quantity: z.number(),
      unit: z.enum(CONSUMPTION_UNITS),
    }),
  ),
  grade: z.object({
    sizes: z.array(z.string()),
    colors: z.array(z.object({ name: z.string(), reference: nullableText })),
    quantities: z.array(z.array(z.number().int())),
  }),
  measurements: z.object({
    base_size: nullableText,
    points: z.array(
      z.object({
        name: z.string(),
        base_cm: z.number(),
        step_cm: z.number(),
        step_breaks: z.array(z.object({ from_size: z.string(), step_cm: z.number() })),
        tolerance_cm: z.number(),
        overrides: z.array(z.object({ size: z.string(), value_cm: z.number() })),
      }),
    ),
  }),
  operations: z.array(
    z.object({
      operation: z.string(),
      machine_id: z.number().int().nullable(),
      standard_minutes: z.number().nullable(),
    }),
  ),
  finishing_notes: nullableText,
  labelling_notes: nullableText,
  packing_notes: nullableText,
});
export type FichaContent = z.infer<typeof fichaContentSchema>;
export type FichaGrade = FichaContent['grade'];
export type FichaMeasurements = FichaContent['measurements'];
export type FichaMaterial = FichaContent['materials'][number];
export type FichaTrim = FichaContent['trims'][number];

/**
 * One change between two revisions. `field` is a stable key the screens highlight by
 * (`grade.cell.M.Azul`, `measurements.Busto.G`, `materials.0`, …; see rules/ficha.ts);
 * `label` is pt-BR; `before`/`after` are the values as shown (null: absent).
 */
export const fichaChangeSchema = z.object({
  section: z.enum([
    'identification',
    'materials',
    'trims',
    'grade',
    'measurements',
    'operations',
    'notes',
  ]),
  field: z.string(),
  label: z.string(),
  before: nullableText,
  after: nullableText,
});
export type FichaChange = z.infer<typeof fichaChangeSchema>;

/** A revision's summary: rev. 1 is the ficha when the facção was chosen (or first saved). */
export const fichaRevisionSummarySchema = z.object({
  revision: z.number().int(),
  /**
   * What changed from the revision before, for the revisions after the chosen facção's last
   * 'Ciente' (the ones to highlight); empty for the others (and rev. 1): read those with
   * GET …/ficha/revisions/{revision}/. A change of a base measurement moves every size, so the
   * whole history of a large ficha would be megabytes.
   */
  changes: z.array(fichaChangeSchema),
  /** How many changes the revision made (whether or not `changes` lists them). */
  change_count: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
});
export type FichaRevisionSummary = z.infer<typeof fichaRevisionSummarySchema>;

/** The ficha of a demand as a reader gets it. */
export const fichaSchema = z.object({
  demand_id: z.uuid(),
  /** The current revision (1 until a change after the facção was chosen). */
  revision: z.number().int(),
  ficha: fichaContentSchema,
  /** The grade's total: always the demand's `amount`. */
  grade_total: z.number().int(),
  updated_at: z.iso.datetime({ offset: true }),
  /**
   * The last revision the chosen facção marked 'Ciente' (null: none yet, or no facção chosen).
   * The changes of later revisions are the ones to highlight for it.
   */
  acknowledged_revision: z.number().int().nullable(),
  acknowledged_at: z.iso.datetime({ offset: true }).nullable(),
  /**
   * Every revision, oldest first (changes listed only after the last 'Ciente'), for the owner,
   * the admin and the chosen facção; empty for candidates and other providers (they read only
   * the current one).
   */
  revisions: z.array(fichaRevisionSummarySchema),
});
export type Ficha = z.infer<typeof fichaSchema>;

/** A past revision in full (owner and the chosen facção). */
export const fichaRevisionSchema = z.object({
  demand_id: z.uuid(),
  revision: z.number().int(),
  ficha: fichaContentSchema,
  grade_total: z.number().int(),
  changes: z.array(fichaChangeSchema),
  created_at: z.iso.datetime({ offset: true }),
});
export type FichaRevision = z.infer<typeof fichaRevisionSchema>;

export const fichaRevisionParams = z.object({
  id: z.uuid({ error: ERRORS.notFound }),
  revision: z.coerce
    .number({ error: ERRORS.notFound })
    .int(ERRORS.notFound)
    .min(1, ERRORS.notFound),
});

/**
 * `GET …/ficha/pdf/`: without `revision` the current one (the ficha's own read rules); with it,
 * that revision (the revisions' rules: owner, admin, the chosen facção).
 */
export const fichaPdfQuery = z.object({
  revision: z.coerce
    .number({ error: ERRORS.notFound })
    .int(ERRORS.notFound)
    .min(1, ERRORS.notFound)
    .optional(),
});
export type FichaPdfQuery = z.infer<typeof fichaPdfQuery>;

/** Realtime: to the owner and the chosen facção, when the facção marks 'Ciente'. */
export const fichaAcknowledgedSchema = z.object({
  demand_id: z.uuid(),
  revision: z.number().int(),
  acknowledged_at: z.iso.datetime({ offset: true }),
});
