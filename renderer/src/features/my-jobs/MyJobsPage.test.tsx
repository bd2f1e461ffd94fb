import { OPPORTUNITY_TEXTS as T } from '@alinhavo/shared/messages/opportunities';
import { MESSAGING_TEXTS as M } from '@alinhavo/shared/messages/messaging';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, deleteDb } from '../../data/db';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { fail, ok, type FakeReply, type FakeRoute } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { aConversation } from '../../test/messages-kit';
import { aProvider, demandNo } from '../../test/opportunities-kit';
import { PRO_WHATSAPP_TEXT } from '../../kits/plans/pro';

beforeEach(async () => {
  await deleteDb();
});

const me = aProvider();
const active = demandNo(1, {
  title: 'Coleção de inverno',
  status: 'EM ANDAMENTO',
  chosen_professional: me.id,
  user_full_name: 'Marca Lã',
});
const done = demandNo(2, {
  title: 'Uniformes escolares',
  status: 'CONCLUÍDA',
  chosen_professional: me.id,
  user_full_name: null,
});
const applied = demandNo(3, {
  title: 'Vestidos de festa',
  status: 'ABERTA',
  user_is_interested: true,
  min_budget: 800,
  max_budget: null,
  deadline: null,
});

const jobs = (demands = [active, done, applied]) =>
  ok({ demands, counters: { ativos: 1, concluidos: 1, candidaturas: 1, total: 3 } });

function openPage(
  answer: () => FakeReply = () => jobs(),
  url = '/app/meus-trabalhos',
  routes: Record<string, FakeRoute> = {},
) {
  return renderApp(url, {
    user: me,
    routes: {
      'GET /demands/my-jobs/': answer,
      [`GET /demands/${active.id}/`]: () => ok(active),
      [`GET /demands/${done.id}/`]: () => ok(done),
      [`GET /demands/${applied.id}/`]: () => ok(applied),
      'GET /demand-files/': () => ok([]),
      ...routes,
    },
  });
}

const titles = () =>
  screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
const tab = (name: string) => screen.getByRole('tab', { name });

describe('Meus Trabalhos', () => {
  it('follows what the client does, with no reload: chosen, then finalized', async () => {
    await db.meta.put({ key: 'owner', lastUserId: me.id });
    openPage();
    await screen.findByRole('article', { name: active.title });
    fireEvent.click(tab('Candidaturas'));
    expect(titles()).toEqual([applied.title]);

    // The client chose this provider for 'Vestidos de festa'.
    const chosen = {
      ...applied,
      status: 'EM ANDAMENTO' as const,
      chosen_professional: me.id,
      updated_at: '2026-11-24T10:00:00.000Z',
    };
    emitServerEventForTest('demand:changed', chosen);
    fireEvent.click(tab('Ativos'));
    await waitFor(() => expect([...titles()].sort()).toEqual([active.title, applied.title].sort()));
    emitServerEventForTest('demand:changed', {
      ...chosen,
      status: 'CONCLUÍDA',
      updated_at: '2026-11-24T11:00:00.000Z',
    });
    fireEvent.click(tab('Concluídos'));
    await waitFor(() => expect(titles()).toContain(applied.title));
    fireEvent.click(tab('Candidaturas'));
    await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(0));
  });

  it('shows the four counters', async () => {
    openPage();
    await screen.findByRole('article', { name: active.title });
    for (const [label, value] of [
      ['Trabalhos Ativos', '1'],
      ['Concluídos', '1'],
      ['Candidaturas', '1'],
      ['Total', '3'],
    ] as const) {
      expect(screen.getByRole('group', { name: label }).textContent).toBe(`${value}${label}`);
    }
  });

  it('splits the jobs into Ativos, Concluídos and Candidaturas', async () => {
    openPage();
    await screen.findByRole('article', { name: active.title });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Ativos',
      'Concluídos',
      'Candidaturas',
    ]);
    expect(titles()).toEqual([active.title]);
    const activeCard = within(screen.getByRole('article', { name: active.title }));
    expect(activeCard.getByText('Marca Lã')).toBeTruthy();
    expect(activeCard.getByText('Em Andamento')).toBeTruthy();
    expect(activeCard.getByText('R$ 3.000,00 – R$ 4.500,00')).toBeTruthy();
    expect(activeCard.getByText('01/12/2026')).toBeTruthy();

    fireEvent.click(tab('Concluídos'));
    await waitFor(() => expect(titles()).toEqual([done.title]));
    const doneCard = within(screen.getByRole('article', { name: done.title }));
    expect(doneCard.getByText('Cliente')).toBeTruthy();
    expect(doneCard.getByText('Concluída')).toBeTruthy();

    fireEvent.click(tab('Candidaturas'));
    await waitFor(() => expect(titles()).toEqual([applied.title]));
    const appliedCard = within(screen.getByRole('article', { name: applied.title }));
    expect(appliedCard.getByText('Aguardando')).toBeTruthy();
    expect(appliedCard.getByText('Interesse demonstrado')).toBeTruthy();
    expect(appliedCard.getByText('A partir de R$ 800,00')).toBeTruthy();
    expect(appliedCard.getByText('Sem prazo')).toBeTruthy();
  });

  it('has an empty state in each tab', async () => {
    openPage(() => jobs([]));
    expect(await screen.findByText('Nenhum trabalho ativo no momento')).toBeTruthy();
    fireEvent.click(tab('Concluídos'));
    expect(await screen.findByText('Nenhum trabalho concluído ainda')).toBeTruthy();
    fireEvent.click(tab('Candidaturas'));
    expect(await screen.findByText('Nenhuma candidatura no momento')).toBeTruthy();
  });

  it("opens 'Ver Detalhes' in the details modal", async () => {
    const { location } = openPage();
    await screen.findByRole('article', { name: active.title });
    fireEvent.click(screen.getByRole('button', { name: 'Ver Detalhes' }));
    const dialog = await screen.findByRole('dialog', { name: active.title });
    expect(within(dialog).getByText(active.description)).toBeTruthy();
    expect(location()).toBe(`/app/meus-trabalhos?demanda=${active.id}`);
  });

  it('shows the load error and tries again', async () => {
    let failing = true;
    openPage(() =>
      failing ? fail(500, 'Erro interno do servidor. Tente novamente mais tarde.') : jobs(),
    );
    expect(await screen.findByText(T.jobsLoadError)).toBeTruthy();
    // The counters are unknown, not on their way: no skeleton stays behind the error.
    expect(screen.getByRole('group', { name: 'Total' }).textContent).toContain('indisponível');
    expect(document.querySelector('.mantine-Skeleton-root')).toBeNull();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: active.title })).toBeTruthy();
  });

  it('the details of an active job and of an application offer Conversar and WhatsApp with the client', async () => {
    const bodies: unknown[] = [];
    const conversation = aConversation(3, { demand_id: applied.id, demand_title: applied.title });
    const { location } = openPage(() => jobs(), `/app/meus-trabalhos?demanda=${applied.id}`, {
      'POST /conversations/': (config) => {
        bodies.push(JSON.parse(String(config.data)));
        return ok({ conversation, created: false, reactivated: false });
      },
      'GET /conversations/': () =>
        ok({ conversations: [], counts: { all: 0, unread: 0, archived: 0 } }),
    });
    const details = within(await screen.findByRole('dialog', { name: applied.title }));
    fireEvent.click(details.getByRole('button', { name: 'WhatsApp' }));
    expect(await screen.findByText(PRO_WHATSAPP_TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByText(PRO_WHATSAPP_TEXT)).toBeNull());

    fireEvent.click(details.getByRole('button', { name: 'Conversar' }));
    await waitFor(() => expect(location()).toBe(`/app/mensagens?conversa=${conversation.id}`));
    expect(bodies).toEqual([{ participant_ids: [applied.user_created], demand_id: applied.id }]);
    // An existing conversation reopens without the 'started' toast.
    expect(screen.queryByText(M.conversationStarted)).toBeNull();
  });

  it('an active job offers them too; a finished one neither', async () => {
    openPage(() => jobs(), `/app/meus-trabalhos?demanda=${active.id}`);
    const activeDetails = within(await screen.findByRole('dialog', { name: active.title }));
    expect(activeDetails.getByRole('button', { name: 'Conversar' })).toBeTruthy();
    expect(activeDetails.getByRole('button', { name: 'WhatsApp' })).toBeTruthy();
    fireEvent.click(activeDetails.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(tab('Concluídos'));
    await waitFor(() => expect(titles()).toEqual([done.title]));
    fireEvent.click(screen.getByRole('button', { name: 'Ver Detalhes' }));
    const doneDetails = within(await screen.findByRole('dialog', { name: done.title }));
    expect(doneDetails.getByRole('button', { name: 'Fechar' })).toBeTruthy();
    expect(doneDetails.queryByRole('button', { name: 'Conversar' })).toBeNull();
    expect(doneDetails.queryByRole('button', { name: 'WhatsApp' })).toBeNull();
  });
});
