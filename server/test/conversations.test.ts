import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_TEXTS } from '@alinhavo/shared/messages/messaging';
import type { Conversation, Message } from '@alinhavo/shared/schemas/conversation';
import type { Notification } from '@alinhavo/shared/schemas/notification';
import { runMessageExpiry } from '../src/jobs/message-expiry';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import {
  aDemandWithCandidates,
  aVerifiedUser,
  type BuiltUser,
} from '@alinhavo/test-support/builders';
import { aTiedConversation } from './helpers/conversations';
import { eventually } from './helpers/eventually';
import { connectedSocket } from './helpers/sockets';

let ctx: TestContext;
let base: string;
let client: BuiltUser;
let pro: BuiltUser;
let outsider: BuiltUser;
const sockets: Socket[] = [];

const start = (u: BuiltUser, participantIds: string[], demandId: string) =>
  testApi(ctx.app).conversations.start({
    token: u.access,
    body: { participant_ids: participantIds, demand_id: demandId },
  });
const send = (u: BuiltUser, conversationId: string, content: string, clientId?: string) =>
  testApi(ctx.app).conversations.send({
    params: { id: conversationId },
    token: u.access,
    body: { content, client_id: clientId ?? crypto.randomUUID() },
  });
const list = (u: BuiltUser, query: Record<string, string> = {}) =>
  testApi(ctx.app).conversations.list({ token: u.access, query });
const messagesOf = (u: BuiltUser, conversationId: string, query: Record<string, string> = {}) =>
  testApi(ctx.app).conversations.messages({
    params: { id: conversationId },
    token: u.access,
    query,
  });

/** A fresh pair (client, new candidate of their demand) so each case owns its conversation. */
async function aConversation(): Promise<{ other: BuiltUser; id: string }> {
  const other = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
  const { id } = await aTiedConversation(ctx, client, [other]);
  return { other, id };
}

beforeAll(async () => {
  ctx = await startTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  [client, pro, outsider] = await Promise.all([
    aVerifiedUser(ctx, { type: 'CLIENTE' }),
    aVerifiedUser(ctx, { type: 'PROFISSIONAL' }),
    aVerifiedUser(ctx, { type: 'CLIENTE' }),
  ]);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await ctx.close();
});

describe('starting a conversation', () => {
  it('creates one, then finds the same participant set, and reactivates it when hidden', async () => {
    const second = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const demandId = await aDemandWithCandidates(ctx, client, [pro, second]);
    const first = await start(pro, [client.user.id, client.user.id], demandId);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ created: true, reactivated: false });
    const conversation = first.body.data.conversation;
    expect(conversation.title).toBe(MESSAGING_TEXTS.defaultTitle(2));
    expect(conversation.participants.map((p) => p.id).sort()).toEqual(
      [client.user.id, pro.user.id].sort(),
    );
    expect(conversation).toMatchObject({ unread_count: 0, days_left: null, last_message: null });

    // From the other side, the same set: the same conversation.
    const again = await start(client, [pro.user.id], demandId);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ created: false, reactivated: false });
    expect(again.body.data.conversation.id).toBe(conversation.id);

    // A different set is a different conversation.
    const group = await start(client, [pro.user.id, second.user.id], demandId);
    expect(group.body.data.created).toBe(true);
    expect(group.body.data.conversation.id).not.toBe(conversation.id);

    expect(
      (
        await testApi(ctx.app).conversations.hide({
          params: { id: conversation.id },
          token: client.access,
        })
      ).status,
    ).toBe(200);
    expect((await list(client)).body.data.conversations.some((c) => c.id === conversation.id)).toBe(
      false,
    );
    const back = await start(client, [pro.user.id], demandId);
    expect(back.body.data).toMatchObject({ created: false, reactivated: true });
    expect(back.body.data.conversation.is_hidden).toBe(false);
    expect((await list(client)).body.data.conversations.some((c) => c.id === conversation.id)).toBe(
      true,
    );
  });

  it('notifies the other participant with the text of the starter’s role', async () => {
    const other = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const res = await start(pro, [other.user.id], await aDemandWithCandidates(ctx, other, [pro]));
    const mine = () =>
      testApi(ctx.app)
        .notifications.list({ token: other.access })
        .then((r) => r.body.data.notifications);
    const found = await eventually(mine, (ns) => ns.some((n) => n.type === 'new_message'));
    expect(found.find((n) => n.type === 'new_message')).toMatchObject<Partial<Notification>>({
      title: 'Nova conversa iniciada',
      message: 'Um profissional iniciou uma conversa com você',
      conversation_id: res.body.data.conversation.id,
    });
  });

  it('refuses an unknown participant with the messaging text', async () => {
    const res = await start(
      client,
      [crypto.randomUUID()],
      await aDemandWithCandidates(ctx, client, []),
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Usuário não encontrado no sistema de mensagens.');
  });
});

describe('only participants', () => {
  it('participant 200, anyone else 404, anonymous 401 on every route', async () => {
    const { other, id } = await aConversation();
    const msg = (await send(other, id, 'olá')).body.data;
    const c = testApi(ctx.app).conversations;
    type Who = { token?: string };
    const routes: [string, (who: Who) => Promise<{ status: number }>][] = [
      ['get', (who) => c.get({ params: { id }, ...who })],
      ['patch', (who) => c.patch({ params: { id }, body: { is_archived: false }, ...who })],
      ['read', (who) => c.read({ params: { id }, ...who })],
      ['messages', (who) => c.messages({ params: { id }, ...who })],
      ['messagesSync', (who) => c.messagesSync({ params: { id }, ...who })],
      [
        'send',
        (who) =>
          c.send({ params: { id }, body: { content: 'oi', client_id: 'x'.repeat(10) }, ...who }),
      ],
      [
        'editMessage',
        (who) => c.editMessage({ params: { id: msg.id }, body: { content: 'editada' }, ...who }),
      ],
      ['deleteMessage', (who) => c.deleteMessage({ params: { id: msg.id }, ...who })],
      ['hide', (who) => c.hide({ params: { id }, ...who })],
    ];
    for (const [name, request] of routes) {
      expect((await request({})).status, `${name} anonymous`).toBe(401);
      expect((await request({ token: outsider.access })).status, `${name} outsider`).toBe(404);
    }
    for (const [name, request] of routes) {
      const res = await request({ token: other.access });
      expect([200, 201], `${name} participant`).toContain(res.status);
    }
    for (const request of [
      () => c.list(),
      () => c.unreadCount(),
      () => c.sync(),
      () => c.search({ query: { q: 'a' } }),
    ]) {
      expect((await request()).status).toBe(401);
    }
  });
});

describe('messages', () => {
  it('a send is idempotent on client_id: two sends, one row, 201 then 200', async () => {
    const { id } = await aConversation();
    const first = await send(client, id, '  Bom dia!  ', 'cliente-envio-0001');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      content: 'Bom dia!',
      is_read: false,
      is_edited: false,
    });
    const retry = await send(client, id, '  Bom dia!  ', 'cliente-envio-0001');
    expect(retry.status).toBe(200);
    expect(retry.body.data.id).toBe(first.body.data.id);
    const { messages } = (await messagesOf(client, id)).body.data;
    expect(messages).toHaveLength(1);
    const view = (
      await testApi(ctx.app).conversations.get({ params: { id }, token: client.access })
    ).body.data;
    expect(view.last_message_at).toBe(first.body.data.created_at);
    expect(view.last_message?.id).toBe(first.body.data.id);
    expect(view.days_left).toBe(60);
  });

  it('refuses an empty message', async () => {
    const { id } = await aConversation();
    const res = await send(client, id, '   ');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(MESSAGING_TEXTS.emptyMessage);
  });

  it('pages ascending with before/after cursors', async () => {
    const { other, id } = await aConversation();
    const sent: Message[] = [];
    for (let i = 0; i < 5; i++)
      sent.push((await send(i % 2 ? other : client, id, `m${i}`)).body.data);
    const newest = (await messagesOf(client, id, { limit: '2' })).body.data;
    expect(newest.messages.map((m) => m.content)).toEqual(['m3', 'm4']);
    expect(newest.has_more).toBe(true);
    const older = (
      await messagesOf(client, id, { limit: '10', before: newest.messages[0]!.created_at })
    ).body.data;
    expect(older.messages.map((m) => m.content)).toEqual(['m0', 'm1', 'm2']);
    expect(older.has_more).toBe(false);
    const after = (await messagesOf(client, id, { after: sent[2]!.created_at })).body.data;
    expect(after.messages.map((m) => m.content)).toEqual(['m3', 'm4']);
  });

  it('only the sender edits or deletes', async () => {
    const { other, id } = await aConversation();
    const m = (await send(client, id, 'original')).body.data;
    const byOther = await testApi(ctx.app).conversations.editMessage({
      params: { id: m.id },
      token: other.access,
      body: { content: 'alterada' },
    });
    expect(byOther.status).toBe(403);
    expect(byOther.body.message).toBe(MESSAGING_TEXTS.onlySender);
    expect(
      (
        await testApi(ctx.app).conversations.deleteMessage({
          params: { id: m.id },
          token: other.access,
        })
      ).status,
    ).toBe(403);

    const edited = await testApi(ctx.app).conversations.editMessage({
      params: { id: m.id },
      token: client.access,
      body: { content: ' corrigida ' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ content: 'corrigida', is_edited: true });
    expect(edited.body.data.edited_at).not.toBeNull();

    expect(
      (
        await testApi(ctx.app).conversations.deleteMessage({
          params: { id: m.id },
          token: client.access,
        })
      ).status,
    ).toBe(200);
    expect((await messagesOf(other, id)).body.data.messages).toHaveLength(0);
    const view = (
      await testApi(ctx.app).conversations.get({ params: { id }, token: client.access })
    ).body.data;
    expect(view).toMatchObject({ last_message: null, last_message_at: null, days_left: null });
  });
});

describe('read state, tabs and archive', () => {
  it('read marks the others’ messages; unread counts and tabs are per participant', async () => {
    const { other, id } = await aConversation();
    await send(other, id, 'uma');
    await send(other, id, 'duas');
    await send(client, id, 'minha');

    const before = (await list(client, { filter: 'unread' })).body.data;
    expect(before.conversations.find((c) => c.id === id)?.unread_count).toBe(2);
    const otherView = (await list(other)).body.data.conversations.find((c) => c.id === id);
    expect(otherView?.unread_count).toBe(1);
    const total = (await testApi(ctx.app).conversations.unreadCount({ token: client.access })).body
      .data.count;
    expect(total).toBeGreaterThanOrEqual(2);

    const read = await testApi(ctx.app).conversations.read({
      params: { id },
      token: client.access,
    });
    expect(read.body.data.updated).toBe(2);
    const after = (await list(client, { filter: 'unread' })).body.data;
    expect(after.conversations.some((c) => c.id === id)).toBe(false);
    expect(after.counts.unread).toBe(before.counts.unread - 1);
    const msgs = (await messagesOf(client, id)).body.data.messages;
    expect(msgs.map((m) => [m.content, m.is_read])).toEqual([
      ['uma', true],
      ['duas', true],
      ['minha', false],
    ]);
    // The other side still has my message unread.
    expect((await list(other)).body.data.conversations.find((c) => c.id === id)?.unread_count).toBe(
      1,
    );
  });

  it('archiving for one participant does not archive for the other', async () => {
    const { other, id } = await aConversation();
    const countsBefore = (await list(client)).body.data.counts;
    const archived = await testApi(ctx.app).conversations.patch({
      params: { id },
      token: client.access,
      body: { is_archived: true },
    });
    expect(archived.body.data.is_archived).toBe(true);
    const mine = (await list(client, { filter: 'archived' })).body.data;
    expect(mine.conversations.map((c) => c.id)).toContain(id);
    expect(mine.counts.archived).toBe(countsBefore.archived + 1);
    expect(mine.counts.all).toBe(countsBefore.all - 1);
    expect((await list(client)).body.data.conversations.some((c) => c.id === id)).toBe(false);

    const theirs = (await list(other)).body.data;
    expect(theirs.conversations.find((c) => c.id === id)?.is_archived).toBe(false);
    expect(theirs.counts.archived).toBe(0);
  });
});

describe('search', () => {
  it('is accent-insensitive over messages and conversations', async () => {
    const { other, id } = await aConversation();
    await send(other, id, 'Quanto custa o tecido cor de açúcar?');
    const found = await testApi(ctx.app).conversations.search({
      token: client.access,
      query: { q: 'acucar' },
    });
    expect(found.status).toBe(200);
    expect(found.body.data.messages.map((m) => m.conversation_id)).toEqual([id]);
    expect(found.body.data.messages[0]?.conversation_title).toBe(MESSAGING_TEXTS.defaultTitle(2));
    const none = await testApi(ctx.app).conversations.search({
      token: outsider.access,
      query: { q: 'acucar' },
    });
    expect(none.body.data.messages).toHaveLength(0);
    const conversations = (await list(client, { search: 'AÇUCAR' })).body.data.conversations;
    expect(conversations.map((c) => c.id)).toEqual([id]);
  });
});

describe('expiry', () => {
  it('deletes a 61-day-old message and keeps a 59-day-old one', async () => {
    const { id } = await aConversation();
    const old = (await send(client, id, 'velha')).body.data;
    const recent = (await send(client, id, 'recente')).body.data;
    await ctx.database.db.execute(
      sql`update messages set created_at = now() - interval '61 days' where id = ${old.id}`,
    );
    await ctx.database.db.execute(
      sql`update messages set created_at = now() - interval '59 days' where id = ${recent.id}`,
    );
    const view = (
      await testApi(ctx.app).conversations.get({ params: { id }, token: client.access })
    ).body.data;
    expect(view.days_left).toBe(0);
    const removed = await runMessageExpiry(ctx.database.db, ctx.app.services.conversations);
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = (await messagesOf(client, id)).body.data.messages;
    expect(left.map((m) => m.content)).toEqual(['recente']);
    const after = (
      await testApi(ctx.app).conversations.get({ params: { id }, token: client.access })
    ).body.data;
    expect(after.days_left).toBe(1);
  });
});

describe('realtime', () => {
  const socketOf = (u: BuiltUser) => connectedSocket(base, u.access, sockets);

  it('the other participant’s socket receives message:created; a retry pushes the same row again, a read no copy', async () => {
    const { other, id } = await aConversation();
    const socket = await socketOf(other);
    const created = new Promise<Message>((resolve) => socket.on('message:created', resolve));
    // The first view this socket gets must be the read's own (a plain send sends none).
    const firstView = new Promise<Conversation>((resolve) =>
      socket.once('conversation:changed', resolve),
    );
    const sent = (await send(client, id, 'chegou?')).body.data;
    expect((await created).id).toBe(sent.id);

    // A retry may follow an instance that stored the message and died before telling anyone
    // (a fault the load run provokes): the row is pushed again, and devices keep it once by id.
    const again: string[] = [];
    socket.on('message:created', (m: Message) => again.push(m.id));
    expect((await send(client, id, 'chegou?', sent.client_id ?? '')).status).toBe(200);
    const read = new Promise<{ reader_id: string }>((resolve) =>
      socket.on('messages:read', resolve),
    );
    await testApi(ctx.app).conversations.read({ params: { id }, token: other.access });
    expect((await read).reader_id).toBe(other.user.id);
    // Events of one emitter arrive in order: the read came after the retry's one push, and a
    // plain send moves lists through message:created alone.
    expect(again).toEqual([sent.id]);
    expect(await firstView).toMatchObject({ id, unread_count: 0 });
  });

  it('a message to a conversation someone had hidden gives it back to them with its view', async () => {
    const { other, id } = await aConversation();
    await testApi(ctx.app).conversations.hide({ params: { id }, token: other.access });
    const socket = await socketOf(other);
    const back = new Promise<Conversation>((resolve) => socket.on('conversation:changed', resolve));
    await send(client, id, 'ainda está aí?');
    expect(await back).toMatchObject({ id, is_hidden: false, unread_count: 1 });
  });

  it('sends over the socket with the same rules and texts as the HTTP route', async () => {
    const { other, id } = await aConversation();
    const [mine, theirs] = [await socketOf(client), await socketOf(other)];
    const emit = (s: Socket, payload: unknown) =>
      new Promise<{
        ok: boolean;
        status?: number;
        message?: string;
        data?: { message: Message; created: boolean };
      }>((resolve) => s.emit('message:send', payload, resolve));
    const arrived = new Promise<Message>((resolve) => theirs.on('message:created', resolve));
    const clientId = crypto.randomUUID();
    const first = await emit(mine, {
      conversation_id: id,
      content: '  pelo socket  ',
      client_id: clientId,
    });
    expect(first).toMatchObject({
      ok: true,
      data: { created: true, message: { content: 'pelo socket' } },
    });
    expect((await arrived).id).toBe(first.data?.message.id);
    const again = await emit(mine, {
      conversation_id: id,
      content: 'pelo socket',
      client_id: clientId,
    });
    expect(again).toMatchObject({
      ok: true,
      data: { created: false, message: { id: first.data?.message.id } },
    });
    expect((await messagesOf(client, id)).body.data.messages).toHaveLength(1);

    expect(
      await emit(mine, { conversation_id: id, content: '   ', client_id: crypto.randomUUID() }),
    ).toMatchObject({
      ok: false,
      status: 400,
      message: MESSAGING_TEXTS.emptyMessage,
    });
    const stranger = await socketOf(outsider);
    expect(
      await emit(stranger, {
        conversation_id: id,
        content: 'intruso',
        client_id: crypto.randomUUID(),
      }),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
    // A burst beyond the allowance is refused with the 429 text; nothing past it is stored.
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        emit(mine, { conversation_id: id, content: `rajada ${i}`, client_id: crypto.randomUUID() }),
      ),
    );
    const refused = burst.filter((r) => !r.ok);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({
      status: 429,
      message: 'Muitas tentativas. Aguarde um momento antes de tentar novamente.',
    });
    const stored = (await messagesOf(client, id, { limit: '200' })).body.data.messages;
    expect(stored).toHaveLength(1 + burst.length - refused.length);
  });
});
