import type {
  AdminOverview,
  AdminReport,
  AdminUserDetail,
  AdminUserRow,
  PendingProfessional,
} from '@alinhavo/shared/schemas/admin';
import { aProfile, aUser } from '../../test/fixtures';

/** A v4-shaped uuid ending in `n` (zod checks the version and variant). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ADMIN = aUser({
  id: uuid(999),
  email: 'admin@alinhavo.com.br',
  user_type: 'CLIENTE',
  is_admin: true,
});

const AT = '2026-03-02T12:00:00.000Z';

export function aProfessional(
  n: number,
  overrides: Partial<PendingProfessional> = {},
): PendingProfessional {
  return {
    id: uuid(n),
    full_name: `Costureira ${n}`,
    display_name: `Costureira ${n}`,
    email: `costureira${n}@exemplo.com.br`,
    city: 'São Paulo',
    uf: 'SP',
    services: [
      { id: 1, name: 'Costura' },
      { id: 2, name: 'Modelagem' },
    ],
    approval_status: 'PENDING',
    missing: [],
    created_at: AT,
    ...overrides,
  };
}

export function aUserRow(n: number, overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: uuid(n),
    email: `pessoa${n}@exemplo.com.br`,
    user_type: 'PROFISSIONAL',
    full_name: `Pessoa ${n}`,
    display_name: `Pessoa ${n}`,
    is_company: false,
    cnpj: null,
    city: 'Curitiba',
    uf: 'PR',
    is_email_verified: true,
    approval_status: 'APPROVED',
    suspended_at: null,
    created_at: AT,
    ...overrides,
  };
}

export function aUserDetail(row: AdminUserRow): AdminUserDetail {
  const { cpf: _cpf, ...profile } = aProfile({
    id: row.id,
    email: row.email,
    full_name: row.full_name,
  });
  return {
    user: { ...row, suspension_reason: null },
    profile,
    demands: [],
    ratings: { average: null, count: 0, recent: [] },
    reports: [],
    audit: [],
  };
}

export function anOverview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  return {
    users: {
      clients: 120,
      professionals: 80,
      approved: 50,
      pending: 25,
      rejected: 5,
      suspended: 2,
    },
    demands: { total: 300, abertas: 140, em_andamento: 60, concluidas: 90 },
    top_cities: [
      { city: 'São Paulo', uf: 'SP', users: 70 },
      { city: 'Fortaleza', uf: 'CE', users: 31 },
    ],
    weekly: [
      { week_start: '2026-02-23', signups: 4, demands: 7 },
      { week_start: '2026-03-02', signups: 9, demands: 11 },
    ],
    pending_approvals: 25,
    open_reports: 3,
    period: { from: '2025-12-15', to: '2026-03-08' },
    ...overrides,
  };
}

export function aReport(n: number, overrides: Partial<AdminReport> = {}): AdminReport {
  const person = (m: number, name: string) => ({
    id: uuid(m),
    display_name: name,
    email: `${name.toLowerCase()}@exemplo.com.br`,
    user_type: 'CLIENTE' as const,
    suspended_at: null,
  });
  return {
    id: uuid(n),
    status: 'open',
    target_type: 'message',
    target_id: uuid(n + 100),
    reason: 'offensive',
    details: 'Me xingou na conversa.',
    reporter: person(n + 200, 'Ana'),
    author: person(n + 300, 'Bruno'),
    excerpt: 'Mensagem ofensiva',
    target_exists: true,
    context: [
      {
        id: uuid(n + 400),
        sender_name: 'Ana',
        content: 'Oi, tudo bem?',
        created_at: AT,
        is_target: false,
      },
      {
        id: uuid(n + 100),
        sender_name: 'Bruno',
        content: 'Mensagem ofensiva',
        created_at: AT,
        is_target: true,
      },
    ],
    resolution: null,
    resolution_note: null,
    resolved_at: null,
    created_at: AT,
    ...overrides,
  };
}
