import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myDemandsList, opportunitiesList } from '@alinhavo/shared/rules/demand-lists';
import type { Demand, DemandStatus } from '@alinhavo/shared/schemas/demand';
import { aDemandBody, aVerifiedUser, type BuiltUser } from '@alinhavo/test-support/builders';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';

/**
 * Issue 12: each list rule exists once per engine and both agree. The server's SQL answers
 * Minhas Demandas and Oportunidades; the shared functions the device uses offline answer the
 * same questions over every row; the ids, their order and the counters must be the same for
 * every filter combination.
 */
let ctx: TestContext;
let client: BuiltUser;
let otherClient: BuiltUser;
let pro: BuiltUser;

const FIXTURES: Array<{ owner: 'client' | 'other'; status: DemandStatus; body: object }> = [
  {
    owner: 'client',
    status: 'ABERTA',
    body: { title: 'Bordado à mão em bonés', uf: 'SP', city: 'São Paulo', service: 7, area: 1 },
  },
  {
    owner: 'client',
    status: 'ABERTA',
    body: { title: 'Facção para jeans', uf: 'SP', city: 'Campinas', service: 1, area: 2 },
  },
  {
    owner: 'client',
    status: 'EM ANDAMENTO',
    body: { title: 'Costura de camisetas', uf: 'MG', city: 'Belo Horizonte', service: 1, area: 1 },
  },
  {
    owner: 'client',
    status: 'CONCLUÍDA',
    body: {
      title: 'Modelagem de vestidos',
      description: 'Bordado delicado na barra, peça única.',
      uf: 'MG',
      city: 'Juiz de Fora',
      service: 2,
      area: 1,
    },
  },
  {
    owner: 'client',
    status: 'ABERTA',
    body: { title: 'CONFECÇÃO de uniformes', uf: 'CE', city: 'Fortaleza', service: 1, area: 3 },
  },
  {
    owner: 'client',
    status: 'EM ANDAMENTO',
    body: { title: 'Estamparia em moletom', uf: 'SP', city: 'São Paulo', service: 3, area: 2 },
  },
  {
    owner: 'other',
    status: 'ABERTA',
    body: { title: 'Bordado de logotipo', uf: 'SP', city: 'São Paulo', service: 7, area: 1 },
  },
  {
    owner: 'other',
    status: 'ABERTA',
    body: {
      title: 'Confecção de jaquetas jeans',
      uf: 'MG',
      city: 'Belo Horizonte',
      service: 1,
      area: 2,
    },
  },
  {
    owner: 'other',
    status: 'EM ANDAMENTO',
    body: { title: 'Facção de camisetas', uf: 'CE', city: 'Fortaleza', service: 1, area: 1 },
  },
];

/** Every combination of these is asked of both engines. */
const FILTERS: Array<Record<string, string | undefined>> = [
  {},
  { search: 'bordado' },
  { search: 'BORDADO barra' },
  { search: 'confeccao' },
  { search: 'jeans faccao' },
  { search: 'nada disso' },
  { uf: 'SP' },
  { uf: 'sp,MG' },
  { city: 'São Paulo' },
  { city: 'sao paulo,Fortaleza' },
  { service: '1' },
  { service: '1,7', area: '1' },
  { area: '2', uf: 'SP' },
];
const STATUSES: Array<DemandStatus | undefined> = [
  undefined,
  'ABERTA',
  'EM ANDAMENTO',
  'CONCLUÍDA',
];
const PAGINGS = [
  { page: '1', page_size: '2', ordering: '-created_at' },
  { page: '2', page_size: '2', ordering: '-created_at' },
  { page: '1', page_size: '3', ordering: 'created_at' },
  { page: '9', page_size: '2', ordering: '-created_at' },
] as const;

const asFilters = (q: Record<string, string | undefined>) => ({
  search: q.search,
  uf: q.uf?.split(','),
  city: q.city?.split(','),
  service: q.service?.split(',').map(Number),
  area: q.area?.split(',').map(Number),
});
const ids = (rows: readonly Demand[]) => rows.map((d) => d.id);

beforeAll(async () => {
  ctx = await startTestApp();
  [client, otherClient, pro] = await Promise.all([
    aVerifiedUser(ctx, { type: 'CLIENTE' }),
    aVerifiedUser(ctx, { type: 'CLIENTE' }),
    aVerifiedUser(ctx, { type: 'PROFISSIONAL' }),
  ]);
  const api = testApi(ctx.app);
  // One after the other: each has its own created_at, as demands published by people do.
  for (const f of FIXTURES) {
    const owner = f.owner === 'client' ? client : otherClient;
    const created = await api.demands.create({ token: owner.access, body: aDemandBody(f.body) });
    const id = created.body.data.id;
    if (f.status === 'ABERTA') continue;
    await api.demands.interest({ params: { id }, token: pro.access });
    await api.demands.patch({
      params: { id },
      token: owner.access,
      body: { chosen_professional_id: pro.user.id },
    });
    if (f.status === 'CONCLUÍDA') {
      await api.ratings.create({
        token: owner.access,
        body: { professional: pro.user.id, score: 4, demand: id },
      });
      const done = await api.demands.patch({
        params: { id },
        token: owner.access,
        body: { status: 'CONCLUÍDA' },
      });
      expect(done.status).toBe(200);
    }
  }
});
afterAll(() => ctx.close());

describe('list rules: the server and the device agree', () => {
  it('Minhas Demandas: same ids, order, counters and count for every filter, status and page', async () => {
    const api = testApi(ctx.app);
    const all = await api.demands.list({ token: client.access, query: { page_size: 100 } });
    const everything = all.body.data.results;
    expect(everything).toHaveLength(6);
    let asked = 0;
    for (const filter of FILTERS)
      for (const status of STATUSES)
        for (const paging of PAGINGS) {
          const query = { ...filter, ...paging, ...(status ? { status } : {}) };
          const server = (await api.demands.list({ token: client.access, query })).body.data;
          const device = myDemandsList(everything, {
            ...asFilters(filter),
            status,
            page: Number(paging.page),
            page_size: Number(paging.page_size),
            ordering: paging.ordering,
          });
          const label = JSON.stringify(query);
          expect(ids(device.results), label).toEqual(ids(server.results));
          expect(
            {
              total: device.total,
              abertas: device.abertas,
              em_andamento: device.em_andamento,
              concluidas: device.concluidas,
              count: device.count,
            },
            label,
          ).toEqual({
            total: server.total,
            abertas: server.abertas,
            em_andamento: server.em_andamento,
            concluidas: server.concluidas,
            count: server.count,
          });
          asked += 1;
        }
    expect(asked).toBe(FILTERS.length * STATUSES.length * PAGINGS.length);
  });

  it('Oportunidades: same open demands in the same order, and the same has_more', async () => {
    const api = testApi(ctx.app);
    const every = await api.demands.opportunities({ token: pro.access, query: { page_size: 100 } });
    // The provider sees every open demand; the device's copy of them is the rule's input.
    const open = every.body.data.demands;
    expect(open).toHaveLength(FIXTURES.filter((f) => f.status === 'ABERTA').length);
    for (const filter of FILTERS)
      for (const paging of PAGINGS) {
        const query = { ...filter, ...paging };
        const server = (await api.demands.opportunities({ token: pro.access, query })).body.data;
        const device = opportunitiesList(open, {
          ...asFilters(filter),
          page: Number(paging.page),
          page_size: Number(paging.page_size),
          ordering: paging.ordering,
        });
        expect(ids(device.demands), JSON.stringify(query)).toEqual(ids(server.demands));
        expect(device.has_more, JSON.stringify(query)).toBe(server.has_more);
      }
  });
});
