import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { RatingChanged } from '@alinhavo/shared/schemas/rating';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, deleteDb } from '../../data/db';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { fail, ok } from '../../test/fake-server';
import {
  aProfessional,
  aRating,
  ANA,
  BRUNO,
  card,
  click,
  CLIENT,
  listRoute,
  openMyDemands,
  uuid,
  withAnaChosen,
  withCandidates,
} from '../../test/my-demands-kit';

vi.mock('../../kits/demands/form/DemandFormModal', () => import('../../test/modal-stubs'));
vi.mock('../../kits/demands/DemandDetailsModal', () => import('../../test/modal-stubs'));
vi.setConfig({ testTimeout: 20_000 });

// The people of the client's demands are read from the device, and pushed events
// move them there; these tests count the requests the screen makes.
beforeEach(async () => {
  await deleteDb();
  await db.meta.put({ key: 'owner', lastUserId: CLIENT.id });
});

const ID = uuid(1);
const CARLA = uuid(303);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function routesFor(state: { demand: Demand }, asked: unknown[] = []) {
  return {
    'GET /demands/': listRoute(() => [state.demand], []),
    'GET /demands/sync/': () => fail(503, 'Serviço temporariamente indisponível.'),
    [`GET /demands/${ID}/chosen-professional/`]: () => ok(aProfessional(ANA)),
    [`GET /demands/${ID}/interested-professionals/`]: (config: { params?: unknown }) => {
      asked.push(config.params);
      const ids = (config.params as { ids?: string } | undefined)?.ids?.split(',');
      const all = [
        aProfessional(ANA),
        aProfessional(BRUNO),
        aProfessional(CARLA, { name: 'Carla Bordados', rating_avg: 5, rating_count: 1 }),
      ].filter((p) => state.demand.interested_professionals.includes(p.id));
      return ok(ids ? all.filter((p) => ids.includes(p.id)) : all);
    },
  };
}

describe('people of the client demands, live', () => {
  it("moves the chosen professional's stars with a pushed rating, asking the server nothing", async () => {
    const state = { demand: withAnaChosen(1, { title: 'Uniformes' }) };
    const { server } = await openMyDemands(routesFor(state));
    const uniformes = await card('Uniformes');
    expect(await uniformes.findByText('4,6 (3 avaliações)')).toBeTruthy();
    await pause(100);
    const asked = [...server.calls];

    const change: RatingChanged = {
      professional_id: ANA,
      rating_avg: 4.8,
      rating_count: 4,
      as_of: new Date().toISOString(),
      rating: aRating({ score: 5 }),
      removed_id: null,
    };
    emitServerEventForTest('rating:changed', change);
    expect(await uniformes.findByText('4,8 (4 avaliações)')).toBeTruthy();
    // An older reading of her figures, arriving late, does not bring the old stars back.
    emitServerEventForTest('rating:changed', {
      ...change,
      rating_avg: 4.7,
      rating_count: 3,
      as_of: new Date(Date.parse(change.as_of) - 1000).toISOString(),
    });
    await pause(200);
    expect(uniformes.getByText('4,8 (4 avaliações)')).toBeTruthy();
    expect(server.calls).toEqual(asked);
  });

  it('the open candidates list follows a new interest, asking only for the new candidate', async () => {
    const state = { demand: withCandidates(1, { title: 'Vestidos' }) };
    const asked: unknown[] = [];
    await openMyDemands(routesFor(state, asked));
    click(await card('Vestidos'), 'Gerenciar (2 candidatos)');
    const modal = within(await screen.findByRole('dialog', { name: /Candidatos Interessados/ }));
    expect(await modal.findByRole('listitem', { name: 'Bruno Modelagem' })).toBeTruthy();
    expect(asked).toEqual([{ ids: undefined }]);

    state.demand = {
      ...state.demand,
      interested_professionals: [ANA, BRUNO, CARLA],
      interested_professionals_count: 3,
      updated_at: new Date().toISOString(),
    };
    emitServerEventForTest('demand:changed', state.demand);
    const carla = within(await modal.findByRole('listitem', { name: 'Carla Bordados' }));
    expect(carla.getByText('5,0 (1 avaliação)')).toBeTruthy();
    expect(modal.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
      'Ana Costura',
      'Bruno Modelagem',
      'Carla Bordados',
    ]);
    await waitFor(() => expect(asked).toEqual([{ ids: undefined }, { ids: CARLA }]));
    await pause(100);
    expect(asked).toHaveLength(2);
  });

  it('opens the candidates from the device when the server cannot answer', async () => {
    const state = { demand: withCandidates(1, { title: 'Sem rede' }) };
    const { server } = await openMyDemands({
      ...routesFor(state),
      [`GET /demands/${ID}/interested-professionals/`]: () => fail(503, 'Indisponível.'),
    });
    // The device met both candidates before (a previous visit).
    await db.professionals.bulkPut(
      [aProfessional(ANA), aProfessional(BRUNO)].map(
        ({ rating_avg: _avg, rating_count: _count, ...profile }) => profile,
      ),
    );
    await db.ratingFigures.bulkPut([
      { professional_id: ANA, rating_avg: 4.6, rating_count: 3, as_of: null },
      { professional_id: BRUNO, rating_avg: 4.6, rating_count: 3, as_of: null },
    ]);
    click(await card('Sem rede'), 'Gerenciar (2 candidatos)');
    const modal = within(await screen.findByRole('dialog', { name: /Candidatos Interessados/ }));
    const ana = within(await modal.findByRole('listitem', { name: 'Ana Costura' }));
    expect(ana.getByText('4,6 (3 avaliações)')).toBeTruthy();
    await waitFor(() =>
      expect(server.calls).toContain(`GET /demands/${ID}/interested-professionals/`),
    );
    await pause(100);
    // Nothing is missing, so no placeholder and no error.
    expect(modal.queryByText('Profissional')).toBeNull();
    expect(modal.queryByText(/Erro ao carregar dados do profissional/)).toBeNull();
  });
});
