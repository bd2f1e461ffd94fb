import { OPPORTUNITY_TEXTS } from '@alinhavo/shared/messages/demands';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { throttledSync } from '../cached-remote';
import { db } from '../db';
import { useCurrentUser } from '../session-store';
import { useBackOnline, whenSettled } from '../sync-state';
import { demandsClient, type OpportunityFilters } from './api';
import { fromCached, opportunitiesFromCache, syncDemands, toCached } from './cache';

const SYNC_KEY = 'demands:opportunities';
/** The server's page size when the screen names none (and the rule's). */
const DEFAULT_PAGE_SIZE = 20;

/**
 * Rows the server answered (a page, an interest) go into the device's store; a row the device
 * already holds in a newer version (pushed meanwhile) stays. Equal versions take the answer: the
 * same row again changes nothing.
 */
export async function rememberOpportunities(rows: readonly Demand[]): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction('rw', db.opportunities, async () => {
    const held = await db.opportunities.bulkGet(rows.map((d) => d.id));
    const newer = rows.filter((d, i) => {
      const copy = held[i];
      return !copy || Date.parse(copy.updated_at) <= Date.parse(d.updated_at);
    });
    if (newer.length > 0) await db.opportunities.bulkPut(newer.map(toCached));
  });
}

/** One demand as the device holds it, live (undefined when it holds none). */
export function useHeldOpportunity(id: string | null): Demand | undefined {
  return useLiveQuery(async () => {
    const row = id ? await db.opportunities.get(id) : undefined;
    return row ? fromCached(row) : undefined;
  }, [id]);
}

/** The page the server answered: which demands, in its order; the rows themselves are Dexie's. */
interface ServerPage {
  /** The user and filters it answers, and the attempt that asked (`key` after a retry). */
  key: string;
  asked: string;
  ids: string[];
  hasMore: boolean;
  pages: number;
  /** The owner's phone (a Pro provider's WhatsApp): never stored on the device, kept here. */
  phones: Record<string, string | null>;
}

export interface OpportunitiesView {
  /** loading: nothing to show yet; error: the server failed and the device holds nothing. */
  status: 'loading' | 'ready' | 'error';
  message: string;
  demands: Demand[];
  hasMore: boolean;
  /** Set when the list shown is the device's because the server could not be reached. */
  offline: { syncedAt: string | null } | null;
  loadingMore: boolean;
  /** Asks the server for the first page again. */
  retry: () => void;
  /** The next page; rejects when the server refused it (the screen says so). */
  loadMore: () => Promise<void>;
}

const phonesOf = (demands: readonly Demand[]) =>
  Object.fromEntries(demands.map((d) => [d.id, d.user_cellphone]));

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : OPPORTUNITY_TEXTS.loadError;

/**
 * Oportunidades (issue 12): the server filters and pages over every open demand; its rows go
 * into Dexie and the screen renders the page's ids through the store, so a pushed change to a
 * demand on the page (an edit, a closing, a deletion) shows at once with no new request. Offline,
 * the same filters over what the device holds, by the shared rule, marked as such.
 */
export function useOpportunities(filters: OpportunityFilters): OpportunitiesView {
  const userId = useCurrentUser()?.id;
  const filtersKey = JSON.stringify(filters);
  const key = userId ? `${userId}:${filtersKey}` : null;
  const size = filters.pageSize ?? DEFAULT_PAGE_SIZE;
  const [attempt, setAttempt] = useState(0);
  const asked = `${attempt}:${key ?? ''}`;
  const [page, setPage] = useState<ServerPage | null>(null);
  const [failed, setFailed] = useState<{ asked: string; message: string } | null>(null);
  const [loadingMoreOf, setLoadingMoreOf] = useState<string | null>(null);
  const [localPages, setLocalPages] = useState<{ key: string | null; pages: number }>({
    key: null,
    pages: 1,
  });

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const query = JSON.parse(filtersKey) as OpportunityFilters;
    // The device's copy of the newest open demands (what offline shows) follows along.
    throttledSync(SYNC_KEY, () => syncDemands('opportunities'), { force: attempt > 0 });
    demandsClient
      .opportunities(query, controller.signal)
      .then(async (answer) => {
        // A reset of that copy empties the table: the page's rows go in after it.
        await whenSettled(SYNC_KEY);
        await rememberOpportunities(answer.demands);
        if (controller.signal.aborted) return;
        setPage({
          key,
          asked: `${attempt}:${key}`,
          ids: answer.demands.map((d) => d.id),
          hasMore: answer.has_more,
          pages: 1,
          phones: phonesOf(answer.demands),
        });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setFailed({ asked: `${attempt}:${key}`, message: messageOf(error) });
      });
    return () => controller.abort();
  }, [key, filtersKey, attempt]);

  const failedNow = failed?.asked === asked ? failed : null;
  const pageOfKey = page?.key === key ? page : null;

  const shown = useLiveQuery(
    async () => (page ? { page, rows: await db.opportunities.bulkGet(page.ids) } : null),
    [page],
  );
  const online = useMemo(() => {
    // Rows read for the page of other filters are not this list's.
    if (!shown || shown.page.key !== key) return null;
    const demands: Demand[] = [];
    for (const row of shown.rows) {
      // Deleted or no longer open since the server answered: off the page. (An edit that takes it
      // out of the filters is the server's to judge, on the next page it answers.)
      if (!row || row.status !== 'ABERTA') continue;
      demands.push({ ...fromCached(row), user_cellphone: shown.page.phones[row.id] ?? null });
    }
    return { demands, hasMore: shown.page.hasMore };
  }, [shown, key]);

  // Once the server's page is on screen, the device's whole list is not needed (nor re-read).
  const wantLocal = online === null || failedNow !== null;
  const held = useLiveQuery(async () => {
    if (!wantLocal) return null;
    // Only a synced copy is a list: the rows of pages seen are a scattered few.
    const state = await db.syncState.get('opportunities');
    return state ? { rows: await db.opportunities.toArray(), syncedAt: state.syncedAt } : null;
  }, [wantLocal]);

  const pagesShown = localPages.key === key ? localPages.pages : 1;
  const local = useMemo(
    () =>
      held
        ? opportunitiesFromCache(held.rows, { ...filters, page: 1, pageSize: size * pagesShown })
        : null,
    [held, filters, size, pagesShown],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Which list is on screen now, for an answer that comes after the filters changed.
  const currentKey = useRef(key);
  useEffect(() => {
    currentKey.current = key;
  });
  useBackOnline(() => {
    if (failedNow) retry();
    else throttledSync(SYNC_KEY, () => syncDemands('opportunities'), { force: true });
  });

  const showingLocal = failedNow !== null || online === null;
  const loadMore = useCallback(async () => {
    if (showingLocal) {
      setLocalPages({ key, pages: pagesShown + 1 });
      return;
    }
    if (!pageOfKey || loadingMoreOf === pageOfKey.asked) return;
    const from = pageOfKey.asked;
    setLoadingMoreOf(from);
    try {
      const query = JSON.parse(filtersKey) as OpportunityFilters;
      const next = await demandsClient.opportunities({ ...query, page: pageOfKey.pages + 1 });
      await rememberOpportunities(next.demands);
      // A page asked for under older filters (or before a retry) does not land in the new list.
      setPage((p) =>
        p && p.asked === from
          ? {
              ...p,
              ids: [...new Set([...p.ids, ...next.demands.map((d) => d.id)])],
              hasMore: next.has_more,
              pages: p.pages + 1,
              phones: { ...p.phones, ...phonesOf(next.demands) },
            }
          : p,
      );
    } catch (error) {
      if (currentKey.current === key) throw error;
    } finally {
      setLoadingMoreOf((of) => (of === from ? null : of));
    }
  }, [showingLocal, key, pagesShown, pageOfKey, loadingMoreOf, filtersKey]);

  const base = {
    retry,
    loadMore,
    loadingMore: loadingMoreOf !== null && loadingMoreOf === pageOfKey?.asked,
  };
  if (failedNow) {
    if (local)
      return {
        ...base,
        status: 'ready',
        message: '',
        demands: local.demands,
        hasMore: local.has_more,
        offline: { syncedAt: held?.syncedAt ?? null },
      };
    return {
      ...base,
      status: 'error',
      message: failedNow.message,
      demands: [],
      hasMore: false,
      offline: null,
    };
  }
  if (online) return { ...base, status: 'ready', message: '', ...online, offline: null };
  // Until the server answers, the list the device can already build (the last data).
  if (local)
    return {
      ...base,
      status: 'ready',
      message: '',
      demands: local.demands,
      hasMore: local.has_more,
      offline: null,
    };
  return { ...base, status: 'loading', message: '', demands: [], hasMore: false, offline: null };
}
