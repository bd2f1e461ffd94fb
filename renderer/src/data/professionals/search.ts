import type {
  ProfessionalCard,
  ProfessionalSearchFilters,
  ProfessionalSearchPage,
  SearchLimits,
} from '@alinhavo/shared/schemas/search';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiError } from '../api';
import { toApiError } from '../api/errors';
import { requestStart } from '../people/cache';
import { rememberProfessionals, useProfessionals } from '../people/candidates';
import { useCurrentUser } from '../session-store';
import { professionalsClient, type SearchOrdering } from './api';
import { noteLimits } from './limits';

/** One search as the screen asked it; `run` grows with every ask, so the same filters ask again. */
export interface SearchRequest {
  filters: ProfessionalSearchFilters;
  ordering: SearchOrdering;
  run: number;
}

/** The pages answered for one run: the cards in the server's order, and what they said. */
interface Answered {
  run: number;
  /**
   * The server's cards, kept in memory: the phone (PRO viewers only) and the distance belong to
   * this answer and never go to the device's store; the summaries and figures also went there.
   */
  cards: ProfessionalCard[];
  nextCursor: string | null;
  total: number;
  totalCapped: boolean;
  matchedIncomplete: boolean;
  limits: SearchLimits;
}

export interface ProfessionalSearchView {
  /** idle: nothing asked yet; loading: the first page of the current run is on its way. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: ApiError | null;
  /** The cards, each with the newest summary and rating figures the device holds. */
  professionals: ProfessionalCard[];
  total: number;
  totalCapped: boolean;
  matchedIncomplete: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /** The next page; rejects with the failure (the screen says so). */
  loadMore: () => Promise<void>;
}

/** A page's summaries go into the store (cards everywhere follow a pushed rating). */
async function remember(page: ProfessionalSearchPage, startedAt: number): Promise<void> {
  await rememberProfessionals(page.results, startedAt).catch(() => undefined);
}

/**
 * Provider search (spec §2): the server filters and pages over every approved provider;
 * the page's summaries go into Dexie and the cards are read from there by id (README 'O modelo
 * de leitura do aparelho'), so a rating pushed while the list is on screen moves its stars.
 * `request` null: nothing is asked.
 */
export function useProfessionalSearch(request: SearchRequest | null): ProfessionalSearchView {
  const userId = useCurrentUser()?.id ?? null;
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [failed, setFailed] = useState<{ run: number; error: ApiError } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const current = useRef(request);
  useEffect(() => {
    current.current = request;
  });

  const note = useCallback(
    (limits: SearchLimits) => {
      if (userId) noteLimits(userId, limits);
    },
    [userId],
  );

  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    const startedAt = requestStart();
    professionalsClient
      .search(request.filters, request.ordering, null, controller.signal)
      .then(async (page) => {
        await remember(page, startedAt);
        if (controller.signal.aborted) return;
        note(page.limits);
        setAnswered({
          run: request.run,
          cards: page.results,
          nextCursor: page.next_cursor,
          total: page.total,
          totalCapped: page.total_capped,
          matchedIncomplete: page.matched_incomplete,
          limits: page.limits,
        });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailed({ run: request.run, error: toApiError(error) });
      });
    return () => controller.abort();
  }, [request, note]);

  const run = request?.run ?? null;
  const shown = answered && answered.run === run ? answered : null;
  const ids = useMemo(() => shown?.cards.map((c) => c.id) ?? [], [shown]);
  const stored = useProfessionals(ids, String(shown?.run ?? ''));
  const professionals = useMemo(
    () =>
      (shown?.cards ?? []).map((card) => {
        const held = stored?.people.get(card.id);
        // The phone never reaches the device: the answer's stays.
        return held ? { ...card, ...held, phone: card.phone } : card;
      }),
    [shown, stored],
  );

  const loadMore = useCallback(async () => {
    const asked = current.current;
    const from = answered;
    if (!asked || !from || from.run !== asked.run || !from.nextCursor) return;
    setLoadingMore(true);
    try {
      const startedAt = requestStart();
      const page = await professionalsClient.search(asked.filters, asked.ordering, from.nextCursor);
      await remember(page, startedAt);
      if (current.current?.run !== asked.run) return;
      note(page.limits);
      setAnswered((prev) => {
        if (!prev || prev.run !== asked.run) return prev;
        // A provider approved or re-ranked between pages may come twice: shown once.
        const seen = new Set(prev.cards.map((c) => c.id));
        return {
          ...prev,
          cards: [...prev.cards, ...page.results.filter((c) => !seen.has(c.id))],
          nextCursor: page.next_cursor,
          limits: page.limits,
        };
      });
    } catch (error) {
      throw toApiError(error);
    } finally {
      setLoadingMore(false);
    }
  }, [answered, note]);

  const error = failed && failed.run === run ? failed.error : null;
  // The same object while nothing in it changed: the results (memoised) skip the renders of
  // the filters around them, such as every key typed in the search box.
  return useMemo<ProfessionalSearchView>(
    () => ({
      status: run === null ? 'idle' : error ? 'error' : shown ? 'ready' : 'loading',
      error,
      professionals,
      total: shown?.total ?? 0,
      totalCapped: shown?.totalCapped ?? false,
      matchedIncomplete: shown?.matchedIncomplete ?? false,
      hasMore: Boolean(shown?.nextCursor),
      loadingMore,
      loadMore,
    }),
    [run, error, shown, professionals, loadingMore, loadMore],
  );
}
