import { AxiosError, isAxiosError } from 'axios';
import {
  ERROR_CODES,
  type ErrorCode,
  resolveErrorMessage,
  ERRORS,
} from '@alinhavo/shared/messages/errors';

/** A failed call, already in words a person may read (spec §8). */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly code: ErrorCode | undefined;
  /** Server validation texts per field, shown on the form fields. */
  readonly fieldErrors: Record<string, string>;
  /** Seconds from a 429's Retry-After header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    message: string;
    status?: number | undefined;
    code?: ErrorCode | undefined;
    fieldErrors?: Record<string, string> | undefined;
    retryAfterSeconds?: number | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** The session is over (refresh refused): the caller must not retry. */
  get isAuthError(): boolean {
    return (
      this.status === 401 || this.code === 'SESSION_EXPIRED' || this.code === 'UNAUTHENTICATED'
    );
  }

  /** No answer at all: offline, DNS, refused connection or timeout. */
  get isNetworkError(): boolean {
    return this.status === undefined;
  }
}

interface ErrorBody {
  message: string | undefined;
  code: string | undefined;
  errors: Record<string, unknown> | undefined;
}

/**
 * The error envelope, read leniently on purpose: an unknown code or odd field value must not hide
 * the server's message. Plain checks, not zod: this runs on every screen's first failed call.
 */
function errorBody(data: unknown): ErrorBody | null {
  if (typeof data !== 'object' || data === null) return null;
  const body = data as Record<string, unknown>;
  if (body.status !== 'error') return null;
  const optional = (value: unknown) => (typeof value === 'string' ? value : undefined);
  if (body.message !== undefined && typeof body.message !== 'string') return null;
  if (body.code !== undefined && typeof body.code !== 'string') return null;
  const errors = body.errors;
  if (
    errors !== undefined &&
    (typeof errors !== 'object' || errors === null || Array.isArray(errors))
  )
    return null;
  return {
    message: optional(body.message),
    code: optional(body.code),
    errors: errors as Record<string, unknown> | undefined,
  };
}

function knownCode(code: string | undefined): ErrorCode | undefined {
  return (ERROR_CODES as readonly string[]).includes(code ?? '') ? (code as ErrorCode) : undefined;
}

function fieldTexts(errors: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors ?? {})) {
    const text: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
    if (typeof text === 'string' && text.trim() !== '') out[field] = text;
  }
  return out;
}

function retryAfter(header: unknown): number | undefined {
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
  if (typeof header === 'string') {
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(1, Math.ceil((date - Date.now()) / 1000));
  }
  return undefined;
}

/** One mapping for every failure: axios error, unparsable body or anything thrown on the way. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) return new ApiError({ message: ERRORS.unknown });

  const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
  const response = error.response;
  if (!response || timedOut) return unreachableError(timedOut);

  return responseError(response.status, response.data, response.headers?.['retry-after']);
}

/** A refusal the server answered with: its status, error envelope and Retry-After header. */
export function responseError(status: number, data: unknown, retryAfterHeader: unknown): ApiError {
  const body = errorBody(data);
  return new ApiError({
    message: resolveErrorMessage({ status, serverMessage: body?.message }),
    status,
    code: body ? knownCode(body.code) : undefined,
    fieldErrors: body ? fieldTexts(body.errors) : {},
    retryAfterSeconds: retryAfter(retryAfterHeader),
  });
}

/** No answer at all (offline, refused connection) or none in time. */
export function unreachableError(timedOut: boolean): ApiError {
  return new ApiError({ message: resolveErrorMessage({ timedOut }) });
}

export function invalidResponseError(status?: number): ApiError {
  return new ApiError({ message: ERRORS.invalidResponse, status });
}

export function sessionExpiredError(): ApiError {
  return new ApiError({ message: ERRORS.sessionExpired, status: 401, code: 'SESSION_EXPIRED' });
}
