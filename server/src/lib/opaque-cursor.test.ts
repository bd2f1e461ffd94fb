import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { keysetCursor } from '../modules/admin/cursor';
import { AppError } from '../http/errors';
import { opaqueCursor } from './opaque-cursor';

const id = '00000000-0000-4000-8000-000000000000';

/** The 400 every list answers for a cursor it did not write. */
function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('the cursor was accepted');
}

describe('opaqueCursor', () => {
  const cursor = opaqueCursor(z.object({ n: z.number().int().min(0), id: z.uuid() }));

  it('round-trips a position as base64url JSON, and has none for the first page', () => {
    const encoded = cursor.encode({ n: 7, id });
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(encoded, 'base64url').toString())).toEqual({ n: 7, id });
    expect(cursor.decode(encoded)).toEqual({ n: 7, id });
    expect(cursor.decode(undefined)).toBeUndefined();
    expect(cursor.decode('')).toBeUndefined();
  });

  it('refuses what it did not write with the pt-BR 400: not base64 JSON, or another shape', () => {
    const forged = [
      'nao-e-um-cursor',
      Buffer.from('{"n":-1}').toString('base64url'),
      Buffer.from(JSON.stringify({ n: 1, id: 'x' })).toString('base64url'),
      Buffer.from('[1,2]').toString('base64url'),
    ];
    for (const bad of forged) {
      const err = refusal(() => cursor.decode(bad));
      expect(err.statusCode).toBe(400);
      expect(err.message).toBe(ADMIN_TEXTS.invalidCursor);
      expect(err.fields).toEqual({ cursor: ADMIN_TEXTS.invalidCursor });
    }
  });

  it('the admin lists keep microseconds and refuse a date that does not exist', () => {
    const k = { t: '2026-05-07T10:00:00.123456Z', id };
    expect(keysetCursor.decode(keysetCursor.encode(k))).toEqual(k);
    const feb30 = keysetCursor.encode({ ...k, t: '2026-02-30T10:00:00.123456Z' });
    expect(refusal(() => keysetCursor.decode(feb30)).statusCode).toBe(400);
  });
});
