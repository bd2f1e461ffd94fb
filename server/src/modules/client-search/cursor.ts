import { z } from 'zod';
import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { badRequest } from '../../http/errors';
import type { ClientSearchPosition } from './repository';

const positionSchema = z.object({
  o: z.number().int().min(0).max(1_000_000_000),
  id: z.uuid(),
});

/** The opaque `next_cursor`: the last card's open demands and id, as base64url JSON. */
export const encodeCursor = (p: ClientSearchPosition): string =>
  Buffer.from(JSON.stringify({ o: p.openDemands, id: p.id })).toString('base64url');

/** Undefined for the first page; a cursor this server did not write is a 400, never a 500. */
export function decodeCursor(cursor: string | undefined): ClientSearchPosition | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(ADMIN_TEXTS.invalidCursor);
  }
  const result = positionSchema.safeParse(parsed);
  if (!result.success) throw badRequest(ADMIN_TEXTS.invalidCursor);
  return { openDemands: result.data.o, id: result.data.id };
}
