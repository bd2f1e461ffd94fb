import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import { REVIEW_TEXTS } from '@alinhavo/shared/messages/reviews';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { Lot } from '@alinhavo/shared/schemas/lot';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, deleteDb } from '../../data/db';
import { fail, ok } from '../../test/fake-server';
import {
  aProfessional,
  aRating,
  ANA,
  body,
  BRUNO,
  card,
  click,
  dialog,
  isDisabled,
  listRoute,
  openMyDemands,
  uuid,
  withAnaChosen,
  withCandidates,
} from '../../test/my-demands-kit';

vi.mock('../../kits/demands/form/DemandFormModal', () => import('../../test/modal-stubs'));
vi.mock('../../kits/demands/DemandDetailsModal', () => import('../../test/modal-stubs'));
vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  await deleteDb();
});

const ID = uuid(1);
const CONFIRM = 'Remover profissional escolhido';
const REASON = /Motivo da remoção/;

const aLot = (over: Partial<Lot> = {}): Lot => ({
  id: uuid(501),
  demand_id: ID,
  client_id: uuid(502),
  number: 1,
  quantity: 300,
  items: 'Corte de 300 camisetas.',
  sent_on: '2026-03-01',
  expected_return: '2026-03-15',
  step: 'ENVIADO',
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
  ...over,
});

/** Ana chosen on 'Camisas'; PATCH answers from `answer` and is recorded. */
async function openRemoval(lots: Lot[], answer?: () => ReturnType<typeof ok>) {
  const state: { demand: Demand } = { demand: withAnaChosen(1, { title: 'Camisas' }) };
  const patches: unknown[] = [];
  await openMyDemands({
    'GET /demands/': listRoute(() => [state.demand], []),
    [`GET /demands/${ID}/interested-professionals/`]: () =>
      ok([aProfessional(ANA), aProfessional(BRUNO)]),
    [`GET /demands/${ID}/chosen-professional/`]: () => ok(aProfessional(ANA)),
    [`GET /demands/${ID}/lots/`]: () => ok(lots),
    [`PATCH /demands/${ID}/`]: (config) => {
      patches.push(body(config));
      if (answer) return answer();
      state.demand = withCandidates(1, { title: 'Camisas' });
      return ok(state.demand);
    },
  });
  click(await card('Camisas'), 'Gerenciar (2 candidatos)');
  const modal = await dialog('Candidatos Interessados (2)');
  fireEvent.click(
    within(await modal.findByRole('listitem', { name: 'Ana Costura' })).getByRole('button', {
      name: 'Remover',
    }),
  );
  return { patches, confirm: await dialog(CONFIRM) };
}

describe('removing the chosen professional with a lot not yet delivered', () => {
  it('asks for the reason: empty is refused in pt-BR, then it goes with the removal', async () => {
    const { patches, confirm } = await openRemoval([
      aLot(),
      aLot({ id: uuid(503), number: 2, step: 'ENTREGUE' }),
    ]);
    expect(confirm.getByText(T.removeConsequence)).toBeTruthy();
    expect(
      await confirm.findByText(
        '1 lote desta demanda ainda não foi entregue. O histórico dos lotes continua na demanda.',
      ),
    ).toBeTruthy();
    const reason = confirm.getByRole('textbox', { name: REASON });
    expect(reason.getAttribute('maxlength')).toBe('500');

    fireEvent.click(confirm.getByRole('button', { name: 'Remover profissional' }));
    expect(await confirm.findByText(T.removalReasonEmpty)).toBeTruthy();
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(confirm.getByRole('button', { name: 'Remover profissional' }));
    expect(await confirm.findByText(T.removalReasonEmpty)).toBeTruthy();
    expect(patches).toEqual([]);

    fireEvent.change(reason, { target: { value: '  O prazo combinado não foi cumprido.  ' } });
    fireEvent.click(confirm.getByRole('button', { name: 'Remover profissional' }));
    expect(await screen.findByText(T.removed)).toBeTruthy();
    expect(patches).toEqual([
      { chosen_professional_id: null, removal_reason: 'O prazo combinado não foi cumprido.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CONFIRM })).toBeNull());
  });

  it('asks for it when the server knows of a lot the device did not', async () => {
    let refuse = true;
    const { patches, confirm } = await openRemoval([], () =>
      refuse ? fail(400, T.removalReasonRequired) : ok(withCandidates(1, { title: 'Camisas' })),
    );
    await waitFor(() => expect(isDisabled(confirm, 'Remover profissional')).toBe(false));
    expect(confirm.queryByRole('textbox', { name: REASON })).toBeNull();
    fireEvent.click(confirm.getByRole('button', { name: 'Remover profissional' }));

    const reason = await confirm.findByRole('textbox', { name: REASON });
    expect(confirm.getByText(T.removalReasonRequired)).toBeTruthy();
    refuse = false;
    fireEvent.change(reason, { target: { value: 'Parou de responder.' } });
    fireEvent.click(confirm.getByRole('button', { name: 'Remover profissional' }));
    expect(await screen.findByText(T.removed)).toBeTruthy();
    expect(patches).toEqual([
      { chosen_professional_id: null },
      { chosen_professional_id: null, removal_reason: 'Parou de responder.' },
    ]);
  });
});

describe('a held rating on the chosen card', () => {
  it("its author reads that it waits for the provider's, not 'Sem avaliações'", async () => {
    // Ana has no published rating; the client's own of this job is held.
    await db.ratings.put(aRating({ demand: ID, published_at: null }));
    await openMyDemands({
      'GET /demands/': listRoute(() => [withAnaChosen(1, { title: 'Camisas' })], []),
      [`GET /demands/${ID}/interested-professionals/`]: () =>
        ok([aProfessional(ANA, { rating_avg: 0, rating_count: 0 }), aProfessional(BRUNO)]),
      [`GET /demands/${ID}/chosen-professional/`]: () =>
        ok(aProfessional(ANA, { rating_avg: 0, rating_count: 0 })),
    });
    const camisas = await card('Camisas');
    expect(await camisas.findByText(REVIEW_TEXTS.heldOwn)).toBeTruthy();
    expect(camisas.queryByText('Sem avaliações')).toBeNull();

    click(camisas, 'Gerenciar (2 candidatos)');
    const modal = await dialog('Candidatos Interessados (2)');
    const ana = within(await modal.findByRole('listitem', { name: 'Ana Costura' }));
    expect(await ana.findByText(REVIEW_TEXTS.heldOwn)).toBeTruthy();
    expect(ana.queryByText('Sem avaliações')).toBeNull();
    // Only for the author's own job: another candidate reads their own figures.
    const bruno = within(modal.getByRole('listitem', { name: 'Bruno Modelagem' }));
    expect(bruno.queryByText(REVIEW_TEXTS.heldOwn)).toBeNull();

    // Published (the provider reviewed back): the note goes, the figures speak.
    await db.ratings.update(uuid(700), { published_at: '2026-03-06T12:00:00.000Z' });
    await waitFor(() => expect(camisas.queryByText(REVIEW_TEXTS.heldOwn)).toBeNull());
  });
});
