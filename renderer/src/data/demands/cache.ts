import { demandsApi } from '@alinhavo/shared/api/demands';
import type { Demand, DemandStatus, DemandSyncScope } from '@alinhavo/shared/schemas/demand';
import { foldText, searchTerms } from '@alinhavo/shared/rules/search';
import { api } from '../api';
import { db, type CachedDemand } from '../db';
import { applySync, cursorOf, singleFlight } from '../sync-state';
import type { MyDemandsQuery, OpportunityFilters } from './api';

const tableOf = (scope: DemandSyncScope) => (scope === 'mine' ? db.myDemands : db.opportunities);

/** The phone stays out of IndexedDB; the screens get it again from the server when online. */
export function toCached(d: Demand): CachedDemand {
  const { user_cellphone: _phone, ...rest } = d;
  return rest;
}
export const fromCached = (d: CachedDemand): Demand => ({ ...d, user_cellphone: null });

/**
 * Brings one cached list up to date with GET /demands/sync/ (DESIGN §7): changed rows in,
 * deleted or departed ids out, the whole list replaced when the server says `reset`. One sync per
 * list at a time; callers asking meanwhile share it. Throws when offline: the cache stays.
 */
export function syncDemands(scope: DemandSyncScope): Promise<void> {
  return singleFlight(`demands:${scope}`, async () => {
    const answer = await api.call(demandsApi.sync, {
      query: { scope, updated_since: await cursorOf(scope) },
    });
    await applySync(tableOf(scope), scope, answer, answer.demands.map(toCached));
  });
}

/** Rows the server just sent for a list: the cache learns them without another request. */
export async function rememberDemands(scope: DemandSyncScope, rows: Demand[]): Promise<void> {
  const keep = scope === 'opportunities' ? rows.filter((d) => d.status === 'ABERTA') : rows;
  await tableOf(scope).bulkPut(keep.map(toCached));
}

export async function forgetDemand(scope: DemandSyncScope, id: string): Promise<void> {
  await tableOf(scope).delete(id);
}

function matchesSearch(d: CachedDemand, search: string | undefined): boolean {
  const terms = searchTerms(search);
  if (terms.length === 0) return true;
  const text = foldText(`${d.title} ${d.description}`);
  return terms.every((t) => text.includes(t));
}

const newestFirst = (a: CachedDemand, b: CachedDemand) => b.created_at.localeCompare(a.created_at);

const COUNTER_OF: Partial<Record<DemandStatus, 'abertas' | 'em_andamento' | 'concluidas'>> = {
  ABERTA: 'abertas',
  'EM ANDAMENTO': 'em_andamento',
  CONCLUÍDA: 'concluidas',
};

/** Minhas Demandas answered from the cache, in the server's shape (offline). */
export function myDemandsFromCache(rows: CachedDemand[], q: MyDemandsQuery) {
  const searched = rows.filter((d) => matchesSearch(d, q.search)).sort(newestFirst);
  const counters = { total: searched.length, abertas: 0, em_andamento: 0, concluidas: 0 };
  for (const d of searched) {
    const key = COUNTER_OF[d.status];
    if (key) counters[key] += 1;
  }
  const filtered = q.status ? searched.filter((d) => d.status === q.status) : searched;
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 20;
  return {
    ...counters,
    results: filtered.slice((page - 1) * pageSize, page * pageSize).map(fromCached),
    count: filtered.length,
    page,
    page_size: pageSize,
  };
}

/** Oportunidades answered from the cache with the same filters (offline). */
export function opportunitiesFromCache(rows: CachedDemand[], f: OpportunityFilters) {
  const ufs = new Set((f.ufs ?? []).map((u) => u.toUpperCase()));
  const cities = new Set((f.cities ?? []).map((c) => c.toLowerCase()));
  const matching = rows
    .filter(
      (d) =>
        d.status === 'ABERTA' &&
        (!f.services?.length || f.services.includes(d.service)) &&
        (!f.areas?.length || f.areas.includes(d.area)) &&
        (ufs.size === 0 || ufs.has((d.uf ?? '').toUpperCase())) &&
        (cities.size === 0 || cities.has((d.city ?? '').toLowerCase())) &&
        matchesSearch(d, f.search),
    )
    .sort(newestFirst);
  const page = f.page ?? 1;
  const pageSize = f.pageSize ?? 20;
  return {
    demands: matching.slice((page - 1) * pageSize, page * pageSize).map(fromCached),
    has_more: matching.length > page * pageSize,
  };
}
