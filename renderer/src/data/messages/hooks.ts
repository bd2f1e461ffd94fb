import type { Message } from '@alinhavo/shared/schemas/conversation';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toApiError } from '../api/errors';
import { db, messagesScope, type SyncStateRow } from '../db';
import { useRemote } from '../use-remote';
import { conversationsClient } from './api';
import { forgetMessage, rememberMessages, syncMessages, threadOf } from './cache';

const errorMessage = (error: unknown) => toApiError(error).message;

/**
 * One conversation by id: the device's copy at once, and the server's when `ask` (it is not in
 * the list on screen); offline, the copy.
 */
export function useConversation(id: string | null, ask: boolean) {
  const remote = useRemote(
    id && ask ? id : null,
    (signal) => conversationsClient.get(id ?? '', signal),
    errorMessage,
  );
  const cached = useLiveQuery(
    async () => (id ? ((await db.conversations.get(id)) ?? null) : null),
    [id],
    null,
  );
  const fromServer = ask && remote.data?.id === id ? remote.data : null;
  return {
    conversation: fromServer ?? cached,
    error: ask && remote.status === 'error' && !cached ? remote.message : null,
  };
}

interface ThreadPage {
  messages: Message[];
  has_more: boolean;
}

interface CachedThread {
  rows: Message[];
  synced: SyncStateRow | null;
  stored: boolean;
  /** `committed` when the rows were read: writes up to it are in them. */
  committed: number;
}

/**
 * The messages of the open conversation, read live from the device's copy (oldest first). On open
 * it catches up by cursor and asks for the newest page (whose `has_more` drives 'Carregar mensagens
 * anteriores'); offline, the copy is what there is. Every write (send, edit, delete, events) goes
 * to the copy, so the thread follows it.
 */
export function useThread(conversationId: string, onFirstPage: (page: ThreadPage) => void) {
  const onFirstPageRef = useRef(onFirstPage);
  useEffect(() => {
    onFirstPageRef.current = onFirstPage;
  });
  // Set once this view stored the newest page: from then on the cached rows are the thread.
  const stored = useRef<string | null>(null);
  // The last of this view's writes known to be in the cache (see `echo` below).
  const committed = useRef(0);
  const remote = useRemote<ThreadPage>(
    conversationId,
    async (signal) => {
      // The cursor first: a reset replaces the thread with the newest page, then the page fills it.
      await syncMessages(conversationId).catch(() => undefined);
      const page = await conversationsClient.messages(conversationId, {}, signal);
      stored.current = conversationId;
      await rememberMessages(page.messages);
      onFirstPageRef.current(page);
      return page;
    },
    errorMessage,
  );
  const cached = useLiveQuery(
    async (): Promise<CachedThread> => ({
      rows: await threadOf(conversationId).toArray(),
      synced: (await db.syncState.get(messagesScope(conversationId))) ?? null,
      stored: stored.current === conversationId,
      committed: committed.current,
    }),
    [conversationId],
    null,
  );
  const pageEmpty = remote.status === 'ready' && remote.data.messages.length === 0;
  const showCache = cached !== null && (cached.synced !== null || cached.stored || pageEmpty);
  // This view's own writes show at once, before the live query has read them back: each write
  // is numbered, and its echo lasts until a cache read made after the write committed.
  const [echo, setEcho] = useState<EchoEntry[]>([]);
  const writes = useRef(0);
  const messages = useMemo(
    () => (showCache ? withEcho(cached.rows, echo, cached.committed) : null),
    [showCache, cached, echo],
  );
  const write = useCallback(async (entry: Omit<EchoEntry, 'write'>, store: () => Promise<void>) => {
    writes.current += 1;
    const n = writes.current;
    setEcho((list) => [...list.filter((e) => e.write > committed.current), { ...entry, write: n }]);
    await store();
    committed.current = Math.max(committed.current, n);
  }, []);
  const remember = useCallback(
    (rows: readonly Message[]) =>
      write(
        { saved: rows.filter((m) => m.conversation_id === conversationId), removed: null },
        () => rememberMessages(rows),
      ),
    [write, conversationId],
  );
  const forget = useCallback(
    (id: string) => write({ saved: [], removed: id }, () => forgetMessage(id)),
    [write],
  );
  const { set, reload } = remote;
  const setHasMore = useCallback(
    (hasMore: boolean) => set((data) => ({ messages: data?.messages ?? [], has_more: hasMore })),
    [set],
  );
  return {
    messages,
    /** Loading or failed with nothing on the device to show instead. */
    status: messages !== null ? ('ready' as const) : remote.status,
    error: remote.status === 'error' ? remote.message : null,
    offline:
      remote.status === 'error' && messages !== null
        ? { syncedAt: cached?.synced?.syncedAt ?? null }
        : null,
    hasMore: remote.status === 'ready' ? remote.data.has_more : false,
    setHasMore,
    reload,
    /** Stores messages the server just returned (send, edit, older page) and shows them now. */
    remember,
    /** Drops a message this user deleted, on screen at once. */
    forget,
  };
}

/** One write of this view, shown until the cache has read it back. */
interface EchoEntry {
  write: number;
  saved: Message[];
  removed: string | null;
}

/** The cached rows with this view's writes the cache had not read yet when it read them. */
function withEcho(rows: readonly Message[], echo: readonly EchoEntry[], committed: number) {
  const pending = echo.filter((e) => e.write > committed);
  if (pending.length === 0) return [...rows];
  const byId = new Map(rows.map((m) => [m.id, m]));
  for (const e of pending) {
    for (const m of e.saved) byId.set(m.id, m);
    if (e.removed) byId.delete(e.removed);
  }
  return [...byId.values()].sort((a, b) => a.created_at.localeCompare(b.created_at));
}
