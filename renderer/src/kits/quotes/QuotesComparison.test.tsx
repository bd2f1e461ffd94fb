import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { Quote } from '@alinhavo/shared/schemas/quote';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteDb } from '../../data/db';
import { ok } from '../../test/fake-server';
import {
  ANA,
  BRUNO,
  aProfessional,
  body,
  card,
  click,
  dialog,
  listRoute,
  openMyDemands,
  uuid,
  withCandidates,
} from '../../test/my-demands-kit';

import { aFichaAnswer, SIX_SIZES } from './ficha-answer.test-kit';

vi.mock('../demands/form/DemandFormModal', () => import('../../test/modal-stubs'));
vi.mock('../demands/DemandDetailsModal', () => import('../../test/modal-stubs'));
vi.setConfig({ testTimeout: 20_000 });

const ID = uuid(1);
const CAIO = uuid(303);
const quote = (professional_id: string, price_cents: number, valid_until: string): Quote => ({
  id: `00000000-0000-4000-9000-${professional_id.slice(-12)}`,
  demand_id: ID,
  professional_id,
  revision: 1,
  price_cents,
  lead_time_days: 10,
  min_quantity: 1,
  valid_until,
  note: null,
  created_at: '2026-11-20T12:00:00.000Z',
});

/** Ana: near, small; Bruno: far, large, quote expired; Caio: distance and capacity unknown. */
function routes(patches: unknown[], requests: unknown[], over: Partial<Demand> = {}) {
  const demand = withCandidates(1, {
    title: 'Jaquetas',
    interested_professionals: [ANA, BRUNO, CAIO],
    interested_professionals_count: 3,
    quotes: [
      quote(ANA, 1500, '2099-12-31'),
      quote(BRUNO, 1200, '2020-01-10'),
      quote(CAIO, 1800, '2099-12-31'),
    ],
    ...over,
  });
  return {
    'GET /demands/': listRoute(() => [demand], []),
    [`GET /demands/${ID}/interested-professionals/`]: () =>
      ok([
        {
          ...aProfessional(ANA),
          distance_km: 12,
          daily_production_capacity: 80,
          portfolio_count: 3,
        },
        {
          ...aProfessional(BRUNO),
          distance_km: 430,
          daily_production_capacity: 900,
          portfolio_count: 0,
        },
        {
          ...aProfessional(CAIO, { name: 'Caio Bordados' }),
          distance_km: null,
          daily_production_capacity: null,
        },
      ]),
    [`PATCH /demands/${ID}/`]: (config: Parameters<typeof body>[0]) => {
      patches.push(body(config));
      return ok({ ...demand, status: 'EM ANDAMENTO', chosen_professional: BRUNO });
    },
    [`POST /demands/${ID}/quote-requests/`]: (config: Parameters<typeof body>[0]) => {
      requests.push(body(config));
      return ok({ conversation_id: uuid(900) });
    },
  };
}

async function openComparison(
  patches: unknown[] = [],
  requests: unknown[] = [],
  over: Partial<Demand> = {},
) {
  await openMyDemands(routes(patches, requests, over));
  click(await card('Jaquetas'), 'Gerenciar (3 candidatos)');
  const modal = await dialog('Candidatos Interessados (3)');
  await modal.findByText('12 km');
  return modal;
}

const order = (modal: Awaited<ReturnType<typeof dialog>>) =>
  modal
    .getAllByRole('button', { name: /^Selecionar / })
    .map((b) => b.getAttribute('aria-label')?.replace('Selecionar ', ''));

beforeEach(async () => {
  await deleteDb();
});
afterEach(() => {
  window.matchMedia = phoneMatch(false);
});

function phoneMatch(phone: boolean) {
  return vi.fn().mockImplementation((query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

describe('the comparison: distance and capacity (desktop table)', () => {
  it('shows both columns, sorts by distance (nearest first, unknown last) and by capacity', async () => {
    const modal = await openComparison();
    expect(modal.getByText('430 km')).toBeTruthy();
    expect(modal.getByText('80 pç/dia')).toBeTruthy();
    expect(modal.getByText('900 pç/dia')).toBeTruthy();
    const caio = within(modal.getByRole('row', { name: 'Caio Bordados' }));
    expect(caio.getAllByText('—').length).toBeGreaterThanOrEqual(2);

    const distance = modal.getByRole('columnheader', { name: /Distância/ });
    expect(distance.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(distance).getByRole('button'));
    expect(distance.getAttribute('aria-sort')).toBe('ascending');
    expect(order(modal)).toEqual(['Ana Costura', 'Bruno Modelagem', 'Caio Bordados']);
    fireEvent.click(within(distance).getByRole('button'));
    expect(distance.getAttribute('aria-sort')).toBe('descending');
    expect(order(modal)).toEqual(['Bruno Modelagem', 'Ana Costura', 'Caio Bordados']);

    const capacity = modal.getByRole('columnheader', { name: /Capacidade/ });
    fireEvent.click(within(capacity).getByRole('button'));
    // More pieces a day first; the unknown one last either way.
    expect(capacity.getAttribute('aria-sort')).toBe('descending');
    expect(distance.getAttribute('aria-sort')).toBe('none');
    expect(order(modal)).toEqual(['Bruno Modelagem', 'Ana Costura', 'Caio Bordados']);
    fireEvent.click(within(capacity).getByRole('button'));
    expect(order(modal)).toEqual(['Ana Costura', 'Bruno Modelagem', 'Caio Bordados']);
  });

  it("flags only the expired quote with 'Proposta expirada'", async () => {
    const modal = await openComparison();
    const bruno = within(modal.getByRole('row', { name: 'Bruno Modelagem' }));
    expect(bruno.getByText('Proposta expirada')).toBeTruthy();
    for (const name of ['Ana Costura', 'Caio Bordados'])
      expect(within(modal.getByRole('row', { name })).queryByText('Proposta expirada')).toBeNull();
    // The candidate's card in 'Lista de candidatos' says it too.
    fireEvent.click(modal.getByText('Lista de candidatos'));
    const card = within(await modal.findByRole('listitem', { name: 'Bruno Modelagem' }));
    expect(card.getByText('Proposta expirada')).toBeTruthy();
  });
});

describe('the comparison against the budget', () => {
  // 100 pieces: Ana R$ 1.500,00, Bruno R$ 1.200,00, Caio R$ 1.800,00 in all.
  const range = { min_budget: 1300, max_budget: 1600 };
  const marks = ['Acima do orçamento', 'Abaixo do orçamento'];

  it('marks in words the totals above the maximum and below the minimum', async () => {
    const modal = await openComparison([], [], range);
    const row = (name: string) => within(modal.getByRole('row', { name }));
    expect(row('Caio Bordados').getByText('Acima do orçamento')).toBeTruthy();
    expect(row('Bruno Modelagem').getByText('Abaixo do orçamento')).toBeTruthy();
    for (const mark of marks) expect(row('Ana Costura').queryByText(mark)).toBeNull();
    // The range is at hand on the mark.
    const mark = row('Caio Bordados').getByText('Acima do orçamento').closest('[title]');
    expect(mark?.getAttribute('title')).toMatch(
      /^Orçamento da demanda: R\$\s1\.300,00 – R\$\s1\.600,00$/,
    );
  });

  it('marks nothing when every total is inside the range', async () => {
    const inside = await openComparison();
    for (const mark of marks) expect(inside.queryByText(mark)).toBeNull();
  });

  it('with only a maximum, only what passes it is marked', async () => {
    const modal = await openComparison([], [], { min_budget: null, max_budget: 1600 });
    expect(modal.getAllByText('Acima do orçamento')).toHaveLength(1);
    expect(modal.queryByText('Abaixo do orçamento')).toBeNull();
  });

  it('marks the cards on a phone too', async () => {
    window.matchMedia = phoneMatch(true);
    const modal = await openComparison([], [], range);
    const item = (name: string) => within(modal.getByRole('listitem', { name }));
    expect(item('Caio Bordados').getByText('Acima do orçamento')).toBeTruthy();
    expect(item('Bruno Modelagem').getByText('Abaixo do orçamento')).toBeTruthy();
  });
});

describe("'Ver portfólio'", () => {
  it('shows only for a candidate with photos, or whose count the answer did not bring', async () => {
    const modal = await openComparison();
    expect(await modal.findByRole('button', { name: 'Ver portfólio de Ana Costura' })).toBeTruthy();
    expect(modal.getByRole('button', { name: 'Ver portfólio de Caio Bordados' })).toBeTruthy();
    expect(modal.queryByRole('button', { name: 'Ver portfólio de Bruno Modelagem' })).toBeNull();
  });
});

describe('selecting an expired quote', () => {
  it("asks first; 'Selecionar mesmo assim' sends the confirmation", async () => {
    const patches: unknown[] = [];
    const modal = await openComparison(patches);
    fireEvent.click(modal.getByRole('button', { name: 'Selecionar Bruno Modelagem' }));
    const confirm = await dialog('Proposta expirada');
    expect(confirm.getByText(/venceu em 10\/01\/2020/)).toBeTruthy();
    expect(patches).toEqual([]);
    fireEvent.click(confirm.getByRole('button', { name: 'Selecionar mesmo assim' }));
    await waitFor(() =>
      expect(patches).toEqual([{ chosen_professional_id: BRUNO, accept_expired_quote: true }]),
    );
  });

  it("'Pedir proposta atualizada' asks the provider again and selects nobody", async () => {
    const patches: unknown[] = [];
    const requests: unknown[] = [];
    const modal = await openComparison(patches, requests);
    fireEvent.click(modal.getByRole('button', { name: 'Selecionar Bruno Modelagem' }));
    const confirm = await dialog('Proposta expirada');
    fireEvent.click(confirm.getByRole('button', { name: 'Pedir proposta atualizada' }));
    await waitFor(() => expect(requests).toEqual([{ professional_id: BRUNO }]));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Proposta expirada' })).toBeNull(),
    );
    expect(patches).toEqual([]);
  });

  it('a valid quote is selected at once, without the confirmation', async () => {
    const patches: unknown[] = [];
    const modal = await openComparison(patches);
    fireEvent.click(modal.getByRole('button', { name: 'Selecionar Ana Costura' }));
    await waitFor(() => expect(patches).toEqual([{ chosen_professional_id: ANA }]));
    expect(screen.queryByRole('dialog', { name: 'Proposta expirada' })).toBeNull();
  });
});

describe('the comparison on a phone', () => {
  it("cards with distance and capacity, sorted by 'Ordenar por'", async () => {
    window.matchMedia = phoneMatch(true);
    const modal = await openComparison();
    expect(modal.queryByRole('table')).toBeNull();
    const bruno = within(modal.getByRole('listitem', { name: 'Bruno Modelagem' }));
    expect(bruno.getByText('Distância')).toBeTruthy();
    expect(bruno.getByText('430 km')).toBeTruthy();
    expect(bruno.getByText('900 pç/dia')).toBeTruthy();
    expect(bruno.getByText('Proposta expirada')).toBeTruthy();
    const select = modal.getByLabelText('Ordenar por');
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Distância (mais perto primeiro)' }));
    await waitFor(() =>
      expect(order(modal)).toEqual(['Ana Costura', 'Bruno Modelagem', 'Caio Bordados']),
    );
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Capacidade (maior primeiro)' }));
    await waitFor(() =>
      expect(order(modal)).toEqual(['Bruno Modelagem', 'Ana Costura', 'Caio Bordados']),
    );
  });
});

describe('the comparison of quotes by size band', () => {
  async function openWithBands() {
    const bands = {
      ...quote(ANA, 3000, '2099-12-31'),
      size_bands: [
        { from_size: 'PP', to_size: 'G', price_cents: 3000 },
        { from_size: 'GG', to_size: 'XGG', price_cents: 3400 },
      ],
    };
    const all = {
      ...routes([], [], {
        has_ficha: true,
        amount: 160,
        min_budget: null,
        max_budget: null,
        quotes: [bands, quote(BRUNO, 3100, '2099-12-31'), quote(CAIO, 3300, '2099-12-31')],
      }),
      [`GET /demands/${ID}/ficha/`]: () => ok(aFichaAnswer(ID, SIX_SIZES)),
    };
    await openMyDemands(all);
    click(await card('Jaquetas'), 'Gerenciar (3 candidatos)');
    const modal = await dialog('Candidatos Interessados (3)');
    await modal.findByText('12 km');
    return modal;
  }

  it('shows the bands and the total the grade gives (desktop table)', async () => {
    const modal = await openWithBands();
    const ana = within(modal.getByRole('row', { name: 'Ana Costura' }));
    expect(ana.getByText('PP–G: R$ 30,00 · GG–XGG: R$ 34,00')).toBeTruthy();
    // 80 × R$ 30,00 + 80 × R$ 34,00 = R$ 5.120,00
    expect(await ana.findByText('R$ 5.120,00')).toBeTruthy();
    const bruno = within(modal.getByRole('row', { name: 'Bruno Modelagem' }));
    expect(bruno.getByText('R$ 31,00')).toBeTruthy();
    expect(bruno.getByText('R$ 4.960,00')).toBeTruthy();
    const total = modal.getByRole('columnheader', { name: /Total/ });
    fireEvent.click(within(total).getByRole('button'));
    expect(order(modal)).toEqual(['Bruno Modelagem', 'Ana Costura', 'Caio Bordados']);
  });

  it('shows the bands and the total on the phone cards', async () => {
    window.matchMedia = phoneMatch(true);
    const modal = await openWithBands();
    const ana = within(modal.getByRole('listitem', { name: 'Ana Costura' }));
    expect(ana.getByText('PP–G: R$ 30,00 · GG–XGG: R$ 34,00')).toBeTruthy();
    expect(await ana.findByText('R$ 5.120,00')).toBeTruthy();
  });
});
