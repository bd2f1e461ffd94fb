import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ERRORS, messageForStatus } from '@alinhavo/shared/messages/errors';
import { clientFaultOf } from '../http/database-errors';
import { AppError } from '../http/errors';
import { errorPage, wantsPage } from '../http/error-page';

/**
 * Every failure leaves as the error envelope of DESIGN §5 with a pt-BR message, except a 429 or
 * a 5xx of a page the browser navigated to: a person reads that one, as a small pt-BR page.
 */
export const errorsPlugin = fp(async function errorsPlugin(app) {
  app.setErrorHandler((error, request, reply) => {
    // A page asked for by the browser's address bar never shows the raw envelope.
    const page = pageFor(request, reply, error);
    if (page) return page;
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.code(error.statusCode).send({
        status: 'error',
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(error.fields ? { errors: error.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? ERRORS.invalidData;
      }
      const messages = Object.values(fields);
      const message = messages.length === 1 && messages[0] ? messages[0] : ERRORS.invalidData;
      return reply.code(400).send({ status: 'error', message, code: 'VALIDATION', errors: fields });
    }
    const fault = clientFaultOf(error);
    if (fault) {
      request.log.warn({ err: error }, 'entrada recusada pelo banco');
      return reply.code(fault.status).send({
        status: 'error',
        message: fault.message,
        code: fault.status === 404 ? 'NOT_FOUND' : 'VALIDATION',
      });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (isResponseSerializationError(error) || status >= 500) {
      request.log.error({ err: error }, 'erro interno');
      return reply.code(500).send({ status: 'error', message: ERRORS.server, code: 'INTERNAL' });
    }
    if (status === 429) {
      return reply
        .code(429)
        .send({ status: 'error', message: ERRORS.tooManyRequests, code: 'RATE_LIMITED' });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type).
    return reply.code(status).send({
      status: 'error',
      message: messageForStatus(status),
      ...(status === 400 ? { code: 'VALIDATION' as const } : {}),
    });
  });
});

/** The pt-BR page for a 429 or a 5xx of a page request; undefined for everything else. */
function pageFor(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!wantsPage(request)) return undefined;
  const status =
    error instanceof AppError
      ? error.statusCode
      : hasZodFastifySchemaValidationErrors(error)
        ? 400
        : (clientFaultOf(error)?.status ?? (error as { statusCode?: number }).statusCode ?? 500);
  if (status !== 429 && status < 500) return undefined;
  if (error instanceof AppError && error.headers) void reply.headers(error.headers);
  if (status >= 500) request.log.error({ err: error }, 'erro interno');
  const retryAfter = Number(reply.getHeader('retry-after'));
  return reply
    .code(status === 429 ? 429 : 500)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(errorPage(status === 429 ? 429 : 500, request.url, retryAfter));
}
