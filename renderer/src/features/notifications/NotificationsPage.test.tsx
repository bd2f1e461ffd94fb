import { NOTIFICATION_TEXTS as T } from '@alinhavo/shared/messages/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { fail, type FakeRoute } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import {
  aNotification,
  CLIENT,
  notificationsServer,
  PROVIDER,
  uuid,
} from '../../test/notifications-kit';

// The fake network error comes while the browser says it is online: the notice over the
// device's copy then says the server could not be reached ('Você está offline' is kept for a
// browser without network, data/connection.ts).
const UNREACHABLE = 'Erro de conexão. Verifique sua internet e tente novamente.';

// The whole app shell renders in happy-dom: slower than the defaults on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const PATH = '/app/notificacoes';

// The screen reads the device's copy first: each test starts from an empty device.
// Cleared rather than deleted, so live queries left by the previous test see the change.
beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});
// The totals come from the sync's counters, stored apart from the rows: a busy machine may render
// them a moment after the list, so every count is awaited.
const total = (label: string) => screen.getByRole('group', { name: new RegExp(`^${label}:`) });
const item = async (title: string) => within(await screen.findByRole('listitem', { name: title }));
const bell = () => screen.getByRole('link', { name: /^Notificações \(/ });

function open(rows = [aNotification(1), aNotification(2, { is_read: true }), aNotification(3)]) {
  const server = notificationsServer(rows);
  const view = renderApp(PATH, { user: PROVIDER, routes: server.routes });
  return { ...view, data: server };
}

describe('Notificações', () => {
  it('shows the totals and the rows newest first, unread ones marked', async () => {
    open();
    await screen.findByRole('listitem', { name: 'Notificação 1' });
    await waitFor(() => expect(total('Total').getAttribute('aria-label')).toBe('Total: 3'));
    await waitFor(() => expect(total('Não Lidas').getAttribute('aria-label')).toBe('Não Lidas: 2'));
    await waitFor(() => expect(total('Lidas').getAttribute('aria-label')).toBe('Lidas: 1'));
    const titles = screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
    expect(titles).toEqual(['Notificação 1', 'Notificação 2', 'Notificação 3']);
    expect((await item('Notificação 1')).getByText('Nova')).toBeTruthy();
    expect((await item('Notificação 2')).queryByText('Nova')).toBeNull();
    expect(
      (await item('Notificação 2')).queryByRole('button', { name: 'Marcar como lida' }),
    ).toBeNull();
    await waitFor(() =>
      expect(bell().getAttribute('aria-label')).toBe('Notificações (2 não lidas)'),
    );
  });

  it('marks one as read, and the totals and the bell follow', async () => {
    const { data } = open();
    const first = await item('Notificação 1');
    await waitFor(() =>
      expect(bell().getAttribute('aria-label')).toBe('Notificações (2 não lidas)'),
    );
    fireEvent.click(first.getByRole('button', { name: 'Marcar como lida' }));
    await waitFor(() => expect(first.queryByText('Nova')).toBeNull());
    await waitFor(() => expect(total('Não Lidas').getAttribute('aria-label')).toBe('Não Lidas: 1'));
    await waitFor(() => expect(total('Lidas').getAttribute('aria-label')).toBe('Lidas: 2'));
    expect(data.rows().find((n) => n.id === uuid(1))?.is_read).toBe(true);
    await waitFor(() =>
      expect(bell().getAttribute('aria-label')).toBe('Notificações (1 não lidas)'),
    );
  });

  it('marks all as read', async () => {
    open();
    await item('Notificação 1');
    fireEvent.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    expect(await screen.findByText(T.markedAllRead)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Nova')).toBeNull());
    await waitFor(() => expect(total('Não Lidas').getAttribute('aria-label')).toBe('Não Lidas: 0'));
    await waitFor(() => expect(total('Lidas').getAttribute('aria-label')).toBe('Lidas: 3'));
    await waitFor(() =>
      expect(bell().getAttribute('aria-label')).toBe('Notificações (0 não lidas)'),
    );
    expect(
      screen.getByRole('button', { name: 'Marcar todas como lidas' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('deletes one after a confirmation', async () => {
    const { data } = open();
    fireEvent.click(
      (await item('Notificação 3')).getByRole('button', { name: 'Excluir notificação' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Excluir notificação' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(T.deleted)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Notificação 3' })).toBeNull(),
    );
    await waitFor(() => expect(total('Total').getAttribute('aria-label')).toBe('Total: 2'));
    await waitFor(() => expect(total('Não Lidas').getAttribute('aria-label')).toBe('Não Lidas: 1'));
    expect(data.rows().map((n) => n.id)).not.toContain(uuid(3));
  });

  it('says so when an action fails, and keeps the row', async () => {
    const server = notificationsServer([aNotification(1)]);
    renderApp(PATH, {
      user: PROVIDER,
      routes: {
        ...server.routes,
        [`POST /notifications/${uuid(1)}/read/`]: () => fail(500, 'Erro interno do servidor'),
        [`DELETE /notifications/${uuid(1)}/`]: () => fail(500, 'Erro interno do servidor'),
      },
    });
    const first = await item('Notificação 1');
    fireEvent.click(first.getByRole('button', { name: 'Marcar como lida' }));
    expect(await screen.findByText(T.markReadFailed)).toBeTruthy();
    // Shown read at once, put back as it was when the server refused.
    await waitFor(() => expect(first.getByText('Nova')).toBeTruthy());
    fireEvent.click(first.getByRole('button', { name: 'Excluir notificação' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Excluir notificação' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(T.deleteFailed)).toBeTruthy();
    expect(await screen.findByRole('listitem', { name: 'Notificação 1' })).toBeTruthy();
  });

  it.each([
    [
      'a provider’s new demand opens it in Oportunidades',
      PROVIDER,
      'new_demand' as const,
      `/app/oportunidades?demanda=${uuid(501)}`,
    ],
    [
      'a provider’s selection opens Meus Trabalhos',
      PROVIDER,
      'selected' as const,
      '/app/meus-trabalhos',
    ],
    [
      'a client’s new candidate opens the demand',
      CLIENT,
      'new_interest' as const,
      `/app/minhas-demandas?demanda=${uuid(501)}`,
    ],
    ['an approval opens the profile', PROVIDER, 'approved' as const, '/app/perfil'],
    [
      'a new provider matching a saved search opens the provider search',
      CLIENT,
      'saved_search_match' as const,
      '/app/buscar-profissionais',
    ],
  ])('on click, %s and marks it read', async (_, user, type, target) => {
    const row = aNotification(1, {
      type,
      user_id: user.id,
      demand_id: type === 'approved' || type === 'saved_search_match' ? null : uuid(501),
    });
    const server = notificationsServer([row]);
    const { location } = renderApp(PATH, { user, routes: server.routes });
    fireEvent.click((await item('Notificação 1')).getByText('Mensagem da notificação 1'));
    await waitFor(() => expect(location()).toBe(target));
    await waitFor(() => expect(server.rows()[0]?.is_read).toBe(true));
  });

  it('names the moderation kinds and opens the profile after a rejection', async () => {
    const server = notificationsServer([
      aNotification(1, { type: 'rejected', demand_id: null }),
      aNotification(2, { type: 'demand_removed', demand_id: null, user_id: PROVIDER.id }),
      aNotification(3, { type: 'report_resolved', demand_id: null }),
    ]);
    const { location } = renderApp(PATH, { user: PROVIDER, routes: server.routes });
    expect((await item('Notificação 1')).getByText(/^Perfil não aprovado/)).toBeTruthy();
    expect((await item('Notificação 2')).getByText(/^Demanda removida/)).toBeTruthy();
    expect((await item('Notificação 3')).getByText(/^Denúncia analisada/)).toBeTruthy();

    // A removed demand and a settled report point nowhere: read, and the page stays.
    fireEvent.click((await item('Notificação 2')).getByText('Mensagem da notificação 2'));
    fireEvent.click((await item('Notificação 3')).getByText('Mensagem da notificação 3'));
    await waitFor(() => expect(server.rows()[1]?.is_read).toBe(true));
    await waitFor(() => expect(server.rows()[2]?.is_read).toBe(true));
    expect(location()).toBe(PATH);

    fireEvent.click((await item('Notificação 1')).getByText('Mensagem da notificação 1'));
    await waitFor(() => expect(location()).toBe('/app/perfil'));
  });

  it('opens the conversation of a message notification', async () => {
    const row = aNotification(1, {
      type: 'new_message',
      demand_id: null,
      conversation_id: uuid(77),
    });
    const { location } = open([row]);
    fireEvent.click((await item('Notificação 1')).getByText('Mensagem da notificação 1'));
    await waitFor(() => expect(location()).toBe(`/app/mensagens?conversa=${uuid(77)}`));
  });

  it('puts a new notification on top as it arrives', async () => {
    const { data } = open();
    await item('Notificação 1');
    const fresh = aNotification(0, {
      id: uuid(99),
      title: 'Você foi selecionado',
      created_at: new Date().toISOString(),
    });
    data.add(fresh);
    emitServerEventForTest('notification:created', fresh);
    await waitFor(() =>
      expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-label')).toBe(
        'Você foi selecionado',
      ),
    );
    await waitFor(() => expect(total('Total').getAttribute('aria-label')).toBe('Total: 4'));
    await waitFor(() => expect(total('Não Lidas').getAttribute('aria-label')).toBe('Não Lidas: 3'));
    expect(screen.getAllByText('agora mesmo').length).toBe(1);
  });

  it('follows reads and deletions made elsewhere', async () => {
    open();
    await item('Notificação 1');
    emitServerEventForTest('notification:updated', {
      ids: [uuid(1), uuid(3)],
      is_read: true,
      updated_at: new Date().toISOString(),
    });
    await waitFor(() => expect(screen.queryByText('Nova')).toBeNull());
    await waitFor(() => expect(total('Não Lidas').getAttribute('aria-label')).toBe('Não Lidas: 0'));
    emitServerEventForTest('notification:deleted', { id: uuid(2) });
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Notificação 2' })).toBeNull(),
    );
    await waitFor(() => expect(total('Total').getAttribute('aria-label')).toBe('Total: 2'));
  });

  it('loads more pages on demand', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => aNotification(i + 1));
    open(rows);
    await item('Notificação 1');
    // The first rows come first, the rest of the page right after (useProgressiveCount).
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('shows the empty state', async () => {
    open([]);
    expect(await screen.findByText('Nenhuma notificação')).toBeTruthy();
    await waitFor(() => expect(total('Total').getAttribute('aria-label')).toBe('Total: 0'));
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('shows the load error and tries again', async () => {
    let broken = true;
    const server = notificationsServer([aNotification(1)]);
    renderApp(PATH, {
      user: PROVIDER,
      routes: {
        ...server.routes,
        'GET /notifications/sync/': (config) =>
          broken
            ? fail(500, 'Erro interno do servidor')
            : server.routes['GET /notifications/sync/']!(config),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(T.loadFailed)).toBeTruthy();
    broken = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('listitem', { name: 'Notificação 1' })).toBeTruthy();
  });
});

describe('Notificações offline', () => {
  // Cleared rather than deleted: the other tests' live queries then see the change.
  const clearCache = () => Promise.all(db.tables.map((table) => table.clear()));

  it('opens with the notifications saved on the device; actions say they failed', async () => {
    await clearCache();
    await db.notifications.bulkPut([aNotification(2, { is_read: true }), aNotification(1)]);
    await db.syncState.put({
      scope: 'notifications',
      serverTime: '2026-03-02T12:00:00.000Z',
      syncedAt: '2026-03-02T12:00:00.000Z',
      counters: { total: 2, unread: 1, read: 1 },
    });
    const offline: FakeRoute = (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    };
    renderApp(PATH, { user: PROVIDER, routes: new Proxy({}, { get: () => offline }) });
    expect(await screen.findByText(/Mostrando os dados salvos neste aparelho em/)).toBeTruthy();
    expect(screen.getAllByText(UNREACHABLE).length).toBeGreaterThan(0);
    const titles = screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
    expect(titles).toEqual(['Notificação 1', 'Notificação 2']);
    await waitFor(() => expect(total('Total').getAttribute('aria-label')).toBe('Total: 2'));
    await waitFor(() => expect(total('Não Lidas').getAttribute('aria-label')).toBe('Não Lidas: 1'));
    await waitFor(() => expect(total('Lidas').getAttribute('aria-label')).toBe('Lidas: 1'));
    fireEvent.click(
      (await item('Notificação 1')).getByRole('button', { name: 'Marcar como lida' }),
    );
    expect(await screen.findByText(T.markReadFailed)).toBeTruthy();
    // The toast and the undone change are two renders: wait for the second.
    expect(await (await item('Notificação 1')).findByText('Nova')).toBeTruthy();
    await clearCache();
  });
});

describe('the bell', () => {
  it('shows the live unread count anywhere in the app', async () => {
    const server = notificationsServer([aNotification(1), aNotification(2)]);
    renderApp('/app/perfil', {
      user: PROVIDER,
      routes: { ...server.routes, 'GET /user/profile/': () => fail(503, 'Fora do ar') },
    });
    await waitFor(() =>
      expect(bell().getAttribute('aria-label')).toBe('Notificações (2 não lidas)'),
    );
    const fresh = aNotification(3, { id: uuid(3) });
    server.add(fresh);
    emitServerEventForTest('notification:created', fresh);
    await waitFor(() =>
      expect(bell().getAttribute('aria-label')).toBe('Notificações (3 não lidas)'),
    );
  });
});
