import type { Demand } from '@alinhavo/shared/schemas/demand';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { db, type CachedDemand } from '../db';
import type { DeviceList } from '../device-list';
import { useCurrentUser } from '../session-store';
import { useBackOnline, useSyncState, useWentOffline } from '../sync-state';
import { useRemote } from '../use-remote';
import { demandsClient, type MyDemandsQuery } from './api';
import {
  fromCached,
  myDemandsFromCache,
  myJobsFromCache,
  rememberDemands,
  rememberJobs,
  syncDemands,
} from './cache';
import { useDemandsRefresh } from './hooks';

const messageOf = (fallback: string) => (error: unknown) =>
  error instanceof Error && error.message ? error.message : fallback;

export type MyDemandsData = ReturnType<typeof myDemandsFromCache>;

/** One server page of Minhas Demandas as the screen keeps it: ids and counters, never rows. */
type PageOfIds = Omit<MyDemandsData, 'results'> & { ids: string[] };

/**
 * Minhas Demandas (spec §2). When the device holds every demand of the client (almost
 * always: up to 500), the list, its filters and counters come from Dexie by the shared rule, live,
 * and the server is only asked what changed. A client with more: the server answers the page, its
 * rows go into Dexie and the page's ids are read through it, so a change to a row (pushed, or an
 * optimistic action) shows at once there too. Offline, the device's copy, marked as such.
 * `afterChange` is what the screen calls after one of its own writes: only a server page must ask
 * again for its counters.
 */
export function useMyDemands(
  query: MyDemandsQuery,
): DeviceList<MyDemandsData> & { afterChange: () => void } {
  const user = useCurrentUser();
  // The rows and the list's cursor in one read: whether the device holds the whole list is known
  // with its rows, so a device that does never asks the server for a page it would not show.
  const held = useLiveQuery(
    async () => {
      const [rows, sync] = await Promise.all([db.myDemands.toArray(), db.syncState.get('mine')]);
      return { rows, sync: sync ?? null };
    },
    [user?.id],
    undefined,
  );
  const state = held?.sync ?? null;
  const whole = state?.complete === true;
  // Offline from the start: the list is the device's copy, said at once rather than after a
  // request fails.
  const [syncFailed, setSyncFailed] = useState(() => !navigator.onLine);
  // Each attempt is one sync; an answer that comes after the screen left changes nothing.
  const [attempt, setAttempt] = useState(0);
  const syncNow = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (!user?.id) return;
    // No line: nothing to ask (the screen already says so: the initial state, or the drop
    // seen by useWentOffline); coming back online asks (useBackOnline).
    if (!navigator.onLine) return;
    let alive = true;
    syncDemands('mine').then(
      // An answer that left before the line dropped does not mean the line is back.
      () => alive && setSyncFailed(!navigator.onLine),
      () => alive && setSyncFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [user?.id, attempt]);
  useBackOnline(syncNow);

  const key = user && held && !whole ? JSON.stringify(['mine', user.id, query]) : null;
  const page = useRemote<PageOfIds>(
    key,
    async (signal) => {
      const { results, ...rest } = await demandsClient.myDemands(query, signal);
      await rememberDemands('mine', results);
      return { ...rest, ids: results.map((d) => d.id) };
    },
    messageOf('Erro ao carregar demandas. Tente novamente.'),
  );
  // The browser says the line dropped: the list is the device's copy from now on (a sync that
  // started before the drop may still answer, so its success must not hide that).
  useWentOffline(() => {
    setSyncFailed(true);
    if (key) page.reload();
  });
  // Someone else changed a demand: a server page asks again for its counters.
  useDemandsRefresh(key ? page.reload : noop);

  const syncedAt = state?.syncedAt ?? null;
  const local = useMemo(
    // Nothing synced yet: the rows are only the server pages', not a list to count offline.
    () => (held?.sync ? myDemandsFromCache(held.rows, query) : null),
    [held, query],
  );

  if (whole && local)
    return {
      status: 'ready',
      data: local,
      reload: syncNow,
      afterChange: noop,
      offline: syncFailed ? { syncedAt } : null,
    };
  const reload = key ? page.reload : syncNow;
  const afterChange = key ? page.reload : noop;
  const fromPage = page.data && held ? pageThroughStore(page.data, held.rows) : null;
  if (page.status === 'ready' && fromPage)
    return { status: 'ready', data: fromPage, reload, afterChange, offline: null };
  // Loading or failed: the device's copy by the same rules, rather than an empty screen.
  if (local && page.status === 'error')
    return { status: 'ready', data: local, reload, afterChange, offline: { syncedAt } };
  if (local && !fromPage)
    return { status: 'ready', data: local, reload, afterChange, offline: null };
  if (page.status === 'error')
    return {
      status: 'error',
      message: page.message,
      data: fromPage,
      reload,
      afterChange,
      offline: null,
    };
  return { status: 'loading', data: fromPage, reload, afterChange, offline: null };
}

const noop = () => undefined;

/** The page's rows as the device holds them now; a row the device dropped (deleted) is gone. */
function pageThroughStore(page: PageOfIds, held: readonly CachedDemand[]): MyDemandsData {
  const byId = new Map(held.map((d) => [d.id, d]));
  const { ids, ...rest } = page;
  const results: Demand[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row) results.push(fromCached(row));
  }
  return { ...rest, results };
}

/**
 * Meus Trabalhos: the provider's jobs as the device holds them, live; pushed changes
 * (chosen, finalized, removed) land there at once, and each visit asks the server for the whole
 * list again, which replaces the device's. Offline, the device's copy, marked as such.
 */
export function useMyJobs(): DeviceList<ReturnType<typeof myJobsFromCache>> {
  const user = useCurrentUser();
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!user?.id) return;
    const controller = new AbortController();
    demandsClient
      .myJobs(controller.signal)
      .then((answer) => rememberJobs(answer.demands))
      .then(
        () => !controller.signal.aborted && setFailure(null),
        (error: unknown) => {
          if (!controller.signal.aborted)
            setFailure(messageOf('Erro ao carregar dados. Tente novamente.')(error));
        },
      );
    return () => controller.abort();
  }, [user?.id, attempt]);
  useBackOnline(reload);

  const rows = useLiveQuery(
    async () => ((await db.syncState.get('jobs')) ? db.jobs.toArray() : null),
    [],
    null,
  );
  const syncedAt = useSyncState('jobs')?.syncedAt ?? null;
  const local = useMemo(() => (rows && user ? myJobsFromCache(rows, user.id) : null), [rows, user]);
  if (local)
    return { status: 'ready', data: local, reload, offline: failure ? { syncedAt } : null };
  if (failure) return { status: 'error', message: failure, data: null, reload, offline: null };
  return { status: 'loading', data: null, reload, offline: null };
}
