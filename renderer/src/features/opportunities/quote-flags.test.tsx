import type { Quote } from '@alinhavo/shared/schemas/quote';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteDb } from '../../data/db';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { catalogueRoutes } from '../../test/catalogue-routes';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { notificationDestination } from '../../kits/notifications/destination';
import { aProvider, demandNo } from '../../test/opportunities-kit';

beforeEach(async () => {
  await deleteDb();
});

const myQuote = (demandId: string, valid_until: string): Quote => ({
  id: '00000000-0000-4000-9000-000000000001',
  demand_id: demandId,
  professional_id: aProvider().id,
  revision: 1,
  price_cents: 1250,
  lead_time_days: 15,
  min_quantity: 1,
  valid_until,
  note: null,
  created_at: '2026-11-20T12:00:00.000Z',
});

describe('Oportunidades: the provider sees its own quote flagged', () => {
  it("'Proposta expirada' and a filled 'Revisar proposta' on an expired quote; 'Proposta enviada' otherwise", async () => {
    const expired = demandNo(1, { title: 'Jaquetas vencidas', user_is_interested: true });
    expired.my_quote = myQuote(expired.id, '2020-01-10');
    const valid = demandNo(2, { title: 'Camisas válidas', user_is_interested: true });
    valid.my_quote = myQuote(valid.id, '2099-12-31');
    renderApp('/app/oportunidades', {
      user: aProvider(),
      routes: {
        ...catalogueRoutes(),
        'GET /demands/opportunities/': () => ok({ demands: [expired, valid], has_more: false }),
      },
    });
    const old = within(await screen.findByRole('article', { name: 'Jaquetas vencidas' }));
    expect(old.getByText('Proposta expirada')).toBeTruthy();
    expect(old.queryByText('Proposta enviada')).toBeNull();
    const revise = old.getByRole('button', { name: 'Revisar proposta' });
    expect(revise.getAttribute('data-variant')).toBe('filled');

    const fresh = within(screen.getByRole('article', { name: 'Camisas válidas' }));
    expect(fresh.getByText('Proposta enviada')).toBeTruthy();
    expect(fresh.queryByText('Proposta expirada')).toBeNull();
    expect(
      fresh.getByRole('button', { name: 'Revisar proposta' }).getAttribute('data-variant'),
    ).toBe('light');
  });
});

describe("Oportunidades: 'Proposta pedida'", () => {
  it('flags a demand whose owner asked for a quote, as soon as it is pushed, until one is sent', async () => {
    const asked = demandNo(1, { title: 'Vestidos de festa' });
    renderApp('/app/oportunidades', {
      user: aProvider(),
      routes: {
        ...catalogueRoutes(),
        'GET /demands/opportunities/': () => ok({ demands: [asked], has_more: false }),
      },
    });
    const card = () => within(screen.getByRole('article', { name: 'Vestidos de festa' }));
    await screen.findByRole('article', { name: 'Vestidos de festa' });
    expect(card().queryByText('Proposta pedida')).toBeNull();

    const later = (minutes: number) =>
      new Date(Date.parse(asked.updated_at) + minutes * 60_000).toISOString();
    emitServerEventForTest('demand:changed', {
      ...asked,
      quote_requested_at: later(1),
      updated_at: later(1),
    });
    expect(await card().findByText('Proposta pedida')).toBeTruthy();

    emitServerEventForTest('demand:changed', {
      ...asked,
      quote_requested_at: later(1),
      user_is_interested: true,
      my_quote: myQuote(asked.id, '2099-12-31'),
      updated_at: later(2),
    });
    expect(await card().findByText('Proposta enviada')).toBeTruthy();
    expect(card().queryByText('Proposta pedida')).toBeNull();
  });
});

describe("'Pedido de proposta' notification", () => {
  it('opens the demand in Oportunidades for the provider', () => {
    const n = { type: 'quote_requested' as const, demand_id: 'd-1', conversation_id: null };
    expect(notificationDestination(n, 'PROFISSIONAL')).toBe('/app/oportunidades?demanda=d-1');
  });
});
