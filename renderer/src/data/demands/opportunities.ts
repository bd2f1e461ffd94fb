import { matchesDemandFilters } from '@alinhavo/shared/rules/demand-lists';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { throttledSync } from '../sync-throttle';
import { db } from '../db';
import { useCurrentUser } from '../session-store';
import { useBackOnline, whenSettled } from '../sync-state';
import { demandsClient, type OpportunityFilters } from './api';
import { fromCached, listFilters, opportunitiesFromCache, syncDemands } from './cache';
import { putNewest } from './newest-wins';

const SYNC_KEY = 'demands:opportunities';

/** A page's rows (or an interest's answer) into the device's store, newest copy wins. */
export const rememberOpportunities = (rows: readonly Demand[]) => putNewest(db.opportunities, rows);

/** Orders answers and failures: the later says whether the line is down. */
let outcomes = 0;

/** The page the server answered: which demands, in its order; the rows themselves are Dexie's. */
interface ServerPage {
  at: number;
  /** The user and filters it answers, and the attempt that asked (a retry asks again). */
  key: string;
  asked: string;
  ids: string[];
  hasMore: boolean;
  pages: number;
  /** The owner's phone (a Pro provider's WhatsApp): never stored on the device, kept here. */
  phones: Record<string, string | null>;
  /** The version of each row the server judged to match the filters. */
  versions: Record<string, string>;
}

export interface OpportunitiesView {
  /** loading: nothing to show yet; error: the server failed and the device holds nothing. */
  status: 'loading' | 'ready' | 'error';
  message?: string;
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

const syncCopy = (force: boolean) =>
  throttledSync(SYNC_KEY, () => syncDemands('opportunities'), { force });

/**
 * Oportunidades: the server filters and pages over every open demand; its rows go
 * into Dexie and the screen renders the page's ids through the store, so a pushed change to a
 * demand on the page (an edit, a closing, a deletion) shows at once with no new request. Offline,
 * the same filters over what the device holds, by the shared rule, marked as such.
 */
export function useOpportunities(filters: OpportunityFilters): OpportunitiesView {
  const userId = useCurrentUser()?.id;
  const json = JSON.stringify(filters);
  const key = userId ? `${userId}:${json}` : null;
  const size = filters.pageSize ?? 20;
  const [attempt, setAttempt] = useState(0);
  const asked = `${attempt}:${key}`;
  const [page, setPage] = useState<ServerPage | null>(null);
  const [failed, setFailed] = useState<{ asked: string; message: string; at: number } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // Offline, 'Carregar mais' shows more of the device's copy.
  const [local, setLocal] = useState({ key, pages: 1 });
  const localPages = local.key === key ? local.pages : 1;
  const currentKey = useRef(key);
  useEffect(() => {
    currentKey.current = key;
  });

  /** Page `n` of this list: its rows into the store, the answer's ids, in order. */
  const fetchPage = useCallback(
    async (n: number, signal?: AbortSignal) => {
      const answer = await demandsClient.opportunities(
        { ...(JSON.parse(json) as OpportunityFilters), ...(n > 1 ? { page: n } : {}) },
        signal,
      );
      // A reset of the device's copy empties the table: the page's rows go in after it.
      await whenSettled(SYNC_KEY);
      await rememberOpportunities(answer.demands);
      const ids = answer.demands.map((d) => d.id);
      const phones = Object.fromEntries(answer.demands.map((d) => [d.id, d.user_cellphone]));
      const versions = Object.fromEntries(answer.demands.map((d) => [d.id, d.updated_at]));
      return { ids, phones, versions, hasMore: answer.has_more };
    },
    [json],
  );

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const at = `${attempt}:${key}`;
    // The device's copy of the newest open demands (what offline shows) follows along.
    syncCopy(attempt > 0);
    fetchPage(1, controller.signal).then(
      (first) => {
        if (!controller.signal.aborted)
          setPage({ ...first, at: ++outcomes, key, asked: at, pages: 1 });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setFailed({
            asked: at,
            message: error instanceof Error ? error.message : '',
            at: ++outcomes,
          });
      },
    );
    return () => controller.abort();
  }, [key, attempt, fetchPage]);

  const failedNow = failed?.asked === asked ? failed : null;
  const shown = useLiveQuery(
    async () => (page ? { page, rows: await db.opportunities.bulkGet(page.ids) } : null),
    [page],
  );
  // Rows read for the page of other filters are not this list's.
  const online = shown?.page.key === key ? shown : null;
  const rule = useMemo(() => listFilters(JSON.parse(json) as OpportunityFilters), [json]);
  const demands = useMemo(
    () =>
      (online?.rows ?? []).flatMap((row) =>
        // Deleted or no longer open since the server answered: off the page. A version newer
        // than the one the server judged (a pushed edit) is judged again by the shared rule,
        // so an edit that takes it out of the filters takes it off the page.
        row?.status === 'ABERTA' &&
        (online?.page.versions[row.id] === row.updated_at || matchesDemandFilters(row, rule))
          ? [{ ...fromCached(row), user_cellphone: online?.page.phones[row.id] ?? null }]
          : [],
      ),
    [online, rule],
  );

  // Once the server's page is on screen, the device's whole list is not needed (nor re-read).
  const showLocal = !online || failedNow !== null;
  const held = useLiveQuery(async () => {
    // Only a synced copy is a list: the rows of pages seen are a scattered few.
    const state = showLocal ? await db.syncState.get('opportunities') : undefined;
    return state ? { rows: await db.opportunities.toArray(), syncedAt: state.syncedAt } : null;
  }, [showLocal]);
  const fromDevice = useMemo(
    () =>
      held
        ? opportunitiesFromCache(held.rows, { ...filters, page: 1, pageSize: size * localPages })
        : null,
    [held, filters, size, localPages],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useBackOnline(() => (failedNow ? retry() : syncCopy(true)));

  const pageOfKey = page?.key === key ? page : null;
  const loadMore = async () => {
    if (showLocal) return setLocal({ key, pages: localPages + 1 });
    if (!pageOfKey || busy === pageOfKey.asked) return;
    const from = pageOfKey.asked;
    setBusy(from);
    try {
      const next = await fetchPage(pageOfKey.pages + 1);
      // A page asked for under older filters (or before a retry) does not land in the new list.
      setPage((p) =>
        p?.asked === from
          ? {
              ...p,
              ids: [...new Set([...p.ids, ...next.ids])],
              phones: { ...p.phones, ...next.phones },
              versions: { ...p.versions, ...next.versions },
              hasMore: next.hasMore,
              pages: p.pages + 1,
            }
          : p,
      );
    } catch (error) {
      if (currentKey.current === key) throw error;
    } finally {
      setBusy((b) => (b === from ? null : b));
    }
  };

  const base = { retry, loadMore, loadingMore: busy !== null && busy === pageOfKey?.asked };
  // The last request failed (new filters asked while the line is down, too).
  const down = failed !== null && (page === null || failed.at > page.at);
  if (online && !failedNow)
    return { ...base, status: 'ready', demands, hasMore: online.page.hasMore, offline: null };
  if (fromDevice)
    return {
      ...base,
      status: 'ready',
      demands: fromDevice.demands,
      hasMore: fromDevice.has_more,
      // Until the server answers, the list the device can already build (the last data).
      offline: down ? { syncedAt: held?.syncedAt ?? null } : null,
    };
  if (failedNow)
    return {
      ...base,
      status: 'error',
      message: failedNow.message,
      demands,
      hasMore: false,
      offline: null,
    };
  return { ...base, status: 'loading', demands, hasMore: false, offline: null };
}
