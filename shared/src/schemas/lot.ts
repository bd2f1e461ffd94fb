import { z } from 'zod';
import { calendarDate } from './dates';
import { line, longText } from './text';
import { demandFileSchema } from './demand-file';
import { LOT_TEXTS as T } from '../messages/lots';
import { ERRORS } from '../messages/errors';

/**
 * Production tracking: a demand in progress split into lots (remessas). Each lot
 * moves through these steps in order; the client records the first and the last, the provider
 * (the facção) the three in between.
 */
export const LOT_STEPS = ['ENVIADO', 'RECEBIDO', 'EM_PRODUCAO', 'PRONTO', 'ENTREGUE'] as const;
export type LotStep = (typeof LOT_STEPS)[number];

export const LOT_STEP_LABELS: Record<LotStep, string> = {
  ENVIADO: 'Enviado',
  RECEBIDO: 'Recebido pela facção',
  EM_PRODUCAO: 'Em produção',
  PRONTO: 'Pronto',
  ENTREGUE: 'Entregue',
};

export const LOT_LIMITS = {
  maxQuantity: 10_000_000,
  maxLotsPerDemand: 50,
  /** Size × colour cells one lot may name (30 sizes × 30 colours). */
  cells: 900,
  items: 500,
  note: 500,
} as const;

const isoDay = calendarDate(T.dateInvalid);
const quantity = (error: string) =>
  z.number({ error }).int(error).min(0, error).max(LOT_LIMITS.maxQuantity, error);
const optionalText = (max: number, error: string) =>
  longText()
    .trim()
    .max(max, error)
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));

/** Pieces of one size and colour of the demand's grade (ficha técnica) in a lot. */
export const lotCellInput = z.object({
  size: line({ error: T.cellNotInGrade }).trim().min(1, T.cellNotInGrade).max(20, T.cellNotInGrade),
  color: line({ error: T.cellNotInGrade })
    .trim()
    .min(1, T.cellNotInGrade)
    .max(60, T.cellNotInGrade),
  quantity: quantity(T.quantityRange).min(1, T.quantityRange),
});
export const lotCellSchema = z.object({
  size: z.string(),
  color: z.string(),
  quantity: z.number().int(),
});
export type LotCell = z.infer<typeof lotCellSchema>;

/** A cell of a step ('Pronto', 'Entregue'): its pieces and, at 'Pronto', its defects. */
const lotStepCellInput = lotCellInput.extend({
  quantity: quantity(T.stepQuantityRange),
  defects: quantity(T.defectsRange).default(0),
});
export const lotStepCellSchema = lotCellSchema.extend({ defects: z.number().int() });
export type LotStepCell = z.infer<typeof lotStepCellSchema>;

const cellKey = (c: { size: string; color: string }) =>
  `${c.size.toLocaleLowerCase('pt-BR')}\u0000${c.color.toLocaleLowerCase('pt-BR')}`;

/**
 * The client's new lot. `client_id` is the device's id for it: sending it twice makes one lot.
 * `cells`, on a demand with a ficha técnica, says how many pieces of each size and colour go
 * (their sum is `quantity`); the server takes them from what remains of the grade, never more.
 */
export const lotCreateSchema = z
  .object({
    client_id: z.uuid({ error: ERRORS.invalidData }),
    quantity: quantity(T.quantityRange).min(1, T.quantityRange),
    items: optionalText(LOT_LIMITS.items, T.itemsMax),
    sent_on: isoDay,
    expected_return: isoDay,
    cells: z.array(lotCellInput).min(1).max(LOT_LIMITS.cells).nullable().default(null),
  })
  .refine((b) => b.expected_return >= b.sent_on, {
    error: T.returnBeforeSent,
    path: ['expected_return'],
  })
  .refine((b) => b.cells === null || new Set(b.cells.map(cellKey)).size === b.cells.length, {
    error: T.cellsRepeated,
    path: ['cells'],
  })
  .refine((b) => b.cells === null || b.cells.reduce((s, c) => s + c.quantity, 0) === b.quantity, {
    error: T.cellsSumMismatch,
    path: ['cells'],
  });
export type LotCreateBody = z.infer<typeof lotCreateSchema>;
export type LotCreateInput = z.input<typeof lotCreateSchema>;

/**
 * One step of a lot. `expected_step` is the step the device saw the lot in: when the lot moved
 * since (the other side, or another device), the server answers 409 LOT_CONFLICT instead of
 * writing over it. `client_id` makes a retry from the outbox apply once.
 */
export const lotStepSchema = z
  .object({
    client_id: z.uuid({ error: ERRORS.invalidData }),
    step: z.enum(LOT_STEPS.slice(1) as [LotStep, ...LotStep[]], { error: ERRORS.invalidData }),
    expected_step: z.enum(LOT_STEPS, { error: ERRORS.invalidData }),
    quantity: quantity(T.stepQuantityRange),
    defects: quantity(T.defectsRange).default(0),
    note: optionalText(LOT_LIMITS.note, T.noteMax),
    photo_file_id: z.uuid({ error: T.photoNotOfLot }).nullable().default(null),
    /**
     * 'Pronto' and 'Entregue' of a lot sent by size and colour may say each cell's pieces (and
     * defects); their sums must be the step's `quantity` and `defects`.
     */
    cells: z.array(lotStepCellInput).min(1).max(LOT_LIMITS.cells).nullable().default(null),
  })
  .superRefine((b, ctx) => {
    if (b.cells === null) return;
    if (b.step !== 'PRONTO' && b.step !== 'ENTREGUE')
      ctx.addIssue({ code: 'custom', path: ['cells'], message: T.cellsOnlyReadyOrDelivered });
    else if (new Set(b.cells.map(cellKey)).size !== b.cells.length)
      ctx.addIssue({ code: 'custom', path: ['cells'], message: T.cellsRepeated });
    else if (b.cells.reduce((s, c) => s + c.quantity, 0) !== b.quantity)
      ctx.addIssue({ code: 'custom', path: ['cells'], message: T.stepCellsSumMismatch });
    else if (b.cells.reduce((s, c) => s + c.defects, 0) !== b.defects)
      ctx.addIssue({ code: 'custom', path: ['cells'], message: T.stepCellsDefectsMismatch });
  });
export type LotStepBody = z.infer<typeof lotStepSchema>;
export type LotStepInput = z.input<typeof lotStepSchema>;

export const lotEventSchema = z.object({
  id: z.uuid(),
  lot_id: z.uuid(),
  step: z.enum(LOT_STEPS),
  quantity: z.number().int(),
  defects: z.number().int(),
  note: z.string().nullable(),
  photo_file_id: z.uuid().nullable(),
  actor_id: z.uuid().nullable(),
  actor_name: z.string(),
  actor_side: z.enum(['CLIENTE', 'PROFISSIONAL']),
  created_at: z.iso.datetime({ offset: true }),
  /** Per size and colour, when the step was recorded by cell (optional last). */
  cells: z.array(lotStepCellSchema).nullable().optional(),
});
export type LotEvent = z.infer<typeof lotEventSchema>;

const lotFields = z.object({
  id: z.uuid(),
  demand_id: z.uuid(),
  client_id: z.uuid(),
  number: z.number().int(),
  quantity: z.number().int(),
  items: z.string().nullable(),
  sent_on: z.iso.date(),
  expected_return: z.iso.date(),
  step: z.enum(LOT_STEPS),
  received: z.number().int(),
  in_production: z.number().int(),
  ready: z.number().int(),
  defects: z.number().int(),
  delivered: z.number().int(),
  /** Grows with every step; the device's outbox compares it to show a conflict. */
  version: z.number().int(),
  events: z.array(lotEventSchema),
  files: z.array(demandFileSchema),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
// Optional fields last: the fast serializer writes them after the required ones.
const lotOptionalFields = {
  /** Pieces per size and colour of the grade; null for a lot sent as a total. */
  cells: z.array(lotCellSchema).nullable().optional(),
  /** The revision of the ficha técnica the lot was sent with; null without a ficha. */
  ficha_revision: z.number().int().nullable().optional(),
};
export const lotSchema = lotFields.extend(lotOptionalFields);
export type Lot = z.infer<typeof lotSchema>;

/** A lot on the provider's dashboard or a client's list: with its demand's title. */
export const activeLotSchema = lotFields
  .extend({ demand_title: z.string() })
  .extend(lotOptionalFields);
export type ActiveLot = z.infer<typeof activeLotSchema>;

export const lotParams = z.object({
  id: z.uuid({ error: ERRORS.notFound }),
  lotId: z.uuid({ error: ERRORS.notFound }),
});
