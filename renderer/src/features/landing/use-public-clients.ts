import { clientsApi } from '@alinhavo/shared/api/clients';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import type { ClientCard } from '@alinhavo/shared/schemas/client-search';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, ApiError } from '../../data/api';

/** What the Cliente/Marca tab asks for; nulls and blanks are not sent (spec §5). */
export interface ClientFilters {
  specialty: string | null;
  uf: string | null;
  city: string | null;
  search: string;
}

type Query = { specialty_id?: string; uf?: string; city?: string; search?: string };

/** Only the filters that hold something; a city only with its state. */
export function clientQueryOf(f: ClientFilters): Query {
  const search = f.search.trim();
  return {
    ...(f.specialty ? { specialty_id: f.specialty } : {}),
    ...(f.uf ? { uf: f.uf } : {}),
    ...(f.uf && f.city ? { city: f.city } : {}),
    ...(search ? { search } : {}),
  };
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : ERRORS.unknown);

interface Pages {
  /** The query these cards answer; another one on screen means it is still loading. */
  key: string;
  attempt: number;
  cards: ClientCard[];
  next: string | null;
  error: string | null;
}

export type PublicClients =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | {
      status: 'ready';
      cards: ClientCard[];
      hasMore: boolean;
      loadingMore: boolean;
      moreError: string | null;
      loadMore: () => void;
    };

/**
 * The public client search, live: a change of filters asks again (the older request is
 * aborted); 'Carregar mais' appends the next page by its cursor.
 */
export function usePublicClients(filters: ClientFilters): PublicClients {
  const query = useMemo(() => clientQueryOf(filters), [filters]);
  const key = JSON.stringify(query);
  const [attempt, setAttempt] = useState(0);
  const [pages, setPages] = useState<Pages | null>(null);
  const [more, setMore] = useState<{ loading: boolean; error: string | null }>({
    loading: false,
    error: null,
  });

  useEffect(() => {
    const controller = new AbortController();
    api.call(clientsApi.search, { query, signal: controller.signal }).then(
      (page) => {
        if (controller.signal.aborted) return;
        setPages({ key, attempt, cards: page.results, next: page.next_cursor, error: null });
        setMore({ loading: false, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setPages({ key, attempt, cards: [], next: null, error: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [query, key, attempt]);

  const next = pages?.key === key ? pages.next : null;
  const loadMore = useCallback(() => {
    if (!next) return;
    setMore({ loading: true, error: null });
    api.call(clientsApi.search, { query: { ...query, cursor: next } }).then(
      (page) => {
        setPages((p) => {
          if (!p || p.key !== key) return p;
          // A page read a minute apart may repeat a card that moved up the list.
          const seen = new Set(p.cards.map((c) => c.id));
          const fresh = page.results.filter((c) => !seen.has(c.id));
          return { ...p, cards: [...p.cards, ...fresh], next: page.next_cursor };
        });
        setMore({ loading: false, error: null });
      },
      (error: unknown) => setMore({ loading: false, error: messageOf(error) }),
    );
  }, [next, query, key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (!pages || pages.key !== key || pages.attempt !== attempt) return { status: 'loading' };
  if (pages.error) return { status: 'error', message: pages.error, retry };
  return {
    status: 'ready',
    cards: pages.cards,
    hasMore: pages.next !== null,
    loadingMore: more.loading,
    moreError: more.error,
    loadMore,
  };
}
