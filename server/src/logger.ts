import type { FastifyServerOptions } from 'fastify';
import { serializeError } from './lib/log-error';

/** Body, header and query keys whose values never reach a log line. */
const SECRET_KEYS = [
  'password',
  'password2',
  'current_password',
  'new_password',
  'code',
  'token',
  'access',
  'refresh',
  'cpf',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  // @fastify/multipart logs the options it hands busboy at trace level, request headers included.
  'busboyOptions.headers.authorization',
  'busboyOptions.headers.cookie',
  ...SECRET_KEYS.flatMap((k) => [k, `body.${k}`, `*.${k}`]),
];

const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_KEYS.join('|')})=)[^&#]*`, 'gi');

/** `/?code=abc` must be logged as `/?code=[REDACTED]`: reset links carry the code in the URL. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[REDACTED]');
}

export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    serializers: {
      req(req: { method: string; url: string; ip?: string; id?: string }) {
        return { method: req.method, url: redactUrl(req.url), ip: req.ip, id: req.id };
      },
      // Fastify's type wants the stock shape; pino takes whatever the serializer returns.
      err: serializeError as (err: unknown) => never,
    },
    ...(stream ? { stream } : {}),
  };
}
