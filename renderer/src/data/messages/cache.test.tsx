import { SYNC_MAX_ROWS } from '@alinhavo/shared/rules/limits';
import type { ConversationSync, MessageSync } from '@alinhavo/shared/schemas/conversation';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aConversation, aMessage, ANA, ME, uuid } from '../../test/messages-kit';
import { serveApi, ok } from '../../test/fake-server';
import { db, deleteDb, messagesScope } from '../db';
import { emitServerEventForTest } from '../realtime/realtime';
import {
  rememberConversation,
  startMessagingCache,
  syncConversations,
  syncMessages,
  threadOf,
} from './cache';

const CONV = uuid(101);
const OTHER = uuid(102);

const conversationsAnswer = (a: Partial<ConversationSync>): ConversationSync => ({
  conversations: [],
  deleted: [],
  server_time: '2026-11-22T10:00:00.000Z',
  reset: false,
  ...a,
});
const messagesAnswer = (a: Partial<MessageSync>): MessageSync => ({
  messages: [],
  deleted: [],
  server_time: '2026-11-22T10:00:00.000Z',
  reset: false,
  ...a,
});

const ids = async () => (await db.conversations.toArray()).map((c) => c.id).sort();
const threadIds = async (id: string) => (await threadOf(id).toArray()).map((m) => m.id);

beforeEach(async () => {
  await deleteDb();
});

describe('database upgrade from version 4', () => {
  it('keeps the demand cursors and the outbox of version 4, and adds the new tables (5 to 13)', async () => {
    db.close();
    const v4 = new Dexie('alinhavo');
    v4.version(4).stores({
      meta: 'key',
      myDemands: 'id, created_at',
      syncState: 'scope',
      outbox: '++seq, clientId, conversationId',
    });
    await v4.table('syncState').put({ scope: 'mine', serverTime: 't', syncedAt: 's' });
    await v4
      .table('outbox')
      .add({ clientId: 'c-1', conversationId: CONV, content: 'Oi', createdAt: 'x' });
    v4.close();
    await db.open();
    expect(db.verno).toBe(14);
    expect(await db.syncState.get('mine')).toEqual({
      scope: 'mine',
      serverTime: 't',
      syncedAt: 's',
    });
    expect(await db.outbox.count()).toBe(1);
    await db.syncState.put({ scope: messagesScope(CONV), serverTime: 't2', syncedAt: 's2' });
    expect(await db.syncState.count()).toBe(2);
    expect(await db.conversations.count()).toBe(0);
    expect(await db.jobs.count()).toBe(0);
    expect(await db.ratings.count()).toBe(0);
    // Version 12: the lots and the steps waiting offline.
    expect(await db.lots.count()).toBe(0);
    expect(await db.lotOutbox.count()).toBe(0);
  });
});

describe('database upgrade from version 7', () => {
  it('forgets the conversations cursor and the professionals, which lack the new fields; keeps the rest', async () => {
    db.close();
    const v7 = new Dexie('alinhavo');
    v7.version(7).stores({
      meta: 'key',
      syncState: 'scope',
      conversations: 'id, last_message_at',
      professionals: 'id',
    });
    await v7.table('syncState').bulkPut([
      { scope: 'conversations', serverTime: 't', syncedAt: 's', complete: true },
      { scope: 'mine', serverTime: 't', syncedAt: 's' },
    ]);
    const { demand_title: _absent, ...before } = aConversation(1);
    await v7.table('conversations').put(before);
    await v7.table('professionals').put({ id: OTHER, name: 'Ana Costura' });
    v7.close();
    await db.open();
    expect(db.verno).toBe(14);
    expect(await db.syncState.get('conversations')).toBeUndefined();
    expect(await db.syncState.get('mine')).toBeTruthy();
    // The list stays on screen until the whole sync replaces it.
    expect(await db.conversations.count()).toBe(1);
    expect(await db.professionals.count()).toBe(0);
  });
});

describe('conversation sync', () => {
  it('resets first, then sends the cursor; hidden ones leave with their messages and cursor', async () => {
    const a = aConversation(1);
    const b = aConversation(2);
    const queries: unknown[] = [];
    let reply = conversationsAnswer({ conversations: [a, b], reset: true });
    serveApi({
      'GET /conversations/sync/': (config) => {
        queries.push(config.params);
        return ok(reply);
      },
    });
    expect(await syncConversations()).toEqual([a.id, b.id]);
    expect(await ids()).toEqual([a.id, b.id].sort());

    await db.messages.bulkPut([aMessage(1), aMessage(2, { conversation_id: OTHER })]);
    await db.syncState.put({ scope: messagesScope(OTHER), serverTime: 't', syncedAt: 's' });
    reply = conversationsAnswer({
      conversations: [{ ...a, unread_count: 3 }],
      deleted: [b.id],
      server_time: '2026-11-22T11:00:00.000Z',
    });
    await syncConversations();
    expect(queries).toEqual([
      { updated_since: undefined },
      { updated_since: '2026-11-22T10:00:00.000Z' },
    ]);
    expect(await db.conversations.toArray()).toEqual([
      expect.objectContaining({ id: a.id, unread_count: 3 }),
    ]);
    // The deleted conversation's thread and cursor went with it; the other thread stays.
    expect(await threadIds(OTHER)).toEqual([]);
    expect(await db.syncState.get(messagesScope(OTHER))).toBeUndefined();
    expect(await threadIds(CONV)).toEqual([aMessage(1).id]);
    expect((await db.syncState.get('conversations'))?.serverTime).toBe('2026-11-22T11:00:00.000Z');
  });

  it('a reset drops the conversations the server no longer lists', async () => {
    await db.conversations.bulkPut([aConversation(1), aConversation(2)]);
    serveApi({
      'GET /conversations/sync/': () =>
        ok(conversationsAnswer({ conversations: [aConversation(2)], reset: true })),
    });
    await syncConversations();
    expect(await ids()).toEqual([OTHER]);
  });
});

describe('whether the device holds every conversation', () => {
  const stateOf = () => db.syncState.get('conversations');

  it('a reset shorter than a full answer is the whole list, and changes keep it whole', async () => {
    let reply = conversationsAnswer({ conversations: [aConversation(1)], reset: true });
    serveApi({ 'GET /conversations/sync/': () => ok(reply) });
    await syncConversations();
    expect((await stateOf())?.complete).toBe(true);
    reply = conversationsAnswer({ conversations: [aConversation(2)] });
    await syncConversations();
    expect((await stateOf())?.complete).toBe(true);
  });

  it('a reset of SYNC_MAX_ROWS is whole; one more may leave some out, and the device does not answer alone', async () => {
    let many = Array.from({ length: SYNC_MAX_ROWS }, (_, i) => aConversation(i + 1));
    serveApi({
      'GET /conversations/sync/': () =>
        ok(conversationsAnswer({ conversations: many, reset: true })),
    });
    await syncConversations();
    expect((await stateOf())?.complete).toBe(true);

    await db.syncState.clear();
    many = Array.from({ length: SYNC_MAX_ROWS + 1 }, (_, i) => aConversation(i + 1));
    await syncConversations();
    expect((await stateOf())?.complete).toBe(false);
    expect(await db.conversations.count()).toBe(SYNC_MAX_ROWS + 1);
  });

  it('a cursor saved before `complete` existed asks for the whole list once', async () => {
    await db.syncState.put({ scope: 'conversations', serverTime: 't-old', syncedAt: 's' });
    const queries: unknown[] = [];
    serveApi({
      'GET /conversations/sync/': (config) => {
        queries.push(config.params);
        return ok(conversationsAnswer({ conversations: [aConversation(1)], reset: true }));
      },
    });
    await syncConversations();
    await syncConversations();
    expect(queries).toEqual([
      { updated_since: undefined },
      { updated_since: '2026-11-22T10:00:00.000Z' },
    ]);
    expect((await stateOf())?.complete).toBe(true);
  });
});

describe('conversation:changed in the store', () => {
  it('the same view twice changes nothing; an older one never overwrites a newer one', async () => {
    const newer = aConversation(1, {
      unread_count: 2,
      updated_at: '2026-11-22T10:05:00.000Z',
    });
    await rememberConversation(newer);
    const before = await db.conversations.get(CONV);
    await rememberConversation(newer);
    expect(await db.conversations.get(CONV)).toEqual(before);
    await rememberConversation({
      ...newer,
      unread_count: 7,
      updated_at: '2026-11-22T10:00:00.000Z',
    });
    expect((await db.conversations.get(CONV))?.unread_count).toBe(2);
    // The same moment with the caller's own change (archiving does not move updated_at) lands.
    await rememberConversation({ ...newer, is_archived: true });
    expect((await db.conversations.get(CONV))?.is_archived).toBe(true);
  });
});

describe('message sync', () => {
  it('keeps one cursor per conversation; a reset replaces only that thread', async () => {
    const queries: unknown[] = [];
    // Held from before the reset's snapshot (10:00): the reset drops it.
    await db.messages.bulkPut([
      aMessage(1, { updated_at: '2026-11-22T09:00:00.000Z' }),
      aMessage(9, { conversation_id: OTHER }),
    ]);
    let reply = messagesAnswer({ messages: [aMessage(2), aMessage(3)], reset: true });
    serveApi({
      [`GET /conversations/${CONV}/messages/sync/`]: (config) => {
        queries.push(config.params);
        return ok(reply);
      },
    });
    await syncMessages(CONV);
    expect(await threadIds(CONV)).toEqual([aMessage(2).id, aMessage(3).id]);
    expect(await threadIds(OTHER)).toEqual([aMessage(9).id]);

    reply = messagesAnswer({
      messages: [{ ...aMessage(3), content: 'editada', is_edited: true }, aMessage(4)],
      deleted: [aMessage(2).id],
      server_time: '2026-11-22T11:00:00.000Z',
    });
    expect(await syncMessages(CONV)).toEqual({ reset: false });
    expect(queries).toEqual([
      { updated_since: undefined },
      { updated_since: '2026-11-22T10:00:00.000Z' },
    ]);
    const thread = await threadOf(CONV).toArray();
    expect(thread.map((m) => m.content)).toEqual(['editada', 'Mensagem 4']);
    expect((await db.syncState.get(messagesScope(CONV)))?.serverTime).toBe(
      '2026-11-22T11:00:00.000Z',
    );
    expect(await db.syncState.get(messagesScope(OTHER))).toBeUndefined();
  });
});

describe('realtime events and the catch-up', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('pulls when the line comes back and applies each event once, by id', async () => {
    serveApi({
      'GET /conversations/sync/': () =>
        ok(conversationsAnswer({ conversations: [aConversation(1)], reset: true })),
    });
    stop = startMessagingCache();
    window.dispatchEvent(new Event('online'));
    await expect.poll(ids).toEqual([CONV]);

    const incoming = aMessage(5, { created_at: new Date().toISOString() });
    emitServerEventForTest('message:created', incoming);
    emitServerEventForTest('message:created', incoming);
    await expect.poll(() => threadIds(CONV)).toEqual([incoming.id]);

    const mine = aMessage(6, {
      sender_id: ME.id,
      created_at: new Date(Date.now() - 1000).toISOString(),
    });
    emitServerEventForTest('message:created', mine);
    emitServerEventForTest('messages:read', {
      conversation_id: CONV,
      reader_id: ANA.id,
      read_at: new Date().toISOString(),
    });
    await expect.poll(async () => (await db.messages.get(mine.id))?.is_read).toBe(true);
    expect((await db.messages.get(incoming.id))?.is_read).toBe(false);

    emitServerEventForTest('message:updated', {
      ...incoming,
      content: 'Corrigida',
      is_edited: true,
    });
    await expect.poll(async () => (await db.messages.get(incoming.id))?.content).toBe('Corrigida');
    emitServerEventForTest('message:deleted', { id: incoming.id, conversation_id: CONV });
    await expect.poll(async () => db.messages.get(incoming.id)).toBeUndefined();

    emitServerEventForTest('conversation:changed', aConversation(2, { unread_count: 1 }));
    await expect.poll(ids).toEqual([CONV, OTHER]);
    emitServerEventForTest('conversation:changed', { ...aConversation(1), is_hidden: true });
    await expect.poll(ids).toEqual([OTHER]);
    expect(await threadIds(CONV)).toEqual([]);
  });

  it('a burst of new messages goes in together and in order: one counted each, a deletion after them wins', async () => {
    serveApi({
      'GET /conversations/sync/': () =>
        ok(
          conversationsAnswer({
            conversations: [
              aConversation(1, { unread_count: 0, last_message: null, last_message_at: null }),
            ],
            reset: true,
          }),
        ),
    });
    await db.meta.put({ key: 'owner', lastUserId: ME.id });
    stop = startMessagingCache();
    window.dispatchEvent(new Event('online'));
    await expect.poll(ids).toEqual([CONV]);

    const burst = Array.from({ length: 10 }, (_, i) =>
      aMessage(20 + i, { created_at: new Date(Date.now() - 10_000 + i * 100).toISOString() }),
    );
    for (const m of burst) emitServerEventForTest('message:created', m);
    emitServerEventForTest('message:deleted', { id: burst[0]!.id, conversation_id: CONV });
    await expect.poll(async () => (await db.conversations.get(CONV))?.unread_count).toBe(10);
    expect((await db.conversations.get(CONV))?.last_message?.id).toBe(burst[9]!.id);
    expect(await threadIds(CONV)).toEqual(burst.slice(1).map((m) => m.id));
  });
});

describe('a message removed by moderation', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('changes in the thread and in its conversation’s preview when message:updated arrives', async () => {
    const last = aMessage(5, { content: 'Paga por fora' });
    serveApi({
      'GET /conversations/sync/': () =>
        ok(
          conversationsAnswer({
            conversations: [aConversation(1, { last_message: last })],
            reset: true,
          }),
        ),
    });
    stop = startMessagingCache();
    window.dispatchEvent(new Event('online'));
    await expect.poll(ids).toEqual([CONV]);
    await db.messages.put(last);

    const removed = { ...last, content: 'Mensagem removida pela moderação', is_removed: true };
    emitServerEventForTest('message:updated', removed);
    await expect.poll(async () => (await db.messages.get(last.id))?.is_removed).toBe(true);
    await expect
      .poll(async () => (await db.conversations.get(CONV))?.last_message?.is_removed)
      .toBe(true);
    expect((await db.conversations.get(CONV))?.last_message?.content).toBe(removed.content);
  });
});
