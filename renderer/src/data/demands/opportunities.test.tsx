import type { Demand } from '@alinhavo/shared/schemas/demand';
import { renderHook, waitFor } from '@testing-library/react';
import { AxiosError } from 'axios';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../session-store';
import { aDemand, aUser } from '../../test/fixtures';
import { serveApi } from '../../test/fake-server';
import { db, deleteDb } from '../db';
import { toCached } from './cache';
import { rememberOpportunities, useOpportunities } from './opportunities';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString();

beforeEach(async () => {
  await deleteDb();
  useSessionStore.getState().setAuthenticated(aUser());
});

describe('the rows of a page go into the store, newest copy wins', () => {
  it('the same rows twice change nothing; an older copy never overwrites a newer one', async () => {
    const newer = aDemand(1, { title: 'Camisetas penteadas', updated_at: at(5) });
    await rememberOpportunities([newer]);
    await rememberOpportunities([newer]);
    expect(await db.opportunities.toArray()).toEqual([toCached(newer)]);

    await rememberOpportunities([aDemand(1, { title: 'Camisetas', updated_at: at(1) })]);
    expect((await db.opportunities.get(newer.id))?.title).toBe('Camisetas penteadas');
    // The same version as answered now (e.g. after interest) is taken.
    await rememberOpportunities([{ ...newer, user_is_interested: true }]);
    expect((await db.opportunities.get(newer.id))?.user_is_interested).toBe(true);
  });

  it('keeps no phone on the device', async () => {
    await rememberOpportunities([aDemand(1, { user_cellphone: '11987654321' })]);
    expect(await db.opportunities.get(aDemand(1).id)).not.toHaveProperty('user_cellphone');
  });
});

describe('Oportunidades offline', () => {
  it("pages through the device's copy with 'Carregar mais', asking nobody", async () => {
    const rows: Demand[] = [1, 2, 3].map((n) =>
      aDemand(n, { created_at: new Date(Date.UTC(2026, 10, n)).toISOString() }),
    );
    await db.opportunities.bulkPut(rows.map(toCached));
    await db.syncState.put({ scope: 'opportunities', serverTime: at(0), syncedAt: at(0) });
    let asked = 0;
    serveApi(
      new Proxy(
        {},
        {
          get: () => (config: never) => {
            asked += 1;
            throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
          },
        },
      ),
    );
    const filters = { pageSize: 2 };
    const { result } = renderHook(() => useOpportunities(filters));
    await waitFor(() => expect(result.current.offline).toEqual({ syncedAt: at(0) }));
    expect(result.current.demands.map((d) => d.title)).toEqual(['Demanda 3', 'Demanda 2']);
    expect(result.current.hasMore).toBe(true);
    const before = asked;

    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.demands).toHaveLength(3));
    expect(result.current.hasMore).toBe(false);
    expect(asked).toBe(before);
  });
});
