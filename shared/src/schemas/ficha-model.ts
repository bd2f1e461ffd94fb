import { z } from 'zod';
import { line } from './text';
import { fichaContentInput, fichaContentSchema } from './ficha';
import { FICHA_MODEL_TEXTS as T } from '../messages/ficha-models';
import { ERRORS } from '../messages/errors';

/**
 * A client's ficha técnica model ('Modelos'): a ficha kept under a name to start new demands
 * from. The model keeps everything but the grade's quantities (all zero: each demand has its
 * own) and the drawings (attachments of the demand they came from; not copied).
 */
export const FICHA_MODEL_LIMITS = { name: 100, perClient: 100 } as const;

export const fichaModelInput = z.object({
  name: line({ error: T.nameRequired })
    .trim()
    .min(1, T.nameRequired)
    .max(FICHA_MODEL_LIMITS.name, T.nameMax(FICHA_MODEL_LIMITS.name)),
  /** The ficha as the form holds it (validated as a demand's); stored without quantities. */
  ficha: fichaContentInput,
});
export type FichaModelBody = z.infer<typeof fichaModelInput>;
export type FichaModelInput = z.input<typeof fichaModelInput>;

/** The list's entry: enough to pick one. */
export const fichaModelSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  reference: z.string().nullable(),
  model_name: z.string(),
  garment_type: z.string().nullable(),
  sizes: z.array(z.string()),
  color_count: z.number().int(),
  point_count: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
});
export type FichaModelSummary = z.infer<typeof fichaModelSummarySchema>;

/** A model whole: its `ficha` has every grade quantity 0 and no images. */
export const fichaModelSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  ficha: fichaContentSchema,
  created_at: z.iso.datetime({ offset: true }),
});
export type FichaModel = z.infer<typeof fichaModelSchema>;

export const fichaModelIdParams = z.object({ id: z.uuid({ error: ERRORS.notFound }) });
