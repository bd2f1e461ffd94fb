import { renderHook, waitFor } from '@testing-library/react';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../test/fixtures';
import { catalogueRoutes } from '../../test/catalogue-routes';
import { fail, serveApi } from '../../test/fake-server';
import { claimDbFor, db, deleteDb, forgetDevice } from '../db';
import { catalogueLabel } from './labels';
import { useMunicipios, useServices, useSpecialties, useStates } from './catalogue';

beforeEach(async () => {
  // A fresh database and a fresh "app start" for every test.
  await deleteDb();
});

describe('catalogue cache', () => {
  it('reads the services from Dexie after refreshing them from the API', async () => {
    const server = serveApi(catalogueRoutes());
    const { result } = renderHook(() => useServices());
    await waitFor(() =>
      expect(result.current.map((s) => s.name)).toEqual(['Costura / Facção', 'Modelagem']),
    );
    expect(await db.services.count()).toBe(2);
    expect(server.calls).toEqual(['GET /user/services/']);
  });

  it('refreshes a table at most once per app start', async () => {
    const server = serveApi(catalogueRoutes());
    const first = renderHook(() => useSpecialties());
    await waitFor(() => expect(first.result.current).toHaveLength(2));
    first.unmount();
    const second = renderHook(() => useSpecialties());
    await waitFor(() => expect(second.result.current).toHaveLength(2));
    expect(server.calls.filter((c) => c === 'GET /user/specialties/')).toHaveLength(1);
  });

  it('falls back to the cached rows when the API fails (offline)', async () => {
    await db.services.bulkPut(CATALOGUE.services);
    serveApi({
      'GET /user/services/': () =>
        fail(503, 'Serviço temporariamente indisponível. Tente novamente.'),
    });
    const { result } = renderHook(() => useServices());
    await waitFor(() => expect(result.current).toHaveLength(2));
    // Still there after the failed refresh settled.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.map((s) => s.id)).toEqual([1, 2]);
  });

  it('offers the 27 fixed states before anything is cached', async () => {
    serveApi({
      'GET /geo/states/': () => fail(503, 'Serviço temporariamente indisponível. Tente novamente.'),
    });
    const { result } = renderHook(() => useStates());
    expect(result.current).toHaveLength(27);
    expect(result.current[0]).toEqual({ id: 12, sigla: 'AC', nome: 'Acre' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toHaveLength(27);
  });

  it('fetches the municipalities of a state only when that state is needed', async () => {
    const server = serveApi(catalogueRoutes());
    const { result, rerender } = renderHook(({ state }) => useMunicipios(state), {
      initialProps: { state: null as number | null },
    });
    expect(result.current).toEqual([]);
    expect(server.calls).toEqual([]);
    rerender({ state: 35 });
    await waitFor(() =>
      expect(result.current.map((m) => m.nome)).toEqual(['Campinas', 'São Paulo']),
    );
    rerender({ state: 33 });
    await waitFor(() =>
      expect(result.current.map((m) => m.nome)).toEqual(['Niterói', 'Rio de Janeiro']),
    );
    rerender({ state: 35 });
    await waitFor(() => expect(result.current).toHaveLength(2));
    expect(server.calls).toEqual([
      'GET /geo/states/35/municipios/',
      'GET /geo/states/33/municipios/',
    ]);
    // Cached by state: an offline start still lists them.
    expect(await db.municipios.where('stateId').equals(35).count()).toBe(2);
  });

  it('labels unknown ids with the spec fallbacks', () => {
    expect(catalogueLabel.service(CATALOGUE.services, 1)).toBe('Costura / Facção');
    expect(catalogueLabel.service(CATALOGUE.services, 7)).toBe('Serviço 7');
    expect(catalogueLabel.area([], 3)).toBe('Área 3');
    expect(catalogueLabel.specialty([], 4)).toBe('Especialidade 4');
    expect(catalogueLabel.machine([], 5)).toBe('Maquinário 5');
  });
});

describe('cache ownership', () => {
  it('keeps the public catalogue when another user signs in', async () => {
    await claimDbFor('u-1');
    await db.services.bulkPut(CATALOGUE.services);
    await claimDbFor('u-2');
    expect(await db.services.count()).toBe(2);
    expect(await db.meta.get('owner')).toEqual({ key: 'owner', lastUserId: 'u-2' });
  });

  it('after logout, an answer still on its way writes nothing personal until someone signs in', async () => {
    await claimDbFor('u-1');
    await forgetDevice();
    // A sync that was in flight when the person left lands now.
    await db.table('notifications').put({ id: 'n-1', created_at: '2026-11-29T18:00:00Z' });
    await db.syncState.put({ scope: 'notifications', cursor: 'c' } as never);
    expect(await db.table('notifications').count()).toBe(0);
    expect(await db.syncState.count()).toBe(0);
    // Public reference data is still kept (the sign-up form reads it from the device).
    await db.services.bulkPut(CATALOGUE.services);
    expect(await db.services.count()).toBe(2);

    await claimDbFor('u-2');
    await db.table('notifications').put({ id: 'n-2', created_at: '2026-11-29T18:01:00Z' });
    expect(await db.table('notifications').count()).toBe(1);
  });
});

describe('database upgrade', () => {
  it('keeps what version 1 stored when the catalogue and demand tables arrive', async () => {
    db.close();
    const v1 = new Dexie('alinhavo');
    v1.version(1).stores({ meta: 'key' });
    await v1.table('meta').put({ key: 'owner', lastUserId: 'u-1' });
    v1.close();
    await db.open();
    expect(db.verno).toBe(14);
    expect(await db.meta.get('owner')).toEqual({ key: 'owner', lastUserId: 'u-1' });
    expect(await db.services.count()).toBe(0);
    expect(await db.myDemands.count()).toBe(0);
    expect(await db.conversations.count()).toBe(0);
    expect(await db.professionals.count()).toBe(0);
    expect(await db.ratings.count()).toBe(0);
    expect(await db.clientReviews.count()).toBe(0);
    expect(await db.clientFigures.count()).toBe(0);
    expect(await db.lots.count()).toBe(0);
  });
});
