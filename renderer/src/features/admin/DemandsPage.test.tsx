import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import type { AdminDemandRow } from '@alinhavo/shared/schemas/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, type FakeRoute } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { ADMIN, uuid } from './admin-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const aDemandRow = (n: number, overrides: Partial<AdminDemandRow> = {}): AdminDemandRow => ({
  id: uuid(n),
  title: `Demanda ${n}`,
  status: 'ABERTA',
  client: { id: uuid(n + 100), display_name: 'Ateliê Linho', email: 'linho@exemplo.com.br' },
  interested_count: 3,
  min_budget: 1500,
  max_budget: 4500,
  city: 'Recife',
  uf: 'PE',
  service: 1,
  service_name: 'Costura',
  created_at: '2026-03-02T12:00:00.000Z',
  ...overrides,
});

function demandsServer() {
  const queries: Record<string, unknown>[] = [];
  const bodies: unknown[] = [];
  let rows = [
    aDemandRow(1),
    aDemandRow(2, { status: 'EM ANDAMENTO', min_budget: null, max_budget: null }),
  ];
  const routes: Record<string, FakeRoute> = {
    'GET /admin/demands/': (config) => {
      queries.push((config.params ?? {}) as Record<string, unknown>);
      return ok({ demands: rows, next_cursor: null });
    },
    [`POST /admin/demands/${uuid(1)}/remove/`]: (config) => {
      bodies.push(JSON.parse(String(config.data)));
      rows = rows.filter((r) => r.id !== uuid(1));
      return ok({ id: uuid(1) });
    },
  };
  return { routes, queries, bodies };
}

describe('Demandas', () => {
  it('shows status, client, interested count, budget in R$ and place', async () => {
    renderApp('/app/admin/demandas', { user: ADMIN, routes: demandsServer().routes });
    const table = within(await screen.findByRole('table', { name: 'Demandas' }));
    const row = within(table.getByText('Demanda 1').closest('tr') as HTMLElement);
    expect(row.getByText('Aberta')).toBeTruthy();
    expect(row.getByText('Ateliê Linho')).toBeTruthy();
    expect(row.getByText('3')).toBeTruthy();
    expect(row.getByText('R$ 1.500,00 – R$ 4.500,00')).toBeTruthy();
    expect(row.getByText('Costura · Recife/PE · 02/03/2026')).toBeTruthy();
    const other = within(table.getByText('Demanda 2').closest('tr') as HTMLElement);
    expect(other.getByText('Em Andamento')).toBeTruthy();
    expect(other.getByText('A combinar')).toBeTruthy();
  });

  it('removes a demand only with a reason', async () => {
    const server = demandsServer();
    renderApp('/app/admin/demandas', { user: ADMIN, routes: server.routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Remover Demanda 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remover demanda' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Remover' }));
    expect(await dialog.findByText(ADMIN_TEXTS.reasonRequired)).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox'), {
      target: { value: 'Anúncio de venda, não é demanda.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText(ADMIN_TEXTS.demandRemoved)).toBeTruthy();
    expect(server.bodies).toEqual([{ reason: 'Anúncio de venda, não é demanda.' }]);
    await waitFor(() => expect(screen.queryByText('Demanda 1')).toBeNull());
  });

  it('sends the free text to the server after a pause', async () => {
    const server = demandsServer();
    renderApp('/app/admin/demandas', { user: ADMIN, routes: server.routes });
    await screen.findByText('Demanda 1');
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar' }), {
      target: { value: 'vestido' },
    });
    await waitFor(() => expect(server.queries.at(-1)).toMatchObject({ search: 'vestido' }));
  });
});
