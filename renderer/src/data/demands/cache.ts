import { demandsApi } from '@alinhavo/shared/api/demands';
import type { Demand, DemandSyncScope } from '@alinhavo/shared/schemas/demand';
import { myDemandsList, opportunitiesList } from '@alinhavo/shared/rules/demand-lists';
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

/** Minhas Demandas answered from the cache, in the server's shape and by its rules (offline). */
export function myDemandsFromCache(rows: CachedDemand[], q: MyDemandsQuery) {
  const list = myDemandsList(rows, { status: q.status, search: q.search, page: q.page, page_size: q.pageSize });
  return { ...list, results: list.results.map(fromCached) };
}

/** Oportunidades answered from the cache with the same filters and rules (offline). */
export function opportunitiesFromCache(rows: CachedDemand[], f: OpportunityFilters) {
  const list = opportunitiesList(rows, {
    search: f.search,
    service: f.services,
    area: f.areas,
    uf: f.ufs,
    city: f.cities,
    page: f.page,
    page_size: f.pageSize,
  });
  return { demands: list.demands.map(fromCached), has_more: list.has_more };
}
