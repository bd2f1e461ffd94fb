import { ADMIN_EXPORT_PATH, adminApi } from '@alinhavo/shared/api/admin';
import { API_PREFIX } from '@alinhavo/shared/api/contract';
import type {
  AdminDemandsQuery,
  AdminUsersQuery,
  EXPORT_REPORTS,
  ResolveReportBody,
} from '@alinhavo/shared/schemas/admin';
import type { AttachmentResult } from '../../platform/types';
import { platform } from '../../platform';
import { api } from '../api';
import { toApiError } from '../api/errors';

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

type Query = Record<string, unknown>;
type CleanQuery = Record<string, string | number>;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
/** Drops empty filters so the URL carries only what narrows the list. */
function compact(query: Query): CleanQuery {
  const out: CleanQuery = {};
  for (const [key, value] of Object.entries(query))
    if (typeof value === 'number' || (typeof value === 'string' && value !== ''))
      out[key] = value;
  return out;
}
const byId = (id: string) => ({ params: { id } });

export const adminClient = {
  overview: (period: Period, signal?: AbortSignal) =>
    api.call(adminApi.overview, undefined, { query: compact({ ...period }), ...withSignal(signal) }),

  users: (query: AdminUsersQuery, signal?: AbortSignal) =>
    api.call(adminApi.users, undefined, { query: compact({ ...query }), ...withSignal(signal) }),
  user: (id: string, signal?: AbortSignal) =>
    api.call(adminApi.user, undefined, { ...byId(id), ...withSignal(signal) }),
  suspend: (id: string, reason: string) => api.call(adminApi.suspend, { reason }, byId(id)),
  reactivate: (id: string, reason: string) => api.call(adminApi.reactivate, { reason }, byId(id)),

  demands: (query: AdminDemandsQuery, signal?: AbortSignal) =>
    api.call(adminApi.demands, undefined, { query: compact({ ...query }), ...withSignal(signal) }),
  removeDemand: (id: string, reason: string) =>
    api.call(adminApi.removeDemand, { reason }, byId(id)),

  professionals: (status: ProfessionalsStatus, signal?: AbortSignal) =>
    api.call(adminApi.professionals, undefined, { query: { status }, ...withSignal(signal) }),
  approve: (id: string) => api.call(adminApi.approve, {}, byId(id)),
  reject: (id: string, reason?: string) =>
    api.call(adminApi.reject, reason ? { reason } : {}, byId(id)),

  reports: (q: { status: ReportsStatus; cursor?: string | undefined }, signal?: AbortSignal) =>
    api.call(adminApi.reports, undefined, { query: compact({ ...q }), ...withSignal(signal) }),
  resolveReport: (id: string, body: ResolveReportBody) =>
    api.call(adminApi.resolveReport, body, byId(id)),

  audit: (q: { cursor?: string | undefined }, signal?: AbortSignal) =>
    api.call(adminApi.audit, undefined, { query: compact({ ...q }), ...withSignal(signal) }),

  /** One CSV export as bytes, with the bearer (web downloads). */
  async exportBlob(report: ExportReport, period: Period): Promise<Blob> {
    try {
      const res = await api.http.get<Blob>(exportPath(report), {
        authRequired: true,
        responseType: 'blob',
        params: compact({ ...period }),
        timeout: 0,
      });
      return res.data;
    } catch (error) {
      throw toApiError(error);
    }
  },
};

const exportPath = (report: ExportReport) => ADMIN_EXPORT_PATH.replace('{report}', report);

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
  const origin = await platform.serverOrigin();
  const query = new URLSearchParams(compact({ ...period }) as Record<string, string>).toString();
  return platform.saveAttachment({
    url: `${origin}${API_PREFIX}${exportPath(report)}${query ? `?${query}` : ''}`,
    name: exportFileName(report, period),
    accessToken: api.currentAccessToken(),
    fetchBlob: () => adminClient.exportBlob(report, period),
  });
}
