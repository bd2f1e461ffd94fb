import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import type { AdminPayment } from '@alinhavo/shared/schemas/plan';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { ok, type FakeRoute } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { anAdminPayment, approved } from '../../test/plans-kit';
import { ADMIN } from './admin-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const PATH = '/app/admin/pagamentos';

/** The server's payments in memory: confirm and reject move them between the filters. */
function paymentsServer(initial: AdminPayment[]) {
  let rows = [...initial];
  const calls: string[] = [];
  const matches: Record<string, (p: AdminPayment) => boolean> = {
    pending: (p) => p.status === 'pending',
    approved: (p) => p.status === 'approved',
    problem: (p) => p.status !== 'pending' && p.status !== 'approved',
    all: () => true,
  };
  const routes: Record<string, FakeRoute> = {
    'GET /admin/payments/': (config) => {
      const status = ((config.params ?? {}) as { status: string }).status;
      calls.push(`list:${status}`);
      return ok({
        payments: rows.filter(matches[status] ?? (() => false)),
        next_cursor: null,
        pending_count: rows.filter((p) => p.status === 'pending').length,
      });
    },
  };
  for (const p of initial) {
    routes[`POST /admin/payments/${p.id}/confirm/`] = () => {
      calls.push(`confirm:${p.id}`);
      const fresh: AdminPayment = { ...p, ...approved(p), user: p.user };
      rows = rows.map((r) => (r.id === p.id ? fresh : r));
      return ok(fresh);
    };
    routes[`POST /admin/payments/${p.id}/reject/`] = () => {
      calls.push(`reject:${p.id}`);
      const fresh: AdminPayment = { ...p, status: 'rejected' };
      rows = rows.map((r) => (r.id === p.id ? fresh : r));
      return ok(fresh);
    };
  }
  return { routes, calls, add: (p: AdminPayment) => (rows = [p, ...rows]) };
}

describe('Pagamentos', () => {
  it('lists pending Pix payments with amount, status and the pending count', async () => {
    const server = paymentsServer([
      anAdminPayment(1),
      anAdminPayment(2, { amount_cents: 47900, plan_name: 'PRO Anual', plan: 'yearly' }),
    ]);
    renderApp(PATH, { user: ADMIN, routes: server.routes });
    const table = within(await screen.findByRole('table', { name: 'Pagamentos' }));
    expect(table.getByText('Cliente 1')).toBeTruthy();
    expect(table.getByText('R$ 479,00')).toBeTruthy();
    // A pix-manual payment is known by its Pix txid, as the bank statement shows it.
    expect(table.getByText(anAdminPayment(1).txid ?? '')).toBeTruthy();
    expect(table.getAllByText('Aguardando confirmação')).toHaveLength(2);
    expect(screen.getByText('Aguardando (2)')).toBeTruthy();
  });

  it('asks before confirming, confirms, says so and the row leaves Aguardando', async () => {
    const server = paymentsServer([anAdminPayment(1), anAdminPayment(2)]);
    renderApp(PATH, { user: ADMIN, routes: server.routes });
    fireEvent.click(
      await screen.findByRole('button', { name: `${PLAN_TEXTS.adminConfirm} de Cliente 1` }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: PLAN_TEXTS.adminConfirm }));
    expect(dialog.getByText(PLAN_TEXTS.adminConfirmQuestion)).toBeTruthy();
    expect(server.calls.some((c) => c.startsWith('confirm:'))).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: PLAN_TEXTS.adminConfirm }));
    expect(await screen.findByText(PLAN_TEXTS.adminConfirmed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Cliente 1')).toBeNull());
    expect(server.calls).toContain(`confirm:${anAdminPayment(1).id}`);
    expect(screen.getByText('Cliente 2')).toBeTruthy();
    expect(screen.getByText('Aguardando (1)')).toBeTruthy();
  });

  it('refuses with the reason modal and says so', async () => {
    const server = paymentsServer([anAdminPayment(1)]);
    renderApp(PATH, { user: ADMIN, routes: server.routes });
    fireEvent.click(
      await screen.findByRole('button', {
        name: `${PLAN_TEXTS.adminReject} pagamento de Cliente 1`,
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Recusar pagamento' }));
    fireEvent.click(dialog.getByRole('button', { name: PLAN_TEXTS.adminReject }));
    expect(await screen.findByText(PLAN_TEXTS.adminRejected)).toBeTruthy();
    expect(server.calls).toContain(`reject:${anAdminPayment(1).id}`);
    expect(await screen.findByText(PLAN_TEXTS.adminEmpty)).toBeTruthy();
  });

  it('refreshes live on admin:changed of kind payment', async () => {
    const server = paymentsServer([]);
    renderApp(PATH, { user: ADMIN, routes: server.routes });
    expect(await screen.findByText(PLAN_TEXTS.adminEmpty)).toBeTruthy();
    server.add(anAdminPayment(3));
    emitServerEventForTest('admin:changed', { kind: 'payment', id: null });
    expect(await screen.findByText('Cliente 3')).toBeTruthy();
  });
});
