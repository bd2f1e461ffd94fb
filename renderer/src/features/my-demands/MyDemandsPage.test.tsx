import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AxiosError } from 'axios';
import { toCached } from '../../data/demands/cache';
import { db, deleteDb } from '../../data/db';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { fail, ok, type FakeRoute } from '../../test/fake-server';
import { aUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import {
  aDemand,
  aProfessional,
  ANA,
  card,
  click,
  demandList,
  dialog,
  listRoute,
  openMyDemands,
  uuid,
  withAnaChosen,
  withCandidates,
  type ListQuery,
} from '../../test/my-demands-kit';

// The fake network error comes while the browser says it is online: the notice over the
// device's copy then says the server could not be reached ('Você está offline' is kept for a
// browser without network, data/connection.ts).
const UNREACHABLE = 'Erro de conexão. Verifique sua internet e tente novamente.';

// Both modals belong to the demands feature; here they only have to open with what they get.
vi.mock('../../kits/demands/form/DemandFormModal', () => import('../../test/modal-stubs'));
vi.mock('../../kits/demands/DemandDetailsModal', () => import('../../test/modal-stubs'));

// The whole app shell renders in happy-dom: slower than the defaults on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  await deleteDb();
});

const tile = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label} `) });
/** A tile's name is its visible text, label then count (WCAG 2.5.3 Label in Name). */
const expectTile = (name: string) => {
  const button = screen.getByRole('button', { name });
  expect(button.hasAttribute('aria-label')).toBe(false);
};

describe('Minhas Demandas list', () => {
  it('a provider shows interest elsewhere: the card counts the candidate without a reload', async () => {
    let demands = [aDemand(1, { title: 'Costura de vestidos' })];
    await openMyDemands({ 'GET /demands/': listRoute(() => demands, []) });
    const before = await card('Costura de vestidos');
    expect(before.getByText('Nenhum interessado')).toBeTruthy();

    const interested = aDemand(1, {
      title: 'Costura de vestidos',
      interested_professionals: [ANA],
      interested_professionals_count: 1,
      updated_at: '2026-11-23T12:00:00.000Z',
    });
    demands = [interested];
    emitServerEventForTest('demand:changed', interested);

    const after = await card('Costura de vestidos');
    await waitFor(() => expect(after.getByText('1 interessado')).toBeTruthy());
    expect(after.getByRole('button', { name: 'Gerenciar (1 candidato)' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('shows each demand with its facts and the four counters', async () => {
    const demands = [
      withCandidates(1, { title: 'Costura de vestidos' }),
      withAnaChosen(2, { title: 'Camisetas básicas' }),
      aDemand(3, { title: 'Coleção inverno', status: 'CONCLUÍDA', chosen_professional: ANA }),
    ];
    await openMyDemands({
      'GET /demands/': listRoute(() => demands, []),
      [`GET /demands/${uuid(2)}/chosen-professional/`]: () => ok(aProfessional(ANA)),
      [`GET /demands/${uuid(3)}/chosen-professional/`]: () => ok(aProfessional(ANA)),
    });

    const first = await card('Costura de vestidos');
    expect(first.getByText('Aberta')).toBeTruthy();
    expect(first.getByText('R$ 1.000,00 – R$ 2.500,00')).toBeTruthy();
    expect(first.getByText('Prazo')).toBeTruthy();
    expect(first.getByText('01/12/2026')).toBeTruthy();
    expect(first.getByText('São Paulo/SP')).toBeTruthy();
    expect(first.getByText('Costura / Facção')).toBeTruthy();
    expect(first.getByText('2 interessados')).toBeTruthy();
    expect(first.queryByRole('button', { name: 'Finalizar' })).toBeNull();
    expect(first.getByRole('button', { name: 'Gerenciar (2 candidatos)' })).toBeTruthy();

    const second = await card('Camisetas básicas');
    expect(second.getByText('Em Andamento')).toBeTruthy();
    expect(await second.findByText('Ana Costura')).toBeTruthy();
    expect(second.getByText('4,6 (3 avaliações)')).toBeTruthy();
    expect(second.getByRole('button', { name: 'Finalizar' })).toBeTruthy();
    // WhatsApp beside the chosen one; Conversar once, in the footer.
    expect(second.getByRole('button', { name: 'WhatsApp de Ana Costura' })).toBeTruthy();
    expect(second.getAllByRole('button', { name: /^Conversar/ })).toHaveLength(1);

    // Completed: no candidates to manage, nothing to edit or finalize.
    const third = await card('Coleção inverno');
    expect(third.queryByRole('button', { name: /Gerenciar/ })).toBeNull();
    expect(third.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(third.queryByRole('button', { name: 'Finalizar' })).toBeNull();
    expect(third.getByRole('button', { name: 'Excluir' })).toBeTruthy();
    // Done, the footer has no Conversar: the chosen block offers it (they are still tied).
    expect(await third.findByRole('button', { name: 'Conversar com Ana Costura' })).toBeTruthy();
    expect(third.getByRole('button', { name: 'WhatsApp de Ana Costura' })).toBeTruthy();

    expectTile('Total 3');
    expectTile('Abertas 1');
    expectTile('Em Andamento 1');
    expectTile('Concluídas 1');
  });

  it('filters by the tile clicked, and shows everything again on a second click or Total', async () => {
    const queries: ListQuery[] = [];
    const demands = [
      aDemand(1, { title: 'Aberta um' }),
      withAnaChosen(2, { title: 'Em andamento dois' }),
      aDemand(3, { title: 'Concluída três', status: 'CONCLUÍDA' }),
    ];
    await openMyDemands({ 'GET /demands/': listRoute(() => demands, queries) });
    await card('Concluída três');
    expect(queries.at(-1)?.status).toBeUndefined();
    expect(tile('Total').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(tile('Abertas'));
    await waitFor(() => expect(screen.queryByText('Concluída três')).toBeNull());
    expect(queries.at(-1)?.status).toBe('ABERTA');
    expect(screen.getByText('Aberta um')).toBeTruthy();
    expect(tile('Abertas').getAttribute('aria-pressed')).toBe('true');
    // The counters stay those of every status, so the other tiles still say how many there are.
    expectTile('Total 3');

    fireEvent.click(tile('Abertas'));
    await screen.findByText('Concluída três');
    expect(queries.at(-1)?.status).toBeUndefined();

    fireEvent.click(tile('Em Andamento'));
    await waitFor(() => expect(queries.at(-1)?.status).toBe('EM ANDAMENTO'));
    await waitFor(() => expect(screen.queryByText('Aberta um')).toBeNull());
    fireEvent.click(tile('Concluídas'));
    await waitFor(() => expect(queries.at(-1)?.status).toBe('CONCLUÍDA'));
    await screen.findByText('Concluída três');

    fireEvent.click(tile('Total'));
    await screen.findByText('Aberta um');
    expect(queries.at(-1)?.status).toBeUndefined();
  });

  it('asks the server as the person types, and Limpar brings everything back', async () => {
    const queries: ListQuery[] = [];
    const demands = [
      aDemand(1, { title: 'Vestido de festa' }),
      aDemand(2, { title: 'Calça jeans' }),
    ];
    await openMyDemands({ 'GET /demands/': listRoute(() => demands, queries) });
    await card('Calça jeans');
    const before = queries.length;

    const input = screen.getByRole('searchbox', { name: 'Buscar demandas' });
    expect(input.getAttribute('placeholder')).toBe('Buscar demandas...');
    fireEvent.change(input, { target: { value: 'vest' } });
    await waitFor(() => expect(queries.at(-1)?.search).toBe('vest'));
    expect(queries.length).toBe(before + 1);
    await waitFor(() => expect(screen.queryByText('Calça jeans')).toBeNull());
    expect(screen.getByText('Vestido de festa')).toBeTruthy();

    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(await screen.findByText('Nenhuma demanda encontrada')).toBeTruthy();
    expect(queries.at(-1)?.search).toBe('zzz');

    click(screen, 'Limpar');
    await screen.findByText('Calça jeans');
    expect(queries.at(-1)?.search).toBeUndefined();
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('offers the first demand when there is none, and opens the form with ?nova=1', async () => {
    const { location } = await openMyDemands({
      'GET /demands/': listRoute(() => [], []),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Criar Primeira Demanda' }));
    await dialog('Nova demanda');
    expect(location()).toBe('/app/minhas-demandas?nova=1');
    click(screen, 'Fechar formulário');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nova demanda' })).toBeNull());
    expect(location()).toBe('/app/minhas-demandas');
  });

  it('opens the form from the link and reloads the list after a save', async () => {
    const queries: ListQuery[] = [];
    const demands: Demand[] = [];
    await openMyDemands(
      { 'GET /demands/': listRoute(() => demands, queries) },
      '/app/minhas-demandas?nova=1',
    );
    const form = await dialog('Nova demanda');
    demands.push(aDemand(77, { title: 'Recém-criada' }));
    fireEvent.click(form.getByRole('button', { name: 'Salvar demanda' }));
    expect(await screen.findByText('Recém-criada')).toBeTruthy();
  });

  it('edits a demand with the form', async () => {
    await openMyDemands({
      'GET /demands/': listRoute(() => [aDemand(1, { title: 'Bordado' })], []),
    });
    click(await card('Bordado'), 'Editar');
    expect(await dialog('Editar Bordado')).toBeTruthy();
  });

  it('shows the error with Tentar novamente, which asks again', async () => {
    let attempts = 0;
    await openMyDemands({
      'GET /demands/': () => {
        attempts += 1;
        return attempts === 1
          ? fail(500, 'Erro interno do servidor. Tente novamente mais tarde.')
          : ok(demandList([aDemand(1, { title: 'Voltou' })]));
      },
    });
    expect(await screen.findByText('Não foi possível carregar suas demandas')).toBeTruthy();
    expect(screen.getByText('Erro interno do servidor. Tente novamente mais tarde.')).toBeTruthy();
    // The counters are unknown, not on their way: no skeleton stays behind the error.
    expectTile('Total indisponível');
    expect(document.querySelector('.mantine-Skeleton-root')).toBeNull();
    click(screen, 'Tentar novamente');
    expect(await screen.findByText('Voltou')).toBeTruthy();
  });

  it('opens the details of ?demanda=<id> with the card as the first copy, and its actions', async () => {
    const demand = withCandidates(1, { title: 'Jaquetas' });
    const { location } = await openMyDemands(
      {
        'GET /demands/': listRoute(() => [demand], []),
        [`GET /demands/${uuid(1)}/interested-professionals/`]: () =>
          ok([aProfessional(ANA), aProfessional(uuid(302))]),
      },
      `/app/minhas-demandas?demanda=${uuid(1)}`,
    );
    const details = await dialog('Detalhes da demanda');
    expect(details.getByText(`demanda ${uuid(1)}`)).toBeTruthy();
    expect(await details.findByText('inicial Jaquetas')).toBeTruthy();

    fireEvent.click(details.getByRole('button', { name: 'Gerenciar (2 candidatos)' }));
    expect(await dialog('Candidatos Interessados (2)')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Detalhes da demanda' })).toBeNull();
    expect(location()).toBe('/app/minhas-demandas');
  });

  it('Ver Detalhes puts the demand in the address and Fechar takes it out', async () => {
    const { location } = await openMyDemands({
      'GET /demands/': listRoute(() => [aDemand(1, { title: 'Bolsas' })], []),
    });
    click(await card('Bolsas'), 'Ver Detalhes');
    await dialog('Detalhes da demanda');
    expect(location()).toBe(`/app/minhas-demandas?demanda=${uuid(1)}`);
    click(screen, 'Fechar');
    await waitFor(() => expect(location()).toBe('/app/minhas-demandas'));
  });

  it('shows the placeholder professional when the chosen one cannot be loaded', async () => {
    await openMyDemands({
      'GET /demands/': listRoute(() => [withAnaChosen(1, { title: 'Saias' })], []),
      [`GET /demands/${uuid(1)}/chosen-professional/`]: () => fail(500, 'Erro interno.'),
    });
    const saias = await card('Saias');
    expect(await saias.findByText('Profissional')).toBeTruthy();
    expect(saias.getByText('Sem avaliações')).toBeTruthy();
  });

  it('opens the chosen professional profile with catalogue names', async () => {
    await openMyDemands({
      'GET /demands/': listRoute(() => [withAnaChosen(1, { title: 'Saias' })], []),
      [`GET /demands/${uuid(1)}/chosen-professional/`]: () => ok(aProfessional(ANA)),
    });
    const saias = await card('Saias');
    fireEvent.click(await saias.findByRole('button', { name: 'Ver perfil' }));
    const profile = await dialog('Perfil do profissional');
    expect(profile.getByText('Campinas/SP')).toBeTruthy();
    expect(profile.getByText('Oficina de costura com 12 máquinas.')).toBeTruthy();
    expect(await profile.findByText('Moda Masculina')).toBeTruthy();
    expect(profile.getByText('Costura / Facção')).toBeTruthy();
    expect(profile.getByText('Tecido Plano')).toBeTruthy();
    expect(profile.getByText('Plano')).toBeTruthy();
    expect(profile.getByText('8 anos')).toBeTruthy();
    expect(await profile.findByText('1 semana')).toBeTruthy();
  });

  it('opens with the demands saved on the device when the server cannot be reached', async () => {
    await db.myDemands.bulkPut([toCached(aDemand(1, { title: 'Guardada no aparelho' }))]);
    await db.syncState.put({
      scope: 'mine',
      serverTime: '2026-03-02T12:00:00.000Z',
      syncedAt: '2026-03-02T12:00:00.000Z',
    });
    const offline: FakeRoute = (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    };
    await openMyDemands({ 'GET /demands/': offline, 'GET /demands/sync/': offline });
    expect(await screen.findByText(UNREACHABLE)).toBeTruthy();
    expect(await card('Guardada no aparelho')).toBeTruthy();
    expectTile('Total 1');
  });

  it('a device holding the whole list asks the server only what changed, never a page', async () => {
    await db.myDemands.bulkPut([toCached(aDemand(1, { title: 'Inteira no aparelho' }))]);
    await db.syncState.put({
      scope: 'mine',
      serverTime: '2026-03-02T12:00:00.000Z',
      syncedAt: '2026-03-02T12:00:00.000Z',
      complete: true,
    });
    const { server } = await openMyDemands({
      'GET /demands/': listRoute(() => [], []),
      'GET /demands/sync/': () =>
        ok({ demands: [], deleted: [], server_time: '2026-03-02T12:00:01.000Z', reset: false }),
    });
    expect(await card('Inteira no aparelho')).toBeTruthy();
    await waitFor(() => expect(server.calls).toContain('GET /demands/sync/'));
    expect(server.calls).not.toContain('GET /demands/');
  });

  it('says offline as soon as the line drops, and shows what changed meanwhile when it is back', async () => {
    let online = true;
    let demands = [aDemand(1, { title: 'Vestidos de linho' })];
    let syncs = 0;
    const sync: FakeRoute = (config) => {
      if (!online) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      syncs += 1;
      return ok({
        demands,
        deleted: [],
        server_time: `2026-03-02T12:00:0${syncs}.000Z`,
        reset: true,
      });
    };
    await openMyDemands({
      'GET /demands/': listRoute(() => demands, []),
      'GET /demands/sync/': sync,
    });
    expect((await card('Vestidos de linho')).getByText('Nenhum interessado')).toBeTruthy();
    // The device holds the whole list: from now on the screen reads it from there.
    await waitFor(async () => expect((await db.syncState.get('mine'))?.complete).toBe(true));
    await waitFor(() => expectTile('Total 1'));
    expect(screen.queryByText(UNREACHABLE)).toBeNull();

    online = false;
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText(UNREACHABLE)).toBeTruthy();
    expectTile('Total 1');

    demands = [
      aDemand(1, {
        title: 'Vestidos de linho',
        interested_professionals: [ANA],
        interested_professionals_count: 1,
        updated_at: '2026-11-23T12:00:00.000Z',
      }),
    ];
    online = true;
    window.dispatchEvent(new Event('online'));
    const after = await card('Vestidos de linho');
    await waitFor(() => expect(after.getByText('1 interessado')).toBeTruthy());
    await waitFor(() => expect(screen.queryByText(UNREACHABLE)).toBeNull());
  });

  it('tells a provider that the page is for clients', async () => {
    renderApp('/app/minhas-demandas', { user: aUser({ user_type: 'PROFISSIONAL' }) });
    expect(await screen.findByText('Minhas Demandas é para clientes e marcas')).toBeTruthy();
  });
});

describe('deleting a demand', () => {
  it('asks first; Cancelar keeps it, Excluir deletes it', async () => {
    const demands = [aDemand(1, { title: 'Apagar esta' }), aDemand(2, { title: 'Manter esta' })];
    const { server } = await openMyDemands({
      'GET /demands/': listRoute(() => demands, []),
      [`DELETE /demands/${uuid(1)}/`]: () => {
        demands.splice(0, 1);
        return ok({});
      },
    });
    click(await card('Apagar esta'), 'Excluir');
    let confirm = await dialog('Excluir demanda');
    expect(confirm.getByText('Apagar esta')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Excluir demanda' })).toBeNull(),
    );
    expect(server.calls).not.toContain(`DELETE /demands/${uuid(1)}/`);

    click(await card('Apagar esta'), 'Excluir');
    confirm = await dialog('Excluir demanda');
    fireEvent.click(confirm.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(T.deleted)).toBeTruthy();
    expect(server.calls).toContain(`DELETE /demands/${uuid(1)}/`);
    await waitFor(() => expect(screen.queryByText('Apagar esta')).toBeNull());
    expect(screen.getByText('Manter esta')).toBeTruthy();
  });

  it('says so when the delete fails and keeps the card', async () => {
    await openMyDemands({
      'GET /demands/': listRoute(() => [aDemand(1, { title: 'Fica' })], []),
      [`DELETE /demands/${uuid(1)}/`]: () => fail(500, 'Erro interno do servidor.'),
    });
    click(await card('Fica'), 'Excluir');
    const confirm = await dialog('Excluir demanda');
    fireEvent.click(confirm.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(T.deleteError)).toBeTruthy();
    expect(within(await screen.findByRole('dialog', { name: 'Excluir demanda' }))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fica' })).toBeTruthy();
  });
});
