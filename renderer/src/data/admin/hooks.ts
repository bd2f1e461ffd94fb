import type {
  AdminDemandRow,
  AdminDemandsQuery,
  AdminReport,
  AdminUserRow,
  AdminUsersQuery,
  AuditEntry,
} from '@alinhavo/shared/schemas/admin';
import { useRemote } from '../use-remote';
import { adminClient, type Period, type ProfessionalsStatus, type ReportsStatus } from './api';
import { useAdminLive } from './live';
import { loadErrorText, useCursorList } from './use-cursor-list';

type Filters<Q> = Omit<Q, 'cursor' | 'limit'>;

/** Visão geral and Relatórios: the figures of a period, live with every admin change. */
export function useAdminOverview(period: Period) {
  const remote = useRemote(
    `overview:${period.from ?? ''}:${period.to ?? ''}`,
    (signal) => adminClient.overview(period, signal),
    loadErrorText,
  );
  useAdminLive(['user', 'professional', 'demand', 'report'], remote.reload);
  return remote;
}

export function useAdminUsers(filters: Filters<AdminUsersQuery>) {
  return useCursorList<AdminUserRow>(
    `users:${JSON.stringify(filters)}`,
    async (cursor, signal) => {
      const page = await adminClient.users({ ...filters, cursor }, signal);
      return { rows: page.users, next: page.next_cursor };
    },
    ['user', 'professional'],
  );
}

/** The side panel of one person: profile, demands, ratings, reports and audit lines. */
export function useAdminUser(id: string | null) {
  const remote = useRemote(
    id ? `user:${id}` : null,
    (signal) => adminClient.user(id ?? '', signal),
    loadErrorText,
  );
  useAdminLive(['user', 'professional', 'demand', 'report', 'audit'], () => {
    if (id) remote.reload();
  });
  return remote;
}

export function useAdminDemands(filters: Filters<AdminDemandsQuery>) {
  return useCursorList<AdminDemandRow>(
    `demands:${JSON.stringify(filters)}`,
    async (cursor, signal) => {
      const page = await adminClient.demands({ ...filters, cursor }, signal);
      return { rows: page.demands, next: page.next_cursor };
    },
    ['demand'],
  );
}

/** Aprovações: one list per approval status (not paged: the queue is short by nature). */
export function useProfessionals(status: ProfessionalsStatus) {
  const remote = useRemote(
    `professionals:${status}`,
    (signal) => adminClient.professionals(status, signal),
    loadErrorText,
  );
  useAdminLive(['professional', 'user'], remote.reload);
  return remote;
}

export function useAdminReports(status: ReportsStatus) {
  return useCursorList<AdminReport>(
    `reports:${status}`,
    async (cursor, signal) => {
      const page = await adminClient.reports({ status, cursor }, signal);
      return { rows: page.reports, next: page.next_cursor };
    },
    ['report', 'user', 'demand'],
  );
}

export function useAuditLog() {
  return useCursorList<AuditEntry>(
    'audit',
    async (cursor, signal) => {
      const page = await adminClient.audit({ cursor }, signal);
      return { rows: page.entries, next: page.next_cursor };
    },
    ['audit'],
  );
}
