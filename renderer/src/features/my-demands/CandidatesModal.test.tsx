import { REPORT_TEXTS } from '@alinhavo/shared/messages/admin';
import { MESSAGING_TEXTS as M } from '@alinhavo/shared/messages/messaging';
import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteDb } from '../../data/db';
import { fail, ok } from '../../test/fake-server';
import { aConversation } from '../../test/messages-kit';
import { PRO_PLAN_BUTTON, PRO_WHATSAPP_TEXT } from '../../kits/plans/pro';
import {
  aDemand,
  aProfessional,
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
const candidatesRoute = () => ok([aProfessional(ANA), aProfessional(BRUNO)]);
const candidate = async (scope: Awaited<ReturnType<typeof dialog>>, name: string) =>
  within(await scope.findByRole('listitem', { name }));

/** One demand on the list, kept in `state` so PATCH answers change what the list shows next. */
function oneDemand(initial: Demand) {
  const state = { demand: initial };
  return {
    state,
    routes: {
      'GET /demands/': listRoute(() => [state.demand], []),
      [`GET /demands/${ID}/interested-professionals/`]: candidatesRoute,
      [`GET /demands/${ID}/chosen-professional/`]: () =>
        state.demand.chosen_professional
          ? ok(aProfessional(state.demand.chosen_professional))
          : fail(404, 'Recurso não encontrado.'),
    },
  };
}

describe('Candidatos Interessados', () => {
  it('is disabled while nobody is interested', async () => {
    await openMyDemands({ 'GET /demands/': listRoute(() => [aDemand(1, { title: 'Vazia' })], []) });
    expect(isDisabled(await card('Vazia'), 'Gerenciar (0 candidatos)')).toBe(true);
  });

  it('selects a candidate: the demand goes in progress with them chosen', async () => {
    const { state, routes } = oneDemand(withCandidates(1, { title: 'Vestidos' }));
    const patches: unknown[] = [];
    const { server } = await openMyDemands({
      ...routes,
      [`PATCH /demands/${ID}/`]: (config) => {
        patches.push(body(config));
        state.demand = withCandidates(1, {
          title: 'Vestidos',
          status: 'EM ANDAMENTO',
          chosen_professional: BRUNO,
        });
        return ok(state.demand);
      },
    });
    click(await card('Vestidos'), 'Gerenciar (2 candidatos)');
    const modal = await dialog('Candidatos Interessados (2)');
    const ana = await candidate(modal, 'Ana Costura');
    expect(ana.getByText('Campinas/SP')).toBeTruthy();
    expect(ana.getByText('4,6 (3 avaliações)')).toBeTruthy();

    fireEvent.click(
      (await candidate(modal, 'Bruno Modelagem')).getByRole('button', { name: 'Selecionar' }),
    );
    // While the request runs, nobody else can be picked.
    expect(isDisabled(ana, 'Selecionar')).toBe(true);

    expect(await screen.findByText(T.selected)).toBeTruthy();
    expect(patches).toEqual([{ chosen_professional_id: BRUNO }]);
    expect(server.calls).toContain(`PATCH /demands/${ID}/`);
    // Bruno is the chosen one now; Ana cannot be picked until he is removed.
    const bruno = await candidate(modal, 'Bruno Modelagem');
    expect(await bruno.findByText('Escolhido')).toBeTruthy();
    expect(bruno.getByRole('button', { name: 'Remover' })).toBeTruthy();
    expect(isDisabled(await candidate(modal, 'Ana Costura'), 'Selecionar')).toBe(true);

    fireEvent.click(modal.getByRole('button', { name: 'Fechar' }));
    const vestidos = await card('Vestidos');
    expect(await vestidos.findByText('Em Andamento')).toBeTruthy();
    expect(await vestidos.findByText('Bruno Modelagem')).toBeTruthy();
  });

  it('removes the chosen professional: the demand opens again', async () => {
    const { state, routes } = oneDemand(withAnaChosen(1, { title: 'Camisas' }));
    const patches: unknown[] = [];
    await openMyDemands({
      ...routes,
      [`PATCH /demands/${ID}/`]: (config) => {
        patches.push(body(config));
        state.demand = withCandidates(1, { title: 'Camisas' });
        return ok(state.demand);
      },
    });
    click(await card('Camisas'), 'Gerenciar (2 candidatos)');
    const modal = await dialog('Candidatos Interessados (2)');
    expect(
      modal.getByText('Um profissional já foi escolhido. Remova-o para escolher outro candidato.'),
    ).toBeTruthy();
    fireEvent.click(
      (await candidate(modal, 'Ana Costura')).getByRole('button', { name: 'Remover' }),
    );
    // Never one click: the dialog says what follows, and Cancelar changes nothing.
    let confirm = await dialog('Remover profissional escolhido');
    expect(confirm.getByText(T.removeConsequence)).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Remover profissional escolhido' })).toBeNull(),
    );
    expect(patches).toEqual([]);

    fireEvent.click(
      (await candidate(modal, 'Ana Costura')).getByRole('button', { name: 'Remover' }),
    );
    confirm = await dialog('Remover profissional escolhido');
    // No lot with the facção: no reason asked.
    await waitFor(() => expect(isDisabled(confirm, 'Remover profissional')).toBe(false));
    expect(confirm.queryByRole('textbox', { name: /Motivo da remoção/ })).toBeNull();
    fireEvent.click(confirm.getByRole('button', { name: 'Remover profissional' }));

    expect(await screen.findByText(T.removed)).toBeTruthy();
    expect(patches).toEqual([{ chosen_professional_id: null }]);
    const ana = await candidate(modal, 'Ana Costura');
    await waitFor(() => expect(ana.queryByText('Escolhido')).toBeNull());
    expect(isDisabled(ana, 'Selecionar')).toBe(false);
    expect(await (await card('Camisas')).findByText('Aberta')).toBeTruthy();
  });

  it("shows the server's rule when it refuses, and the spec text otherwise", async () => {
    const { routes } = oneDemand(withCandidates(1, { title: 'Recusada' }));
    let answer = fail(409, T.anotherChosen);
    await openMyDemands({ ...routes, [`PATCH /demands/${ID}/`]: () => answer });
    click(await card('Recusada'), 'Gerenciar (2 candidatos)');
    const modal = await dialog('Candidatos Interessados (2)');

    fireEvent.click(
      (await candidate(modal, 'Bruno Modelagem')).getByRole('button', { name: 'Selecionar' }),
    );
    expect(await screen.findByText(T.anotherChosen)).toBeTruthy();

    answer = fail(500, 'Erro interno do servidor. Tente novamente mais tarde.');
    // The refused choice was shown at once and is rolled back: Selecionar comes back with it.
    fireEvent.click(
      await (
        await candidate(modal, 'Bruno Modelagem')
      ).findByRole('button', { name: 'Selecionar' }),
    );
    expect(await screen.findByText(T.selectError)).toBeTruthy();
    // Nothing changed: the demand is still open and the buttons work again.
    await waitFor(() =>
      expect(
        isDisabled(within(screen.getByRole('listitem', { name: 'Bruno Modelagem' })), 'Selecionar'),
      ).toBe(false),
    );
  });

  it("falls back to the demand's own candidate ids when the list cannot be loaded", async () => {
    const { routes } = oneDemand(withCandidates(1, { title: 'Sem lista' }));
    await openMyDemands({
      ...routes,
      [`GET /demands/${ID}/interested-professionals/`]: () => fail(500, 'Erro interno.'),
    });
    click(await card('Sem lista'), 'Gerenciar (2 candidatos)');
    const modal = await dialog('Candidatos Interessados (2)');
    expect(await modal.findByText(T.loadProfessionalError)).toBeTruthy();
    const rows = modal.getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Profissional',
      'Profissional',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Selecionar' })).toBeTruthy();
  });

  it('shows a candidate profile and comes back to the list', async () => {
    const { routes } = oneDemand(withCandidates(1, { title: 'Perfis' }));
    await openMyDemands(routes);
    click(await card('Perfis'), 'Gerenciar (2 candidatos)');
    const modal = await dialog('Candidatos Interessados (2)');
    fireEvent.click(
      (await candidate(modal, 'Bruno Modelagem')).getByRole('button', { name: 'Ver perfil' }),
    );
    expect(await modal.findByText('Oficina de costura com 12 máquinas.')).toBeTruthy();
    fireEvent.click(modal.getByRole('button', { name: 'Voltar aos candidatos' }));
    expect(await modal.findByRole('listitem', { name: 'Ana Costura' })).toBeTruthy();
  });

  it("reports a candidate from their profile with 'Denunciar'", async () => {
    const { routes } = oneDemand(withCandidates(1, { title: 'Perfis' }));
    const reports: unknown[] = [];
    await openMyDemands({
      ...routes,
      'POST /reports/': (config) => {
        reports.push(body(config));
        return ok({ id: uuid(990), created_at: new Date().toISOString() });
      },
    });
    click(await card('Perfis'), 'Gerenciar (2 candidatos)');
    const modal = await dialog('Candidatos Interessados (2)');
    expect(modal.queryByRole('button', { name: REPORT_TEXTS.action })).toBeNull();
    fireEvent.click(
      (await candidate(modal, 'Bruno Modelagem')).getByRole('button', { name: 'Ver perfil' }),
    );
    fireEvent.click(await modal.findByRole('button', { name: REPORT_TEXTS.action }));
    const report = await dialog(REPORT_TEXTS.title);
    expect(report.getByText(/o perfil de Bruno Modelagem/)).toBeTruthy();
    fireEvent.click(report.getByRole('radio', { name: 'Golpe ou fraude' }));
    fireEvent.click(report.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(REPORT_TEXTS.sent)).toBeTruthy();
    expect(reports).toEqual([{ target_type: 'user', target_id: BRUNO, reason: 'fraud' }]);
  });
});

describe('talking to a candidate before choosing', () => {
  const emptyInbox = () => ok({ conversations: [], counts: { all: 0, unread: 0, archived: 0 } });

  it('Conversar starts the conversation about this demand and opens it in Mensagens', async () => {
    const { routes } = oneDemand(withCandidates(1, { title: 'Vestidos' }));
    const bodies: unknown[] = [];
    const conversation = aConversation(7, { demand_id: ID, demand_title: 'Vestidos' });
    const { location } = await openMyDemands({
      ...routes,
      'POST /conversations/': (config) => {
        bodies.push(body(config));
        return ok({ conversation, created: true, reactivated: false });
      },
      'GET /conversations/': emptyInbox,
    });
    click(await card('Vestidos'), 'Gerenciar (2 candidatos)');
    const modal = await dialog('Candidatos Interessados (2)');
    // Nobody is chosen yet: talking comes before choosing.
    expect(isDisabled(await candidate(modal, 'Bruno Modelagem'), 'Selecionar')).toBe(false);
    click(await candidate(modal, 'Bruno Modelagem'), 'Conversar com Bruno Modelagem');
    expect(await screen.findByText(M.conversationStarted)).toBeTruthy();
    expect(bodies).toEqual([{ participant_ids: [BRUNO], demand_id: ID }]);
    await waitFor(() => expect(location()).toBe(`/app/mensagens?conversa=${conversation.id}`));
  });

  it('says why when the server refuses, and stays where it was', async () => {
    const { routes } = oneDemand(withCandidates(1, { title: 'Vestidos' }));
    const { location } = await openMyDemands({
      ...routes,
      'POST /conversations/': () => fail(403, M.startUnavailable),
    });
    click(await card('Vestidos'), 'Gerenciar (2 candidatos)');
    const modal = await dialog('Candidatos Interessados (2)');
    click(await candidate(modal, 'Ana Costura'), 'Conversar com Ana Costura');
    expect(await screen.findByText(M.startUnavailable)).toBeTruthy();
    expect(location()).toBe('/app/minhas-demandas');
  });

  it('WhatsApp shows the Plano Pro text with the plan button, or that there is no phone', async () => {
    const { routes } = oneDemand(withCandidates(1, { title: 'Vestidos' }));
    const { location } = await openMyDemands({
      ...routes,
      [`GET /demands/${ID}/interested-professionals/`]: () =>
        ok([aProfessional(ANA), aProfessional(BRUNO, { has_phone: false })]),
    });
    click(await card('Vestidos'), 'Gerenciar (2 candidatos)');
    const modal = await dialog('Candidatos Interessados (2)');

    click(await candidate(modal, 'Bruno Modelagem'), 'WhatsApp de Bruno Modelagem');
    const missing = await dialog('Telefone não cadastrado');
    expect(missing.queryByRole('link', { name: PRO_PLAN_BUTTON })).toBeNull();
    click(missing, 'Entendi');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Telefone não cadastrado' })).toBeNull(),
    );

    click(await candidate(modal, 'Ana Costura'), 'WhatsApp de Ana Costura');
    const pro = await dialog('Plano Pro');
    expect(pro.getByText(PRO_WHATSAPP_TEXT)).toBeTruthy();
    fireEvent.click(pro.getByRole('link', { name: PRO_PLAN_BUTTON }));
    await waitFor(() => expect(location()).toBe('/app/planos'));
  });
});
