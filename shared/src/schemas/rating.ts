import { z } from 'zod';
import { longText } from './text';
import { DEMAND_TEXTS as T } from '../messages/demands';

export const ratingSchema = z.object({
  id: z.uuid(),
  professional: z.uuid(),
  client: z.uuid(),
  client_full_name: z.string().nullable(),
  score: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  /** Always set since ratings need a demand (DESIGN §9.16); null only in an old device copy. */
  demand: z.uuid().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  /**
   * Null while held (the client who rated alone sees it, "Aguardando a avaliação da
   * outra parte") until the provider reviews the client or 14 days pass after completion.
   */
  published_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Rating = z.infer<typeof ratingSchema>;

const score = z
  .number({ error: T.ratingScore })
  .int(T.ratingScore)
  .min(1, T.ratingScore)
  .max(5, T.ratingScore);
const comment = longText().trim().max(255, T.ratingCommentMax).nullable().optional();

export const ratingCreateSchema = z.object({
  professional: z.uuid(),
  score,
  comment,
  /** DESIGN §9.16: the client's demand on which the professional is or was the chosen one. */
  demand: z.uuid({ error: T.ratingNeedsDemand }),
});
export const ratingPatchSchema = z.object({ score: score.optional(), comment }).strict();
export const ratingsQuery = z.object({ professional: z.uuid().optional() });
export const ratingLookupQuery = z.object({
  client_id: z.uuid(),
  professional_id: z.uuid(),
  demand_id: z.uuid().optional(),
});
export const ratingIdParams = z.object({ id: z.uuid({ error: 'Recurso não encontrado.' }) });

/** A provider's figures as every screen shows them: the average to one decimal (0 when none). */
const ratingFigures = {
  professional_id: z.uuid(),
  rating_avg: z.number(),
  rating_count: z.number().int(),
  /** When the figures were read: a receiver keeps the newest, whatever the arrival order. */
  as_of: z.iso.datetime({ offset: true }),
};

/**
 * A rating was created, changed or removed: the provider's new figures, and the row as it is
 * now (`removed_id` null) or the id of the removed one (`rating` null).
 */
export const ratingChangedSchema = z.union([
  z.object({ ...ratingFigures, rating: ratingSchema, removed_id: z.null() }),
  z.object({ ...ratingFigures, rating: z.null(), removed_id: z.uuid() }),
]);
export type RatingChanged = z.infer<typeof ratingChangedSchema>;
