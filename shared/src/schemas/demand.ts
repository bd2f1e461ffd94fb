import { z } from 'zod';
import { calendarDate, yearsAfter } from './dates';
import { line, longText } from './text';
import { DEMAND_TEXTS as T } from '../messages/demands';
import { isUf } from '../rules/geo';
import { DEMAND_STATUSES } from './demand-status';
import { FABRIC_TYPES } from './profile';
import { frozenQuoteSchema, quoteSchema } from './quote';

export {
  DEMAND_STATUSES,
  STATUS_LABELS,
  statusKey,
  type DemandStatus,
  type DemandStatusKey,
} from './demand-status';

export const DEMAND_LIMITS = {
  title: 100,
  description: 500,
  fileBytes: 20 * 1024 * 1024,
  /** Attachments one demand may hold. */
  filesPerDemand: 10,
  /** How far ahead a deadline may be set. */
  deadlineYears: 2,
  /** The reason given when removing the chosen provider (told to them). */
  removalReason: 500,
} as const;

const todayIso = () => new Date().toISOString().slice(0, 10);
const money = z.number().min(0).max(99_999_999).multipleOf(0.01).nullable();

/** The demand form and the create/update body (spec §5), one schema for both sides. */
export const demandBodySchema = z
  .object({
    title: line({ error: T.titleRequired })
      .trim()
      .min(1, T.titleRequired)
      .max(DEMAND_LIMITS.title, T.titleMax),
    description: longText({ error: T.descriptionRequired })
      .trim()
      .min(1, T.descriptionRequired)
      .max(DEMAND_LIMITS.description, T.descriptionMax),
    service: z.number({ error: T.serviceRequired }).int().positive(T.serviceRequired),
    area: z.number({ error: T.areaRequired }).int().positive(T.areaRequired),
    specialty: z.number({ error: T.specialtyRequired }).int().positive(T.specialtyRequired),
    availability: z
      .number({ error: T.availabilityRequired })
      .int()
      .positive(T.availabilityRequired),
    tecid_type: z.enum(FABRIC_TYPES).nullable().default(null),
    amount: z.number().int().min(1, T.amountMin).max(10_000_000).default(1),
    deadline: calendarDate()
      .nullable()
      .default(null)
      .refine((d) => d === null || d >= todayIso(), T.deadlineBeforeToday)
      .refine(
        (d) => d === null || d <= yearsAfter(todayIso(), DEMAND_LIMITS.deadlineYears),
        T.deadlineTooFar,
      ),
    min_budget: money.default(null),
    max_budget: money.default(null),
    city: line().trim().max(100).nullable().default(null),
    uf: line()
      .trim()
      .toUpperCase()
      .nullable()
      .default(null)
      .refine((v) => v === null || v === '' || isUf(v), 'UF inválida'),
    remote_work_accepted: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (
      v.min_budget !== null &&
      v.max_budget !== null &&
      v.min_budget > 0 &&
      v.max_budget > 0 &&
      v.min_budget > v.max_budget
    ) {
      ctx.addIssue({ code: 'custom', path: ['min_budget'], message: T.budgetMinAboveMax });
    }
  });
export type DemandBody = z.infer<typeof demandBodySchema>;

/** The removal's reason: trimmed, never blank, at most `DEMAND_LIMITS.removalReason`. */
export const removalReason = () =>
  longText()
    .trim()
    .min(1, { error: T.removalReasonEmpty })
    .max(DEMAND_LIMITS.removalReason, { error: T.removalReasonTooLong });

/** PATCH: demand fields, and the spec's transition fields (status, chosen professional, interest). */
export const demandPatchSchema = z
  .object({
    title: line().optional(),
    description: longText().optional(),
    service: z.number().int().optional(),
    area: z.number().int().optional(),
    specialty: z.number().int().optional(),
    availability: z.number().int().optional(),
    tecid_type: z.enum(FABRIC_TYPES).nullable().optional(),
    amount: z.number().int().optional(),
    deadline: line().nullable().optional(),
    min_budget: z.number().nullable().optional(),
    max_budget: z.number().nullable().optional(),
    city: line().nullable().optional(),
    uf: line().nullable().optional(),
    remote_work_accepted: z.boolean().optional(),
    status: z.enum(DEMAND_STATUSES).optional(),
    chosen_professional_id: z.uuid().nullable().optional(),
    finalized_at: line().nullable().optional(),
    interested_professionals_ids: z.array(z.uuid()).max(50).optional(),
    /**
     * Selecting a candidate whose latest quote is past its validity freezes it only
     * with this confirmation; without it the answer is 409 (`QUOTE_TEXTS.expiredNeedsConfirm`).
     */
    accept_expired_quote: z.boolean().optional(),
    /**
     * Why the client removes the chosen provider (`chosen_professional_id: null`): required by
     * the server while any lot of the demand is not yet delivered, and told to the provider.
     */
    removal_reason: removalReason().optional(),
  })
  .strict();
export type DemandPatch = z.infer<typeof demandPatchSchema>;

export const demandSchema = z.object({
  id: z.uuid(),
  user_created: z.uuid(),
  user_full_name: z.string().nullable(),
  /** Only for those who may call (the chosen professional, PRO users); null otherwise. */
  user_cellphone: z.string().nullable(),
  user_has_cellphone: z.boolean(),
  title: z.string(),
  description: z.string(),
  service: z.number().int(),
  service_name: z.string(),
  area: z.number().int(),
  area_name: z.string(),
  specialty: z.number().int(),
  specialty_name: z.string(),
  availability: z.number().int(),
  availability_name: z.string(),
  tecid_type: z.enum(FABRIC_TYPES).nullable(),
  amount: z.number().int(),
  deadline: z.string().nullable(),
  min_budget: z.number().nullable(),
  max_budget: z.number().nullable(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  remote_work_accepted: z.boolean(),
  status: z.enum(DEMAND_STATUSES),
  /** The candidates' ids: only the owner sees them. */
  interested_professionals: z.array(z.uuid()),
  interested_professionals_count: z.number().int(),
  user_is_interested: z.boolean(),
  chosen_professional: z.uuid().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  finalized_at: z.iso.datetime({ offset: true }).nullable(),
  /**
   * Priced quotes. Owner: each candidate's latest quote revision. A provider: only its own latest
   * (`my_quote`). The owner and the chosen provider: the quote frozen when the choice was made.
   */
  quotes: z.array(quoteSchema).optional(),
  my_quote: quoteSchema.nullable().optional(),
  chosen_quote: frozenQuoteSchema.nullable().optional(),
  /**
   * A provider only: when the owner last asked it for a quote ('Pedir proposta');
   * null when it was not asked, and for everyone else.
   */
  quote_requested_at: z.iso.datetime({ offset: true }).nullable().optional(),
  /** The demand has a ficha técnica ('Com ficha técnica'); its grade total is `amount`. */
  has_ficha: z.boolean().optional(),
});
export type Demand = z.infer<typeof demandSchema>;

export const demandCountersSchema = z.object({
  total: z.number().int(),
  abertas: z.number().int(),
  em_andamento: z.number().int(),
  concluidas: z.number().int(),
});

export const demandListSchema = demandCountersSchema.extend({
  results: z.array(demandSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  count: z.number().int(),
});

const commaIds = line()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((x) => Number(x.trim()))
          .filter((n) => Number.isInteger(n) && n > 0)
      : [],
  );
const commaText = line()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
      : [],
  );

export const demandListQuery = z.object({
  search: line().trim().max(100).optional(),
  status: z.enum(DEMAND_STATUSES).optional(),
  uf: commaText,
  city: commaText,
  service: commaIds,
  area: commaIds,
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  ordering: z.enum(['-created_at', 'created_at']).default('-created_at'),
});

export const opportunitiesQuery = demandListQuery.omit({ status: true });
export const myJobsQuery = z.object({
  tab: z.enum(['ativos', 'concluidos', 'candidaturas']).optional(),
});
export const myJobsSchema = z.object({
  demands: z.array(demandSchema),
  counters: z.object({
    ativos: z.number().int(),
    concluidos: z.number().int(),
    candidaturas: z.number().int(),
    total: z.number().int(),
  }),
});
export const demandIdParams = z.object({ id: z.uuid({ error: 'Recurso não encontrado.' }) });

/**
 * Device cache sync (DESIGN §7): what changed in one list since the last sync. `mine` is a
 * client's own demands, `opportunities` the open demands a provider sees.
 */
export const DEMAND_SYNC_SCOPES = ['mine', 'opportunities'] as const;
export type DemandSyncScope = (typeof DEMAND_SYNC_SCOPES)[number];
export const demandSyncQuery = z.object({
  scope: z.enum(DEMAND_SYNC_SCOPES),
  updated_since: z.iso.datetime({ offset: true }).optional(),
});
export const demandSyncSchema = z.object({
  /** Rows to keep (added or changed). */
  demands: z.array(demandSchema),
  /** Ids to drop: deleted, or no longer in this list (an opportunity that was taken). */
  deleted: z.array(z.uuid()),
  /** Pass back as updated_since next time. */
  server_time: z.iso.datetime({ offset: true }),
  /** true: the device must replace the whole list with `demands` (first sync, or too much changed). */
  reset: z.boolean(),
});
export type DemandSync = z.infer<typeof demandSyncSchema>;
