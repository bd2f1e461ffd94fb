import {
  conversationMatches,
  conversationsList,
  fitsConversationTab,
  sortConversations,
  type ConversationTab,
} from '@alinhavo/shared/rules/conversation-lists';
import { searchTerms } from '@alinhavo/shared/rules/search';
import type { Conversation } from '@alinhavo/shared/schemas/conversation';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toApiError } from '../api/errors';
import { db, type SyncStateRow } from '../db';
import { useRefreshOn } from '../realtime/hooks';
import { useBackOnline } from '../sync-state';
import { conversationsClient, type ConversationFilter } from './api';
import {
  cachedMessageTexts,
  rememberConversations,
  syncConversations,
  type ConversationCounts,
} from './cache';

/** One answer of GET /conversations/: which conversations, in the store, and the tab counts. */
export interface ConversationPage {
  ids: readonly string[];
  counts: ConversationCounts;
}

export interface ConversationListQuery {
  tab: ConversationTab;
  search: string;
  /**
   * The conversation read while Não lidas was on screen: it stays in that tab until the tab
   * changes, so the open conversation does not vanish under the reader.
   */
  keep: string | null;
}

/**
 * The Mensagens list from the rows the device holds (shared/rules/conversation-lists.ts):
 * - no page: the device answers by itself (tab, search over every message it holds, counts);
 * - a page and the device holds every conversation (`whole`): the device's answer plus the
 *   conversations the server found by messages this device never saw; the counts are the device's;
 * - a page and only part of them: the page's conversations as the store now holds them (an
 *   archived or read one leaves its tab at once), with the page's counts.
 */
export function conversationListView(
  rows: readonly Conversation[],
  q: ConversationListQuery,
  source: {
    whole: boolean;
    page: ConversationPage | null;
    texts?: ReadonlyMap<string, readonly string[]> | undefined;
  },
): { conversations: Conversation[]; counts: ConversationCounts } {
  const messagesOf = (id: string) => source.texts?.get(id) ?? [];
  const device = conversationsList(rows, { tab: q.tab, search: q.search }, messagesOf);
  const kept = (c: Conversation) =>
    q.tab === 'unread' && c.id === q.keep && !c.is_archived && !c.is_hidden;
  const onTab = (c: Conversation) => fitsConversationTab(c, q.tab) || kept(c);
  const { page } = source;
  let listed: Conversation[];
  if (page && !source.whole) {
    const ids = new Set(page.ids);
    listed = rows.filter((c) => ids.has(c.id) && onTab(c));
  } else {
    const ids = new Set([...device.conversations.map((c) => c.id), ...(page?.ids ?? [])]);
    listed = rows.filter((c) => ids.has(c.id) && onTab(c));
    // The read one on Não lidas stays while it still answers the search.
    const keptRow = rows.find(kept);
    const stays = keptRow && conversationMatches(keptRow, q.search, messagesOf(keptRow.id));
    if (keptRow && stays && !ids.has(keptRow.id)) listed.push(keptRow);
  }
  return {
    conversations: sortConversations(listed),
    counts: page && !source.whole ? page.counts : device.counts,
  };
}

export interface ConversationListState {
  status: 'loading' | 'ready' | 'error';
  data: { conversations: Conversation[]; counts: ConversationCounts } | null;
  /** Why the list could not load (nothing on the device to show instead). */
  message: string | null;
  /** The server is being asked for this tab or search. */
  fetching: boolean;
  reload: () => void;
  /** The list is the device's copy because the server could not be reached. */
  offline: { syncedAt: string | null } | null;
  /** The search on screen was answered by this device alone, offline: only what it holds. */
  searchedDevice: boolean;
}

type PageState = { key: string; page: ConversationPage } | { key: string; error: string };

/**
 * GET /conversations/ for one tab and search, while `key` is set: its rows go into the store and
 * only their ids and the counts stay here (server pages feed the store).
 */
function useConversationPage(
  key: string | null,
  query: { filter: ConversationFilter; search: string },
  onAnswer: (answered: boolean) => void,
): { state: PageState | null; reload: () => void } {
  const [state, setState] = useState<PageState | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { filter, search } = query;
  const onAnswerRef = useRef(onAnswer);
  useEffect(() => {
    onAnswerRef.current = onAnswer;
  });
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    conversationsClient
      .list({ filter, search }, controller.signal)
      .then(async (answer) => {
        await rememberConversations(answer.conversations);
        const page = { ids: answer.conversations.map((c) => c.id), counts: answer.counts };
        if (controller.signal.aborted) return;
        setState({ key, page });
        onAnswerRef.current(true);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, error: toApiError(error).message });
        onAnswerRef.current(false);
      });
    return () => controller.abort();
  }, [key, filter, search, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}

interface Snapshot {
  state: SyncStateRow | null;
  rows: Conversation[];
  /** Every cached message's text by conversation, read only while a search is on. */
  texts: Map<string, string[]> | undefined;
}

/**
 * Mensagens (spec §2): the conversations as the device holds them, in one live query.
 * Once the device holds all of them (`complete` on the conversations cursor), the tabs, their
 * counts and the search are answered here and the server is only asked what changed (a sync on
 * open, when the line comes back, and the realtime events the cache applies); a search online
 * also asks the server, which holds every message. Otherwise the server's page says which
 * conversations, read through the store. Offline, the device's copy, marked as such.
 */
export function useConversationList(
  filter: ConversationFilter,
  search: string,
  keep: string | null = null,
): ConversationListState {
  const searching = searchTerms(search).length > 0;
  const snapshot = useLiveQuery(async (): Promise<Snapshot> => {
    const [state, rows] = await Promise.all([
      db.syncState.get('conversations'),
      db.conversations.toArray(),
    ]);
    return {
      state: state ?? null,
      rows,
      texts: searching ? await cachedMessageTexts() : undefined,
    };
  }, [searching]);
  const whole = snapshot?.state?.complete === true;

  // Whether the server answered the last time it was asked (a sync or a page); null until then.
  const [reachable, setReachable] = useState<boolean | null>(null);
  useEffect(() => {
    const dropped = () => setReachable(false);
    window.addEventListener('offline', dropped);
    return () => window.removeEventListener('offline', dropped);
  }, []);

  // The sync on open; until the first one settles nobody knows whether the device is whole.
  const [syncSettled, setSyncSettled] = useState(false);
  const [syncAttempt, setSyncAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    const settle = (answered: boolean) => {
      if (!alive) return;
      setReachable(answered);
      setSyncSettled(true);
    };
    syncConversations().then(
      () => settle(true),
      () => settle(false),
    );
    return () => {
      alive = false;
    };
  }, [syncAttempt]);

  // A whole device asks the server only to search messages it never saw, and not while offline.
  const askServer =
    snapshot !== undefined && syncSettled && (!whole || (searching && reachable !== false));
  const key = askServer ? `${filter}|${search}` : null;
  const { state: pageState, reload: reloadPage } = useConversationPage(
    key,
    { filter, search },
    setReachable,
  );
  const current = pageState?.key === key ? pageState : null;
  const page = current && 'page' in current ? current.page : null;
  const pageError = current && 'error' in current ? current.error : null;

  const reload = useCallback(() => {
    setSyncAttempt((n) => n + 1);
    reloadPage();
  }, [reloadPage]);
  useBackOnline(reload);

  // A device without every conversation learns new ones and the counts from the server again.
  const refreshPage = useCallback(() => {
    if (key !== null && !whole) reloadPage();
  }, [key, whole, reloadPage]);
  useRefreshOn('conversation:changed', refreshPage);
  useRefreshOn('message:created', refreshPage);

  const data = useMemo(() => {
    // Never synced and no page yet: the device has nothing to answer with.
    if (!snapshot || (page === null && snapshot.state === null)) return null;
    return conversationListView(
      snapshot.rows,
      { tab: filter, search, keep },
      { whole, page, texts: snapshot.texts },
    );
  }, [snapshot, whole, page, filter, search, keep]);
  const offline =
    data !== null && page === null && reachable === false
      ? { syncedAt: snapshot?.state?.syncedAt ?? null }
      : null;
  let status: ConversationListState['status'] = 'ready';
  if (data === null) status = pageError !== null ? 'error' : 'loading';
  return {
    status,
    data,
    message: data === null ? pageError : null,
    // The server's page, or the device's messages to search in, are still on their way.
    fetching: (key !== null && current === null) || (searching && snapshot?.texts === undefined),
    reload,
    offline,
    searchedDevice: searching && offline !== null,
  };
}
