import { DEMAND_TEXTS, OPPORTUNITY_TEXTS as T } from '@alinhavo/shared/messages/demands';
import { MESSAGING_TEXTS } from '@alinhavo/shared/messages/messaging';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toCached } from '../../data/demands/cache';
import { rememberOpportunities } from '../../data/demands/opportunities';
import { db, deleteDb } from '../../data/db';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { platform } from '../../platform';
import { catalogueRoutes } from '../../test/catalogue-routes';
import { fail, ok, type FakeReply, type FakeRoute } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { PRO_WHATSAPP_TEXT } from '../../kits/plans/pro';
import { aConversation } from '../../test/messages-kit';
import { aDemand, aProvider, demandNo } from '../../test/opportunities-kit';

// The fake network error comes while the browser says it is online: the notice over the
// device's copy then says the server could not be reached ('Você está offline' is kept for a
// browser without network, data/connection.ts).
const UNREACHABLE = 'Erro de conexão. Verifique sua internet e tente novamente.';

beforeEach(async () => {
  await deleteDb();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const LIST = 'GET /demands/opportunities/';

/** Opens Oportunidades; `answer` replies to each list request and sees its query. */
function openPage(
  answer: (query: Record<string, unknown>) => FakeReply | Promise<FakeReply> = () =>
    ok({ demands: [aDemand()], has_more: false }),
  routes: Record<string, FakeRoute> = {},
  url = '/app/oportunidades',
  user = aProvider(),
) {
  const queries: Record<string, unknown>[] = [];
  const view = renderApp(url, {
    user,
    routes: {
      ...catalogueRoutes(),
      [LIST]: (config) => {
        const query = { ...(config.params as Record<string, unknown>) };
        queries.push(query);
        return answer(query);
      },
      ...routes,
    },
  });
  return { ...view, queries };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const cardOf = (title: string) => screen.getByRole('article', { name: title });

async function choose(label: string, option: string) {
  const input = field(label);
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: option }));
  fireEvent.keyDown(input, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** Opens a select, waits until it offers exactly `expected` (in order), closes it again. */
async function expectOptions(label: string, expected: string[]) {
  const input = field(label);
  fireEvent.click(input);
  await waitFor(() =>
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(expected),
  );
  fireEvent.keyDown(input, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('Oportunidades', () => {
  it('shows the open demands as cards with every fact of the spec', async () => {
    openPage();
    expect(await screen.findByRole('heading', { name: T.heading })).toBeTruthy();
    const card = within(await screen.findByRole('article', { name: aDemand().title }));
    for (const text of [
      aDemand().description,
      'Costura / Facção',
      'São Paulo/SP',
      'R$ 3.000,00 – R$ 4.500,00',
      '01/12/2026',
      '3 interessados',
    ])
      expect(card.getByText(text)).toBeTruthy();
    expect(card.getByRole('button', { name: 'Ver Detalhes' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'WhatsApp' })).toBeTruthy();
    expect(card.getByRole<HTMLButtonElement>('button', { name: T.interestFirst }).disabled).toBe(
      true,
    );
    expect(card.getByRole('button', { name: 'Interessar-se' })).toBeTruthy();
  });

  it('sends the filters comma-joined, and only on Filtrar', async () => {
    const { queries } = openPage();
    await screen.findByRole('article', { name: aDemand().title });
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({ service: undefined, uf: undefined, search: undefined });

    await choose('Tipo de Serviço', 'Costura / Facção');
    await choose('Tipo de Serviço', 'Modelagem');
    await choose('Área de Atuação', 'Moda Infantil');
    await choose('Estado', 'São Paulo');
    await choose('Estado', 'Rio de Janeiro');
    await choose('Cidade', 'Campinas');
    await choose('Cidade', 'Niterói');
    fireEvent.change(field('Buscar oportunidades'), { target: { value: '  vestido ' } });
    expect(queries).toHaveLength(1);

    fireEvent.click(button('Filtrar'));
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]).toMatchObject({
      service: '1,2',
      area: '3',
      uf: 'SP,RJ',
      city: 'Campinas,Niterói',
      search: 'vestido',
    });

    fireEvent.click(button('Limpar'));
    await waitFor(() => expect(queries).toHaveLength(3));
    expect(queries[2]).toMatchObject({ service: undefined, uf: undefined, city: undefined });
    expect(field('Buscar oportunidades').value).toBe('');
  }, 20_000);

  it('runs the search on Enter', async () => {
    const { queries } = openPage();
    await screen.findByRole('article', { name: aDemand().title });
    const search = field('Buscar oportunidades');
    fireEvent.change(search, { target: { value: 'linho' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ search: 'linho' }));
  });

  it('keeps Cidade disabled until a state is chosen; offers the cities of all chosen states once, sorted', async () => {
    openPage(undefined, {
      'GET /geo/states/33/municipios/': () =>
        ok([
          { id: 3304557, nome: 'Rio de Janeiro' },
          { id: 3303302, nome: 'Niterói' },
          { id: 3300001, nome: 'Campinas' },
        ]),
    });
    await screen.findByRole('article', { name: aDemand().title });
    expect(field('Cidade').disabled).toBe(true);
    expect(field('Cidade').placeholder).toBe(T.selectStateFirst);

    await choose('Estado', 'São Paulo');
    expect(field('Cidade').disabled).toBe(false);
    await expectOptions('Cidade', ['Campinas', 'São Paulo']);

    await choose('Estado', 'Rio de Janeiro');
    await expectOptions('Cidade', ['Campinas', 'Niterói', 'Rio de Janeiro', 'São Paulo']);
  });

  it('shows interest: toast, one more interested, Interessado, and Mensagem opens', async () => {
    const demand = aDemand();
    const interest = vi.fn(() =>
      ok(
        aDemand({ interested_professionals_count: 4, user_is_interested: true }),
        DEMAND_TEXTS.interestShown,
      ),
    );
    const started: unknown[] = [];
    openPage(undefined, {
      [`POST /demands/${demand.id}/interest/`]: interest,
      'POST /conversations/': (config) => {
        started.push(JSON.parse(String(config.data)));
        return ok({ conversation: aConversation(7), created: true, reactivated: false });
      },
      'GET /conversations/': () =>
        ok({ conversations: [], counts: { all: 0, unread: 0, archived: 0 } }),
    });
    await screen.findByRole('article', { name: demand.title });

    fireEvent.click(within(cardOf(demand.title)).getByRole('button', { name: 'Interessar-se' }));
    expect(await screen.findByText(DEMAND_TEXTS.interestShown)).toBeTruthy();
    const card = within(cardOf(demand.title));
    expect(await card.findByText('4 interessados')).toBeTruthy();
    expect(card.getByRole<HTMLButtonElement>('button', { name: 'Interessado' }).disabled).toBe(
      true,
    );
    expect(card.queryByRole('button', { name: 'Interessar-se' })).toBeNull();
    expect(interest).toHaveBeenCalledTimes(1);

    const message = card.getByRole<HTMLButtonElement>('button', { name: 'Mensagem' });
    expect(message.disabled).toBe(false);
    fireEvent.click(message);
    // Mensagem opens the conversation with the client who published the demand.
    expect(await screen.findByText(MESSAGING_TEXTS.conversationStarted)).toBeTruthy();
    expect(started).toEqual([{ participant_ids: [demand.user_created], demand_id: demand.id }]);
  });

  it("shows the server's refusal text, and the generic text for anything else", async () => {
    const demand = aDemand();
    let reply = fail(403, DEMAND_TEXTS.onlySelfInterest);
    openPage(undefined, { [`POST /demands/${demand.id}/interest/`]: () => reply });
    await screen.findByRole('article', { name: demand.title });

    fireEvent.click(button('Interessar-se'));
    expect(await screen.findByText(DEMAND_TEXTS.onlySelfInterest)).toBeTruthy();
    expect(within(cardOf(demand.title)).getByText('3 interessados')).toBeTruthy();

    reply = fail(500, 'Erro interno do servidor. Tente novamente mais tarde.');
    await waitFor(() => expect(button('Interessar-se').hasAttribute('data-loading')).toBe(false));
    fireEvent.click(button('Interessar-se'));
    expect(await screen.findByText(T.interestError)).toBeTruthy();
    expect(button('Interessar-se')).toBeTruthy();
  });

  it('shows the Plano Pro text from the card WhatsApp button', async () => {
    const open = vi.spyOn(platform, 'openExternal').mockImplementation(() => {});
    openPage();
    await screen.findByRole('article', { name: aDemand().title });
    fireEvent.click(button('WhatsApp'));
    expect(await screen.findByText(PRO_WHATSAPP_TEXT)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('says when nothing was found', async () => {
    openPage(() => ok({ demands: [], has_more: false }));
    expect(await screen.findByText(T.empty)).toBeTruthy();
  });

  it('shows the load error and tries again', async () => {
    let failing = true;
    openPage(() =>
      failing
        ? fail(503, 'Serviço temporariamente indisponível.')
        : ok({ demands: [aDemand()], has_more: false }),
    );
    expect(await screen.findByText(T.loadError)).toBeTruthy();
    failing = false;
    fireEvent.click(button('Tentar novamente'));
    expect(await screen.findByRole('article', { name: aDemand().title })).toBeTruthy();
  });

  it("appends the next page on 'Carregar mais' until there is no more", async () => {
    const pages: Record<number, { demands: Demand[]; has_more: boolean }> = {
      1: { demands: [demandNo(1), demandNo(2)], has_more: true },
      2: { demands: [demandNo(2), demandNo(3)], has_more: false },
    };
    const { queries } = openPage((q) => ok(pages[Number(q.page ?? 1)]));
    await screen.findByRole('article', { name: 'Demanda 1' });
    fireEvent.click(button('Carregar mais'));
    expect(await screen.findByRole('article', { name: 'Demanda 3' })).toBeTruthy();
    expect(queries.at(-1)).toMatchObject({ page: 2 });
    expect(
      screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby')),
    ).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('opens the demand of ?demanda= and shows interest from the modal', async () => {
    const demand = aDemand({ id: 'e1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f9', title: 'Só no link' });
    const { location } = openPage(
      () => ok({ demands: [aDemand()], has_more: false }),
      {
        [`GET /demands/${demand.id}/`]: () => ok(demand),
        'GET /demand-files/': () => ok([]),
        [`POST /demands/${demand.id}/interest/`]: () =>
          ok({ ...demand, user_is_interested: true, interested_professionals_count: 4 }),
      },
      `/app/oportunidades?demanda=${demand.id}`,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Só no link' }));
    const chat = dialog.getByRole<HTMLButtonElement>('button', { name: 'Chat' });
    expect(chat.disabled).toBe(true);
    expect(chat.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(chat.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      T.interestFirst,
    );
    expect(dialog.getByRole('button', { name: 'WhatsApp' })).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Demonstrar Interesse' }));
    expect(await screen.findByText(DEMAND_TEXTS.interestShown)).toBeTruthy();
    // The modal shows the device's copy, which the answer just updated.
    expect(
      (await dialog.findByRole<HTMLButtonElement>('button', { name: 'Interessado' })).disabled,
    ).toBe(true);
    expect(dialog.getByRole<HTMLButtonElement>('button', { name: 'Chat' }).disabled).toBe(false);

    fireEvent.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(location()).toBe('/app/oportunidades'));
  });

  it('a provider not approved sees interest and the quote off, with the notice and a link to Perfil; nothing is sent', async () => {
    const demand = aDemand({ id: 'e1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7fa', title: 'Em análise' });
    const interest = vi.fn(() => ok(demand));
    const quote = vi.fn(() => ok(demand));
    openPage(
      () => ok({ demands: [demand], has_more: false }),
      {
        [`GET /demands/${demand.id}/`]: () => ok(demand),
        'GET /demand-files/': () => ok([]),
        [`POST /demands/${demand.id}/interest/`]: interest,
        [`POST /demands/${demand.id}/quotes/`]: quote,
      },
      '/app/oportunidades',
      { ...aProvider(), is_approved: false },
    );
    const card = within(await screen.findByRole('article', { name: 'Em análise' }));
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText(T.notApprovedTitle)).toBeTruthy();
    expect(within(notice).getByText(T.notApproved)).toBeTruthy();
    expect(within(notice).getByRole('link', { name: T.completeProfile }).getAttribute('href')).toBe(
      '/app/perfil',
    );

    for (const name of ['Interessar-se', 'Enviar proposta']) {
      const off = card.getByRole<HTMLButtonElement>('button', { name });
      expect(off.disabled).toBe(true);
      expect(document.getElementById(off.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        T.notApproved,
      );
      fireEvent.click(off);
    }

    // The modal says it too, before the demand's facts.
    fireEvent.click(card.getByRole('button', { name: 'Ver Detalhes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Em análise' }));
    const inModal = within(dialog.getByRole('alert'));
    expect(inModal.getByText(T.notApproved)).toBeTruthy();
    expect(inModal.getByRole('link', { name: T.completeProfile })).toBeTruthy();
    expect(
      dialog.getByRole<HTMLButtonElement>('button', { name: 'Demonstrar Interesse' }).disabled,
    ).toBe(true);
    expect(
      dialog.getByRole<HTMLButtonElement>('button', { name: 'Enviar proposta' }).disabled,
    ).toBe(true);
    expect(interest).not.toHaveBeenCalled();
    expect(quote).not.toHaveBeenCalled();
  });

  it('an approved provider sees no approval notice', async () => {
    openPage();
    await screen.findByRole('article', { name: aDemand().title });
    expect(screen.queryByText(T.notApproved)).toBeNull();
  });

  it("opens 'Ver Detalhes' in the modal and closes it again", async () => {
    const demand = aDemand();
    const { location } = openPage(undefined, {
      [`GET /demands/${demand.id}/`]: () => ok(demand),
      'GET /demand-files/': () => ok([]),
    });
    await screen.findByRole('article', { name: demand.title });
    fireEvent.click(button('Ver Detalhes'));
    expect(await screen.findByRole('dialog', { name: demand.title })).toBeTruthy();
    expect(location()).toBe(`/app/oportunidades?demanda=${demand.id}`);
    fireEvent.click(button('Fechar'));
    await waitFor(() => expect(location()).toBe('/app/oportunidades'));
  });
});

describe('Oportunidades read through the device', () => {
  const later = (minutes: number) =>
    new Date(Date.parse(aDemand().updated_at) + minutes * 60_000).toISOString();
  /** Requests other than the catalogue's, in order. */
  const demandCalls = (calls: string[]) => calls.filter((c) => c.includes('/demands/'));

  it('shows a pushed edit of a demand on the page with no new request; the same event twice changes nothing', async () => {
    const { server } = openPage();
    await screen.findByRole('article', { name: aDemand().title });
    await waitFor(() => expect(demandCalls(server.calls)).toContain(LIST));
    const asked = demandCalls(server.calls).length;

    const edited = aDemand({ title: 'Costura de 400 vestidos de linho', updated_at: later(5) });
    emitServerEventForTest('demand:changed', edited);
    expect(await screen.findByRole('article', { name: edited.title })).toBeTruthy();
    expect(screen.queryByRole('article', { name: aDemand().title })).toBeNull();

    emitServerEventForTest('demand:changed', edited);
    await waitFor(async () =>
      expect((await db.opportunities.get(edited.id))?.title).toBe(edited.title),
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(within(cardOf(edited.title)).getByText('3 interessados')).toBeTruthy();
    expect(demandCalls(server.calls)).toHaveLength(asked);
  });

  it('never lets an older copy overwrite a newer one, pushed or answered', async () => {
    const newer = aDemand({ title: 'Título novo', updated_at: later(10) });
    // The device already holds the newer copy when the server's (older) page comes.
    await rememberOpportunities([newer]);
    openPage(() => ok({ demands: [aDemand()], has_more: false }));
    expect(await screen.findByRole('article', { name: 'Título novo' })).toBeTruthy();

    emitServerEventForTest(
      'demand:changed',
      aDemand({ title: 'Título velho', updated_at: later(1) }),
    );
    // A later event for another demand shows the first one was handled before the check.
    emitServerEventForTest('demand:changed', demandNo(9, { updated_at: later(2) }));
    await waitFor(async () => expect(await db.opportunities.get(demandNo(9).id)).toBeTruthy());
    expect(screen.getByRole('article', { name: 'Título novo' })).toBeTruthy();
    expect((await db.opportunities.get(newer.id))?.title).toBe('Título novo');
  });

  it('takes a demand off the page when it stops being open or is deleted', async () => {
    const { server } = openPage(() =>
      ok({ demands: [demandNo(1), demandNo(2), demandNo(3)], has_more: false }),
    );
    await screen.findByRole('article', { name: 'Demanda 3' });
    const asked = demandCalls(server.calls).length;

    emitServerEventForTest(
      'demand:changed',
      demandNo(1, { status: 'EM ANDAMENTO', updated_at: later(5) }),
    );
    emitServerEventForTest('demand:deleted', { id: demandNo(2).id });
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((a) => a.textContent)).toEqual([
        expect.stringContaining('Demanda 3'),
      ]),
    );
    expect(demandCalls(server.calls)).toHaveLength(asked);
  });

  it("opens WhatsApp with the phone of the server's answer for a Pro provider (never stored)", async () => {
    const open = vi.spyOn(platform, 'openExternal').mockImplementation(() => {});
    const demand = aDemand({ user_cellphone: '11987654321' });
    renderApp('/app/oportunidades', {
      user: aProvider({ pro: true }),
      routes: {
        ...catalogueRoutes(),
        [LIST]: () => ok({ demands: [demand], has_more: false }),
      },
    });
    fireEvent.click(
      within(await screen.findByRole('article', { name: demand.title })).getByRole('button', {
        name: 'WhatsApp',
      }),
    );
    expect(open).toHaveBeenCalledWith(expect.stringContaining('5511987654321'));
    expect(await db.opportunities.get(demand.id)).not.toHaveProperty('user_cellphone');
  });

  it('offline, shows the open demands saved on the device with the same filters', async () => {
    const rows = [
      demandNo(1, { title: 'Vestidos de linho', uf: 'SP', created_at: '2026-11-05T10:00:00.000Z' }),
      demandNo(2, {
        title: 'Camisas de linho',
        uf: 'RJ',
        city: 'Niterói',
        service: 2,
        created_at: '2026-11-04T10:00:00.000Z',
      }),
      demandNo(3, { title: 'Saias de linho', uf: 'SP', status: 'EM ANDAMENTO' }),
      demandNo(4, {
        title: 'Bermudas',
        description: 'Bermudas de sarja, tamanhos 38 a 48.',
        uf: 'SP',
        created_at: '2026-11-03T10:00:00.000Z',
      }),
    ];
    await db.opportunities.bulkPut(rows.map(toCached));
    await db.syncState.put({
      scope: 'opportunities',
      serverTime: '2026-11-06T12:00:00.000Z',
      syncedAt: '2026-11-06T12:00:00.000Z',
    });
    const pages: unknown[] = [];
    const offline: FakeRoute = (config) => {
      if (config.url === '/demands/opportunities/') pages.push(config.params);
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    };
    openPage(undefined, { 'GET /demands/sync/': offline, [LIST]: offline });
    expect(await screen.findByText(UNREACHABLE)).toBeTruthy();
    const titles = () =>
      screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'));
    const shown = (...ns: number[]) => ns.map((n) => `opportunity-${demandNo(n).id}`);
    await waitFor(() => expect(titles()).toEqual(shown(1, 2, 4)));
    expect(pages).toHaveLength(1);

    await choose('Estado', 'São Paulo');
    fireEvent.change(field('Buscar oportunidades'), { target: { value: 'LINHO' } });
    fireEvent.click(button('Filtrar'));
    await waitFor(() => expect(titles()).toEqual(shown(1)));
    // Still offline while the new filters are asked for, and after.
    expect(screen.getByText(UNREACHABLE)).toBeTruthy();
    await waitFor(() => expect(pages).toHaveLength(2));
    expect(await screen.findByText(UNREACHABLE)).toBeTruthy();
    expect(titles()).toEqual(shown(1));
  }, 20_000);
});
