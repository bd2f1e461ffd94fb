import type { AuditEntry } from '@alinhavo/shared/schemas/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { ADMIN, uuid } from './admin-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const anEntry = (n: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: uuid(n),
  actor_id: ADMIN.id,
  actor_email: ADMIN.email,
  action: 'suspend',
  target_type: 'user',
  target_id: uuid(n + 100),
  target_label: 'bruno@exemplo.com.br',
  reason: 'Golpe relatado',
  created_at: '2026-03-05T13:30:00.000Z',
  ...overrides,
});

describe('Auditoria', () => {
  it('lists actions with who, what, why and when, and follows new ones live', async () => {
    let entries = [anEntry(1)];
    renderApp('/app/admin/auditoria', {
      user: ADMIN,
      routes: { 'GET /admin/audit/': () => ok({ entries, next_cursor: null }) },
    });
    const line = within(await screen.findByRole('listitem', { name: 'Suspendeu conta' }));
    expect(line.getByText('bruno@exemplo.com.br')).toBeTruthy();
    expect(line.getByText('Motivo: Golpe relatado')).toBeTruthy();
    expect(line.getByText('Por admin@alinhavo.com.br')).toBeTruthy();
    expect(line.getByText(/^05\/03\/2026 às \d\d:30$/)).toBeTruthy();
    entries = [anEntry(2, { action: 'approve', reason: null }), ...entries];
    emitServerEventForTest('admin:changed', { kind: 'audit', id: uuid(2) });
    expect(await screen.findByRole('listitem', { name: 'Aprovou profissional' })).toBeTruthy();
  });

  it('says when nothing was done yet', async () => {
    renderApp('/app/admin/auditoria', {
      user: ADMIN,
      routes: { 'GET /admin/audit/': () => ok({ entries: [], next_cursor: null }) },
    });
    expect(await screen.findByText('Nenhuma ação registrada')).toBeTruthy();
  });
});
