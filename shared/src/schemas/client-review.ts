import { z } from 'zod';
import { longText } from './text';
import { REVIEW_TEXTS as T } from '../messages/reviews';

/**
 * The chosen provider's review of the client of a completed demand. `published_at` is
 * null while held (the author alone sees it, "Aguardando a avaliação da outra parte"): published
 * with the client's rating of the provider, or 14 days after completion.
 */
export const clientReviewSchema = z.object({
  id: z.uuid(),
  demand: z.uuid(),
  demand_title: z.string(),
  professional: z.uuid(),
  professional_name: z.string().nullable(),
  client: z.uuid(),
  payment: z.number().int().min(1).max(5),
  communication: z.number().int().min(1).max(5),
  clarity: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  published_at: z.iso.datetime({ offset: true }).nullable(),
});
export type ClientReview = z.infer<typeof clientReviewSchema>;

const score = z.number({ error: T.score }).int(T.score).min(1, T.score).max(5, T.score);

export const clientReviewCreateSchema = z.object({
  demand: z.uuid(),
  payment: score,
  communication: score,
  clarity: score,
  comment: longText().trim().max(255, T.commentMax).nullable().optional(),
});
export type ClientReviewCreate = z.input<typeof clientReviewCreateSchema>;

export const clientReviewsQuery = z.object({ client: z.uuid().optional() });

/** GET figures of up to 50 clients at once (opportunity cards), ids comma-separated. */
export const clientFiguresQuery = z.object({
  clients: z
    .string()
    .max(50 * 37)
    // Only what uuids and commas are made of: nothing else a client types reaches the split.
    .regex(/^[0-9a-fA-F,-]*$/)
    .transform((s) => [...new Set(s.split(',').filter(Boolean))])
    .pipe(z.array(z.uuid()).min(1).max(50)),
});

/** A client's published averages (one decimal; 0 when none) and how many reviews they have. */
export const clientFiguresSchema = z.object({
  client_id: z.uuid(),
  payment_avg: z.number(),
  communication_avg: z.number(),
  clarity_avg: z.number(),
  review_count: z.number().int(),
  /** When the figures were read: a receiver keeps the newest, whatever the arrival order. */
  as_of: z.iso.datetime({ offset: true }),
});
export type ClientFigures = z.infer<typeof clientFiguresSchema>;

/** Realtime: a review saved, published or removed, with the client's new figures. */
export const clientReviewChangedSchema = z.union([
  z.object({ figures: clientFiguresSchema, review: clientReviewSchema, removed_id: z.null() }),
  z.object({ figures: clientFiguresSchema, review: z.null(), removed_id: z.uuid() }),
]);
export type ClientReviewChanged = z.infer<typeof clientReviewChangedSchema>;
