import type { DemandSyncScope } from '@alinhavo/shared/schemas/demand';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { useCurrentUser } from '../session-store';
import { db, type CachedDemand } from '../db';
import { throttledSync, withCache, type CachedRemote } from '../cached-remote';
import { useRefreshOn } from '../realtime/hooks';
import { useSyncState } from '../sync-state';
import { useRemote } from '../use-remote';
import { demandsClient, type OpportunityFilters } from './api';
import { opportunitiesFromCache, syncDemands } from './cache';

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
 * A list read from the server asks again when someone else changes or deletes one of the
 * signed-in user's demands (the server pushes only those: interest, choice, edits, finalization).
 */
export function useDemandsRefresh(reload: () => void): void {
  useRefreshOn('demand:changed', reload);
  useRefreshOn('demand:deleted', reload);
}
