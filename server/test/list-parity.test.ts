import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myDemandsList, myJobsList, opportunitiesList } from '@alinhavo/shared/rules/demand-lists';
import { conversationsList, type ConversationTab } from '@alinhavo/shared/rules/conversation-lists';
import { notificationsList } from '@alinhavo/shared/rules/notification-lists';
import type { Conversation } from '@alinhavo/shared/schemas/conversation';
import type { DemandStatus } from '@alinhavo/shared/schemas/demand';
import { aDemandBody, aVerifiedUser, type BuiltUser } from '@alinhavo/test-support/builders';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { aTiedConversation } from './helpers/conversations';

/**
 * Each list rule exists once per engine and both agree. The server's SQL answers
 * Minhas Demandas, Oportunidades, Meus Trabalhos, Mensagens and Notificações; the shared
 * functions the device uses offline answer the same questions over every row (handed over in
 * reverse, so the order is theirs); the ids, their order and the counters must be the same for
 * every filter combination.
 */
let ctx: TestContext;
let client: BuiltUser;
let otherClient: BuiltUser;
let pro: BuiltUser;
let others: BuiltUser[];

const FIXTURES: Array<{
  owner: 'client' | 'other';
  status: DemandStatus;
  body: {
    title: string;
    service: number;
    area: number;
    uf: string;
    city: string;
    description?: string;
  };
}> = [
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
    body: {
      title: 'Estamparia em moletom',
      // `%` and `_` are letters to the search, not patterns.
      description: 'Algodão 100% penteado, gola_v.',
      uf: 'SP',
      city: 'São Paulo',
      service: 3,
      area: 2,
    },
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
  { search: '100%' },
  { search: '_' },
  { search: 'gola_v' },
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
const ids = (rows: ReadonlyArray<{ id: string }>) => rows.map((d) => d.id);
/** The device's copy in another order than the server's answer. */
const shuffled = <T>(rows: readonly T[]) => [...rows].reverse();

beforeAll(async () => {
  ctx = await startTestApp();
  [client, otherClient, pro, ...others] = await Promise.all([
    aVerifiedUser(ctx, { type: 'CLIENTE' }),
    aVerifiedUser(ctx, { type: 'CLIENTE' }),
    aVerifiedUser(ctx, { type: 'PROFISSIONAL' }),
    aVerifiedUser(ctx, { type: 'PROFISSIONAL' }),
    aVerifiedUser(ctx, { type: 'PROFISSIONAL' }),
    aVerifiedUser(ctx, { type: 'PROFISSIONAL' }),
  ]);
  const api = testApi(ctx.app);
  // One after the other: each has its own created_at, as demands published by people do.
  for (const f of FIXTURES) {
    const owner = f.owner === 'client' ? client : otherClient;
    const created = await testApi(ctx.app).demands.create({
      token: owner.access,
      body: { ...aDemandBody(), ...f.body },
    });
    const id = created.body.data.id;
    // The provider applies to some open demands too (Meus Trabalhos: Candidaturas).
    if (f.status === 'ABERTA' && f.body.service !== 1) continue;
    if (f.status === 'ABERTA') {
      await api.demands.interest({ params: { id }, token: pro.access });
      continue;
    }
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
          const device = myDemandsList(shuffled(everything), {
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
        const device = opportunitiesList(shuffled(open), {
          ...asFilters(filter),
          page: Number(paging.page),
          page_size: Number(paging.page_size),
          ordering: paging.ordering,
        });
        expect(ids(device.demands), JSON.stringify(query)).toEqual(ids(server.demands));
        expect(device.has_more, JSON.stringify(query)).toBe(server.has_more);
      }
  });

  it('Meus Trabalhos: the same jobs in each tab, in the same order, with the same counters', async () => {
    const api = testApi(ctx.app);
    const every = (await api.demands.myJobs({ token: pro.access })).body.data;
    expect(every.counters).toMatchObject({ ativos: 3, concluidos: 1 });
    expect(every.counters.candidaturas).toBeGreaterThan(0);
    for (const tab of [undefined, 'ativos', 'concluidos', 'candidaturas'] as const) {
      const server = (
        await api.demands.myJobs({ token: pro.access, ...(tab ? { query: { tab } } : {}) })
      ).body.data;
      const device = myJobsList(shuffled(every.demands), pro.user.id, tab);
      expect(ids(device.demands), String(tab)).toEqual(ids(server.demands));
      expect(device.counters, String(tab)).toEqual(server.counters);
    }
  });

  it('Mensagens: the same conversations per tab and search, in the same order, with the same counts', async () => {
    const api = testApi(ctx.app);
    const [first, second, archived] = others as [BuiltUser, BuiltUser, BuiltUser];
    const start = async (who: BuiltUser, title: string) =>
      (await aTiedConversation(ctx, who, [client], { title })).id;
    const send = (who: BuiltUser, id: string, content: string) =>
      api.conversations.send({
        token: who.access,
        params: { id },
        body: { content, client_id: `parity-${Math.random().toString(36).slice(2, 12)}` },
      });
    const a = await start(pro, 'Orçamento de bordado');
    await send(pro, a, 'Posso começar na segunda');
    await send(client, a, 'Combinado, tecido plano');
    const b = await start(first, 'Facção de jeans');
    await send(first, b, 'Temos máquina de travete');
    await send(first, b, 'Entrega em 15 dias');
    const c = await start(second, 'Modelagem');
    await send(second, c, 'Bordado também?');
    await api.conversations.patch({
      token: client.access,
      params: { id: c },
      body: { is_archived: true },
    });
    await start(archived, 'Sem mensagens ainda');
    await api.conversations.read({ token: client.access, params: { id: a } });

    const list = async (tab: ConversationTab, search?: string) =>
      (
        await api.conversations.list({
          token: client.access,
          query: { filter: tab, ...(search ? { search } : {}) },
        })
      ).body.data;
    // The device holds what the sync gave it: every conversation, archived ones too.
    const synced = await api.conversations.sync({ token: client.access, query: {} });
    const rows: Conversation[] = synced.body.data.conversations;
    expect(rows).toHaveLength(4);
    expect(ids(rows).sort()).toEqual(
      ids([...(await list('all')).conversations, ...(await list('archived')).conversations]).sort(),
    );
    const texts = new Map<string, string[]>();
    for (const conversation of rows) {
      const thread = await api.conversations.messages({
        token: client.access,
        params: { id: conversation.id },
        query: { limit: 100 },
      });
      texts.set(
        conversation.id,
        thread.body.data.messages.map((m) => m.content),
      );
    }
    for (const tab of ['all', 'unread', 'archived'] as const)
      for (const search of [
        undefined,
        'bordado',
        'travete',
        'plano segunda',
        'jeans',
        'nada disso',
        // Accents and case folded the same way in titles, names and older messages.
        'ORCAMENTO',
        'faccao TRAVETE',
        'graças',
        'posso',
        'combinado',
      ]) {
        const server = await list(tab, search);
        const device = conversationsList(
          shuffled(rows),
          { tab, search },
          (id) => texts.get(id) ?? [],
        );
        const label = `${tab} ${String(search)}`;
        expect(ids(device.conversations), label).toEqual(ids(server.conversations));
        expect(device.counts, label).toEqual(server.counts);
      }
  });

  it('Notificações: newest first and the same counters', async () => {
    const api = testApi(ctx.app);
    const first = (await api.notifications.list({ token: pro.access, query: { page_size: 100 } }))
      .body.data;
    expect(first.notifications.length).toBeGreaterThan(1);
    const one = first.notifications[1];
    if (one) await api.notifications.markRead({ token: pro.access, params: { id: one.id } });
    const server = (await api.notifications.list({ token: pro.access, query: { page_size: 100 } }))
      .body.data;
    const device = notificationsList(shuffled(server.notifications));
    expect(ids(device.rows)).toEqual(ids(server.notifications));
    expect(device.counters).toEqual({
      total: server.total,
      unread: server.unread,
      read: server.read,
    });
  });
});
