import type { z } from 'zod';
import type { Endpoint } from '@alinhavo/shared/api/contract';
import { errorEnvelopeSchema, successEnvelope } from '@alinhavo/shared/schemas/envelope';

const errorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  423: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};

/**
 * The Fastify schema of one contract endpoint: its body and one response schema per status,
 * so the OpenAPI document and the serializer both come from shared/.
 */
export function routeSchema<
  B extends z.ZodType | undefined,
  D extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(e: Endpoint<B, D>, extra: { querystring?: Q; params?: P; successStatus?: 200 | 201 } = {}) {
  const success = successEnvelope(e.data);
  const schema = {
    summary: e.summary,
    body: e.body,
    querystring: extra.querystring as Q,
    params: extra.params as P,
    ...(e.auth === 'user' ? { security: [{ bearerAuth: [] }] } : {}),
    response: {
      ...errorResponses,
      [extra.successStatus ?? 200]: success,
    } as typeof errorResponses & { 200: typeof success; 201: typeof success },
  };
  // Absent parts must be absent keys: Fastify warns about (and swagger documents) undefined ones.
  for (const key of ['body', 'querystring', 'params'] as const) {
    if (schema[key] === undefined) delete schema[key];
  }
  return schema;
}

export function ok<T>(data: T, message?: string) {
  return message === undefined
    ? { status: 'success' as const, data }
    : { status: 'success' as const, data, message };
}
