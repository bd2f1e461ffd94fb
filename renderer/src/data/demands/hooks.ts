import type { DemandSyncScope } from '@alinhavo/shared/schemas/demand';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useCurrentUser } from '../session-store';
import { db, type CachedDemand } from '../db';
import { throttledSync, withCache, type CachedRemote } from '../cached-remote';
import { useRefreshOn } from '../realtime/hooks';
import { useBackOnline, useSyncState, useWentOffline } from '../sync-state';
import { useRemote } from '../use-remote';
import { demandsClient, type MyDemandsQuery, type OpportunityFilters } from './api';
import {
  myDemandsFromCache,
  myJobsFromCache,
  opportunitiesFromCache,
  rememberJobs,
  syncDemands,
} from './cache';

const messageOf = (fallback: string) => (error: unknown) =>
  error instanceof Error && error.message ? error.message : fallback;

/** Keeps the cache current after each server answer, at most once every few seconds. */
function useSync(scope: DemandSyncScope, userId: string | undefined, fresh: unknown) {
  useEffect(() => {
    if (userId) throttledSync(`demands:${scope}`, () => syncDemands(scope));
  }, [scope, userId, fresh]);
}

function useCachedRows(scope: DemandSyncScope, userId: string | undefined) {
  const rows = useLiveQuery(
    async (): Promise<CachedDemand[] | null> => {
      if (!userId) return null;
      // Nothing synced yet: there is no cache to show, only the server.
      if (!(await db.syncState.get(scope))) return null;
      return (scope === 'mine' ? db.myDemands : db.opportunities).toArray();
    },
    [scope, userId],
    null,
  );
  const syncedAt = useSyncState(scope)?.syncedAt ?? null;
  return { rows, syncedAt };
}

/**
 * Minhas Demandas (spec §2, issue 12): when the device holds every demand of the client (almost
 * always: up to 500), the list, its filters and counters come from Dexie by the server's rules,
 * live, and the server is only asked what changed. A client with more pages on the server; the
 * rows it answers go into Dexie too. Offline, the device's copy, marked as such.
 */
export function useMyDemands(query: MyDemandsQuery): CachedRemote<ReturnType<typeof myDemandsFromCache>> {
  const user = useCurrentUser();
  const state = useSyncState('mine');
  const whole = state?.complete === true;
  const [syncFailed, setSyncFailed] = useState(false);
  // Each attempt is one sync; an answer that comes after the screen left changes nothing.
  const [attempt, setAttempt] = useState(0);
  const syncNow = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (!user?.id) return;
    let alive = true;
    syncDemands('mine').then(
      () => alive && setSyncFailed(false),
      () => alive && setSyncFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [user?.id, attempt]);
  useBackOnline(syncNow);
  useWentOffline(syncNow);

  const key = user && !whole ? JSON.stringify(['mine', user.id, query]) : null;
  const remote = useRemote(
    key,
    (signal) => demandsClient.myDemands(query, signal),
    messageOf('Erro ao carregar demandas. Tente novamente.'),
  );
  useDemandsRefresh(remote.reload);
  const { rows, syncedAt } = useCachedRows('mine', user?.id);
  const local = useMemo(() => (rows ? myDemandsFromCache(rows, query) : null), [rows, query]);
  if (whole && local)
    return {
      status: 'ready',
      data: local,
      reload: syncNow,
      set: remote.set,
      offline: syncFailed ? { syncedAt } : null,
    };
  return withCache({ ...remote, reload: key ? remote.reload : syncNow }, local, syncedAt);
}

/** Oportunidades: open demands for providers, filtered on the server (or on the cache offline). */
export function useOpportunities(filters: OpportunityFilters): CachedRemote<ReturnType<typeof opportunitiesFromCache>> {
  const user = useCurrentUser();
  const key = user ? JSON.stringify(['opportunities', user.id, filters]) : null;
  const remote = useRemote(
    key,
    (signal) => demandsClient.opportunities(filters, signal),
    messageOf('Erro ao carregar oportunidades. Tente novamente.'),
  );
  useDemandsRefresh(remote.reload);
  useSync('opportunities', user?.id, remote.status === 'ready' ? remote.data : null);
  const { rows, syncedAt } = useCachedRows('opportunities', user?.id);
  const local = useMemo(() => (rows ? opportunitiesFromCache(rows, filters) : null), [rows, filters]);
  return withCache(remote, local, syncedAt);
}

/**
 * Meus Trabalhos (issue 12): the provider's jobs as the device holds them, live; pushed changes
 * (chosen, finalized, removed) land there at once, and each visit asks the server for the
 * whole list again. Offline, the device's copy, marked as such.
 */
export function useMyJobs(): CachedRemote<ReturnType<typeof myJobsFromCache>> {
  const user = useCurrentUser();
  const remote = useRemote(
    user ? `jobs:${user.id}` : null,
    async (signal) => {
      const answer = await demandsClient.myJobs(signal);
      await rememberJobs(answer.demands);
      return answer;
    },
    messageOf('Erro ao carregar dados. Tente novamente.'),
  );
  const rows = useLiveQuery(
    async () => ((await db.syncState.get('jobs')) ? db.jobs.toArray() : null),
    [],
    null,
  );
  const syncedAt = useSyncState('jobs')?.syncedAt ?? null;
  const local = useMemo(
    () => (rows && user ? myJobsFromCache(rows, user.id) : null),
    [rows, user],
  );
  if (local === null) return withCache(remote, null, syncedAt);
  // The device's copy is the one read model; the server's answer only refreshes it.
  const offline = remote.status === 'error' ? { syncedAt } : null;
  return { status: 'ready', data: local, reload: remote.reload, set: remote.set, offline };
}

/**
 * A list read from the server asks again when someone else changes or deletes one of the
 * signed-in user's demands (the server pushes only those: interest, choice, edits, finalization).
 */
export function useDemandsRefresh(reload: () => void): void {
  useRefreshOn('demand:changed', reload);
  useRefreshOn('demand:deleted', reload);
}
