import type { DemandSyncScope } from '@alinhavo/shared/schemas/demand';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { useCurrentUser } from '../../features/session/session-store';
import { db, type CachedDemand } from '../db';
import { useRemote, type Remote } from '../use-remote';
import { demandsClient, type MyDemandsQuery, type OpportunityFilters } from './api';
import { myDemandsFromCache, opportunitiesFromCache, syncDemands } from './cache';

const messageOf = (fallback: string) => (error: unknown) =>
  error instanceof Error && error.message ? error.message : fallback;

/** A list on screen: from the server, or from the device cache while loading or offline. */
export type CachedRemote<T> = Remote<T> & {
  reload: () => void;
  set: (update: (data: T | null) => T) => void;
  /** Set when the list shown is the cache because the server could not be reached. */
  offline: { syncedAt: string | null } | null;
};

const SYNC_THROTTLE_MS = 3_000;
const lastSync = new Map<DemandSyncScope, number>();

/** Keeps the cache current after each server answer, at most once every few seconds. */
function useSync(scope: DemandSyncScope, userId: string | undefined, fresh: unknown) {
  useEffect(() => {
    if (!userId) return;
    const last = lastSync.get(scope) ?? 0;
    if (Date.now() - last < SYNC_THROTTLE_MS) return;
    lastSync.set(scope, Date.now());
    syncDemands(scope).catch(() => lastSync.delete(scope)); // offline: the cache stays as it is
  }, [scope, userId, fresh]);
}

/**
 * The server's answer when there is one; until it comes, and when it fails, the same list built
 * from the cache (DESIGN §7: lists open with the last data offline).
 */
function withCache<T>(
  remote: Remote<T> & { reload: () => void; set: (update: (data: T | null) => T) => void },
  local: T | null,
  syncedAt: string | null,
): CachedRemote<T> {
  const set = (update: (data: T | null) => T) => remote.set((data) => update(data ?? local));
  if (remote.status === 'ready') return { ...remote, offline: null };
  if (remote.data !== null || local === null) return { ...remote, offline: null };
  if (remote.status === 'loading') return { status: 'ready', data: local, reload: remote.reload, set, offline: null };
  return { status: 'ready', data: local, reload: remote.reload, set, offline: { syncedAt } };
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
  const syncedAt = useLiveQuery(async () => (await db.syncState.get(scope))?.syncedAt ?? null, [scope], null);
  return { rows, syncedAt };
}

/** Minhas Demandas: the client's own demands with the four counters (spec §2). */
export function useMyDemands(query: MyDemandsQuery): CachedRemote<ReturnType<typeof myDemandsFromCache>> {
  const user = useCurrentUser();
  const key = user ? JSON.stringify(['mine', user.id, query]) : null;
  const remote = useRemote(
    key,
    (signal) => demandsClient.myDemands(query, signal),
    messageOf('Erro ao carregar demandas. Tente novamente.'),
  );
  useSync('mine', user?.id, remote.status === 'ready' ? remote.data : null);
  const { rows, syncedAt } = useCachedRows('mine', user?.id);
  const local = useMemo(() => (rows ? myDemandsFromCache(rows, query) : null), [rows, query]);
  return withCache(remote, local, syncedAt);
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
  useSync('opportunities', user?.id, remote.status === 'ready' ? remote.data : null);
  const { rows, syncedAt } = useCachedRows('opportunities', user?.id);
  const local = useMemo(() => (rows ? opportunitiesFromCache(rows, filters) : null), [rows, filters]);
  return withCache(remote, local, syncedAt);
}

/** Meus Trabalhos: every job of the provider with the counters; tabs filter on the device. */
export function useMyJobs() {
  const user = useCurrentUser();
  return useRemote(
    user ? `jobs:${user.id}` : null,
    (signal) => demandsClient.myJobs(signal),
    messageOf('Erro ao carregar dados. Tente novamente.'),
  );
}
