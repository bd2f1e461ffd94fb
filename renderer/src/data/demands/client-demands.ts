import { myDemandsList } from '@alinhavo/shared/rules/demand-lists';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { db } from '../db';
import { useRefreshOn } from '../realtime/hooks';
import { useCurrentUser } from '../session-store';
import { useBackOnline } from '../sync-state';
import { toApiError } from '../api/errors';
import { demandsClient } from './api';
import { fromCached, syncDemands } from './cache';
import { putNewest } from './newest-wins';

/**
 * Every demand of the signed-in client, live, when the device holds all of them (the
 * sync says so); null while it does not, and the server has to count; undefined until read.
 */
export function useWholeMyDemands(): Demand[] | null | undefined {
  return useLiveQuery(async () => {
    if (!(await db.syncState.get('mine'))?.complete) return null;
    return (await db.myDemands.toArray()).map(fromCached);
  }, []);
}

export interface RecentMyDemands {
  /**
   * Null while loading. After a failed load, what the device holds (newest first, `total` null:
   * unknown), never an empty list that would claim the client has no demands.
   */
  list: { demands: Demand[]; total: number | null } | null;
  /** Why the server's list could not load (a pt-BR text), or null. */
  failure: string | null;
  /** Asks again after a write nothing pushes (a demand just created). */
  reload: () => void;
}

/**
 * The client's newest demands and their total (the dashboard), read as Minhas Demandas is: by
 * the shared rule over the device's copy when it holds every demand, so a pushed interest or
 * finalization shows at once; otherwise the server's first page, whose rows go into the store
 * and are shown from there. Each visit brings the copy up to date (one cursor sync).
 */
export function useRecentMyDemands(size: number): RecentMyDemands {
  const userId = useCurrentUser()?.id;
  const all = useWholeMyDemands();
  const whole = all === undefined ? undefined : all !== null;
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  useBackOnline(reload);
  const [page, setPage] = useState<{ ids: string[]; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // The sync that brings a whole copy up to date: its failure is said over the copy on screen.
  const [syncFailure, setSyncFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!userId) return;
    let alive = true;
    syncDemands('mine').then(
      () => alive && setSyncFailure(null),
      (error: unknown) => alive && setSyncFailure(toApiError(error).message),
    );
    return () => {
      alive = false;
    };
  }, [userId, attempt]);
  useEffect(() => {
    // Until the device says whether it holds every demand, the server is not asked.
    if (!userId || whole !== false) return;
    let alive = true;
    demandsClient.myDemands({ pageSize: size }).then(
      async (answer) => {
        await putNewest(db.myDemands, answer.results);
        if (alive) setPage({ ids: answer.results.map((d) => d.id), total: answer.total });
        if (alive) setFailure(null);
      },
      (error: unknown) => alive && setFailure(toApiError(error).message),
    );
    return () => {
      alive = false;
    };
  }, [userId, whole, size, attempt]);
  // The server counts: a demand deleted elsewhere changes the total.
  useRefreshOn('demand:deleted', reload, () => whole === false);

  const paged = useLiveQuery(
    async () => page && (await db.myDemands.bulkGet(page.ids)).flatMap((d) => (d ? [d] : [])),
    [page],
  );
  const failed = !whole && failure !== null;
  // The server's page could not come: the newest demands this device holds stand in.
  const held = useLiveQuery(
    async () =>
      failed && !page ? db.myDemands.orderBy('created_at').reverse().limit(size).toArray() : null,
    [failed, page, size],
  );
  const list = useMemo(() => {
    if (all) {
      const { results, total } = myDemandsList(all, { page_size: size });
      return { demands: results, total };
    }
    if (page && paged) return { demands: paged.map(fromCached), total: page.total };
    if (held && held.length > 0) return { demands: held.map(fromCached), total: null };
    return null;
  }, [all, page, paged, held, size]);
  return { list, failure: whole ? syncFailure : failed ? failure : null, reload };
}
