import { z } from 'zod';
import { DEMAND_TEXTS as T } from '../messages/demands';

export const ratingSchema = z.object({
  id: z.uuid(),
  professional: z.uuid(),
  client: z.uuid(),
  client_full_name: z.string().nullable(),
  score: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  demand: z.uuid().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type Rating = z.infer<typeof ratingSchema>;

const score = z
  .number({ error: T.ratingScore })
  .int(T.ratingScore)
  .min(1, T.ratingScore)
  .max(5, T.ratingScore);
const comment = z.string().trim().max(255, T.ratingCommentMax).nullable().optional();

export const ratingCreateSchema = z.object({
  professional: z.uuid(),
  score,
  comment,
  demand: z.uuid().nullable().optional(),
});
export const ratingPatchSchema = z.object({ score: score.optional(), comment }).strict();
export const ratingsQuery = z.object({ professional: z.uuid().optional() });
export const ratingLookupQuery = z.object({
  client_id: z.uuid(),
  professional_id: z.uuid(),
  demand_id: z.uuid().optional(),
});
export const ratingIdParams = z.object({ id: z.uuid({ error: 'Recurso não encontrado.' }) });
