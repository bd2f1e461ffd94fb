import { z } from 'zod';
import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { badRequest } from '../../http/errors';

/**
 * Keyset cursor of the admin lists: the last row's (created_at, id), opaque to the client
 * (base64url JSON). created_at travels as text with microseconds, because a JS Date would
 * round it to milliseconds and the next page would repeat or skip rows.
 */
export interface Keyset {
  t: string;
  id: string;
}

const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(\d{3})?Z$/;
const keysetSchema = z.object({
  t: z
    .string()
    .regex(STAMP)
    .refine((t) => {
      const ms = `${t.slice(0, 23)}Z`;
      const d = new Date(ms);
      return !Number.isNaN(d.getTime()) && d.toISOString() === ms;
    }),
  id: z.uuid(),
});

export function encodeCursor(k: Keyset): string {
  return Buffer.from(JSON.stringify({ t: k.t, id: k.id })).toString('base64url');
}

/** Undefined for the first page; a cursor this server did not write answers 400. */
export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (!cursor) return undefined;
  try {
    const parsed = keysetSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString()));
    if (parsed.success) return parsed.data;
  } catch {
    // falls through to the 400
  }
  throw badRequest(ADMIN_TEXTS.invalidCursor, 'VALIDATION', { cursor: ADMIN_TEXTS.invalidCursor });
}

/** Rows asked with limit + 1: the page, and the cursor of its last row when more follow. */
export function pageOf<R extends { cursorAt: string; id: string }>(
  rows: R[],
  limit: number,
): { rows: R[]; next: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    next: rows.length > limit && last ? encodeCursor({ t: last.cursorAt, id: last.id }) : null,
  };
}
