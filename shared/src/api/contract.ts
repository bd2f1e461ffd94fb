import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One endpoint of the HTTP contract. Server routes register `path` with these schemas; the
 * renderer calls `path` and parses the answer with `data`. Paths are relative to /api/v1.
 */
export interface Endpoint<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  body: B;
  data: D;
  auth: 'public' | 'user';
  summary: string;
}

export function endpoint<B extends z.ZodType | undefined, D extends z.ZodType>(
  e: Endpoint<B, D>,
): Endpoint<B, D> {
  return e;
}

export const API_PREFIX = '/api/v1';
