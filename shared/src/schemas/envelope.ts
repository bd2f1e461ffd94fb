import { z } from 'zod';
import { ERROR_CODES } from '../messages/errors';

/** DESIGN §5: every response is one of these two envelopes. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.literal('success'),
    data,
    message: z.string().optional(),
  });
}

export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.enum(ERROR_CODES).optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const messageOnlySchema = z.object({}).strict();
