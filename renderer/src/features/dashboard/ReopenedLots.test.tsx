import { LOT_TEXTS } from '@alinhavo/shared/messages/lots';
import type { Lot } from '@alinhavo/shared/schemas/lot';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { ok } from '../../test/fake-server';
import { aUser } from '../../test/fixtures';
import { DemandDetailsModal } from '../../kits/demands/DemandDetailsModal';
import { aDemand, aProvider, renderWithApi } from '../../test/opportunities-kit';
import ProductionLotsCard from './ProductionLotsCard';

/** Removing the facção reopens the demand; its lots stay with it. */
const reopened = aDemand({ status: 'ABERTA', chosen_professional: null });
const owner = aUser({ id: reopened.user_created, user_type: 'CLIENTE', full_name: 'Ateliê Linho' });

const aLot = (over: Partial<Lot> = {}): Lot => ({
  id: '00000000-0000-4000-8000-000000000501',
  demand_id: reopened.id,
  client_id: '00000000-0000-4000-8000-000000000502',
  number: 1,
  quantity: 300,
  items: 'Corte de 300 vestidos.',
  sent_on: '2026-03-01',
  expected_return: '2026-03-15',
  step: 'RECEBIDO',
  received: 300,
  in_production: 0,
  ready: 0,
  defects: 0,
  delivered: 0,
  version: 2,
  events: [],
  files: [],
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-02T12:00:00.000Z',
  ...over,
});

describe('lots of a demand whose facção was removed', () => {
  it('stay readable to the owner in the details of the reopened demand, without actions', async () => {
    const { server } = renderWithApi(
      <DemandDetailsModal demandId={reopened.id} onClose={() => {}} />,
      {
        user: owner,
        routes: {
          [`GET /demands/${reopened.id}/`]: () => ok(reopened),
          'GET /demand-files/': () => ok([]),
          [`GET /demands/${reopened.id}/lots/`]: () => ok([aLot()]),
        },
      },
    );
    const dialog = within(await screen.findByRole('dialog', { name: reopened.title }));
    const section = within(await dialog.findByRole('region', { name: LOT_TEXTS.sectionTitle }));
    expect(await section.findByText(LOT_TEXTS.reopenedHistory)).toBeTruthy();
    expect(section.getByText('Lote 1 · 300 peças')).toBeTruthy();
    expect(section.getByText('Recebido pela facção')).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Novo lote' })).toBeNull();
    expect(section.queryByRole('button', { name: /^Registrar/ })).toBeNull();
    expect(server.calls).toContain(`GET /demands/${reopened.id}/lots/`);
  });

  it('are not asked for by a provider looking at the open demand', async () => {
    const { server } = renderWithApi(
      <DemandDetailsModal demandId={reopened.id} onClose={() => {}} />,
      {
        user: aProvider(),
        routes: {
          [`GET /demands/${reopened.id}/`]: () => ok(reopened),
          'GET /demand-files/': () => ok([]),
        },
      },
    );
    await screen.findByRole('dialog', { name: reopened.title });
    await waitFor(() => expect(server.calls).toContain('GET /demand-files/'));
    expect(screen.queryByRole('region', { name: LOT_TEXTS.sectionTitle })).toBeNull();
    expect(server.calls).not.toContain(`GET /demands/${reopened.id}/lots/`);
  });

  it("leave the removed facção's 'Lotes em produção' live, without a reload", async () => {
    const provider = aProvider();
    let active = [{ ...aLot(), demand_title: reopened.title }];
    renderWithApi(<ProductionLotsCard userId={provider.id} />, {
      user: provider,
      routes: { 'GET /lots/active/': () => ok(active) },
    });
    expect(await screen.findByRole('button', { name: /^Lote 1 de / })).toBeTruthy();
    active = [];
    // Another demand's change does not concern the card; this one's does.
    emitServerEventForTest('demand:changed', { ...reopened, id: aLot().client_id });
    emitServerEventForTest('demand:changed', reopened);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Lote 1 de / })).toBeNull());
  });
});
