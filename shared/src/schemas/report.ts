import { z } from 'zod';
import { longText } from './text';
import { ERRORS } from '../messages/errors';
import { REPORT_TEXTS } from '../messages/admin';

/** What can be reported (DESIGN §5 reports): a demand, a profile, a message or a review. */
export const REPORT_TARGET_TYPES = ['demand', 'user', 'message', 'review'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** The short list of reasons; the free text says the rest. */
export const REPORT_REASONS = ['spam', 'fraud', 'offensive', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam ou propaganda',
  fraud: 'Golpe ou fraude',
  offensive: 'Ofensa, assédio ou discriminação',
  inappropriate: 'Conteúdo impróprio',
  other: 'Outro motivo',
};

export const REPORT_ACTIONS = ['dismiss', 'remove', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
export const REPORT_ACTION_LABELS: Record<ReportAction, string> = {
  dismiss: 'Descartar',
  remove: 'Remover conteúdo',
  suspend: 'Suspender autor',
};

export const REPORT_STATUSES = ['open', 'closed'] as const;

/** POST /reports/: one per reporter and target (409 on the second). */
export const reportBodySchema = z.object({
  target_type: z.enum(REPORT_TARGET_TYPES, { error: ERRORS.invalidData }),
  target_id: z.uuid({ error: ERRORS.notFound }),
  reason: z.enum(REPORT_REASONS, { error: REPORT_TEXTS.reasonRequired }),
  details: longText()
    .trim()
    .max(500, { error: REPORT_TEXTS.detailsTooLong })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ReportBody = z.input<typeof reportBodySchema>;

export const reportCreatedSchema = z.object({
  id: z.uuid(),
  created_at: z.iso.datetime({ offset: true }),
});
