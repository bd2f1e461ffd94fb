import { z } from 'zod';
import { opaqueCursor } from '../../lib/opaque-cursor';

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

/** The opaque cursor of the admin lists. */
export const keysetCursor = opaqueCursor(keysetSchema);

/** Rows asked with limit + 1: the page, and the cursor of its last row when more follow. */
export function pageOf<R extends { cursorAt: string; id: string }>(
  rows: R[],
  limit: number,
): { rows: R[]; next: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    next:
      rows.length > limit && last ? keysetCursor.encode({ t: last.cursorAt, id: last.id }) : null,
  };
}
