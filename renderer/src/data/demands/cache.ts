import { demandsApi } from '@alinhavo/shared/api/demands';
import type { Demand, DemandSyncScope } from '@alinhavo/shared/schemas/demand';
import {
  jobTabOf,
  myDemandsList,
  myJobsList,
  opportunitiesList,
  type DemandListFilters,
} from '@alinhavo/shared/rules/demand-lists';
import { isWholeList } from '@alinhavo/shared/rules/limits';
import { api } from '../api';
import { db, type CachedDemand } from '../db';
import { onServerEvent } from '../realtime/realtime';
import { applySync, cursorOf, newerThanHeld, singleFlight } from '../sync-state';
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
    // The client's own demands: a reset of no more than SYNC_MAX_ROWS is the whole list, and
    // later changes keep it whole. (Opportunities are never the whole list: the server pages.)
    const before = scope === 'mine' ? await db.syncState.get(scope) : undefined;
    const whole = answer.reset ? isWholeList(answer.demands.length) : (before?.complete ?? false);
    await applySync(
      tableOf(scope),
      scope,
      answer,
      answer.demands.map(toCached),
      scope === 'mine' ? { complete: () => whole } : {},
    );
  });
}

/**
 * Rows the server just sent for a list: the cache learns them without another request, except
 * where it holds a newer version (pushed while the answer travelled).
 */
export async function rememberDemands(scope: DemandSyncScope, rows: Demand[]): Promise<void> {
  const keep = scope === 'opportunities' ? rows.filter((d) => d.status === 'ABERTA') : rows;
  if (keep.length === 0) return;
  const table = tableOf(scope);
  await db.transaction('rw', table, async () => {
    const newer = await newerThanHeld(table, keep.map(toCached), (d) => d.id);
    if (newer.length > 0) await table.bulkPut(newer);
  });
}

export async function forgetDemand(scope: DemandSyncScope, id: string): Promise<void> {
  await tableOf(scope).delete(id);
}

/** Minhas Demandas answered from the cache, in the server's shape and by its rules (offline). */
export function myDemandsFromCache(rows: CachedDemand[], q: MyDemandsQuery) {
  const list = myDemandsList(rows, {
    status: q.status,
    search: q.search,
    page: q.page,
    page_size: q.pageSize,
  });
  return { ...list, results: list.results.map(fromCached) };
}

/** Oportunidades answered from the cache with the same filters and rules (offline). */
/** The screen's filters in the shared rule's names. */
export const listFilters = (f: OpportunityFilters): DemandListFilters => ({
  search: f.search,
  service: f.services,
  area: f.areas,
  uf: f.ufs,
  city: f.cities,
});

export function opportunitiesFromCache(rows: CachedDemand[], f: OpportunityFilters) {
  const list = opportunitiesList(rows, {
    ...listFilters(f),
    page: f.page,
    page_size: f.pageSize,
  });
  return { demands: list.demands.map(fromCached), has_more: list.has_more };
}

/**
 * Demands as the server pushed them: each stored in the list it belongs to on this
 * device (the owner's own demands, or what a provider takes part in), unless the device already
 * holds a newer copy. The same event twice, or an older one after a newer one, changes nothing.
 * Several rows go in one transaction, so the screens read the store once for all of them.
 */
export async function applyDemandChanges(
  rows: readonly Demand[],
  myId: string | undefined,
): Promise<void> {
  await db.transaction('rw', db.myDemands, db.opportunities, db.jobs, async () => {
    for (const row of rows) {
      const mine = row.user_created === myId;
      const table = tableOf(mine ? 'mine' : 'opportunities');
      const held = await table.get(row.id);
      if (held && Date.parse(held.updated_at) > Date.parse(row.updated_at)) continue;
      await table.put(toCached(row));
      if (mine || !myId) continue;
      // Meus Trabalhos holds what the provider was chosen for or applied to, and nothing else.
      if (jobTabOf(row, myId)) await db.jobs.put(toCached(row));
      else await db.jobs.delete(row.id);
    }
  });
}

export const applyDemandChange = (row: Demand, myId: string | undefined) =>
  applyDemandChanges([row], myId);

/** How long pushed rows wait for the ones right behind them: one store write for a burst. */
const BATCH_MS = 50;

/** A demand deleted by its owner or an admin leaves every list of the device. */
export async function applyDemandDeletion(id: string): Promise<void> {
  await db.transaction('rw', db.myDemands, db.opportunities, db.jobs, async () => {
    await db.myDemands.delete(id);
    await db.opportunities.delete(id);
    await db.jobs.delete(id);
  });
}

/**
 * Meus Trabalhos from the server: every job of the provider (the answer is the whole list), so
 * it replaces what the device held, in one transaction.
 */
export async function rememberJobs(rows: readonly Demand[]): Promise<void> {
  await db.transaction('rw', db.jobs, db.syncState, async () => {
    await db.jobs.clear();
    await db.jobs.bulkPut(rows.map(toCached));
    const now = new Date().toISOString();
    await db.syncState.put({ scope: 'jobs', serverTime: now, syncedAt: now });
  });
}

/** Meus Trabalhos from the device, by the server's rules (shared/rules/demand-lists.ts). */
export const myJobsFromCache = (rows: CachedDemand[], me: string) => {
  const list = myJobsList(rows, me);
  return { ...list, demands: list.demands.map(fromCached) };
};

/**
 * Keeps the device's demand lists current while someone is signed in: the demands other people
 * change (interest, choice, edits, finalization, deletion) land in Dexie as they are pushed.
 * Started once, by the shell; a reconnection's sync fills what was missed.
 */
export function startDemandsCache(): () => void {
  const ignore = () => undefined;
  const me = async () => (await db.meta.get('owner'))?.lastUserId;
  let waiting: Demand[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Writes go in the order the events came, one after another.
  let chain = Promise.resolve();
  const then = (write: () => Promise<void>) => {
    chain = chain.then(write).catch(ignore);
  };
  const flush = () => {
    timer = undefined;
    const rows = waiting;
    waiting = [];
    then(async () => applyDemandChanges(rows, await me()));
  };
  const off = [
    onServerEvent('demand:changed', (row) => {
      waiting.push(row);
      timer ??= setTimeout(flush, BATCH_MS);
    }),
    // Loaded with the first quote pushed: the quotes code stays out of the first screen.
    onServerEvent('quote:changed', ({ quote }) =>
      then(async () => (await import('./quotes')).applyQuoteChange(quote)),
    ),
    onServerEvent('demand:deleted', ({ id }) => {
      // A deletion follows the changes pushed before it, so they cannot bring the row back.
      if (timer) {
        clearTimeout(timer);
        flush();
      }
      then(() => applyDemandDeletion(id));
    }),
  ];
  return () => {
    if (timer) clearTimeout(timer);
    off.forEach((unsubscribe) => unsubscribe());
  };
}
