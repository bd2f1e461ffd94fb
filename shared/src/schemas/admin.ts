import { z } from 'zod';
import { calendarDate } from './dates';
import { line, longText } from './text';
import { ADMIN_TEXTS } from '../messages/admin';
import { DEMAND_STATUSES } from './demand';
import { profileSchema } from './profile-view';
import { ratingSchema } from './rating';
import { REPORT_ACTIONS, REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from './report';
import { userTypeSchema } from './user';

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);

const isoDateTime = z.iso.datetime({ offset: true });
const cursor = line().trim().max(200).optional();
const limit = z.coerce.number().int().min(1).max(100).default(25);
const search = line()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v ? v : undefined));

/** A provider waiting for (or past) the admin's decision, with up to 3 services (spec §2). */
export const pendingProfessionalSchema = z.object({
  id: z.uuid(),
  full_name: z.string().nullable(),
  /** Spec §3 company display rule: trade name, corporate name, then full name. */
  display_name: z.string().nullable(),
  email: z.string(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  services: z.array(z.object({ id: z.number().int(), name: z.string() })).max(3),
  approval_status: approvalStatusSchema,
  /** Spec §3 completeness for search: what is still missing ([] = complete). */
  missing: z.array(z.string()),
  created_at: isoDateTime,
});
export type PendingProfessional = z.infer<typeof pendingProfessionalSchema>;

export const professionalsQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
});
export const userIdParams = z.object({ id: z.uuid({ error: 'Recurso não encontrado.' }) });
export const reportIdParams = userIdParams;
export const approvalResultSchema = z.object({
  id: z.uuid(),
  approval_status: approvalStatusSchema,
});

/** A required reason (suspend, reactivate, remove a demand). */
export const reasonBodySchema = z.object({
  reason: longText({ error: ADMIN_TEXTS.reasonRequired })
    .trim()
    .min(1, { error: ADMIN_TEXTS.reasonRequired })
    .min(3, { error: ADMIN_TEXTS.reasonTooShort })
    .max(500, { error: ADMIN_TEXTS.reasonTooLong }),
});
/** Approve / reject: the reason is optional and goes into the e-mail. */
export const optionalReasonBodySchema = z
  .object({
    reason: longText().trim().max(500, { error: ADMIN_TEXTS.reasonTooLong }).optional(),
  })
  .optional()
  .default({});

// ---------------------------------------------------------------- Usuários

export const ADMIN_USER_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'active',
  'suspended',
] as const;
export const adminUsersQuery = z.object({
  type: userTypeSchema.optional(),
  /** pending/approved/rejected are providers' approval; active/suspended any account. */
  status: z.enum(ADMIN_USER_STATUSES).optional(),
  /** Name, e-mail, CNPJ (digits) or city; accents and case ignored. */
  search,
  cursor,
  limit,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

export const adminUserRowSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  user_type: userTypeSchema,
  full_name: z.string().nullable(),
  display_name: z.string().nullable(),
  is_company: z.boolean(),
  cnpj: z.string().nullable(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  is_email_verified: z.boolean(),
  /** Providers only; null for clients. */
  approval_status: approvalStatusSchema.nullable(),
  suspended_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** Keyset pages: pass `next_cursor` back as `cursor`; null = last page. */
export const adminUserPageSchema = z.object({
  users: z.array(adminUserRowSchema),
  next_cursor: z.string().nullable(),
});

// ---------------------------------------------------------------- Demandas

export const adminDemandsQuery = z.object({
  status: z.enum(DEMAND_STATUSES).optional(),
  uf: line().trim().length(2).toUpperCase().optional(),
  city: line().trim().max(100).optional(),
  service: z.coerce.number().int().positive().optional(),
  /** Title or description; or the client's name or e-mail. */
  search,
  /** Only this client's demands (the user panel). */
  client: z.uuid().optional(),
  cursor,
  limit,
});
export type AdminDemandsQuery = z.input<typeof adminDemandsQuery>;

export const adminDemandRowSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(DEMAND_STATUSES),
  client: z.object({
    id: z.uuid(),
    display_name: z.string().nullable(),
    email: z.string(),
  }),
  interested_count: z.number().int(),
  min_budget: z.number().nullable(),
  max_budget: z.number().nullable(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  service: z.number().int(),
  service_name: z.string(),
  created_at: isoDateTime,
});
export type AdminDemandRow = z.infer<typeof adminDemandRowSchema>;
export const adminDemandPageSchema = z.object({
  demands: z.array(adminDemandRowSchema),
  next_cursor: z.string().nullable(),
});

// ---------------------------------------------------------------- Auditoria

export const AUDIT_ACTIONS = [
  'approve',
  'reject',
  'suspend',
  'reactivate',
  'remove_demand',
  'remove_message',
  'remove_review',
  'dismiss_report',
  'confirm_payment',
  'reject_payment',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  approve: 'Aprovou profissional',
  reject: 'Rejeitou profissional',
  suspend: 'Suspendeu conta',
  reactivate: 'Reativou conta',
  remove_demand: 'Removeu demanda',
  remove_message: 'Removeu mensagem',
  remove_review: 'Removeu avaliação',
  dismiss_report: 'Descartou denúncia',
  confirm_payment: 'Confirmou pagamento',
  reject_payment: 'Recusou pagamento',
};
export const AUDIT_TARGET_TYPES = [
  'user',
  'demand',
  'message',
  'review',
  'report',
  'payment',
] as const;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  actor_id: z.uuid().nullable(),
  actor_email: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.enum(AUDIT_TARGET_TYPES),
  target_id: z.uuid(),
  /** A short name of the target at the time (e-mail, demand title), kept if it is deleted. */
  target_label: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: isoDateTime,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuery = z.object({
  target_type: z.enum(AUDIT_TARGET_TYPES).optional(),
  target_id: z.uuid().optional(),
  cursor,
  limit,
});
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  next_cursor: z.string().nullable(),
});

// ---------------------------------------------------------------- Denúncias

const personSchema = z.object({
  id: z.uuid(),
  display_name: z.string().nullable(),
  email: z.string(),
  user_type: userTypeSchema,
  suspended_at: isoDateTime.nullable(),
});

export const adminReportSchema = z.object({
  id: z.uuid(),
  status: z.enum(REPORT_STATUSES),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  reporter: personSchema.nullable(),
  /** Whose content it is (the demand's client, the message's sender, the profile itself). */
  author: personSchema.nullable(),
  /** The target as it was reported: demand title, message text, profile name, review comment. */
  excerpt: z.string().nullable(),
  /** False once the target was deleted or removed. */
  target_exists: z.boolean(),
  /** For a message: up to 3 before and 3 after it in its conversation. */
  context: z.array(
    z.object({
      id: z.uuid(),
      sender_name: z.string().nullable(),
      content: z.string(),
      created_at: isoDateTime,
      is_target: z.boolean(),
    }),
  ),
  resolution: z.enum(REPORT_ACTIONS).nullable(),
  resolution_note: z.string().nullable(),
  resolved_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportsQuery = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
  cursor,
  limit,
});
export const adminReportPageSchema = z.object({
  reports: z.array(adminReportSchema),
  next_cursor: z.string().nullable(),
});
export const resolveReportBodySchema = z.object({
  action: z.enum(REPORT_ACTIONS),
  note: longText().trim().max(500, { error: ADMIN_TEXTS.reasonTooLong }).optional(),
});
export type ResolveReportBody = z.input<typeof resolveReportBodySchema>;

// ---------------------------------------------------------------- Visão geral e relatórios

const day = calendarDate();
/** Relatórios: a period in days (São Paulo dates, inclusive). Default: the last 12 weeks. */
export const periodQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: ADMIN_TEXTS.invalidPeriod });

export const adminOverviewSchema = z.object({
  users: z.object({
    clients: z.number().int(),
    professionals: z.number().int(),
    approved: z.number().int(),
    pending: z.number().int(),
    rejected: z.number().int(),
    suspended: z.number().int(),
  }),
  /** Spec counters: total, abertas, em_andamento, concluidas. */
  demands: z.object({
    total: z.number().int(),
    abertas: z.number().int(),
    em_andamento: z.number().int(),
    concluidas: z.number().int(),
  }),
  /** Spec §2: top 5 cities by user count. */
  top_cities: z
    .array(z.object({ city: z.string(), uf: z.string(), users: z.number().int() }))
    .max(5),
  /** One row a week (Monday start), oldest first, within the period. */
  weekly: z.array(
    z.object({ week_start: day, signups: z.number().int(), demands: z.number().int() }),
  ),
  pending_approvals: z.number().int(),
  open_reports: z.number().int(),
  period: z.object({ from: day, to: day }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const EXPORT_REPORTS = ['overview', 'users', 'demands', 'audit'] as const;
export const exportParams = z.object({
  report: z.enum(EXPORT_REPORTS, { error: 'Recurso não encontrado.' }),
});
/** The route takes any short name: an unknown report is a missing file (404 from the service). */
export const exportReportParams = z.object({ report: line().max(40) });

// ---------------------------------------------------------------- Painel de um usuário

export const adminUserDetailSchema = z.object({
  user: adminUserRowSchema.extend({ suspension_reason: z.string().nullable() }),
  /** The profile without CPF: the admin never needs the document number. */
  profile: profileSchema.omit({ cpf: true }),
  demands: z.array(adminDemandRowSchema),
  ratings: z.object({
    average: z.number().nullable(),
    count: z.number().int(),
    recent: z.array(ratingSchema),
  }),
  /** Reports whose target is this person or their content. */
  reports: z.array(adminReportSchema),
  audit: z.array(auditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
