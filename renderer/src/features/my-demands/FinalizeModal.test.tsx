import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { Rating } from '@alinhavo/shared/schemas/rating';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, deleteDb } from '../../data/db';
import { fail, ok, type FakeRoute } from '../../test/fake-server';
import {
  aProfessional,
  aRating,
  ANA,
  body,
  card,
  click,
  CLIENT,
  dialog,
  listRoute,
  openMyDemands,
  uuid,
  withAnaChosen,
} from '../../test/my-demands-kit';

vi.mock('../../kits/demands/form/DemandFormModal', () => import('../../test/modal-stubs'));
vi.mock('../../kits/demands/DemandDetailsModal', () => import('../../test/modal-stubs'));
vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  await deleteDb();
});

const ID = uuid(1);
const LOOKUP = 'GET /user/ratings/get_by_client_professional/';
const RATING_ID = uuid(700);

/** A demand in progress with Ana chosen, and the client's rating of her kept in `state`. */
function inProgress(rating: Rating | null, extra: Record<string, FakeRoute> = {}) {
  const state: { demand: Demand; rating: Rating | null; lookups: unknown[] } = {
    demand: withAnaChosen(1, { title: 'Uniformes' }),
    rating,
    lookups: [],
  };
  const routes: Record<string, FakeRoute> = {
    'GET /demands/': listRoute(() => [state.demand], []),
    [`GET /demands/${ID}/chosen-professional/`]: () => ok(aProfessional(ANA)),
    [LOOKUP]: (config) => {
      state.lookups.push(config.params);
      return ok(state.rating);
    },
    // The professional's ratings, as the server lists them (another client's one included).
    'GET /user/ratings/': () =>
      ok([
        aRating({ id: uuid(701), client: uuid(950), demand: uuid(9), score: 1 }),
        ...(state.rating ? [state.rating] : []),
      ]),
    [`PATCH /demands/${ID}/`]: () => {
      state.demand = {
        ...state.demand,
        status: 'CONCLUÍDA',
        finalized_at: '2026-03-10T12:00:00.000Z',
      };
      return ok(state.demand);
    },
    ...extra,
  };
  return { state, routes };
}

async function openFinalize() {
  const uniformes = await card('Uniformes');
  await uniformes.findByText('Ana Costura');
  click(uniformes, 'Finalizar');
  return dialog('Finalizar Demanda');
}

const finalizeButton = (modal: Awaited<ReturnType<typeof dialog>>) =>
  modal.getByRole<HTMLButtonElement>('button', { name: 'Finalizar' });

/** Picks stars with the keyboard, as the radio inputs of the rating allow. */
function pickStars(modal: Awaited<ReturnType<typeof dialog>>, label: string) {
  fireEvent.keyDown(modal.getByRole('radio', { name: label }), { key: 'Enter' });
}

describe('Finalizar', () => {
  it('stays disabled until the professional is rated, then finalizes the demand', async () => {
    const posts: unknown[] = [];
    const patches: unknown[] = [];
    const { state, routes } = inProgress(null);
    await openMyDemands({
      ...routes,
      'POST /user/ratings/': (config) => {
        posts.push(body(config));
        state.rating = aRating({ score: 4, comment: 'Ótimo acabamento.' });
        return { status: 201, body: { status: 'success', data: state.rating } };
      },
      [`PATCH /demands/${ID}/`]: (config) => {
        patches.push(body(config));
        state.demand = { ...state.demand, status: 'CONCLUÍDA' };
        return ok(state.demand);
      },
    });
    const modal = await openFinalize();
    expect(modal.getByText('Ana Costura')).toBeTruthy();
    const send = await modal.findByRole('button', { name: 'Enviar Avaliação' });
    expect(state.lookups).toEqual([{ client_id: CLIENT.id, professional_id: ANA, demand_id: ID }]);
    expect(finalizeButton(modal).disabled).toBe(true);
    // No star yet: nothing to send.
    expect((send as HTMLButtonElement).disabled).toBe(true);

    pickStars(modal, '4 estrelas');
    fireEvent.change(modal.getByLabelText('Comentário (opcional)'), {
      target: { value: 'Ótimo acabamento.' },
    });
    expect(modal.getByText('17/255')).toBeTruthy();
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    expect(finalizeButton(modal).disabled).toBe(true);
    fireEvent.click(send);

    expect(await screen.findByText(T.ratingCreated)).toBeTruthy();
    expect(posts).toEqual([
      { professional: ANA, score: 4, comment: 'Ótimo acabamento.', demand: ID },
    ]);
    expect(await modal.findByText('Você')).toBeTruthy();
    await waitFor(() => expect(finalizeButton(modal).disabled).toBe(false));

    fireEvent.click(finalizeButton(modal));
    expect(await screen.findByText(T.finalized)).toBeTruthy();
    expect(patches).toHaveLength(1);
    expect(patches[0]).toMatchObject({ status: 'CONCLUÍDA' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Finalizar Demanda' })).toBeNull(),
    );
    const uniformes = await card('Uniformes');
    expect(await uniformes.findByText('Concluída')).toBeTruthy();
    expect(uniformes.queryByRole('button', { name: 'Finalizar' })).toBeNull();
  });

  it('is enabled at once when the rating already exists, marked Você', async () => {
    const { routes } = inProgress(aRating({ score: 5, comment: 'Perfeito.' }));
    await openMyDemands(routes);
    const modal = await openFinalize();
    expect(await modal.findByText('Você')).toBeTruthy();
    expect(modal.getByText('Perfeito.')).toBeTruthy();
    expect(finalizeButton(modal).disabled).toBe(false);
  });

  it('asks first when lots are not delivered yet, then finalizes', async () => {
    const patches: unknown[] = [];
    const { state, routes } = inProgress(aRating({ score: 5, comment: 'Perfeito.' }));
    const lotOf = (n: number, step: string) => ({
      id: uuid(800 + n),
      demand_id: ID,
      client_id: uuid(900 + n),
      number: n,
      quantity: 100,
      items: null,
      sent_on: '2026-03-01',
      expected_return: '2026-03-15',
      step,
      received: 0,
      in_production: 0,
      ready: 0,
      defects: 0,
      delivered: 0,
      version: 1,
      events: [],
      files: [],
      created_at: '2026-03-01T12:00:00.000Z',
      updated_at: '2026-03-01T12:00:00.000Z',
    });
    await openMyDemands({
      ...routes,
      [`GET /demands/${ID}/lots/`]: () =>
        ok([lotOf(1, 'ENTREGUE'), lotOf(2, 'EM_PRODUCAO'), lotOf(3, 'ENVIADO')]),
      [`PATCH /demands/${ID}/`]: (config) => {
        patches.push(body(config));
        state.demand = { ...state.demand, status: 'CONCLUÍDA' };
        return ok(state.demand);
      },
    });
    const modal = await openFinalize();
    expect(await modal.findByText('Você')).toBeTruthy();
    await waitFor(() => expect(finalizeButton(modal).disabled).toBe(false));
    // The lots were asked of the server when the modal opened.
    await waitFor(async () => expect(await db.lots.count()).toBe(3));
    fireEvent.click(finalizeButton(modal));
    expect(
      await modal.findByText(
        'Há 2 lotes que ainda não foram entregues. Deseja finalizar a demanda mesmo assim?',
      ),
    ).toBeTruthy();
    expect(patches).toEqual([]);
    fireEvent.click(modal.getByRole('button', { name: 'Finalizar mesmo assim' }));
    expect(await screen.findByText(T.finalized)).toBeTruthy();
    expect(patches).toHaveLength(1);
  });

  it('edits the own rating', async () => {
    const patches: unknown[] = [];
    const { state, routes } = inProgress(aRating({ score: 2, comment: 'Atrasou.' }));
    await openMyDemands({
      ...routes,
      [`PATCH /user/ratings/${RATING_ID}/`]: (config) => {
        patches.push(body(config));
        state.rating = aRating({ score: 3, comment: 'Atrasou um pouco.' });
        return ok(state.rating);
      },
    });
    const modal = await openFinalize();
    fireEvent.click(await modal.findByRole('button', { name: 'Editar avaliação' }));
    // Editing: finalize waits for the change to be saved or dropped.
    expect(finalizeButton(modal).disabled).toBe(true);
    pickStars(modal, '3 estrelas');
    fireEvent.change(modal.getByLabelText('Comentário (opcional)'), {
      target: { value: 'Atrasou um pouco.' },
    });
    fireEvent.click(modal.getByRole('button', { name: 'Salvar Avaliação' }));
    expect(await screen.findByText(T.ratingUpdated)).toBeTruthy();
    expect(patches).toEqual([{ score: 3, comment: 'Atrasou um pouco.' }]);
    expect(await modal.findByText('Atrasou um pouco.')).toBeTruthy();
    expect(finalizeButton(modal).disabled).toBe(false);
  });

  it('removes the own rating, and finalize is disabled again', async () => {
    const { state, routes } = inProgress(aRating());
    const { server } = await openMyDemands({
      ...routes,
      [`DELETE /user/ratings/${RATING_ID}/`]: () => {
        state.rating = null;
        return ok({});
      },
    });
    const modal = await openFinalize();
    fireEvent.click(await modal.findByRole('button', { name: 'Remover avaliação' }));
    expect(await screen.findByText(T.ratingRemoved)).toBeTruthy();
    expect(server.calls).toContain(`DELETE /user/ratings/${RATING_ID}/`);
    expect(await modal.findByRole('button', { name: 'Enviar Avaliação' })).toBeTruthy();
    expect(finalizeButton(modal).disabled).toBe(true);
  });

  it("shows the server's rule when finalizing is refused, and the spec text otherwise", async () => {
    let answer = fail(409, T.finalizeNeedsRating);
    const { routes } = inProgress(aRating(), { [`PATCH /demands/${ID}/`]: () => answer });
    await openMyDemands(routes);
    const modal = await openFinalize();
    await modal.findByText('Você');
    fireEvent.click(finalizeButton(modal));
    expect(await screen.findByText(T.finalizeNeedsRating)).toBeTruthy();

    answer = fail(503, 'Serviço temporariamente indisponível. Tente novamente.');
    await waitFor(() => expect(finalizeButton(modal).disabled).toBe(false));
    fireEvent.click(finalizeButton(modal));
    expect(await screen.findByText(T.finalizeError)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Finalizar Demanda' })).toBeTruthy();
  });

  it('says the rating could not be sent', async () => {
    const { routes } = inProgress(null, {
      'POST /user/ratings/': () => fail(500, 'Erro interno do servidor.'),
    });
    await openMyDemands(routes);
    const modal = await openFinalize();
    await modal.findByRole('button', { name: 'Enviar Avaliação' });
    pickStars(modal, '5 estrelas');
    fireEvent.click(modal.getByRole('button', { name: 'Enviar Avaliação' }));
    expect(await screen.findByText(T.ratingSendError)).toBeTruthy();
    expect(finalizeButton(modal).disabled).toBe(true);
  });
});
