import { z } from 'zod';
import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { badRequest } from '../../http/errors';
import type { ReportPosition } from './repository';

const positionSchema = z.object({
  at: z.string().regex(/^[12]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/),
  id: z.uuid(),
});

/** The opaque `next_cursor`: the last row's position as base64url JSON. */
export const encodeCursor = (p: ReportPosition): string =>
  Buffer.from(JSON.stringify({ at: p.at, id: p.id })).toString('base64url');

/** A cursor the server did not write (or a date that does not exist) is a 400, never a 500. */
export function decodeCursor(cursor: string | undefined): ReportPosition | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(ADMIN_TEXTS.invalidCursor);
  }
  const result = positionSchema.safeParse(parsed);
  if (!result.success) throw badRequest(ADMIN_TEXTS.invalidCursor);
  const { at } = result.data;
  // Feb 30 matches the pattern; PostgreSQL would refuse it with an error.
  const date = new Date(at);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== at.slice(0, 19))
    throw badRequest(ADMIN_TEXTS.invalidCursor);
  return result.data;
}
