import { OPPORTUNITY_TEXTS } from '@alinhavo/shared/messages/opportunities';
import { MESSAGING_TEXTS } from '@alinhavo/shared/messages/messaging';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aConversation } from '../../test/messages-kit';
import type { DemandFormModalProps } from '../../kits/demands/form/DemandFormModal';
import { aProfile } from '../../test/fixtures';
import { fail, ok } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { userOf } from '../../kits/profile/profile-form';
import {
  aDemand,
  aRating,
  cardValue,
  CLIENT,
  clientAnalytics,
  demandList,
  professionalAnalytics,
  PROVIDER,
  queryParam,
  sectionItems,
  uuid,
} from './dashboard-test-kit';
import { starsOf } from '../../ui/reviews/Stars';
import { db, deleteDb } from '../../data/db';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { useSessionStore } from '../../data/session-store';
import { APPROVED_TEXT } from './ApprovalNotice';
import { DEMANDS_LOAD_ERROR } from './RecentDemands';
import { rememberDemands } from '../../data/demands/cache';

// The real form belongs to the demands feature; here it only has to open and report a save.
vi.mock('../../kits/demands/form/DemandFormModal', () => ({
  DemandFormModal: ({ opened, onSaved }: DemandFormModalProps) =>
    opened ? (
      <div role="dialog" aria-label="Formulário de demanda">
        <button type="button" onClick={() => onSaved(uuid(77))}>
          Salvar demanda
        </button>
      </div>
    ) : null,
}));

// The dashboards, figures and reviews are read from the device: each test starts from an empty one.
beforeEach(async () => {
  await deleteDb();
});

describe("dashboard 'Complete seu perfil'", () => {
  it('lists what is missing while the profile is incomplete', async () => {
    const profile = aProfile();
    renderApp('/app', {
      user: userOf(profile),
      routes: { 'GET /user/profile/': () => ok(profile) },
    });
    expect(await screen.findByText('Complete seu perfil')).toBeTruthy();
    expect(
      screen.getByText('Para aparecer nas buscas, complete: Áreas de atuação, Disponibilidade.'),
    ).toBeTruthy();
  });

  it('is hidden once the profile is complete', async () => {
    const profile = aProfile({ completeness: { complete: true, missing: [] } });
    const { server } = renderApp('/app', {
      user: userOf(profile),
      routes: { 'GET /user/profile/': () => ok(profile) },
    });
    await screen.findByText('Olá, Maria Souza!');
    await waitFor(() => expect(server.calls).toContain('GET /user/profile/'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByText('Complete seu perfil')).toBeNull();
  });

  it('does not claim the profile is incomplete when it failed to load', async () => {
    const profile = aProfile();
    const { server } = renderApp('/app', {
      user: userOf(profile),
      routes: {
        'GET /user/profile/': () =>
          fail(429, 'Muitas tentativas. Aguarde um momento antes de tentar novamente.'),
      },
    });
    await screen.findByText('Olá, Maria Souza!');
    await waitFor(() => expect(server.calls).toContain('GET /user/profile/'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByText('Complete seu perfil')).toBeNull();
  });
});

describe('client dashboard', () => {
  it('shows the four analytics cards in pt-BR numbers', async () => {
    renderApp('/app', {
      user: CLIENT,
      routes: {
        'GET /user/users/dashboard_client_analytics/': clientAnalytics({
          active_demands: 2,
          interested_professionals: 1234,
          completed_jobs: 5,
          available_professionals: 48,
        }),
        'GET /demands/': () => ok(demandList([])),
      },
    });
    expect(await screen.findByText('Olá, Marca Linho!')).toBeTruthy();
    expect(await cardValue('Demandas Ativas')).toBe('2');
    expect(await cardValue('Profissionais Interessados')).toBe('1.234');
    expect(await cardValue('Trabalhos Concluídos')).toBe('5');
    expect(await cardValue('Profissionais Disponíveis')).toBe('48');
    expect(
      within(screen.getByRole('main'))
        .getByRole('link', { name: 'Buscar Profissionais' })
        .getAttribute('href'),
    ).toBe('/app/buscar-profissionais');
  });

  it('falls back to counts from its own demands when analytics fail', async () => {
    const shared = uuid(301);
    const { server } = renderApp('/app', {
      user: CLIENT,
      routes: {
        'GET /user/users/dashboard_client_analytics/': () => fail(500, 'Erro interno'),
        'GET /demands/': (config) =>
          ok(
            queryParam(config, 'page_size') === 100
              ? demandList(
                  [
                    aDemand(1, { interested_professionals: [shared, uuid(302)] }),
                    aDemand(2, { interested_professionals: [shared, uuid(303)] }),
                    aDemand(3, { status: 'CONCLUÍDA' }),
                  ],
                  { total: 7, abertas: 2, em_andamento: 1, concluidas: 4 },
                )
              : demandList([aDemand(1)]),
          ),
      },
    });
    expect(await cardValue('Demandas Ativas')).toBe('3');
    expect(await cardValue('Profissionais Interessados')).toBe('3');
    expect(await cardValue('Trabalhos Concluídos')).toBe('4');
    expect(await cardValue('Profissionais Disponíveis')).toBe('—');
    expect(server.calls).toContain('GET /user/users/dashboard_client_analytics/');
    expect(screen.queryByText('Não foi possível carregar seus números agora.')).toBeNull();
  });

  it("lists the 3 latest demands with 'Gerenciar', the total and 'Ver todas' over 3", async () => {
    const long = 'x'.repeat(200);
    const requested: unknown[] = [];
    renderApp('/app', {
      user: CLIENT,
      routes: {
        'GET /user/users/dashboard_client_analytics/': clientAnalytics(),
        'GET /demands/': (config) => {
          requested.push(queryParam(config, 'page_size'));
          return ok(
            demandList(
              [
                aDemand(1, {
                  title: 'Camisetas básicas',
                  description: long,
                  interested_professionals_count: 2,
                }),
                aDemand(2, {
                  title: 'Vestidos de festa',
                  status: 'EM ANDAMENTO',
                  deadline: null,
                  interested_professionals_count: 1,
                }),
                aDemand(3, { title: 'Calças jeans', status: 'CONCLUÍDA' }),
              ],
              { total: 5 },
            ),
          );
        },
      },
    });
    await screen.findByText('Camisetas básicas');
    expect(requested).toContain(3);
    const items = sectionItems('Suas Demandas');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual([
      'Camisetas básicas',
      'Vestidos de festa',
      'Calças jeans',
    ]);
    const first = within(items[0]!);
    expect(first.getByText(`${'x'.repeat(150)}…`)).toBeTruthy();
    expect(first.getByText('Aberta')).toBeTruthy();
    expect(first.getByText('2 interessados')).toBeTruthy();
    expect(first.getByText('Prazo: 01/12/2026')).toBeTruthy();
    expect(first.getByRole('link', { name: /Gerenciar/ }).getAttribute('href')).toBe(
      `/app/minhas-demandas?demanda=${uuid(1)}`,
    );
    const second = within(items[1]!);
    expect(second.getByText('Em Andamento')).toBeTruthy();
    expect(second.getByText('1 interessado')).toBeTruthy();
    expect(second.getByText('Sem prazo')).toBeTruthy();
    expect(within(items[2]!).getByText('Concluída')).toBeTruthy();

    expect(screen.getByText('Total: 5 demandas')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver todas' }).getAttribute('href')).toBe(
      '/app/minhas-demandas',
    );
  });

  it("has no 'Ver todas' when the total is 3", async () => {
    renderApp('/app', {
      user: CLIENT,
      routes: {
        'GET /user/users/dashboard_client_analytics/': clientAnalytics(),
        'GET /demands/': () => ok(demandList([aDemand(1), aDemand(2), aDemand(3)])),
      },
    });
    await screen.findByText('Demanda 1');
    expect(screen.getByText('Total: 3 demandas')).toBeTruthy();
    expect(sectionItems('Suas Demandas')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Ver todas' })).toBeNull();
  });

  it('offers to publish the first demand when there is none, and reloads after saving', async () => {
    let demands = [] as ReturnType<typeof aDemand>[];
    const { server } = renderApp('/app', {
      user: CLIENT,
      routes: {
        'GET /user/users/dashboard_client_analytics/': () =>
          ok({
            active_demands: demands.length,
            interested_professionals: 0,
            completed_jobs: 0,
            available_professionals: 12,
          }),
        'GET /demands/': () => ok(demandList(demands)),
      },
    });
    expect(await screen.findByText('Você ainda não publicou nenhuma demanda.')).toBeTruthy();
    expect(screen.getByText('Total: 0 demandas')).toBeTruthy();
    expect(await cardValue('Demandas Ativas')).toBe('0');

    fireEvent.click(screen.getByRole('button', { name: 'Criar Primeira Demanda' }));
    const form = await screen.findByRole('dialog', { name: 'Formulário de demanda' });
    demands = [aDemand(77, { title: 'Primeira demanda' })];
    const before = server.calls.length;
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar demanda' }));

    expect(await screen.findByText('Primeira demanda')).toBeTruthy();
    await waitFor(async () => expect(await cardValue('Demandas Ativas')).toBe('1'));
    expect(screen.queryByRole('dialog', { name: 'Formulário de demanda' })).toBeNull();
    expect(server.calls.slice(before)).toEqual(
      expect.arrayContaining(['GET /user/users/dashboard_client_analytics/', 'GET /demands/']),
    );
  });

  it("opens the form from 'Nova Demanda'", async () => {
    renderApp('/app', {
      user: CLIENT,
      routes: {
        'GET /user/users/dashboard_client_analytics/': clientAnalytics(),
        'GET /demands/': () => ok(demandList([aDemand(1)])),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nova Demanda' }));
    expect(await screen.findByRole('dialog', { name: 'Formulário de demanda' })).toBeTruthy();
  });

  it('says the recent demands failed to load, never that there are none', async () => {
    renderApp('/app', {
      user: CLIENT,
      routes: {
        'GET /user/users/dashboard_client_analytics/': clientAnalytics({ active_demands: 4 }),
        'GET /demands/': () =>
          fail(429, 'Muitas tentativas. Aguarde um momento antes de tentar novamente.'),
      },
    });
    expect(await screen.findByText(DEMANDS_LOAD_ERROR)).toBeTruthy();
    expect(
      screen.getByText('Muitas tentativas. Aguarde um momento antes de tentar novamente.'),
    ).toBeTruthy();
    expect(screen.queryByText('Você ainda não publicou nenhuma demanda.')).toBeNull();
    expect(screen.queryByText('Total: 0 demandas')).toBeNull();
  });

  it('keeps the demands the device holds, with the error, and Tentar novamente loads them', async () => {
    await rememberDemands('mine', [aDemand(1, { title: 'Camisas de linho' })]);
    let failing = true;
    renderApp('/app', {
      user: CLIENT,
      routes: {
        'GET /user/users/dashboard_client_analytics/': clientAnalytics({ active_demands: 2 }),
        'GET /demands/': () =>
          failing
            ? fail(500, 'Erro interno do servidor. Tente novamente mais tarde.')
            : ok(
                demandList([
                  aDemand(1, { title: 'Camisas de linho' }),
                  aDemand(2, { title: 'Vestidos' }),
                ]),
              ),
      },
    });
    expect(await screen.findByText(DEMANDS_LOAD_ERROR)).toBeTruthy();
    expect(await screen.findByText('Camisas de linho')).toBeTruthy();
    expect(screen.queryByText('Você ainda não publicou nenhuma demanda.')).toBeNull();

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Total: 2 demandas')).toBeTruthy();
    expect(screen.getByText('Vestidos')).toBeTruthy();
    expect(screen.queryByText(DEMANDS_LOAD_ERROR)).toBeNull();
  });
});

describe('professional dashboard', () => {
  const opportunities = [
    aDemand(11, { title: 'Costura de camisas', min_budget: 1000, max_budget: 2500 }),
    aDemand(12, { title: 'Modelagem infantil', min_budget: null, max_budget: 800 }),
    aDemand(13, { title: 'Bordado', deadline: null, min_budget: null, max_budget: null }),
  ];

  it('shows the rating average with one decimal and half a star', async () => {
    renderApp('/app', {
      user: PROVIDER,
      routes: {
        'GET /user/users/dashboard_professional_analytics/': professionalAnalytics({
          active_jobs: 3,
          rating_avg: 4.5,
          rating_count: 12,
          completed_jobs: 1500,
          open_opportunities: 27,
        }),
      },
    });
    expect(await screen.findByText('Olá, Maria Souza!')).toBeTruthy();
    expect(screen.getByText('Seu perfil está aprovado e visível para os clientes.')).toBeTruthy();
    expect(await cardValue('Avaliação Média')).toBe('4,5');
    const rating = screen.getByRole('group', { name: 'Avaliação Média' });
    const stars = within(rating).getByRole('img', { name: '4,5 de 5 estrelas' });
    expect(stars.getAttribute('data-stars')).toBe('4.5');
    expect(within(rating).getByText('12 avaliações')).toBeTruthy();
    expect(await cardValue('Trabalhos Ativos')).toBe('3');
    expect(await cardValue('Trabalhos Concluídos')).toBe('1.500');
    expect(await cardValue('Oportunidades Abertas')).toBe('27');
  });

  it('writes a whole average with its decimal: 4,0', async () => {
    renderApp('/app', {
      user: PROVIDER,
      routes: {
        'GET /user/users/dashboard_professional_analytics/': professionalAnalytics({
          rating_avg: 4,
          rating_count: 1,
        }),
      },
    });
    expect(await cardValue('Avaliação Média')).toBe('4,0');
  });

  it("lists reviews newest first, with 'Cliente' when the name is missing", async () => {
    renderApp('/app', {
      user: PROVIDER,
      routes: {
        'GET /user/users/dashboard_professional_analytics/': professionalAnalytics(),
        'GET /user/ratings/': (config) =>
          queryParam(config, 'professional') === PROVIDER.id
            ? ok([
                aRating(1, { created_at: '2026-01-05T12:00:00.000Z', score: 3 }),
                aRating(2, {
                  client_full_name: null,
                  created_at: '2026-03-20T12:00:00.000Z',
                  comment: 'Entrega impecável.',
                }),
                aRating(3, { client_full_name: '  ', created_at: '2026-02-10T12:00:00.000Z' }),
              ])
            : ok([]),
      },
    });
    await screen.findByText('Entrega impecável.');
    const items = sectionItems('Avaliações dos Clientes');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual([
      'Avaliação de Cliente',
      'Avaliação de Cliente',
      'Avaliação de Cliente 1',
    ]);
    expect(within(items[0]!).getByText('20/03/2026')).toBeTruthy();
    expect(within(items[0]!).getByRole('img', { name: '5,0 de 5 estrelas' })).toBeTruthy();
    expect(within(items[2]!).getByText('05/01/2026')).toBeTruthy();
    expect(within(items[2]!).getByRole('img', { name: '3,0 de 5 estrelas' })).toBeTruthy();
    expect(screen.getByText('3 avaliações')).toBeTruthy();
  });

  it('shows no reviews when the rating list fails', async () => {
    renderApp('/app', {
      user: PROVIDER,
      routes: { 'GET /user/ratings/': () => fail(500, 'Erro interno') },
    });
    expect(await screen.findByText(/Você ainda não recebeu avaliações/)).toBeTruthy();
    expect(sectionItems('Avaliações dos Clientes')).toHaveLength(0);
  });

  it('shows a pushed rating in the stars and the reviews at once, asking the server nothing', async () => {
    const { server } = renderApp('/app', {
      user: PROVIDER,
      routes: {
        'GET /user/users/dashboard_professional_analytics/': professionalAnalytics({
          rating_avg: 0,
          rating_count: 0,
        }),
        'GET /user/ratings/': () => ok([]),
      },
    });
    expect(await screen.findByText('Sem avaliações ainda')).toBeTruthy();
    expect(await screen.findByText(/Você ainda não recebeu avaliações/)).toBeTruthy();
    const asked = server.calls.length;

    const rating = aRating(1, { score: 4, comment: 'Acabamento caprichado.' });
    const change = {
      professional_id: PROVIDER.id,
      rating_avg: 4,
      rating_count: 1,
      as_of: '2026-03-01T12:00:01.000Z',
      rating,
      removed_id: null,
    };
    emitServerEventForTest('rating:changed', change);
    expect(await screen.findByText('Acabamento caprichado.')).toBeTruthy();
    await waitFor(async () => expect(await cardValue('Avaliação Média')).toBe('4,0'));
    const card = screen.getByRole('group', { name: 'Avaliação Média' });
    expect(within(card).getByText('1 avaliação')).toBeTruthy();
    expect(sectionItems('Avaliações dos Clientes')).toHaveLength(1);

    // The same event again (a second socket) adds nothing.
    emitServerEventForTest('rating:changed', change);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sectionItems('Avaliações dos Clientes')).toHaveLength(1);
    expect(server.calls).toHaveLength(asked);
  });

  it("shows the 3 latest opportunities with budget, deadline and 'Ver Detalhes'", async () => {
    const requested: unknown[] = [];
    renderApp('/app', {
      user: PROVIDER,
      routes: {
        'GET /demands/opportunities/': (config) => {
          requested.push(queryParam(config, 'page_size'));
          return ok({ demands: opportunities, has_more: true });
        },
      },
    });
    await screen.findByText('Costura de camisas');
    expect(requested).toEqual([3]);
    const items = sectionItems('Oportunidades Recentes');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('R$ 1.000,00 – R$ 2.500,00')).toBeTruthy();
    expect(within(items[0]!).getByText('Prazo: 01/12/2026')).toBeTruthy();
    expect(within(items[1]!).getByText('Até R$ 800,00')).toBeTruthy();
    expect(within(items[2]!).getByText('A combinar')).toBeTruthy();
    expect(within(items[2]!).getByText('Sem prazo')).toBeTruthy();
    expect(
      items.map((li) =>
        within(li)
          .getByRole('link', { name: /Ver Detalhes/ })
          .getAttribute('href'),
      ),
    ).toEqual([11, 12, 13].map((n) => `/app/oportunidades?demanda=${uuid(n)}`));
  });

  it('tells a provider awaiting approval, with the spec text', async () => {
    renderApp('/app', { user: { ...PROVIDER, is_approved: false } });
    expect(await screen.findByText('Perfil em análise')).toBeTruthy();
    expect(screen.queryByText('Seu perfil está aprovado e visível para os clientes.')).toBeNull();
  });

  it('flips to approved without a reload when the approval notification arrives', async () => {
    let approved = false;
    renderApp('/app', {
      user: { ...PROVIDER, is_approved: false },
      routes: { 'GET /user/users/me/': () => ok({ ...PROVIDER, is_approved: approved }) },
    });
    expect(await screen.findByText('Perfil em análise')).toBeTruthy();
    approved = true;
    const at = new Date().toISOString();
    emitServerEventForTest('notification:created', {
      id: uuid(990),
      user_id: PROVIDER.id,
      type: 'approved',
      title: 'Perfil aprovado',
      message: 'Seu perfil foi aprovado.',
      demand_id: null,
      conversation_id: null,
      is_read: false,
      created_at: at,
      updated_at: at,
    });
    expect(await screen.findByText(APPROVED_TEXT)).toBeTruthy();
    expect(screen.queryByText('Perfil em análise')).toBeNull();
    expect(useSessionStore.getState().user?.is_approved).toBe(true);
  });

  it("takes the account as the server pushes it after an admin's decision", async () => {
    renderApp('/app', { user: { ...PROVIDER, is_approved: false } });
    expect(await screen.findByText('Perfil em análise')).toBeTruthy();
    // Another person's account changing says nothing about this one.
    emitServerEventForTest('account:changed', { ...PROVIDER, id: uuid(991), is_approved: true });
    emitServerEventForTest('account:changed', { ...PROVIDER, is_approved: true });
    expect(await screen.findByText(APPROVED_TEXT)).toBeTruthy();
    expect(useSessionStore.getState().user?.id).toBe(PROVIDER.id);
  });
});

describe('dashboards read through the device', () => {
  const later = (n: number) => new Date(Date.UTC(2026, 3, 1, 12, n)).toISOString();
  // A new candidate's summary is fetched ahead for Gerenciar (data/people/events.ts): not a list.
  const demandCalls = (calls: string[]) =>
    calls.filter(
      (c) =>
        (c.includes('/demands/') || c.includes('analytics')) &&
        !c.includes('/interested-professionals/'),
    );

  it('shows a pushed edit of a recent opportunity with no new request', async () => {
    const { server } = renderApp('/app', {
      user: PROVIDER,
      routes: {
        'GET /user/users/dashboard_professional_analytics/': professionalAnalytics(),
        'GET /demands/opportunities/': () =>
          ok({ demands: [aDemand(11, { title: 'Costura de camisas' })], has_more: false }),
      },
    });
    await screen.findByText('Costura de camisas');
    const asked = server.calls.filter((c) => c.startsWith('GET /demands/')).length;
    emitServerEventForTest(
      'demand:changed',
      aDemand(11, { title: 'Costura de camisas sociais', updated_at: later(5) }),
    );
    expect(await screen.findByText('Costura de camisas sociais')).toBeTruthy();
    emitServerEventForTest(
      'demand:changed',
      aDemand(11, { status: 'EM ANDAMENTO', updated_at: later(6) }),
    );
    await waitFor(() => expect(sectionItems('Oportunidades Recentes')).toHaveLength(0));
    expect(server.calls.filter((c) => c.startsWith('GET /demands/'))).toHaveLength(asked);
  });

  it("counts the client's demands on the device when it holds them all, and follows pushed changes", async () => {
    await db.meta.put({ key: 'owner', lastUserId: CLIENT.id });
    const demands = [
      aDemand(1, {
        title: 'Camisetas',
        interested_professionals: [uuid(301)],
        interested_professionals_count: 1,
      }),
      aDemand(2, {
        title: 'Calças',
        status: 'EM ANDAMENTO',
        created_at: '2026-03-02T12:00:00.000Z',
      }),
      aDemand(3, { title: 'Saias', status: 'CONCLUÍDA', created_at: '2026-03-03T12:00:00.000Z' }),
    ];
    const { server } = renderApp('/app', {
      user: CLIENT,
      routes: {
        'GET /user/users/dashboard_client_analytics/': clientAnalytics({
          // What the server would say about the demands is not used: the device counts them.
          active_demands: 40,
          interested_professionals: 40,
          completed_jobs: 40,
          available_professionals: 48,
        }),
        'GET /demands/sync/': () =>
          ok({ demands, deleted: [], server_time: later(0), reset: true }),
        'GET /demands/': () => ok(demandList([])),
      },
    });
    await waitFor(async () => expect(await cardValue('Demandas Ativas')).toBe('2'));
    expect(await cardValue('Profissionais Interessados')).toBe('1');
    expect(await cardValue('Trabalhos Concluídos')).toBe('1');
    expect(await cardValue('Profissionais Disponíveis')).toBe('48');
    await waitFor(() =>
      expect(sectionItems('Suas Demandas').map((li) => li.getAttribute('aria-label'))).toEqual([
        'Saias',
        'Calças',
        'Camisetas',
      ]),
    );
    expect(screen.getByText('Total: 3 demandas')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const asked = demandCalls(server.calls).length;

    // A second provider shows interest in Camisetas; Calças is finalized.
    emitServerEventForTest(
      'demand:changed',
      aDemand(1, {
        title: 'Camisetas',
        interested_professionals: [uuid(301), uuid(302)],
        interested_professionals_count: 2,
        updated_at: later(5),
      }),
    );
    emitServerEventForTest(
      'demand:changed',
      aDemand(2, {
        title: 'Calças',
        status: 'CONCLUÍDA',
        created_at: '2026-03-02T12:00:00.000Z',
        updated_at: later(6),
      }),
    );
    await waitFor(async () => expect(await cardValue('Profissionais Interessados')).toBe('2'));
    await waitFor(async () => expect(await cardValue('Trabalhos Concluídos')).toBe('2'));
    expect(await cardValue('Demandas Ativas')).toBe('1');
    expect(within(sectionItems('Suas Demandas')[2]!).getByText('2 interessados')).toBeTruthy();
    // The refresh timers are gone: nothing is asked again.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(demandCalls(server.calls)).toHaveLength(asked);
  });
});

describe('a client with more demands than the device holds', () => {
  it("shows the server's page through the store: a pushed interest shows with no new request", async () => {
    await db.meta.put({ key: 'owner', lastUserId: CLIENT.id });
    const { server } = renderApp('/app', {
      user: CLIENT,
      routes: {
        'GET /user/users/dashboard_client_analytics/': clientAnalytics({ active_demands: 700 }),
        'GET /demands/': () => ok(demandList([aDemand(1, { title: 'Camisetas' })], { total: 700 })),
      },
    });
    expect(await screen.findByText('Total: 700 demandas')).toBeTruthy();
    expect(await cardValue('Demandas Ativas')).toBe('700');
    const asked = server.calls.length;
    emitServerEventForTest(
      'demand:changed',
      aDemand(1, {
        title: 'Camisetas',
        interested_professionals: [uuid(301)],
        interested_professionals_count: 1,
        updated_at: '2026-03-01T12:05:00.000Z',
      }),
    );
    const item = within(sectionItems('Suas Demandas')[0]!);
    expect(await item.findByText('1 interessado')).toBeTruthy();
    // The cards are the server's: it is asked again for them, and only for them.
    await waitFor(() => expect(server.calls.length).toBeGreaterThan(asked));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      server.calls.slice(asked).filter((c) => !c.includes('/interested-professionals/')),
    ).toEqual(['GET /user/users/dashboard_client_analytics/']);
  });
});

describe('starting a conversation from the dashboards (spec §4)', () => {
  const professional = uuid(801);

  /** POST /conversations/ answering with conversation 7, recording each body. */
  function startRoute(bodies: unknown[], created = true) {
    return (config: InternalAxiosRequestConfig) => {
      bodies.push(JSON.parse(String(config.data)));
      return ok({ conversation: aConversation(7), created, reactivated: false });
    };
  }
  const emptyInbox = () => ok({ conversations: [], counts: { all: 0, unread: 0, archived: 0 } });

  it("offers 'Conversar' only on a demand in progress with a chosen professional", async () => {
    const bodies: unknown[] = [];
    const { location } = renderApp('/app', {
      user: CLIENT,
      routes: {
        'GET /user/users/dashboard_client_analytics/': clientAnalytics(),
        'GET /demands/': () =>
          ok(
            demandList([
              aDemand(1, { title: 'Aberta com escolhido', chosen_professional: professional }),
              aDemand(2, {
                title: 'Calças de sarja',
                status: 'EM ANDAMENTO',
                chosen_professional: professional,
              }),
              aDemand(3, { title: 'Em andamento sem escolhido', status: 'EM ANDAMENTO' }),
            ]),
          ),
        'POST /conversations/': startRoute(bodies),
        'GET /conversations/': emptyInbox,
      },
    });
    await screen.findByText('Calças de sarja');
    const items = sectionItems('Suas Demandas');
    expect(within(items[0]!).queryByRole('button', { name: /Conversar/ })).toBeNull();
    expect(within(items[2]!).queryByRole('button', { name: /Conversar/ })).toBeNull();

    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Conversar: Calças de sarja' }));
    expect(await screen.findByText(MESSAGING_TEXTS.conversationStarted)).toBeTruthy();
    expect(bodies).toEqual([{ participant_ids: [professional], demand_id: uuid(2) }]);
    await waitFor(() => expect(location()).toBe(`/app/mensagens?conversa=${uuid(107)}`));
  });

  it("has no 'Conversar' once the demand is completed", async () => {
    renderApp('/app', {
      user: CLIENT,
      routes: {
        'GET /user/users/dashboard_client_analytics/': clientAnalytics(),
        'GET /demands/': () =>
          ok(
            demandList([
              aDemand(1, {
                title: 'Bordado',
                status: 'CONCLUÍDA',
                chosen_professional: professional,
              }),
            ]),
          ),
      },
    });
    await screen.findByText('Bordado');
    expect(screen.queryByRole('button', { name: /Conversar/ })).toBeNull();
  });

  it('stays on the dashboard and says so when the conversation cannot start', async () => {
    const { location } = renderApp('/app', {
      user: CLIENT,
      routes: {
        'GET /user/users/dashboard_client_analytics/': clientAnalytics(),
        'GET /demands/': () =>
          ok(
            demandList([
              aDemand(2, {
                title: 'Calças de sarja',
                status: 'EM ANDAMENTO',
                chosen_professional: professional,
              }),
            ]),
          ),
        'POST /conversations/': () => fail(500, 'Erro interno do servidor.'),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Conversar: Calças de sarja' }));
    expect(await screen.findByText(MESSAGING_TEXTS.conversationStartFailed)).toBeTruthy();
    expect(location()).toBe('/app');
  });

  it("opens Mensagens with the client from 'Mensagem' after interest, not before", async () => {
    const bodies: unknown[] = [];
    const { location } = renderApp('/app', {
      user: PROVIDER,
      routes: {
        'GET /demands/opportunities/': () =>
          ok({
            demands: [
              aDemand(11, { title: 'Costura de camisas', user_is_interested: true }),
              aDemand(12, { title: 'Modelagem infantil' }),
            ],
            has_more: false,
          }),
        'POST /conversations/': startRoute(bodies, false),
        'GET /conversations/': emptyInbox,
      },
    });
    await screen.findByText('Costura de camisas');
    const [interested, notYet] = sectionItems('Oportunidades Recentes');
    expect(within(interested!).getByText('Interessado')).toBeTruthy();
    expect(within(notYet!).queryByText('Interessado')).toBeNull();
    // Before interest the next step is interest itself, not a chat button that is off. The next
    // step is a part of its own, fetched as the dashboard opens: it may land after the titles.
    const interest = await within(notYet!).findByRole<HTMLButtonElement>('button', {
      name: 'Interessar-se: Modelagem infantil',
    });
    expect(interest.disabled).toBe(false);
    expect(
      within(notYet!).queryByRole('button', { name: OPPORTUNITY_TEXTS.interestFirst }),
    ).toBeNull();
    expect(within(notYet!).queryByRole('button', { name: /Mensagem/ })).toBeNull();

    const message = await within(interested!).findByRole<HTMLButtonElement>('button', {
      name: 'Mensagem: Costura de camisas',
    });
    expect(message.disabled).toBe(false);
    fireEvent.click(message);
    await waitFor(() => expect(location()).toBe(`/app/mensagens?conversa=${uuid(107)}`));
    expect(bodies).toEqual([{ participant_ids: [CLIENT.id], demand_id: uuid(11) }]);
    // An existing conversation is only opened: no 'iniciada' toast.
    expect(screen.queryByText(MESSAGING_TEXTS.conversationStarted)).toBeNull();
  });
});

describe('stars', () => {
  it('shows half a star from a fraction of 0.5', () => {
    expect(starsOf(4.5)).toEqual({ full: 4, half: true, empty: 0 });
    expect(starsOf(4.49)).toEqual({ full: 4, half: false, empty: 1 });
    expect(starsOf(3.7)).toEqual({ full: 3, half: true, empty: 1 });
    expect(starsOf(5)).toEqual({ full: 5, half: false, empty: 0 });
    expect(starsOf(0)).toEqual({ full: 0, half: false, empty: 5 });
  });
});
