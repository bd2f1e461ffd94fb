import { ERRORS, type ErrorCode } from '@alinhavo/shared/messages/errors';

/** An expected failure with its HTTP status, pt-BR text and machine code (DESIGN §5). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (
  message: string,
  code: ErrorCode = 'VALIDATION',
  fields?: Record<string, string>,
) => new AppError(400, message, code, fields);
export const unauthenticated = (message: string = ERRORS.sessionExpired) =>
  new AppError(401, message, 'UNAUTHENTICATED');
export const forbidden = (message: string = ERRORS.forbidden) =>
  new AppError(403, message, 'FORBIDDEN');
export const notFound = (message: string = ERRORS.notFound) =>
  new AppError(404, message, 'NOT_FOUND');
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, 'RATE_LIMITED', undefined, {
    'retry-after': String(retryAfterSeconds),
  });
