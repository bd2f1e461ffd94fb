import { MESSAGING_TEXTS } from '@alinhavo/shared/messages/messaging';
import { SEARCH_TEXTS as T } from '@alinhavo/shared/messages/search';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteDb } from '../../data/db';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { platform } from '../../platform';
import { fail, ok } from '../../test/fake-server';
import { uuidOf } from '../../test/fixtures';
import { aConversation } from '../../test/messages-kit';
import { PRO_WHATSAPP_TEXT } from '../../kits/plans/pro';
import { useSessionStore } from '../../data/session-store';
import {
  aCard,
  aPage,
  BASIC,
  button,
  cardOf,
  choose,
  field,
  openSearch,
  optionsOf,
  PRO,
  searchBox,
  searches,
} from '../../test/professionals-kit';
import { SEARCH_UI_TEXTS as U } from '../../kits/professional-profile/texts';

// Screens with many selects and timers: on a busy 2-core machine one test can pass 30 s.
vi.setConfig({ testTimeout: 60_000 });

beforeEach(async () => {
  await deleteDb();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Lets `ms` pass on the test's clock. The debounces under test are on fake timers that also follow
 * real time (so the app's own waits still run), and "nothing more happens in 700 ms" costs no wall
 * time; performance.now() is on the same clock, so the measured gaps are the app's, not the machine's.
 */
const sleep = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function onTestClock() {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'],
    shouldAdvanceTime: true,
  });
}

/** Opens the page and waits for the automatic first search (in the client's state, SP). */
async function openWithResults(options: Parameters<typeof openSearch>[0] = {}) {
  const view = openSearch(options);
  await searches(view.queries, 1);
  await waitFor(() => expect(field('Tipo de Serviço')).toBeTruthy());
  return view;
}

describe('Buscar Profissionais: filters', () => {
  it('a plan bought while the page is open unlocks the filters at once, and its end locks them', async () => {
    await openWithResults({ answer: () => ok(aPage([aCard(1)], { limits: BASIC })) });
    await screen.findByRole('article', { name: 'Profissional 1' });
    expect(field('Especialidade').disabled).toBe(true);
    const user = useSessionStore.getState().user;
    if (!user) throw new Error('sem sessão');
    act(() => useSessionStore.getState().setUser({ ...user, is_pro: true }));
    await waitFor(() => expect(field('Especialidade').disabled).toBe(false));
    act(() => useSessionStore.getState().setUser({ ...user, is_pro: false }));
    await waitFor(() => expect(field('Especialidade').disabled).toBe(true));
  });

  it("a Basic client has text, Tipo de Serviço and Estado; the rest is PRO with the plan's text", async () => {
    const { queries } = await openWithResults({
      answer: () => ok(aPage([aCard(1)], { limits: BASIC })),
    });
    await screen.findByRole('article', { name: 'Profissional 1' });

    expect(searchBox().disabled).toBe(false);
    expect(field('Tipo de Serviço').disabled).toBe(false);
    expect(field('Estado').disabled).toBe(false);
    for (const label of ['Área de Atuação', 'Especialidade', 'Disponibilidade', 'Cidade'])
      expect(field(label).disabled, label).toBe(true);
    for (const radio of screen.getAllByRole<HTMLInputElement>('radio'))
      expect(radio.disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: /Perto de mim/ }).disabled).toBe(
      true,
    );

    // The 'PRO' mark of each locked filter says why, from the keyboard or a tap.
    expect(screen.queryByText(T.proFilters)).toBeNull();
    // A click focuses the mark first: both open it, neither closes it again.
    const mark = button('Especialidade: disponível no Plano Pro');
    fireEvent.focus(mark);
    fireEvent.click(mark);
    expect(await screen.findByText(T.proFilters)).toBeTruthy();
    expect(mark.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(U.profilesLeft(3))).toBeTruthy();

    // What a Basic client sends carries only its own filters.
    await choose('Tipo de Serviço', 'Modelagem');
    fireEvent.click(button(T.run));
    await searches(queries, 2);
    expect(queries[1]).toEqual({ services: '2', ufs: 'SP' });
  });

  it('a PRO client uses every filter, sent comma-joined and only when set', async () => {
    const { queries } = await openWithResults({
      answer: () => ok(aPage([aCard(1)], { limits: PRO })),
    });
    await screen.findByRole('article', { name: 'Profissional 1' });
    await waitFor(() => expect(field('Especialidade').disabled).toBe(false));
    expect(screen.queryByText(U.profilesLeft(3))).toBeNull();

    await choose('Tipo de Serviço', 'Costura / Facção');
    await choose('Tipo de Serviço', 'Modelagem');
    await choose('Área de Atuação', 'Moda Infantil');
    await choose('Especialidade', 'Malharia');
    await choose('Disponibilidade', '1 semana');
    fireEvent.click(screen.getByRole('radio', { name: 'Malha' }));
    await choose('Cidade', 'Campinas');
    fireEvent.click(screen.getByRole('switch', { name: /Perto de mim/ }));
    await searches(queries, 2);
    expect(queries[1]).toEqual({ ufs: 'SP', ordering: 'distance' });

    fireEvent.click(button(T.run));
    await searches(queries, 3);
    expect(queries[2]).toEqual({
      services: '1,2',
      areas: '3',
      specialties: '2',
      availabilities: '2',
      tecid_type: 'MALHA',
      ufs: 'SP',
      cities: 'Campinas',
      ordering: 'distance',
    });
  });

  it('Redefinir Filtros empties every filter and searches for everyone', async () => {
    const { queries } = await openWithResults({
      answer: () => ok(aPage([aCard(1)], { limits: PRO })),
    });
    await waitFor(() => expect(field('Especialidade').disabled).toBe(false));
    await choose('Especialidade', 'Malharia');
    fireEvent.click(screen.getByRole('radio', { name: 'Plano' }));
    fireEvent.change(searchBox(), { target: { value: 'linho' } });
    fireEvent.click(screen.getByRole('switch', { name: /Perto de mim/ }));
    await searches(queries, 2);

    fireEvent.click(button(T.reset));
    await waitFor(() => expect(queries.at(-1)).toEqual({}));
    expect(searchBox().value).toBe('');
    expect(screen.queryByRole('button', { name: 'Remover SP' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Plano' }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: /Perto de mim/ }).checked).toBe(
      false,
    );
  });

  it('Cidade waits for a state, then offers the cities of every chosen state once each, sorted', async () => {
    const { queries } = await openWithResults({
      profile: { uf: null, city: null },
      answer: () => ok(aPage([aCard(1)], { limits: PRO })),
      routes: {
        // A name both states have (Campinas), to be offered once.
        'GET /geo/states/33/municipios/': () =>
          ok([
            { id: 3304557, nome: 'Rio de Janeiro' },
            { id: 3303302, nome: 'Niterói' },
            { id: 3300001, nome: 'Campinas' },
          ]),
      },
    });
    await screen.findByRole('article', { name: 'Profissional 1' });
    await waitFor(() => expect(field('Área de Atuação').disabled).toBe(false));
    expect(field('Cidade').disabled).toBe(true);
    expect(field('Cidade').getAttribute('placeholder')).toBe(T.citiesNeedState);

    await choose('Estado', 'São Paulo');
    await choose('Estado', 'Rio de Janeiro');
    expect(button('Remover SP')).toBeTruthy();
    expect(button('Remover RJ')).toBeTruthy();
    await waitFor(() => expect(field('Cidade').disabled).toBe(false));
    await waitFor(async () =>
      expect(await optionsOf('Cidade')).toEqual([
        'Campinas',
        'Niterói',
        'Rio de Janeiro',
        'São Paulo',
      ]),
    );
    await choose('Cidade', 'Niterói');
    await choose('Cidade', 'Campinas');
    expect(await optionsOf('Cidade')).toEqual(['Rio de Janeiro', 'São Paulo']);
    fireEvent.click(button(T.run));
    await searches(queries, 2);
    expect(queries[1]).toMatchObject({ ufs: 'SP,RJ', cities: 'Niterói,Campinas' });

    // Without Rio de Janeiro, Niterói goes; Campinas stays (São Paulo has one).
    fireEvent.click(button('Remover RJ'));
    expect(screen.queryByRole('button', { name: 'Remover Niterói' })).toBeNull();
    expect(button('Remover Campinas')).toBeTruthy();
    fireEvent.click(button('Remover SP'));
    expect(screen.queryByRole('button', { name: 'Remover Campinas' })).toBeNull();
    expect(field('Cidade').disabled).toBe(true);
  });

  it("says 'Carregando filtros...' until the catalogues arrive", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    openSearch({
      routes: {
        'GET /user/services/': async () => {
          await held;
          return ok([
            {
              id: 1,
              name: 'Costura / Facção',
              slug: 'c',
              description: '',
              aliases: [],
              areas: [1],
            },
          ]);
        },
      },
    });
    expect(await screen.findByText(T.loadingFilters)).toBeTruthy();
    expect(screen.queryByLabelText('Tipo de Serviço')).toBeNull();
    release();
    await waitFor(() => expect(field('Tipo de Serviço')).toBeTruthy());
    expect(screen.queryByText(T.loadingFilters)).toBeNull();
  });
});

describe('Buscar Profissionais: free text', () => {
  beforeEach(onTestClock);
  afterEach(() => vi.useRealTimers());

  it('searches 500 ms after the last key, with 3 characters or more; a clear button searches without it', async () => {
    const { queries, askedAt } = await openWithResults();
    const box = searchBox();

    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: 'ab' } });
    expect(await screen.findByText(U.searchTooShort)).toBeTruthy();
    await sleep(800);
    expect(queries).toHaveLength(1);

    fireEvent.change(box, { target: { value: 'abc' } });
    await sleep(200);
    const typedAt = performance.now();
    fireEvent.change(box, { target: { value: 'facção' } });
    await searches(queries, 2);
    expect(queries[1]).toEqual({ search: 'facção', ufs: 'SP' });
    // Timers never fire early; the slack is the clock's rounding.
    expect(askedAt[1]! - typedAt).toBeGreaterThanOrEqual(495);
    await sleep(700);
    expect(queries).toHaveLength(2);

    fireEvent.click(button(U.clearSearch));
    await searches(queries, 3);
    expect(queries[2]).toEqual({ ufs: 'SP' });
    expect(searchBox().value).toBe('');
    await sleep(700);
    expect(queries).toHaveLength(3);
  });

  it('Enter runs the search at once; under 3 characters the text is left out', async () => {
    const { queries } = await openWithResults();
    const box = searchBox();
    fireEvent.change(box, { target: { value: 'ab' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await searches(queries, 2);
    expect(queries[1]).toEqual({ ufs: 'SP' });

    fireEvent.change(box, { target: { value: '  malharia ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await searches(queries, 3);
    expect(queries[2]).toEqual({ search: 'malharia', ufs: 'SP' });
    // The debounce then finds the same text asked already.
    await sleep(700);
    expect(queries).toHaveLength(3);
  });
});

describe('Buscar Profissionais: the first search', () => {
  beforeEach(onTestClock);
  afterEach(() => vi.useRealTimers());

  it("chooses the client's state and searches 1.5 s after the client's location arrives", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { queries, askedAt, profileAt } = openSearch({ profileGate: gate });
    await screen.findByRole('heading', { name: T.heading });
    await sleep(1700);
    expect(queries).toHaveLength(0);

    release();
    expect(await screen.findByRole('button', { name: 'Remover SP' })).toBeTruthy();
    await searches(queries, 1);
    expect(queries[0]).toEqual({ ufs: 'SP' });
    expect(askedAt[0]! - profileAt()).toBeGreaterThanOrEqual(1495);
    expect(await screen.findByRole('article', { name: 'Profissional 1' })).toBeTruthy();
  });

  it("uses a company's commercial state", async () => {
    const { queries } = openSearch({
      profile: { company_size: 'LTDA', cnpj: '11222333000181', company_uf: 'RJ', uf: 'SP' },
    });
    await searches(queries, 1);
    expect(queries[0]).toEqual({ ufs: 'RJ' });
  });

  it('does not search again by itself once the client searched', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { queries } = openSearch({ profileGate: gate });
    await waitFor(() => expect(field('Tipo de Serviço')).toBeTruthy());
    fireEvent.click(button(T.run));
    await searches(queries, 1);
    expect(queries[0]).toEqual({});
    release();
    await sleep(1800);
    expect(queries).toHaveLength(1);
    // The client's own choice stands: their state is not added behind their back.
    expect(screen.queryByRole('button', { name: 'Remover SP' })).toBeNull();
  });
});

describe('Buscar Profissionais: results', () => {
  it('shows each card with the facts of the spec and the count', async () => {
    await openWithResults({
      answer: () =>
        ok(
          aPage(
            [
              aCard(1, {
                name: 'Confecções Ponto Certo',
                is_pro: true,
                distance_km: 12.4,
                rating_avg: 4.5,
              }),
              aCard(2, { rating_avg: 4.4, tecid_type: null, availability: null }),
            ],
            { total: 37, limits: PRO },
          ),
        ),
    });
    expect(await screen.findByText('37 profissionais')).toBeTruthy();
    const first = within(await screen.findByRole('article', { name: 'Confecções Ponto Certo' }));
    for (const text of [
      'Costura / Facção',
      'Moda Feminina, Moda Masculina',
      'Malharia',
      'Malha',
      '1 semana',
    ])
      expect(first.getByText(text), text).toBeTruthy();
    expect(first.getByText(/Campinas\/SP · a 12 km/)).toBeTruthy();
    expect(first.getByLabelText('Profissional PRO')).toBeTruthy();
    expect(first.getByText('4,5 (3 avaliações)')).toBeTruthy();
    for (const name of ['Ver perfil', 'Conversar', 'WhatsApp'])
      expect(first.getByRole('button', { name })).toBeTruthy();

    const second = within(cardOf('Profissional 2'));
    expect(second.queryByLabelText('Profissional PRO')).toBeNull();
    expect(second.getAllByText('Não informado')).toHaveLength(2);
  });

  it("counts past 1,000 as '1.000+'", async () => {
    await openWithResults({
      answer: () => ok(aPage([aCard(1)], { total: 1000, total_capped: true })),
    });
    expect(await screen.findByText('1.000+ profissionais')).toBeTruthy();
  });

  it('says nothing was found, or that only incomplete profiles matched', async () => {
    let incomplete = false;
    const { queries } = await openWithResults({
      answer: () => ok(aPage([], { matched_incomplete: incomplete })),
    });
    expect(await screen.findByText(T.noneFound)).toBeTruthy();
    expect(screen.queryByText(T.noneComplete)).toBeNull();
    incomplete = true;
    fireEvent.click(button(T.run));
    await searches(queries, 2);
    expect(await screen.findByText(T.noneComplete)).toBeTruthy();
    expect(screen.queryByText(T.noneFound)).toBeNull();
  });

  it('says the server failed, or could not be reached, and tries again', async () => {
    let mode: 'server' | 'network' | 'ok' = 'server';
    const { queries } = await openWithResults({
      answer: () => {
        if (mode === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
        if (mode === 'server') return fail(500, 'Erro interno do servidor.');
        return ok(aPage([aCard(1)]));
      },
    });
    expect(await screen.findByText(T.serverError)).toBeTruthy();
    expect(screen.queryByText(T.networkError)).toBeNull();

    mode = 'network';
    fireEvent.click(button('Tentar novamente'));
    expect(await screen.findByText(T.networkError)).toBeTruthy();
    expect(screen.queryByText(T.serverError)).toBeNull();

    mode = 'ok';
    fireEvent.click(button('Tentar novamente'));
    expect(await screen.findByRole('article', { name: 'Profissional 1' })).toBeTruthy();
    expect(queries).toHaveLength(3);
  });

  it("'Carregar mais' asks for the next page by its cursor and adds it below", async () => {
    const { queries } = await openWithResults({
      answer: (query) =>
        query.cursor === 'page-2'
          ? ok(aPage([aCard(2), aCard(3)], { next_cursor: null, total: 3 }))
          : ok(aPage([aCard(1), aCard(2)], { next_cursor: 'page-2', total: 3 })),
    });
    await screen.findByRole('article', { name: 'Profissional 2' });
    fireEvent.click(button(U.loadMore));
    await screen.findByRole('article', { name: 'Profissional 3' });
    expect(queries[1]).toEqual({ ufs: 'SP', cursor: 'page-2' });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(
      [1, 2, 3].map((n) => `professional-${uuidOf(300 + n)}`),
    );
    expect(screen.queryByRole('button', { name: U.loadMore })).toBeNull();
  });

  it("a rating pushed while the list is on screen moves the card's stars", async () => {
    await openWithResults({
      answer: () => ok(aPage([aCard(1, { rating_avg: 4, rating_count: 2 })])),
    });
    const card = within(await screen.findByRole('article', { name: 'Profissional 1' }));
    expect(card.getByText('4,0 (2 avaliações)')).toBeTruthy();
    emitServerEventForTest('rating:changed', {
      professional_id: uuidOf(301),
      rating_avg: 4.3,
      rating_count: 3,
      as_of: new Date(Date.now() + 1000).toISOString(),
      rating: null,
      removed_id: uuidOf(999),
    });
    expect(await card.findByText('4,3 (3 avaliações)')).toBeTruthy();
  });
});

describe('Buscar Profissionais: contact', () => {
  it('Conversar starts the conversation without a demand and opens it in Mensagens', async () => {
    const started: unknown[] = [];
    const { location } = await openWithResults({
      routes: {
        'POST /conversations/': (config) => {
          started.push(JSON.parse(String(config.data)));
          return ok({ conversation: aConversation(7), created: true, reactivated: false });
        },
        'GET /conversations/': () =>
          ok({ conversations: [], counts: { all: 0, unread: 0, archived: 0 } }),
      },
    });
    const card = within(await screen.findByRole('article', { name: 'Profissional 1' }));
    fireEvent.click(card.getByRole('button', { name: 'Conversar' }));
    expect(await screen.findByText(MESSAGING_TEXTS.conversationStarted)).toBeTruthy();
    expect(started).toEqual([{ participant_ids: [uuidOf(301)] }]);
    await waitFor(() => expect(location()).toBe(`/app/mensagens?conversa=${aConversation(7).id}`));
  });

  it('WhatsApp: the plan text for Basic, wa.me for PRO, and the missing phone for anyone', async () => {
    const open = vi.spyOn(platform, 'openExternal').mockImplementation(() => {});
    let limits = BASIC;
    const { queries } = await openWithResults({
      answer: () =>
        ok(
          aPage(
            [
              aCard(1, { phone: limits.is_pro ? '11987654321' : null }),
              aCard(2, { has_phone: false }),
            ],
            { limits },
          ),
        ),
    });
    const whatsapp = (name: string) =>
      within(screen.getByRole('article', { name })).getByRole('button', { name: 'WhatsApp' });
    await screen.findByRole('article', { name: 'Profissional 1' });
    fireEvent.click(whatsapp('Profissional 1'));
    expect(await screen.findByText(PRO_WHATSAPP_TEXT)).toBeTruthy();
    fireEvent.click(button('Entendi'));
    await waitFor(() => expect(screen.queryByText(PRO_WHATSAPP_TEXT)).toBeNull());

    fireEvent.click(whatsapp('Profissional 2'));
    expect(await screen.findByRole('dialog', { name: 'Telefone não cadastrado' })).toBeTruthy();
    fireEvent.click(button('Entendi'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    limits = PRO;
    fireEvent.click(button(T.run));
    await searches(queries, 2);
    await waitFor(() => expect(field('Especialidade').disabled).toBe(false));
    fireEvent.click(whatsapp('Profissional 1'));
    expect(open).toHaveBeenCalledTimes(1);
    const url = String(open.mock.calls[0]?.[0]);
    expect(url).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    expect(decodeURIComponent(url)).toContain('Olá, Profissional 1!');
  });
});

describe('Buscar Profissionais: saved searches', () => {
  it('saves the filters on screen with a name, runs a saved search again and deletes it', async () => {
    const bodies: unknown[] = [];
    const existing = {
      id: uuidOf(501),
      name: 'Malharias no RJ',
      filters: {
        search: 'malharia',
        services: [1],
        areas: [],
        specialties: [],
        availabilities: [],
        ufs: ['RJ'],
        cities: [],
      },
      created_at: '2026-03-01T12:00:00.000Z',
    };
    const deleted: string[] = [];
    const { queries } = await openWithResults({
      routes: {
        'GET /user/professionals/saved-searches/': () => ok([existing]),
        'POST /user/professionals/saved-searches/': (config) => {
          const body = JSON.parse(String(config.data)) as { name: string; filters: unknown };
          bodies.push(body);
          return {
            status: 201,
            body: {
              status: 'success',
              data: { id: uuidOf(502), ...body, created_at: '2026-03-02T12:00:00.000Z' },
            },
          };
        },
        [`DELETE /user/professionals/saved-searches/${uuidOf(501)}/`]: () => {
          deleted.push(uuidOf(501));
          return ok({});
        },
      },
    });
    const list = await screen.findByRole('region', { name: U.savedTitle });
    expect(within(list).getByText(U.savedNotice)).toBeTruthy();
    expect(within(list).getByText('“malharia” · Costura / Facção · RJ')).toBeTruthy();

    await choose('Tipo de Serviço', 'Modelagem');
    fireEvent.click(button(U.save));
    const dialog = within(await screen.findByRole('dialog', { name: U.saveTitle }));
    expect(dialog.getByText(U.savedNotice)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByText('Dê um nome à busca.')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(/Nome da busca/), {
      target: { value: 'Modelistas SP' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(U.saved)).toBeTruthy();
    expect(bodies).toEqual([
      {
        name: 'Modelistas SP',
        filters: {
          services: [2],
          areas: [],
          specialties: [],
          availabilities: [],
          ufs: ['SP'],
          cities: [],
        },
      },
    ]);
    expect(await within(list).findByRole('listitem', { name: 'Modelistas SP' })).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: `${U.runSaved}: Malharias no RJ` }));
    await searches(queries, 2);
    expect(queries[1]).toEqual({ search: 'malharia', services: '1', ufs: 'RJ' });
    expect(searchBox().value).toBe('malharia');

    fireEvent.click(
      within(list).getByRole('button', { name: `${U.deleteSaved}: Malharias no RJ` }),
    );
    const confirm = within(await screen.findByRole('dialog', { name: U.deleteSaved }));
    fireEvent.click(confirm.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(U.deletedSaved)).toBeTruthy();
    expect(deleted).toEqual([uuidOf(501)]);
    await waitFor(() =>
      expect(within(list).queryByRole('listitem', { name: 'Malharias no RJ' })).toBeNull(),
    );
  });
});

describe('Buscar Profissionais: who may use it', () => {
  it('tells a provider the search is for clients', async () => {
    const { renderApp } = await import('../../test/render');
    const { aUser } = await import('../../test/fixtures');
    renderApp('/app/buscar-profissionais', { user: aUser({ user_type: 'PROFISSIONAL' }) });
    expect(await screen.findByText(T.onlyClients)).toBeTruthy();
  });
});
