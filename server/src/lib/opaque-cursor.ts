import type { z } from 'zod';
import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { badRequest } from '../http/errors';

/**
 * A keyset position as the `cursor` / `next_cursor` of a list: base64url JSON, opaque to the
 * client, checked against `schema` when it comes back. Every keyset list (admin lists, reports,
 * provider and client search) writes and reads its cursor here.
 */
export interface OpaqueCursor<T> {
  encode(position: T): string;
  /** Undefined for the first page; a cursor this server did not write is a pt-BR 400, never a 500. */
  decode(cursor: string | undefined): T | undefined;
}

export function opaqueCursor<S extends z.ZodType>(schema: S): OpaqueCursor<z.output<S>> {
  return {
    encode: (position) => Buffer.from(JSON.stringify(position)).toString('base64url'),
    decode(cursor) {
      if (!cursor) return undefined;
      try {
        const parsed = schema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString()));
        if (parsed.success) return parsed.data;
      } catch {
        // not JSON: falls through to the 400
      }
      throw badRequest(ADMIN_TEXTS.invalidCursor, 'VALIDATION', {
        cursor: ADMIN_TEXTS.invalidCursor,
      });
    },
  };
}
