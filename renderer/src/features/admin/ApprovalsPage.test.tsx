import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import type { PendingProfessional } from '@alinhavo/shared/schemas/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { ok, type FakeRoute } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { ADMIN, aProfessional, uuid } from './admin-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const PATH = '/app/admin/aprovacoes';

/** The server's providers in memory: approve and reject move them between the lists. */
function approvalsServer(initial: PendingProfessional[]) {
  let rows = [...initial];
  const bodies: unknown[] = [];
  const STATUS = { pending: 'PENDING', approved: 'APPROVED', rejected: 'REJECTED' } as const;
  const routes: Record<string, FakeRoute> = {
    'GET /admin/professionals/': (config) => {
      const status = ((config.params ?? {}) as { status: keyof typeof STATUS }).status;
      return ok(rows.filter((p) => p.approval_status === STATUS[status]));
    },
  };
  for (const p of initial) {
    for (const [action, to] of [
      ['approve', 'APPROVED'],
      ['reject', 'REJECTED'],
    ] as const) {
      routes[`POST /admin/professionals/${p.id}/${action}/`] = (config) => {
        bodies.push(JSON.parse(String(config.data ?? '{}')));
        rows = rows.map((r) => (r.id === p.id ? { ...r, approval_status: to } : r));
        return ok({ id: p.id, approval_status: to });
      };
    }
  }
  return {
    routes,
    bodies,
    add: (p: PendingProfessional) => (rows = [...rows, p]),
    status: (id: string) => rows.find((r) => r.id === id)?.approval_status,
  };
}

const card = async (name: string) => within(await screen.findByRole('listitem', { name }));

describe('Aprovações', () => {
  it('lists pending providers with up to 3 services and their completeness', async () => {
    const server = approvalsServer([
      aProfessional(1),
      aProfessional(2, { missing: ['areas', 'availability'] }),
    ]);
    renderApp(PATH, { user: ADMIN, routes: server.routes });
    const first = await card('Costureira 1');
    expect(first.getByText('Costura')).toBeTruthy();
    expect(first.getByText('Modelagem')).toBeTruthy();
    expect(first.getByText('Perfil completo')).toBeTruthy();
    expect(
      (await card('Costureira 2')).getByText('Falta: Áreas de atuação, Disponibilidade'),
    ).toBeTruthy();
  });

  it('approves: calls the endpoint, says so and the row leaves', async () => {
    const server = approvalsServer([aProfessional(1), aProfessional(2)]);
    const { server: network } = renderApp(PATH, { user: ADMIN, routes: server.routes });
    fireEvent.click(
      (await card('Costureira 1')).getByRole('button', { name: 'Aprovar Costureira 1' }),
    );
    expect(await screen.findByText(ADMIN_TEXTS.approved)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Costureira 1' })).toBeNull(),
    );
    expect(network.calls).toContain(`POST /admin/professionals/${uuid(1)}/approve/`);
    expect(server.status(uuid(1))).toBe('APPROVED');
    expect(screen.getByRole('listitem', { name: 'Costureira 2' })).toBeTruthy();
  });

  it('asks the spec question before rejecting and sends the optional reason', async () => {
    const server = approvalsServer([aProfessional(1)]);
    renderApp(PATH, { user: ADMIN, routes: server.routes });
    fireEvent.click(
      (await card('Costureira 1')).getByRole('button', { name: 'Rejeitar Costureira 1' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Rejeitar profissional' }));
    expect(dialog.getByText('Tem certeza que deseja rejeitar este profissional?')).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox'), {
      target: { value: 'Faltam fotos dos trabalhos.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Rejeitar' }));
    expect(await screen.findByText(ADMIN_TEXTS.rejected)).toBeTruthy();
    expect(server.bodies).toEqual([{ reason: 'Faltam fotos dos trabalhos.' }]);
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Costureira 1' })).toBeNull(),
    );
    expect(screen.getByText('Nenhum profissional aguardando aprovação')).toBeTruthy();
  });

  it('rejects without a reason too', async () => {
    const server = approvalsServer([aProfessional(1)]);
    renderApp(PATH, { user: ADMIN, routes: server.routes });
    fireEvent.click(
      (await card('Costureira 1')).getByRole('button', { name: 'Rejeitar Costureira 1' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Rejeitar profissional' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Rejeitar' }));
    expect(await screen.findByText(ADMIN_TEXTS.rejected)).toBeTruthy();
    expect(server.bodies).toEqual([{}]);
  });

  it('shows the other lists: Aprovados and Rejeitados', async () => {
    const server = approvalsServer([
      aProfessional(1),
      aProfessional(2, { approval_status: 'APPROVED' }),
      aProfessional(3, { approval_status: 'REJECTED' }),
    ]);
    renderApp(PATH, { user: ADMIN, routes: server.routes });
    await card('Costureira 1');
    fireEvent.click(screen.getByRole('radio', { name: 'Aprovados' }));
    const approved = await card('Costureira 2');
    expect(approved.queryByRole('button', { name: /^Aprovar/ })).toBeNull();
    expect(screen.queryByRole('listitem', { name: 'Costureira 1' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Rejeitados' }));
    expect(
      (await card('Costureira 3')).getByRole('button', { name: 'Aprovar Costureira 3' }),
    ).toBeTruthy();
  });

  it('refetches live when another admin changes a professional (admin:changed)', async () => {
    const server = approvalsServer([aProfessional(1)]);
    const { server: network } = renderApp(PATH, { user: ADMIN, routes: server.routes });
    await card('Costureira 1');
    const before = network.calls.filter((c) => c === 'GET /admin/professionals/').length;
    server.add(aProfessional(2));
    emitServerEventForTest('admin:changed', { kind: 'professional', id: uuid(2) });
    expect(await screen.findByRole('listitem', { name: 'Costureira 2' })).toBeTruthy();
    expect(network.calls.filter((c) => c === 'GET /admin/professionals/').length).toBe(before + 1);
  });

  it('ignores admin:changed kinds the screen does not show', async () => {
    const server = approvalsServer([aProfessional(1)]);
    const { server: network } = renderApp(PATH, { user: ADMIN, routes: server.routes });
    await card('Costureira 1');
    const before = network.calls.length;
    emitServerEventForTest('admin:changed', { kind: 'demand', id: uuid(7) });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(network.calls.filter((c) => c.startsWith('GET /admin/')).length).toBe(
      network.calls.slice(0, before).filter((c) => c.startsWith('GET /admin/')).length,
    );
  });
});
