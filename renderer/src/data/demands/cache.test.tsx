import type { Demand, DemandSync } from '@alinhavo/shared/schemas/demand';
import { renderHook, waitFor } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../session-store';
import { aDemand, aUser } from '../../test/fixtures';
import { fail, serveApi, ok } from '../../test/fake-server';
import { api } from '../api';
import { db, deleteDb } from '../db';
import { emitServerEventForTest } from '../realtime/realtime';
import {
  applyDemandChange,
  applyDemandChanges,
  startDemandsCache,
  syncDemands,
  toCached,
} from './cache';
import { useMyDemands } from './my-demands';
import { useOpportunities } from './opportunities';

let seq = 0;
const nextDemand = (overrides: Partial<Demand> = {}): Demand => {
  seq += 1;
  return aDemand(seq, {
    user_cellphone: '11987654321',
    created_at: new Date(Date.UTC(2026, 10, seq)).toISOString(),
    ...overrides,
  });
};

const answer = (a: Partial<DemandSync>): DemandSync => ({
  demands: [],
  deleted: [],
  server_time: '2026-11-22T10:00:00.000Z',
  reset: false,
  ...a,
});

beforeEach(async () => {
  await deleteDb();
  useSessionStore.getState().setAuthenticated(aUser({ user_type: 'CLIENTE' }));
});

describe('demand cache sync', () => {
  it('resets on the first sync, then sends updated_since and applies changes and deletions', async () => {
    const a = nextDemand();
    const b = nextDemand();
    const queries: unknown[] = [];
    let reply = answer({ demands: [a, b], reset: true });
    serveApi({
      'GET /demands/sync/': (config) => {
        queries.push(config.params);
        return ok(reply);
      },
    });
    await syncDemands('mine');
    expect((await db.myDemands.toArray()).map((d) => d.id).sort()).toEqual([a.id, b.id].sort());
    // The owner's phone never lands on the device.
    expect(await db.myDemands.get(a.id)).not.toHaveProperty('user_cellphone');

    reply = answer({
      demands: [{ ...a, title: 'Camisetas penteadas' }],
      deleted: [b.id],
      server_time: '2026-11-22T11:00:00.000Z',
    });
    await syncDemands('mine');
    expect(queries).toEqual([
      { scope: 'mine', updated_since: undefined },
      { scope: 'mine', updated_since: '2026-11-22T10:00:00.000Z' },
    ]);
    expect(await db.myDemands.toArray()).toEqual([
      expect.objectContaining({ id: a.id, title: 'Camisetas penteadas' }),
    ]);
    expect((await db.syncState.get('mine'))?.serverTime).toBe('2026-11-22T11:00:00.000Z');
  });

  it('a sync answer never overwrites a row the device holds newer (pushed while it travelled)', async () => {
    const a = nextDemand({ updated_at: '2026-11-22T10:00:00.000Z' });
    const pushed = { ...a, title: 'Editada depois', updated_at: '2026-11-22T10:05:00.000Z' };
    serveApi({ 'GET /demands/sync/': () => ok(answer({ demands: [a], reset: false })) });
    await db.myDemands.put(toCached(pushed));
    await syncDemands('mine');
    expect((await db.myDemands.get(a.id))?.title).toBe('Editada depois');
    // A newer copy from the server still lands.
    const later = { ...a, title: 'Mais nova', updated_at: '2026-11-22T10:06:00.000Z' };
    serveApi({ 'GET /demands/sync/': () => ok(answer({ demands: [later] })) });
    await syncDemands('mine');
    expect((await db.myDemands.get(a.id))?.title).toBe('Mais nova');
  });

  it('a failed sync keeps the cache as it was', async () => {
    const a = nextDemand();
    serveApi({ 'GET /demands/sync/': () => ok(answer({ demands: [a], reset: true })) });
    await syncDemands('opportunities');
    serveApi({ 'GET /demands/sync/': () => fail(503, 'Serviço temporariamente indisponível.') });
    await expect(syncDemands('opportunities')).rejects.toThrow();
    expect(await db.opportunities.count()).toBe(1);
  });
});

describe('lists open with the last data offline', () => {
  it('Minhas Demandas: the cached list, filtered and counted on the device, marked offline', async () => {
    const open = nextDemand({ title: 'Bordado em jaquetas', status: 'ABERTA' });
    const running = nextDemand({ title: 'Calças de sarja', status: 'EM ANDAMENTO' });
    const done = nextDemand({ title: 'Jaquetas jeans', status: 'CONCLUÍDA' });
    serveApi({
      'GET /demands/sync/': () => ok(answer({ demands: [open, running, done], reset: true })),
    });
    await syncDemands('mine');

    // Offline: no answer at all.
    api.http.defaults.adapter = () => Promise.reject(new Error('Network Error'));
    const { result, rerender } = renderHook((q: { search?: string }) => useMyDemands(q), {
      initialProps: {},
    });
    await waitFor(() => expect(result.current.offline).not.toBeNull());
    expect(result.current.status).toBe('ready');
    expect(result.current.data).toMatchObject({
      total: 3,
      abertas: 1,
      em_andamento: 1,
      concluidas: 1,
    });
    expect(result.current.data?.results.map((d) => d.title)).toEqual([
      'Jaquetas jeans',
      'Calças de sarja',
      'Bordado em jaquetas',
    ]);

    // Accent- and case-insensitive search over title and description, as on the server.
    rerender({ search: 'JAQUETAS' });
    await waitFor(() => expect(result.current.data?.total).toBe(2));
  });

  it('Minhas Demandas: the device holds every demand, so the list is Dexie, live', async () => {
    const owner = aUser({ user_type: 'CLIENTE' }).id;
    const open = nextDemand({ user_created: owner, title: 'Bordado em jaquetas' });
    const running = nextDemand({ user_created: owner, title: 'Calças', status: 'EM ANDAMENTO' });
    serveApi({
      'GET /demands/sync/': () => ok(answer({ demands: [open, running], reset: true })),
      // A page that disagrees with the device: once the device holds the whole list, it is not used.
      'GET /demands/': () =>
        ok({
          results: [],
          total: 0,
          abertas: 0,
          em_andamento: 0,
          concluidas: 0,
          count: 0,
          page: 1,
          page_size: 20,
        }),
    });
    const query = {};
    const { result } = renderHook(() => useMyDemands(query));
    await waitFor(() => expect(result.current.data?.total).toBe(2));
    expect(result.current.data).toMatchObject({ abertas: 1, em_andamento: 1, count: 2 });
    expect(result.current.offline).toBeNull();

    // Finalized on another device: pushed, applied, counted at once.
    await applyDemandChange(
      { ...running, status: 'CONCLUÍDA', updated_at: '2026-11-30T10:00:00.000Z' },
      owner,
    );
    await waitFor(() => expect(result.current.data?.concluidas).toBe(1));
    expect(result.current.data?.em_andamento).toBe(0);
  });

  it('Oportunidades: the server answer wins over the cache once it arrives', async () => {
    const cached = nextDemand({ title: 'Do cache', uf: 'MG' });
    serveApi({ 'GET /demands/sync/': () => ok(answer({ demands: [cached], reset: true })) });
    await syncDemands('opportunities');
    const fresh = nextDemand({ title: 'Do servidor' });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    serveApi({
      'GET /demands/opportunities/': async () => {
        await gate;
        return ok({ demands: [fresh], has_more: false });
      },
      'GET /demands/sync/': () => ok(answer({})),
    });
    const { result } = renderHook(() => useOpportunities({ ufs: ['MG'] }));
    await waitFor(() => expect(result.current.demands.map((d) => d.title)).toEqual(['Do cache']));
    expect(result.current.offline).toBeNull();
    act(() => release());
    await waitFor(() =>
      expect(result.current.demands.map((d) => d.title)).toEqual(['Do servidor']),
    );
  });
});

describe('Oportunidades follow pushed edits against their filters', () => {
  it('an edit that moves a demand out of the filters takes it off the page; one that keeps it in, stays', async () => {
    const inMg = nextDemand({
      title: 'Jaquetas',
      uf: 'MG',
      updated_at: '2026-11-22T10:00:00.000Z',
    });
    const alsoMg = nextDemand({
      title: 'Bermudas',
      uf: 'MG',
      updated_at: '2026-11-22T10:00:00.000Z',
    });
    serveApi({
      'GET /demands/opportunities/': () => ok({ demands: [inMg, alsoMg], has_more: false }),
      'GET /demands/sync/': () => ok(answer({})),
    });
    const { result } = renderHook(() => useOpportunities({ ufs: ['MG'] }));
    await waitFor(() =>
      expect(result.current.demands.map((d) => d.title)).toEqual(['Jaquetas', 'Bermudas']),
    );
    await act(() =>
      applyDemandChanges(
        [
          { ...inMg, uf: 'SP', city: 'São Paulo', updated_at: '2026-11-22T10:01:00.000Z' },
          { ...alsoMg, title: 'Bermudas jeans', updated_at: '2026-11-22T10:01:00.000Z' },
        ],
        'someone-else',
      ),
    );
    await waitFor(() =>
      expect(result.current.demands.map((d) => d.title)).toEqual(['Bermudas jeans']),
    );
  });
});

describe('pushed demands land on the device once, newest copy wins', () => {
  const owner = aUser({ user_type: 'CLIENTE' }).id;

  it('the same event twice changes nothing; an older copy never overwrites a newer one', async () => {
    const first = nextDemand({ user_created: owner, updated_at: '2026-11-22T10:00:00.000Z' });
    const newer = {
      ...first,
      title: 'Camisetas penteadas',
      updated_at: '2026-11-22T10:05:00.000Z',
    };
    await applyDemandChange(newer, owner);
    await applyDemandChange(newer, owner);
    expect(await db.myDemands.count()).toBe(1);
    await applyDemandChange(first, owner);
    expect((await db.myDemands.get(first.id))?.title).toBe('Camisetas penteadas');
    // Someone else's demand is what this device takes part in as a provider.
    await applyDemandChange(nextDemand(), owner);
    expect(await db.opportunities.count()).toBe(1);
  });

  it('a pushed change and deletion reach the tables without the phone', async () => {
    await db.meta.put({ key: 'owner', lastUserId: owner });
    const stop = startDemandsCache();
    try {
      const row = nextDemand({ user_created: owner, user_cellphone: '11987654321' });
      emitServerEventForTest('demand:changed', row);
      await waitFor(async () => expect(await db.myDemands.get(row.id)).toBeTruthy());
      expect(await db.myDemands.get(row.id)).not.toHaveProperty('user_cellphone');
      emitServerEventForTest('demand:deleted', { id: row.id });
      await waitFor(async () => expect(await db.myDemands.get(row.id)).toBeUndefined());
    } finally {
      stop();
    }
  });

  it('a burst goes into the store in one write, in the order it came: a deletion after a change wins', async () => {
    await db.meta.put({ key: 'owner', lastUserId: owner });
    const stop = startDemandsCache();
    const writes: string[] = [];
    const created = (id: string) => void writes.push(id);
    db.myDemands.hook('creating', created);
    try {
      const rows = Array.from({ length: 20 }, () => nextDemand({ user_created: owner }));
      for (const row of rows) emitServerEventForTest('demand:changed', row);
      const gone = rows[0]!;
      emitServerEventForTest('demand:deleted', { id: gone.id });
      await waitFor(async () => expect(await db.myDemands.count()).toBe(19));
      expect(await db.myDemands.get(gone.id)).toBeUndefined();
      expect(writes).toHaveLength(20);
    } finally {
      db.myDemands.hook('creating').unsubscribe(created);
      stop();
    }
  });
});
