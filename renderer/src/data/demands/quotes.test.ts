import type { Quote } from '@alinhavo/shared/schemas/quote';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../session-store';
import { aDemand, aUser } from '../../test/fixtures';
import { db, deleteDb } from '../db';
import { emitServerEventForTest } from '../realtime/realtime';
import { startDemandsCache, toCached } from './cache';

const quote = (revision: number, price_cents: number, professional_id: string): Quote => ({
  id: `00000000-0000-4000-8000-00000000000${revision}`,
  demand_id: aDemand(1).id,
  professional_id,
  revision,
  price_cents,
  lead_time_days: 10,
  min_quantity: 1,
  valid_until: '2026-12-31',
  note: null,
  created_at: '2026-11-24T12:00:00.000Z',
});
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

beforeEach(async () => {
  await deleteDb();
  useSessionStore.getState().setAuthenticated(aUser({ user_type: 'CLIENTE' }));
});

describe('quote:changed in the device store', () => {
  it("replaces the candidate's older revision, keeps the others, and ignores an older one", async () => {
    const demand = aDemand(1, { quotes: [quote(1, 1500, A), quote(1, 1300, B)] });
    await db.myDemands.put(toCached(demand));
    const stop = startDemandsCache();
    try {
      emitServerEventForTest('quote:changed', { quote: quote(2, 1200, A), revised: true });
      await waitFor(async () =>
        expect((await db.myDemands.get(demand.id))?.quotes).toEqual([
          quote(1, 1300, B),
          quote(2, 1200, A),
        ]),
      );
      emitServerEventForTest('quote:changed', { quote: quote(1, 1500, A), revised: false });
      emitServerEventForTest('quote:changed', { quote: quote(3, 1100, B), revised: true });
      await waitFor(async () =>
        expect(
          (await db.myDemands.get(demand.id))?.quotes?.map((q) => [q.professional_id, q.revision]),
        ).toEqual([
          [A, 2],
          [B, 3],
        ]),
      );
      // The row's version is the demand's: a later demand:changed still applies.
      expect((await db.myDemands.get(demand.id))?.updated_at).toBe(demand.updated_at);
    } finally {
      stop();
    }
  });
});
