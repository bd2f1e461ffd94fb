import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import type { AdminUserRow } from '@alinhavo/shared/schemas/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { fail, ok, type FakeRoute } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { ADMIN, aUserDetail, aUserRow, uuid } from './admin-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const PATH = '/app/admin/usuarios';

function usersServer(initial: AdminUserRow[], next: string | null = null) {
  let rows = [...initial];
  const queries: Record<string, unknown>[] = [];
  const bodies: unknown[] = [];
  const routes: Record<string, FakeRoute> = {
    'GET /admin/users/': (config) => {
      const q = (config.params ?? {}) as Record<string, unknown>;
      queries.push(q);
      if (q.cursor === 'page-2') return ok({ users: [aUserRow(50)], next_cursor: null });
      const search = typeof q.search === 'string' ? q.search.toLowerCase() : '';
      return ok({
        users: rows.filter((r) => !search || r.email.includes(search)),
        next_cursor: next,
      });
    },
  };
  for (const r of initial) {
    routes[`GET /admin/users/${r.id}/`] = () =>
      ok(aUserDetail(rows.find((x) => x.id === r.id) ?? r));
    routes[`POST /admin/users/${r.id}/suspend/`] = (config) => {
      bodies.push(JSON.parse(String(config.data)));
      rows = rows.map((x) =>
        x.id === r.id ? { ...x, suspended_at: '2026-03-05T10:00:00.000Z' } : x,
      );
      return ok(rows.find((x) => x.id === r.id));
    };
  }
  return { routes, queries, bodies, set: (next: AdminUserRow[]) => (rows = next) };
}

describe('Usuários', () => {
  it('shows each person with type, status, city and date', async () => {
    const server = usersServer([
      aUserRow(1),
      aUserRow(2, { approval_status: 'PENDING' }),
      aUserRow(3, { user_type: 'CLIENTE', approval_status: null, display_name: 'Ateliê Linho' }),
      aUserRow(4, { suspended_at: '2026-03-01T10:00:00.000Z' }),
    ]);
    renderApp(PATH, { user: ADMIN, routes: server.routes });
    const table = within(await screen.findByRole('table', { name: 'Usuários' }));
    const row = (name: string) => within(table.getByText(name).closest('tr') as HTMLElement);
    expect(row('Pessoa 1').getByText('Aprovado')).toBeTruthy();
    expect(row('Pessoa 1').getByText('Curitiba/PR')).toBeTruthy();
    expect(row('Pessoa 1').getByText('02/03/2026')).toBeTruthy();
    expect(row('Pessoa 2').getByText('Pendente')).toBeTruthy();
    expect(row('Ateliê Linho').getByText('Cliente')).toBeTruthy();
    expect(row('Ateliê Linho').getByText('Cliente / Marca')).toBeTruthy();
    expect(row('Pessoa 4').getByText('Suspenso')).toBeTruthy();
  });

  it('searches after a pause, and says when nobody matches', async () => {
    const server = usersServer([aUserRow(1)]);
    renderApp(PATH, { user: ADMIN, routes: server.routes });
    await screen.findByText('Pessoa 1');
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar' }), {
      target: { value: 'ninguem' },
    });
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeTruthy();
    expect(server.queries.at(-1)).toMatchObject({ search: 'ninguem' });
    expect(server.queries.filter((q) => q.search).length).toBe(1);
  });

  it('loads the next page with the cursor', async () => {
    const server = usersServer([aUserRow(1)], 'page-2');
    renderApp(PATH, { user: ADMIN, routes: server.routes });
    await screen.findByText('Pessoa 1');
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Pessoa 50')).toBeTruthy();
    expect(screen.getByText('Pessoa 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('opens the side panel and suspends only with a reason', async () => {
    const server = usersServer([aUserRow(1)]);
    renderApp(PATH, { user: ADMIN, routes: server.routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Pessoa 1' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Pessoa 1' }));
    expect(await panel.findByText('Nenhuma demanda publicada.')).toBeTruthy();
    expect(panel.queryByText('529.982.247-25')).toBeNull();
    fireEvent.click(panel.getByRole('button', { name: 'Suspender' }));

    const ask = within(await screen.findByRole('dialog', { name: 'Suspender conta' }));
    fireEvent.click(ask.getByRole('button', { name: 'Suspender' }));
    expect(await ask.findByText(ADMIN_TEXTS.reasonRequired)).toBeTruthy();
    fireEvent.change(ask.getByRole('textbox'), { target: { value: 'ok' } });
    fireEvent.click(ask.getByRole('button', { name: 'Suspender' }));
    expect(await ask.findByText(ADMIN_TEXTS.reasonTooShort)).toBeTruthy();
    expect(server.bodies).toEqual([]);
    expect(ask.getByText('2/500')).toBeTruthy();

    fireEvent.change(ask.getByRole('textbox'), {
      target: { value: 'Golpe relatado por três clientes' },
    });
    fireEvent.click(ask.getByRole('button', { name: 'Suspender' }));
    expect(await screen.findByText(ADMIN_TEXTS.suspended)).toBeTruthy();
    expect(server.bodies).toEqual([{ reason: 'Golpe relatado por três clientes' }]);
    expect(await panel.findByRole('button', { name: 'Reativar' })).toBeTruthy();
  });

  it('keeps the suspend modal open with the server text when it refuses', async () => {
    const server = usersServer([aUserRow(1)]);
    renderApp(PATH, {
      user: ADMIN,
      routes: {
        ...server.routes,
        [`POST /admin/users/${uuid(1)}/suspend/`]: () => fail(409, ADMIN_TEXTS.cannotSuspendAdmin),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pessoa 1' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Pessoa 1' }));
    fireEvent.click(panel.getByRole('button', { name: 'Suspender' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Suspender conta' }));
    fireEvent.change(ask.getByRole('textbox'), { target: { value: 'Motivo qualquer' } });
    fireEvent.click(ask.getByRole('button', { name: 'Suspender' }));
    expect(await ask.findByText(ADMIN_TEXTS.cannotSuspendAdmin)).toBeTruthy();
  });

  it('follows another admin live (admin:changed user)', async () => {
    const server = usersServer([aUserRow(1)]);
    renderApp(PATH, { user: ADMIN, routes: server.routes });
    await screen.findByText('Pessoa 1');
    server.set([aUserRow(1, { suspended_at: '2026-03-05T10:00:00.000Z' })]);
    emitServerEventForTest('admin:changed', { kind: 'user', id: uuid(1) });
    await waitFor(() => expect(screen.getByText('Suspenso')).toBeTruthy());
  });

  it('offers Tentar novamente when the list fails', async () => {
    let failing = true;
    const server = usersServer([aUserRow(1)]);
    renderApp(PATH, {
      user: ADMIN,
      routes: {
        ...server.routes,
        'GET /admin/users/': (config) =>
          failing
            ? fail(500, 'Erro interno do servidor')
            : (server.routes['GET /admin/users/']?.(config) ?? ok(null)),
      },
    });
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getByText(ADMIN_TEXTS.loadFailed)).toBeTruthy();
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Pessoa 1')).toBeTruthy();
  });
});
