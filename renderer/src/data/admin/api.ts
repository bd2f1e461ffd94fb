import { adminApi } from '@alinhavo/shared/api/admin';
import type {
  AdminDemandsQuery,
  AdminUsersQuery,
  EXPORT_REPORTS,
  ResolveReportBody,
} from '@alinhavo/shared/schemas/admin';
import type { AttachmentResult } from '../../platform/types';
import { platform } from '../../platform';
import { api } from '../api';

/*
 * The admin console's calls, typed by the shared contract (DESIGN §5). Admin data is not kept in
 * Dexie: these screens are online tools for the operator, always read fresh from the server and
 * refreshed live by 'admin:changed'; nothing here has to work offline.
 */

export type ProfessionalsStatus = 'pending' | 'approved' | 'rejected';
export type ReportsStatus = 'open' | 'closed';
export type ExportReport = (typeof EXPORT_REPORTS)[number];
/** São Paulo calendar days, yyyy-mm-dd, both inclusive; missing = the server's 12 weeks. */
export interface Period {
  from?: string | undefined;
  to?: string | undefined;
}

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
/** Drops empty filters so the URL carries only what narrows the list. */
function compact<T extends object>(query: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(query))
    if (typeof value === 'number' || (typeof value === 'string' && value !== ''))
      out[key as keyof T] = value as T[keyof T];
  return out;
}
const byId = (id: string) => ({ params: { id } });

export const adminClient = {
  overview: (period: Period, signal?: AbortSignal) =>
    api.call(adminApi.overview, { query: compact(period), ...withSignal(signal) }),

  users: (query: AdminUsersQuery, signal?: AbortSignal) =>
    api.call(adminApi.users, { query: compact(query), ...withSignal(signal) }),
  user: (id: string, signal?: AbortSignal) =>
    api.call(adminApi.user, { ...byId(id), ...withSignal(signal) }),
  suspend: (id: string, reason: string) =>
    api.call(adminApi.suspend, { ...byId(id), body: { reason } }),
  reactivate: (id: string, reason: string) =>
    api.call(adminApi.reactivate, { ...byId(id), body: { reason } }),

  demands: (query: AdminDemandsQuery, signal?: AbortSignal) =>
    api.call(adminApi.demands, { query: compact(query), ...withSignal(signal) }),
  removeDemand: (id: string, reason: string) =>
    api.call(adminApi.removeDemand, { ...byId(id), body: { reason } }),

  professionals: (status: ProfessionalsStatus, signal?: AbortSignal) =>
    api.call(adminApi.professionals, { query: { status }, ...withSignal(signal) }),
  approve: (id: string) => api.call(adminApi.approve, { ...byId(id), body: {} }),
  reject: (id: string, reason?: string) =>
    api.call(adminApi.reject, { ...byId(id), body: reason ? { reason } : {} }),

  reports: (q: { status: ReportsStatus; cursor?: string | undefined }, signal?: AbortSignal) =>
    api.call(adminApi.reports, { query: compact(q), ...withSignal(signal) }),
  resolveReport: (id: string, body: ResolveReportBody) =>
    api.call(adminApi.resolveReport, { ...byId(id), body }),

  audit: (q: { cursor?: string | undefined }, signal?: AbortSignal) =>
    api.call(adminApi.audit, { query: compact(q), ...withSignal(signal) }),

  /** One CSV export as bytes, with the bearer (web downloads). */
  exportBlob: (report: ExportReport, period: Period) =>
    api.call(adminApi.export, { params: { report }, query: compact(period) }),
};

/** 'alinhavo-usuarios-2026-01-01-a-2026-03-25.csv' */
export function exportFileName(report: ExportReport, period: Period): string {
  const names: Record<ExportReport, string> = {
    overview: 'visao-geral',
    users: 'usuarios',
    demands: 'demandas',
    audit: 'auditoria',
  };
  const range = period.from && period.to ? `-${period.from}-a-${period.to}` : '';
  return `alinhavo-${names[report]}${range}.csv`;
}

/**
 * Saves one CSV export through the platform (DESIGN §8): the desktop asks where and streams it
 * in the main process with the access token; the web saves the bytes fetched here.
 */
export async function saveExport(report: ExportReport, period: Period): Promise<AttachmentResult> {
  return platform.saveAttachment({
    url: await api.urlOf(adminApi.export, { params: { report }, query: compact(period) }),
    name: exportFileName(report, period),
    fetchBlob: () => adminClient.exportBlob(report, period),
  });
}
