import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMessageExpiry } from '../src/jobs/message-expiry';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { aTiedConversation } from './helpers/conversations';
import { aVerifiedUser, type BuiltUser } from '@alinhavo/test-support/builders';
import { notificationOrder } from '@alinhavo/shared/rules/notification-lists';
import { SYNC_MAX_ROWS } from '@alinhavo/shared/rules/limits';

/** DESIGN §5 sync for the offline cache of conversations, messages and notifications. */
let ctx: TestContext;
let client: BuiltUser;

const start = async (u: BuiltUser, other: BuiltUser) =>
  (await aTiedConversation(ctx, u, [other])).id;
const send = async (u: BuiltUser, id: string, content: string) =>
  (
    await testApi(ctx.app).conversations.send({
      params: { id },
      token: u.access,
      body: { content, client_id: crypto.randomUUID() },
    })
  ).body.data;
const conversationsSync = (u: BuiltUser, since?: string) =>
  testApi(ctx.app).conversations.sync({
    token: u.access,
    query: since ? { updated_since: since } : {},
  });
const messagesSync = (u: BuiltUser, id: string, since?: string) =>
  testApi(ctx.app).conversations.messagesSync({
    params: { id },
    token: u.access,
    query: since ? { updated_since: since } : {},
  });
const notificationsSync = (u: BuiltUser, since?: string) =>
  testApi(ctx.app).notifications.sync({
    token: u.access,
    query: since ? { updated_since: since } : {},
  });

/** Moves a conversation (and its people's rows) an hour back, so a cursor can sit after it. */
async function ageConversation(id: string) {
  await ctx.database.db.execute(
    sql`update conversations set updated_at = now() - interval '1 hour' where id = ${id}`,
  );
  await ctx.database.db.execute(
    sql`update conversation_participants set updated_at = now() - interval '1 hour'
      where conversation_id = ${id}`,
  );
  await ctx.database.db.execute(
    sql`update messages set updated_at = now() - interval '1 hour' where conversation_id = ${id}`,
  );
}
const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString();

beforeAll(async () => {
  ctx = await startTestApp();
  client = await aVerifiedUser(ctx, { type: 'CLIENTE' });
});
afterAll(async () => {
  await ctx.close();
});

describe('conversations sync', () => {
  it('first sync: every conversation not hidden (archived too); then only what changed', async () => {
    const [a, b, c] = await Promise.all([
      aVerifiedUser(ctx, { type: 'PROFISSIONAL' }),
      aVerifiedUser(ctx, { type: 'PROFISSIONAL' }),
      aVerifiedUser(ctx, { type: 'PROFISSIONAL' }),
    ]);
    const me = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const [withA, withB, withC] = [await start(me, a), await start(me, b), await start(me, c)];
    await testApi(ctx.app).conversations.patch({
      params: { id: withB },
      token: me.access,
      body: { is_archived: true },
    });
    await testApi(ctx.app).conversations.hide({ params: { id: withC }, token: me.access });

    const first = await conversationsSync(me);
    expect(first.status).toBe(200);
    expect(first.body.data.reset).toBe(true);
    expect(first.body.data.conversations.map((x) => x.id).sort()).toEqual([withA, withB].sort());
    expect(first.body.data.conversations.find((x) => x.id === withB)?.is_archived).toBe(true);

    for (const id of [withA, withB, withC]) await ageConversation(id);
    const since = aMinuteAgo();
    expect((await conversationsSync(me, since)).body.data).toMatchObject({
      conversations: [],
      deleted: [],
      reset: false,
    });

    // A message from A moves that conversation for both people, with my unread count.
    const m = await send(a, withA, 'Orçamento pronto');
    const mine = (await conversationsSync(me, since)).body.data;
    expect(mine.conversations.map((x) => x.id)).toEqual([withA]);
    expect(mine.conversations[0]).toMatchObject({ unread_count: 1, last_message: { id: m.id } });
    expect((await conversationsSync(a, since)).body.data.conversations[0]?.unread_count).toBe(0);

    // Unarchiving is mine alone; hiding names the id to drop; B's own view did not move.
    await testApi(ctx.app).conversations.patch({
      params: { id: withB },
      token: me.access,
      body: { is_archived: false },
    });
    await testApi(ctx.app).conversations.hide({ params: { id: withA }, token: me.access });
    const later = (await conversationsSync(me, since)).body.data;
    expect(later.conversations.map((x) => x.id)).toEqual([withB]);
    expect(later.deleted).toEqual([withA]);
    expect((await conversationsSync(b, since)).body.data.conversations).toEqual([]);
    expect(Date.parse(later.server_time)).toBeLessThan(Date.now());
  });

  it('a cursor older than the tombstones are kept gets the whole list again', async () => {
    const other = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const id = await start(client, other);
    const old = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString();
    const res = (await conversationsSync(client, old)).body.data;
    expect(res.reset).toBe(true);
    expect(res.conversations.map((x) => x.id)).toContain(id);
  });

  it('a reset sends the newest SYNC_MAX_ROWS and one more: a device that gets no more than SYNC_MAX_ROWS holds them all', async () => {
    const crowded = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    await ctx.database.db.execute(sql`
      with made as (
        insert into conversations (title, last_message_at)
        select 'Lote ' || g, now() - make_interval(mins => g)
        from generate_series(1, ${SYNC_MAX_ROWS + 2}) g
        returning id
      )
      insert into conversation_participants (conversation_id, user_id)
      select id, ${crowded.user.id}::uuid from made
    `);
    const res = (await conversationsSync(crowded)).body.data;
    expect(res.reset).toBe(true);
    expect(res.conversations).toHaveLength(SYNC_MAX_ROWS + 1);
    const titles = res.conversations.map((x) => x.title);
    expect(titles).toContain('Lote 1');
    expect(titles).toContain(`Lote ${SYNC_MAX_ROWS + 1}`);
    expect(titles).not.toContain(`Lote ${SYNC_MAX_ROWS + 2}`);
  });
});

describe('messages sync', () => {
  it('new, edited, read and deleted messages since the cursor, for the participants only', async () => {
    const other = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const outsider = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const id = await start(client, other);
    const kept = await send(client, id, 'primeira');
    const edited = await send(client, id, 'segunda');
    const removed = await send(client, id, 'terceira');

    const first = (await messagesSync(other, id)).body.data;
    expect(first.reset).toBe(true);
    expect(first.messages.map((m) => m.content)).toEqual(['primeira', 'segunda', 'terceira']);

    await ageConversation(id);
    const since = aMinuteAgo();
    expect((await messagesSync(other, id, since)).body.data.messages).toEqual([]);

    await testApi(ctx.app).conversations.editMessage({
      params: { id: edited.id },
      token: client.access,
      body: { content: 'segunda (editada)' },
    });
    await testApi(ctx.app).conversations.deleteMessage({
      params: { id: removed.id },
      token: client.access,
    });
    const added = await send(other, id, 'resposta');
    await testApi(ctx.app).conversations.read({ params: { id }, token: other.access });

    const changes = (await messagesSync(client, id, since)).body.data;
    expect(changes.reset).toBe(false);
    expect(changes.deleted).toEqual([removed.id]);
    const byId = new Map(changes.messages.map((m) => [m.id, m]));
    expect(byId.get(edited.id)).toMatchObject({ content: 'segunda (editada)', is_read: true });
    expect(byId.get(kept.id)?.is_read).toBe(true); // the read moved it: the sender's tick turns blue
    expect(byId.get(added.id)?.content).toBe('resposta');
    // The edit also moved the conversation, whose last message shows the new text.
    expect((await conversationsSync(client, since)).body.data.conversations[0]?.id).toBe(id);

    expect((await messagesSync(outsider, id)).status).toBe(404);
    expect((await testApi(ctx.app).conversations.messagesSync({ params: { id } })).status).toBe(
      401,
    );
    expect((await testApi(ctx.app).conversations.sync()).status).toBe(401);
    const bad = await testApi(ctx.app).conversations.sync({
      token: client.access,
      query: { updated_since: 'ontem' },
    });
    expect(bad.status).toBe(400);
  });

  it('messages removed by expiry are named as deleted', async () => {
    const other = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const id = await start(client, other);
    const old = await send(client, id, 'antiga');
    await ctx.database.db.execute(
      sql`update messages set created_at = now() - interval '61 days' where id = ${old.id}`,
    );
    const since = aMinuteAgo();
    await runMessageExpiry(ctx.database.db, ctx.app.services.conversations);
    expect((await messagesSync(client, id, since)).body.data.deleted).toContain(old.id);
  });
});

describe('notifications sync', () => {
  it('new, read and deleted since the cursor, with the totals, for their owner only', async () => {
    const pro = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const other = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const notify = () => ctx.app.services.notifications.notifyApproved(pro.user.id);
    const [first] = await notify();
    const [second] = await notify();
    if (!first || !second) throw new Error('no notification');

    const initial = (await notificationsSync(pro)).body.data;
    expect(initial).toMatchObject({ reset: true, total: 2, unread: 2, read: 0 });
    // Newest first by the list rule: two written in one millisecond tie and the id decides.
    expect(initial.notifications.map((n) => n.id)).toEqual(
      [second, first].sort(notificationOrder).map((n) => n.id),
    );

    await ctx.database.db.execute(
      sql`update notifications set updated_at = now() - interval '1 hour' where user_id = ${pro.user.id}`,
    );
    const since = aMinuteAgo();
    await testApi(ctx.app).notifications.markRead({ params: { id: first.id }, token: pro.access });
    await testApi(ctx.app).notifications.delete({ params: { id: second.id }, token: pro.access });
    const [third] = await notify();
    const changes = (await notificationsSync(pro, since)).body.data;
    expect(changes).toMatchObject({ reset: false, total: 2, unread: 1, read: 1 });
    expect(changes.notifications.map((n) => [n.id, n.is_read])).toEqual([
      [third?.id, false],
      [first.id, true],
    ]);
    expect(changes.deleted).toEqual([second.id]);

    const stranger = (await notificationsSync(other, since)).body.data;
    expect(stranger).toMatchObject({ notifications: [], deleted: [], total: 0 });
    expect((await testApi(ctx.app).notifications.sync()).status).toBe(401);
  });
});

describe('tombstones', () => {
  it('the expiry job drops those older than any cursor that still gets changes', async () => {
    const other = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const id = await start(client, other);
    const [gone, recent] = [await send(client, id, 'um'), await send(client, id, 'dois')];
    for (const m of [gone, recent])
      await testApi(ctx.app).conversations.deleteMessage({
        params: { id: m.id },
        token: client.access,
      });
    await ctx.database.db.execute(
      sql`update message_tombstones set deleted_at = now() - interval '31 days' where message_id = ${gone.id}`,
    );
    await runMessageExpiry(ctx.database.db, ctx.app.services.conversations);
    const left = await ctx.database.db.execute(
      sql`select message_id from message_tombstones where conversation_id = ${id}`,
    );
    expect((left as { rows: Array<{ message_id: string }> }).rows).toEqual([
      { message_id: recent.id },
    ]);
  });
});
