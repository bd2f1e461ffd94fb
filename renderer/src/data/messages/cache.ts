import { conversationsApi } from '@alinhavo/shared/api/conversations';
import type { Conversation, Message } from '@alinhavo/shared/schemas/conversation';
import type { conversationTabCounts } from '@alinhavo/shared/rules/conversation-lists';
import { isWholeList } from '@alinhavo/shared/rules/limits';
import Dexie from 'dexie';
import { api } from '../api';
import { throttledSync } from '../sync-throttle';
import { db, messagesScope } from '../db';
import { onServerEvent } from '../realtime/realtime';
import { applySync, cursorOf, singleFlight, syncWhenBackOnline } from '../sync-state';
import { withNewMessage } from './thread-state';

/** The cached messages of one conversation, oldest first (the compound index keeps the order). */
export const threadOf = (conversationId: string) =>
  db.messages
    .where('[conversation_id+created_at]')
    .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey]);

/** A conversation the user deleted (hidden) leaves the device with its messages and cursor. */
async function forgetThreads(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.transaction('rw', db.conversations, db.messages, db.syncState, async () => {
    await db.conversations.bulkDelete([...ids]);
    for (const id of ids) {
      await threadOf(id).delete();
      await db.syncState.delete(messagesScope(id));
    }
  });
}

/**
 * Brings the cached conversations up to date with GET /conversations/sync/ (DESIGN §7): the
 * caller's views in (archived included), hidden ones out, all replaced on `reset`. Resolves with
 * the ids that changed. Throws when offline: the cache stays.
 *
 * A reset of no more than SYNC_MAX_ROWS rows is every conversation of the caller, and
 * the changes after it keep the copy whole: the device then answers Mensagens by itself
 * (`complete`). A cursor from before `complete` existed asks for a reset once, so an
 * older device learns whether it holds everything.
 */
export function syncConversations(): Promise<string[]> {
  return singleFlight('conversations', async () => {
    const before = await db.syncState.get('conversations');
    const cursor = before?.complete === undefined ? undefined : before.serverTime;
    const answer = await api.call(conversationsApi.sync, { query: { updated_since: cursor } });
    const kept = answer.conversations.filter((c) => !c.is_hidden);
    const hidden = answer.conversations.filter((c) => c.is_hidden).map((c) => c.id);
    const held = answer.reset ? await db.conversations.toCollection().primaryKeys() : [];
    const whole = answer.reset
      ? isWholeList(answer.conversations.length)
      : (before?.complete ?? false);
    await applySync(
      db.conversations,
      'conversations',
      { ...answer, deleted: [...answer.deleted, ...hidden] },
      kept,
      { complete: () => whole },
    );
    // Threads of conversations that left the list go with them.
    const keptIds = new Set(kept.map((c) => c.id));
    await forgetThreads([...answer.deleted, ...hidden, ...held.filter((id) => !keptIds.has(id))]);
    return kept.map((c) => c.id);
  });
}

/**
 * Brings one conversation's cached messages up to date with GET
 * /conversations/{id}/messages/sync/: new, edited and read ones in, deleted ones out, the thread
 * replaced by the newest page on `reset`. Resolves with whether it was a reset.
 */
export function syncMessages(conversationId: string): Promise<{ reset: boolean }> {
  const scope = messagesScope(conversationId);
  return singleFlight(scope, async () => {
    const answer = await api.call(conversationsApi.messagesSync, {
      params: { id: conversationId },
      query: { updated_since: await cursorOf(scope) },
    });
    const rows = answer.messages.filter((m) => m.conversation_id === conversationId);
    await applySync(db.messages, scope, answer, rows, {
      clear: (pushedLater) =>
        threadOf(conversationId)
          .filter((m) => !pushedLater(m))
          .delete(),
    });
    return { reset: answer.reset };
  });
}

/** Whether this device holds a synced copy of the conversation's messages. */
export const hasCachedThread = async (conversationId: string) =>
  (await db.syncState.get(messagesScope(conversationId))) !== undefined;

/** Rows the server just sent (a page, an answer, an event): the cache learns them. */
export async function rememberMessages(rows: readonly Message[]): Promise<void> {
  if (rows.length > 0) await db.messages.bulkPut([...rows]);
}

export async function forgetMessage(id: string): Promise<void> {
  await db.messages.delete(id);
}

/** `readerId` read the others' messages up to `readAt`: the ticks of the cached copies turn. */
export async function markReadInCache(
  conversationId: string,
  readerId: string,
  readAt: string,
): Promise<void> {
  const until = Date.parse(readAt);
  await threadOf(conversationId)
    .filter((m) => m.sender_id !== readerId && !m.is_read && Date.parse(m.created_at) <= until)
    .modify({ is_read: true });
}

/**
 * New messages also move their cached conversations (the server sends no view for a send).
 * Messages pushed together go in one transaction, so the screens read the store once for all.
 */
async function rememberNewMessages(batch: readonly Message[]): Promise<void> {
  await db.transaction('rw', db.messages, db.conversations, db.meta, async () => {
    await db.messages.bulkPut([...batch]);
    const me = (await db.meta.get('owner'))?.lastUserId;
    const ids = [...new Set(batch.map((m) => m.conversation_id))];
    const held = await db.conversations.bulkGet(ids);
    const current = new Map<string, Conversation>();
    held.forEach((c) => c && current.set(c.id, c));
    const moved = new Set<string>();
    for (const m of batch) {
      const c = current.get(m.conversation_id);
      if (!c) continue;
      const next = withNewMessage(c, m, me);
      if (next === c) continue;
      current.set(c.id, next);
      moved.add(c.id);
    }
    if (moved.size > 0) await db.conversations.bulkPut([...moved].map((id) => current.get(id)!));
  });
}

/**
 * An edited message, or one removed by moderation: the thread's copy changes, and so does the
 * conversation's preview when it is the last one (the list shows it before any view arrives).
 */
async function rememberChangedMessage(m: Message): Promise<void> {
  await rememberMessages([m]);
  await db.conversations
    .where('id')
    .equals(m.conversation_id)
    .filter((c) => c.last_message?.id === m.id)
    .modify({ last_message: m });
}

/**
 * A conversation as the server now shows it to this user (an event, an answer); a hidden one
 * leaves the device. A copy the device already holds with a later `updated_at` stays: the same
 * event twice, or an older one after a newer one, changes nothing.
 */
export async function rememberConversation(conversation: Conversation): Promise<void> {
  if (conversation.is_hidden) return forgetThreads([conversation.id]);
  await rememberConversations([conversation]);
}

/** Rows of a server page (or an answer): stored unless the device holds a newer copy. */
export async function rememberConversations(rows: readonly Conversation[]): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction('rw', db.conversations, async () => {
    const held = await db.conversations.bulkGet(rows.map((c) => c.id));
    const newer = rows.filter(
      (c, i) => !held[i] || Date.parse(held[i].updated_at) <= Date.parse(c.updated_at),
    );
    if (newer.length > 0) await db.conversations.bulkPut(newer);
  });
}

export const forgetConversation = (id: string) => forgetThreads([id]);

/** The user opened the conversation: nothing in it is unread any more. */
export async function markConversationReadInCache(id: string): Promise<void> {
  await db.conversations.update(id, { unread_count: 0 });
}

export type ConversationCounts = ReturnType<typeof conversationTabCounts>;

/** The texts of the cached messages, by conversation: what an offline search can look into. */
export async function cachedMessageTexts(): Promise<Map<string, string[]>> {
  const texts = new Map<string, string[]>();
  await db.messages.each((m) => {
    const list = texts.get(m.conversation_id);
    if (list) list.push(m.content);
    else texts.set(m.conversation_id, [m.content]);
  });
  return texts;
}

/** After a reconnection, the cached threads of conversations that changed catch up too. */
const THREADS_PER_RESYNC = 10;

async function catchUp(): Promise<void> {
  const changed = await syncConversations();
  let synced = 0;
  for (const id of changed) {
    if (synced >= THREADS_PER_RESYNC) break;
    if (!(await hasCachedThread(id))) continue;
    synced += 1;
    await syncMessages(id).catch(() => undefined);
  }
}

/**
 * Keeps the device's copy of conversations and messages current while someone is signed in:
 * realtime events land in Dexie (de-duplicated by id), and every (re)connection (or the browser
 * back online) pulls what changed since the last cursor (DESIGN §6, §7). Started once, by the shell.
 */
export function startMessagingCache(): () => void {
  const ignore = () => undefined;
  const sync = () => throttledSync('conversations', catchUp, { force: true });
  // Writes go in the order the events came; new messages pushed within BATCH_MS go together.
  let chain = Promise.resolve();
  const then = (write: () => Promise<void>) => {
    chain = chain.then(write).catch(ignore);
  };
  let waiting: Message[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    if (batch.length > 0) then(() => rememberNewMessages(batch));
  };
  /** Any other event waits for the new messages pushed before it. */
  const inOrder =
    <T>(write: (payload: T) => Promise<void>) =>
    (payload: T) => {
      flush();
      then(() => write(payload));
    };
  const off = [
    onServerEvent('conversation:changed', inOrder(rememberConversation)),
    onServerEvent('message:created', (m) => {
      waiting.push(m);
      timer ??= setTimeout(flush, BATCH_MS);
    }),
    onServerEvent('message:updated', inOrder(rememberChangedMessage)),
    onServerEvent(
      'message:deleted',
      inOrder(({ id }: { id: string }) => forgetMessage(id)),
    ),
    onServerEvent(
      'messages:read',
      inOrder((e: { conversation_id: string; reader_id: string; read_at: string }) =>
        markReadInCache(e.conversation_id, e.reader_id, e.read_at),
      ),
    ),
    // The socket's first connection is the start sync.
    syncWhenBackOnline('conversations', sync),
  ];
  return () => {
    if (timer) clearTimeout(timer);
    off.forEach((unsubscribe) => unsubscribe());
  };
}

/** How long pushed messages wait for the ones right behind them: one store write for a burst. */
const BATCH_MS = 50;
