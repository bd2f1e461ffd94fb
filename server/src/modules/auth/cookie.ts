import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS } from '@alinhavo/shared/rules/limits';

/** DESIGN §9.7: on the web the refresh token lives in this httpOnly cookie, scoped to /token/. */
export const REFRESH_COOKIE = 'alinhavo_refresh';
const COOKIE_PATH = '/api/v1/token/';

export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: COOKIE_PATH,
    maxAge: LIMITS.refreshTokenSeconds,
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: COOKIE_PATH,
  });
}

export function refreshFrom(
  request: FastifyRequest,
  body: { refresh?: string | undefined } | undefined,
): string | undefined {
  return body?.refresh ?? request.cookies[REFRESH_COOKIE];
}

export function bearerFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}
