import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { useRef, useState } from 'react';
import { useRemote } from '../use-remote';
import { useAdminLive, type AdminChangeKind } from './live';

export interface CursorPage<T> {
  rows: T[];
  next: string | null;
}

interface Loaded<T> extends CursorPage<T> {
  pages: number;
  /** The filters these rows answer: rows of other filters never show under new ones. */
  key: string | null;
}

/** Live refreshes re-read at most this many pages; older ones wait for 'Carregar mais' again. */
const MAX_REFRESH_PAGES = 8;

export const loadErrorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : ADMIN_TEXTS.loadFailed;

function mergeById<T extends { id: string }>(a: T[], b: T[]): T[] {
  const seen = new Set(a.map((row) => row.id));
  return [...a, ...b.filter((row) => !seen.has(row.id))];
}

/**
 * A keyset-paged admin list (`next_cursor`): the first page for `key` (the filters), 'Carregar
 * mais' appends the next, and every refresh — live or 'Tentar novamente' — reads again the pages
 * already on screen so the list never shrinks under the operator's eyes.
 */
export function useCursorList<T extends { id: string }>(
  key: string | null,
  loadPage: (cursor: string | undefined, signal: AbortSignal) => Promise<CursorPage<T>>,
  kinds: readonly AdminChangeKind[],
) {
  const pagesRef = useRef<{ key: string | null; count: number }>({ key, count: 1 });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  const remote = useRemote<Loaded<T>>(
    key,
    async (signal) => {
      if (pagesRef.current.key !== key) pagesRef.current = { key, count: 1 };
      const wanted = Math.min(pagesRef.current.count, MAX_REFRESH_PAGES);
      let out: Loaded<T> = { rows: [], next: null, pages: 0, key };
      let cursor: string | undefined;
      do {
        const page = await loadPage(cursor, signal);
        out = {
          ...out,
          rows: mergeById(out.rows, page.rows),
          next: page.next,
          pages: out.pages + 1,
        };
        cursor = page.next ?? undefined;
      } while (cursor && out.pages < wanted);
      pagesRef.current = { key, count: out.pages };
      return out;
    },
    loadErrorText,
  );
  useAdminLive(kinds, remote.reload);

  const current = remote.data?.key === key ? remote.data : null;
  async function loadMore() {
    if (!current?.next || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await loadPage(current.next, new AbortController().signal);
      pagesRef.current = { key, count: current.pages + 1 };
      remote.set((d) => ({
        rows: mergeById(d?.rows ?? [], page.rows),
        next: page.next,
        pages: (d?.pages ?? 0) + 1,
        key,
      }));
    } catch (error) {
      setMoreError(loadErrorText(error));
    } finally {
      setLoadingMore(false);
    }
  }

  const update = (rows: (old: T[]) => T[]) =>
    remote.set((d) => ({
      rows: rows(d?.rows ?? []),
      next: d?.next ?? null,
      pages: d?.pages ?? 1,
      key: d?.key ?? key,
    }));

  return {
    status: remote.status,
    error: remote.status === 'error' ? remote.message : null,
    rows: current?.rows ?? null,
    hasMore: Boolean(current?.next),
    loadingMore,
    moreError,
    loadMore: () => void loadMore(),
    reload: remote.reload,
    /** After a write: take a row out (it left this list) or put the fresh copy in place. */
    removeRow: (id: string) => update((rows) => rows.filter((row) => row.id !== id)),
    replaceRow: (row: T) => update((rows) => rows.map((r) => (r.id === row.id ? row : r))),
  };
}

export type CursorList<T extends { id: string }> = ReturnType<typeof useCursorList<T>>;
