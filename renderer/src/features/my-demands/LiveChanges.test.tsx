import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import type { Demand, DemandSync } from '@alinhavo/shared/schemas/demand';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, deleteDb } from '../../data/db';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { fail, ok, type FakeReply } from '../../test/fake-server';
import {
  aDemand,
  aProfessional,
  ANA,
  BRUNO,
  card,
  CLIENT,
  click,
  dialog,
  listRoute,
  openMyDemands,
  uuid,
  withCandidates,
} from '../../test/my-demands-kit';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 4000 });

beforeEach(async () => {
  await deleteDb();
});

const ID = uuid(1);

/** A server answer the test lets out when it wants: the screen meanwhile shows its guess. */
function held() {
  let release: (reply: FakeReply) => void = () => undefined;
  const answer = new Promise<FakeReply>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

/** The device holds every demand of the client (one sync, shorter than a full answer). */
function wholeList(demands: () => Demand[]) {
  const sync: DemandSync = {
    demands: demands(),
    deleted: [],
    server_time: '2026-11-23T10:00:00.000Z',
    reset: true,
  };
  return {
    'GET /demands/sync/': () => ok(sync),
    'GET /demands/': listRoute(demands, []),
    [`GET /demands/${ID}/interested-professionals/`]: () =>
      ok([aProfessional(ANA), aProfessional(BRUNO)]),
    [`GET /demands/${ID}/chosen-professional/`]: () => ok(aProfessional(ANA)),
  };
}

describe('changes shown before the server answers', () => {
  it('shows the choice at once, and puts the demand back with the spec text when refused', async () => {
    const pending = held();
    await openMyDemands({
      ...wholeList(() => [withCandidates(1, { title: 'Vestidos de festa' })]),
      [`PATCH /demands/${ID}/`]: () => pending.answer,
    });
    await waitFor(async () => expect((await db.syncState.get('mine'))?.complete).toBe(true));
    click(await card('Vestidos de festa'), 'Gerenciar (2 candidatos)');
    const modal = await dialog('Candidatos Interessados (2)');
    fireEvent.click(
      within(await modal.findByRole('listitem', { name: 'Ana Costura' })).getByRole('button', {
        name: 'Selecionar',
      }),
    );

    // Still waiting for the server: the device already says who was chosen, on every list.
    await waitFor(async () =>
      expect(await db.myDemands.get(ID)).toMatchObject({
        status: 'EM ANDAMENTO',
        chosen_professional: ANA,
      }),
    );
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(async () =>
      expect((await card('Vestidos de festa')).getByText('Em Andamento')).toBeTruthy(),
    );

    pending.release(fail(409, T.anotherChosen));
    expect(await screen.findByText(T.anotherChosen)).toBeTruthy();
    await waitFor(async () =>
      expect((await card('Vestidos de festa')).getByText('Aberta')).toBeTruthy(),
    );
    expect(await db.myDemands.get(ID)).toMatchObject({
      status: 'ABERTA',
      chosen_professional: null,
    });
  });

  it('takes the card away at once on delete, and brings it back with the text when refused', async () => {
    const pending = held();
    await openMyDemands({
      ...wholeList(() => [aDemand(1, { title: 'Camisas sociais' })]),
      [`DELETE /demands/${ID}/`]: () => pending.answer,
    });
    await waitFor(async () => expect((await db.syncState.get('mine'))?.complete).toBe(true));
    click(await card('Camisas sociais'), /Excluir/);
    const confirm = await dialog('Excluir demanda');
    click(confirm, 'Excluir');

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Camisas sociais', level: 3 })).toBeNull(),
    );
    pending.release(fail(500, 'Erro interno do servidor. Tente novamente mais tarde.'));
    expect(await screen.findByText(T.deleteError)).toBeTruthy();
    expect(await card('Camisas sociais')).toBeTruthy();
  });

  it('keeps what the server pushed meanwhile instead of the row from before the change', async () => {
    const pending = held();
    await openMyDemands({
      ...wholeList(() => [aDemand(1, { title: 'Bermudas' })]),
      [`DELETE /demands/${ID}/`]: () => pending.answer,
    });
    await waitFor(async () => expect((await db.syncState.get('mine'))?.complete).toBe(true));
    click(await card('Bermudas'), /Excluir/);
    click(await dialog('Excluir demanda'), 'Excluir');
    await waitFor(async () => expect(await db.myDemands.get(ID)).toBeUndefined());

    // The client renamed it on another device before this device's delete was refused.
    await db.myDemands.put(
      aDemand(1, { title: 'Bermudas de linho', updated_at: '2026-11-23T12:00:00.000Z' }),
    );
    pending.release(fail(500, 'Erro interno do servidor. Tente novamente mais tarde.'));
    expect(await screen.findByText(T.deleteError)).toBeTruthy();
    expect(await card('Bermudas de linho')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Bermudas', level: 3 })).toBeNull();
  });
});

describe('open dialogs follow the store', () => {
  it('the details and the candidates list show a change pushed while they are open', async () => {
    const first = withCandidates(1, { title: 'Jaquetas', updated_at: '2026-11-23T10:00:00.000Z' });
    await db.meta.put({ key: 'owner', lastUserId: CLIENT.id });
    await openMyDemands(
      {
        ...wholeList(() => [first]),
        [`GET /demands/${ID}/`]: () => ok(first),
      },
      `/app/minhas-demandas?demanda=${ID}`,
    );
    expect(await screen.findByRole('dialog', { name: 'Jaquetas' })).toBeTruthy();
    // The push comes after the first sync: an answer still under way (the list's sync reset, the
    // details' `rememberDemands`) writes the older row over a pushed one. That race is older than
    // this test's subject; the lighter shell renders fast enough to run into it.
    await waitFor(async () => expect((await db.syncState.get('mine'))?.complete).toBe(true));

    emitServerEventForTest('demand:changed', {
      ...first,
      title: 'Jaquetas de couro',
      updated_at: '2026-11-23T11:00:00.000Z',
    });
    expect(await screen.findByRole('dialog', { name: 'Jaquetas de couro' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    click(await card('Jaquetas de couro'), 'Gerenciar (2 candidatos)');
    await dialog('Candidatos Interessados (2)');
    emitServerEventForTest('demand:changed', {
      ...first,
      title: 'Jaquetas de couro',
      interested_professionals: [ANA, BRUNO, uuid(303)],
      interested_professionals_count: 3,
      updated_at: '2026-11-23T12:00:00.000Z',
    });
    expect(await screen.findByRole('dialog', { name: 'Candidatos Interessados (3)' })).toBeTruthy();
  });
});
