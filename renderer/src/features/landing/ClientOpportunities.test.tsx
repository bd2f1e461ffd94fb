import type { ClientCard } from '@alinhavo/shared/schemas/client-search';
import type { InternalAxiosRequestConfig } from 'axios';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueRoutes } from '../../test/catalogue-routes';
import { fail, ok, type FakeReply } from '../../test/fake-server';
import { uuidOf } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { loadClientOpportunities } from './OpportunitiesPanel';
import { loadOpportunitiesPanel } from './OpportunitiesSearch';

// The landing's search and its client tab are lazy chunks: loaded once here, so the tests wait
// for what the page does, not for modules to be transformed.
await loadOpportunitiesPanel();
await loadClientOpportunities();

const aCard = (n: number, overrides: Partial<ClientCard> = {}): ClientCard => ({
  id: uuidOf(n),
  nome: `Marca ${n}`,
  razao_social: `Marca ${n} Confecções Ltda`,
  especialidade: [2],
  cidade: 'Campinas',
  estado: 'SP',
  total_demandas: 3,
  trabalhos_concluidos: 1,
  ...overrides,
});

type Query = Record<string, string | undefined>;
/** The search's queries as sent, and what it answers to each. */
function clientSearch(answer: (query: Query) => FakeReply | Promise<FakeReply>) {
  const queries: Query[] = [];
  const route = (config: InternalAxiosRequestConfig) => {
    const query = { ...(config.params as Query | undefined) };
    queries.push(query);
    return answer(query);
  };
  return { queries, route };
}

/** The landing with its search in view and the Cliente/Marca tab chosen. */
async function openClientTab(answer: (query: Query) => FakeReply | Promise<FakeReply>) {
  const search = clientSearch(answer);
  const view = renderApp('/', {
    routes: { ...catalogueRoutes(), 'GET /user/clients/search/': search.route },
  });
  await act(async () => {
    reportInView?.();
    await loadOpportunitiesPanel();
  });
  fireEvent.click(await screen.findByLabelText('Cliente/Marca'));
  return { ...view, queries: search.queries };
}

let reportInView: (() => void) | undefined;
beforeEach(() => {
  // happy-dom's observer never reports: this one says the section is in view once observed.
  class InViewObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe() {
      reportInView = () =>
        this.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', InViewObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function pick(label: string, option: string) {
  const input = screen.getAllByLabelText<HTMLInputElement>(label)[0]!;
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

const cards = () => screen.queryAllByRole('article');

describe('landing, Cliente/Marca', () => {
  it('lists real clients: name, specialties by name, city/UF and open demands; Entrar em contato opens registration', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { queries, location } = await openClientTab(async () => {
      await held;
      return ok({
        results: [
          aCard(1, { nome: 'Ateliê Aurora', especialidade: [1, 2], total_demandas: 1 }),
          aCard(2, { nome: 'Helena Prado', razao_social: null, cidade: 'Niterói', estado: 'RJ' }),
        ],
        next_cursor: null,
      });
    });
    expect(await screen.findByText('Carregando clientes...')).toBeTruthy();
    release();
    await waitFor(() => expect(cards()).toHaveLength(2));
    // Nothing chosen yet: no filter is sent (spec §5).
    expect(queries[0]).toEqual({});

    const aurora = within(screen.getByRole('article', { name: 'Ateliê Aurora' }));
    // Names from the catalogue (the device's copy, filled from the public endpoint).
    expect(await aurora.findByText('Tecido Plano')).toBeTruthy();
    expect(aurora.getByText('Malharia')).toBeTruthy();
    expect(aurora.getByText('Campinas/SP')).toBeTruthy();
    expect(aurora.getByText(/1 demanda aberta/)).toBeTruthy();
    expect(aurora.getByText('Marca 1 Confecções Ltda')).toBeTruthy();
    const helena = within(screen.getByRole('article', { name: 'Helena Prado' }));
    expect(helena.getByText('Niterói/RJ')).toBeTruthy();
    expect(helena.getByText(/3 demandas abertas/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();

    fireEvent.click(aurora.getByRole('link', { name: 'Entrar em contato' }));
    await waitFor(() => expect(location()).toBe('/cadastro'));
    expect(screen.getByRole('button', { name: /Sou Cliente\/Marca/ })).toBeTruthy();
  });

  it('sends only the chosen filters: specialty, state, then a city of that state, and the words of Procurar', async () => {
    const { queries } = await openClientTab(() => ok({ results: [aCard(1)], next_cursor: null }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getAllByLabelText('Cidade')[0]).toHaveProperty('disabled', true);

    await pick('Especialidade', 'Malharia');
    await waitFor(() => expect(queries.at(-1)).toEqual({ specialty_id: '2' }));
    await pick('Estado', 'São Paulo (SP)');
    await waitFor(() => expect(queries.at(-1)).toEqual({ specialty_id: '2', uf: 'SP' }));
    await waitFor(() =>
      expect(screen.getAllByLabelText('Cidade')[0]).toHaveProperty('disabled', false),
    );
    await pick('Cidade', 'Campinas');
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ specialty_id: '2', uf: 'SP', city: 'Campinas' }),
    );

    fireEvent.change(screen.getByLabelText('Procurar'), { target: { value: '  atelie aurora ' } });
    // Typing alone does not search; Procurar (or Enter) does.
    const before = queries.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(queries.length).toBe(before);
    fireEvent.click(screen.getByRole('button', { name: 'Procurar' }));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        specialty_id: '2',
        uf: 'SP',
        city: 'Campinas',
        search: 'atelie aurora',
      }),
    );

    // Another state clears the city.
    await pick('Estado', 'Rio de Janeiro (RJ)');
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ specialty_id: '2', uf: 'RJ', search: 'atelie aurora' }),
    );
  });

  it('says so when no client matches', async () => {
    await openClientTab(() => ok({ results: [], next_cursor: null }));
    expect(
      await screen.findByText('Nenhum cliente encontrado com os filtros selecionados.'),
    ).toBeTruthy();
    expect(cards()).toHaveLength(0);
  });

  it('Carregar mais appends the next page by its cursor, once, until there is none', async () => {
    const { queries } = await openClientTab((query) =>
      query.cursor === 'pagina-2'
        ? ok({ results: [aCard(2), aCard(3)], next_cursor: null })
        : ok({ results: [aCard(1), aCard(2)], next_cursor: 'pagina-2' }),
    );
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    // Marca 2 came in both pages (the list moved in between): shown once.
    await waitFor(() =>
      expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual([
        'Marca 1',
        'Marca 2',
        'Marca 3',
      ]),
    );
    expect(queries.at(-1)).toEqual({ cursor: 'pagina-2' });
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('shows the server’s words on a failure and tries again', async () => {
    let calls = 0;
    await openClientTab(() =>
      ++calls === 1
        ? fail(429, 'Muitas tentativas. Aguarde um momento antes de tentar novamente.')
        : ok({ results: [aCard(1)], next_cursor: null }),
    );
    expect(
      await screen.findByText('Muitas tentativas. Aguarde um momento antes de tentar novamente.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });
});
