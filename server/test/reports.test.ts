import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS, REPORT_TEXTS } from '@alinhavo/shared/messages/admin';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { NOTIFICATION_CONTENT } from '@alinhavo/shared/messages/notifications';
import type { AdminReport, ResolveReportBody } from '@alinhavo/shared/schemas/admin';
import type { Message } from '@alinhavo/shared/schemas/conversation';
import type { ReportBody } from '@alinhavo/shared/schemas/report';
import { auditLog, reports } from '../src/db/schema';
import { reportsAboutPerson } from '../src/modules/reports/views';
import { ADMIN_EMAIL, startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { aTiedConversation } from './helpers/conversations';
import {
  aDemand as aDemandOf,
  aProfileBody,
  aVerifiedUser,
  type BuiltUser,
} from '@alinhavo/test-support/builders';
import { connectedSocket } from './helpers/sockets';

let ctx: TestContext;
let base: string;
let admin: BuiltUser;
let client: BuiltUser;
let pro: BuiltUser;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  [admin, client, pro] = await Promise.all([
    aVerifiedUser(ctx, { email: ADMIN_EMAIL }),
    aVerifiedUser(ctx, { type: 'CLIENTE' }),
    aVerifiedUser(ctx, { type: 'PROFISSIONAL' }),
  ]);
  await testApi(ctx.app).profile.patch({
    token: pro.access,
    body: aProfileBody('PROFISSIONAL', { full_name: 'Maria Costureira' }),
  });
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await ctx.close();
});

// ---------------------------------------------------------------- helpers

const report = (u: BuiltUser | undefined, body: Omit<ReportBody, 'reason'> & Partial<ReportBody>) =>
  testApi(ctx.app).reports.create({
    ...(u ? { token: u.access } : {}),
    body: { reason: 'offensive', ...body },
  });
/** A report body the contract forbids (the schema's answers to it). */
const malformedReport = (u: BuiltUser, body: Record<string, unknown>) =>
  testApi(ctx.app).raw('POST', '/reports/', { token: u.access, body });
const queue = (u: BuiltUser, query: Record<string, string> = {}) =>
  testApi(ctx.app).admin.reports({ token: u.access, query });
const resolve = (u: BuiltUser | undefined, id: string, body: ResolveReportBody) =>
  testApi(ctx.app).admin.resolveReport({
    params: { id },
    ...(u ? { token: u.access } : {}),
    body,
  });

/** A new conversation of these people, about a demand of the client among them. */
async function aConversation(people: BuiltUser[]): Promise<string> {
  const [starter, ...others] = people;
  if (!starter) throw new Error('no starter');
  return (await aTiedConversation(ctx, starter, others)).id;
}

async function send(u: BuiltUser, conversationId: string, content: string): Promise<Message> {
  const res = await testApi(ctx.app).conversations.send({
    params: { id: conversationId },
    token: u.access,
    body: { content, client_id: crypto.randomUUID() },
  });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`send failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

const messagesOf = async (u: BuiltUser, conversationId: string) =>
  (
    await testApi(ctx.app).conversations.messages({
      params: { id: conversationId },
      token: u.access,
    })
  ).body.data.messages;

const aDemand = (owner: BuiltUser) =>
  aDemandOf(ctx, owner, { title: 'Costura de 200 vestidos de festa' });

/**
 * A client rates `professional` after choosing them on a demand (spec §7), and the review is
 * published: the demand is finished and the provider reviews the client too.
 */
async function aRating(rater: BuiltUser, professional: BuiltUser, comment: string) {
  const demandId = await aDemand(rater);
  await testApi(ctx.app).demands.interest({ params: { id: demandId }, token: professional.access });
  await testApi(ctx.app).demands.patch({
    params: { id: demandId },
    token: rater.access,
    body: { chosen_professional_id: professional.user.id },
  });
  const res = await testApi(ctx.app).ratings.create({
    token: rater.access,
    body: { professional: professional.user.id, score: 2, comment, demand: demandId },
  });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`rating failed: ${JSON.stringify(res.body)}`);
  await testApi(ctx.app).demands.patch({
    params: { id: demandId },
    token: rater.access,
    body: { status: 'CONCLUÍDA' },
  });
  const review = await testApi(ctx.app).clientReviews.create({
    token: professional.access,
    body: { demand: demandId, payment: 4, communication: 4, clarity: 4 },
  });
  if (review.status !== 201) throw new Error(`review failed: ${JSON.stringify(review.body)}`);
  return res.body.data.id;
}

const socketOf = (u: BuiltUser) => connectedSocket(base, u.access, sockets);

async function openReportIn(id: string): Promise<AdminReport> {
  for (let cursor: string | null = null, i = 0; i < 50; i++) {
    const res: Awaited<ReturnType<typeof queue>> = await queue(admin, {
      limit: '50',
      ...(cursor ? { cursor } : {}),
    });
    const found = res.body.data.reports.find((r) => r.id === id);
    if (found) return found;
    cursor = res.body.data.next_cursor;
    if (!cursor) break;
  }
  throw new Error(`report ${id} not in the open queue`);
}

const auditOf = (targetId: string) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

const notificationsOf = async (u: BuiltUser) =>
  (await testApi(ctx.app).notifications.list({ token: u.access })).body.data.notifications;

// ---------------------------------------------------------------- tests

describe('who may call', () => {
  it('POST /reports/ needs a session (401 anonymous)', async () => {
    const res = await report(undefined, { target_type: 'user', target_id: pro.user.id });
    expect(res.status).toBe(401);
  });

  it('the queue and its resolution: admin 200, client and provider 403, anonymous 401', async () => {
    const someone = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const created = await report(someone, { target_type: 'user', target_id: pro.user.id });
    expect(created.status).toBe(201);
    const id = created.body.data.id;

    expect((await queue(admin)).status).toBe(200);
    expect((await queue(admin, { status: 'closed' })).status).toBe(200);
    for (const u of [client, pro]) {
      const list = await queue(u);
      expect(list.status).toBe(403);
      expect(list.body.message).toBe(ERRORS.forbidden);
      expect((await resolve(u, id, { action: 'dismiss' })).status).toBe(403);
    }
    expect((await testApi(ctx.app).admin.reports()).status).toBe(401);
    expect((await resolve(undefined, id, { action: 'dismiss' })).status).toBe(401);
    // Nothing changed for the refused calls.
    expect((await openReportIn(id)).status).toBe('open');
  });
});

describe('reporting', () => {
  it('one report per reporter and target; a different reporter may report the same target', async () => {
    const target = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const [a, b] = await Promise.all([
      aVerifiedUser(ctx, { type: 'CLIENTE' }),
      aVerifiedUser(ctx, { type: 'CLIENTE' }),
    ]);
    const first = await report(a, {
      target_type: 'user',
      target_id: target.user.id,
      reason: 'fraud',
      details: '  Pediu pagamento adiantado por fora.  ',
    });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(REPORT_TEXTS.sent);
    expect(first.body.data.id).toMatch(/^[0-9a-f-]{36}$/);

    const second = await report(a, {
      target_type: 'user',
      target_id: target.user.id,
      reason: 'spam',
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'ALREADY_REPORTED',
      message: REPORT_TEXTS.duplicate,
    });

    expect((await report(b, { target_type: 'user', target_id: target.user.id })).status).toBe(201);

    // Concurrent duplicates: exactly one is stored, the other is a 409 (never a 500).
    const c = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const both = await Promise.all([
      report(c, { target_type: 'user', target_id: target.user.id }),
      report(c, { target_type: 'user', target_id: target.user.id }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);

    const stored = await ctx.database.db
      .select()
      .from(reports)
      .where(eq(reports.targetId, target.user.id));
    expect(stored).toHaveLength(3);
    expect(stored.find((r) => r.reporterId === a.user.id)).toMatchObject({
      authorId: target.user.id,
      reason: 'fraud',
      details: 'Pediu pagamento adiantado por fora.',
      status: 'open',
    });
  });

  it('refuses reporting yourself, your own message and your own demand (400)', async () => {
    const self = await report(client, { target_type: 'user', target_id: client.user.id });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(REPORT_TEXTS.self);

    const conversationId = await aConversation([client, pro]);
    const mine = await send(client, conversationId, 'Minha própria mensagem');
    const own = await report(client, { target_type: 'message', target_id: mine.id });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe(REPORT_TEXTS.self);

    const demandId = await aDemand(client);
    const ownDemand = await report(client, { target_type: 'demand', target_id: demandId });
    expect(ownDemand.status).toBe(400);
    expect(ownDemand.body.message).toBe(REPORT_TEXTS.self);
  });

  it('answers 404 for what the reporter cannot see: others’ messages, hidden demands, admins, unknown ids', async () => {
    const conversationId = await aConversation([client, pro]);
    const message = await send(pro, conversationId, 'Mensagem entre cliente e profissional');
    const outsider = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const notMine = await report(outsider, { target_type: 'message', target_id: message.id });
    expect(notMine.status).toBe(404);
    expect(notMine.body.message).toBe(ERRORS.notFound);

    // Another client's demand is not visible to a client; an open demand is to a provider.
    const demandId = await aDemand(client);
    expect((await report(outsider, { target_type: 'demand', target_id: demandId })).status).toBe(
      404,
    );
    const byPro = await report(pro, {
      target_type: 'demand',
      target_id: demandId,
      reason: 'spam',
    });
    expect(byPro.status).toBe(201);

    expect((await report(outsider, { target_type: 'user', target_id: admin.user.id })).status).toBe(
      404,
    );
    for (const target_type of ['user', 'message', 'demand', 'review'] as const) {
      const res = await report(outsider, { target_type, target_id: crypto.randomUUID() });
      expect(res.status).toBe(404);
    }
  });

  it('validates the body in pt-BR (type, reason, details ≤ 500, id)', async () => {
    const badType = await malformedReport(client, {
      target_type: 'planet',
      target_id: pro.user.id,
      reason: 'offensive',
    });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe(ERRORS.invalidData);

    const badReason = await malformedReport(client, {
      target_type: 'user',
      target_id: pro.user.id,
      reason: 'boredom',
    });
    expect(badReason.status).toBe(400);
    expect(badReason.body.message).toBe(REPORT_TEXTS.reasonRequired);

    const longDetails = await report(client, {
      target_type: 'user',
      target_id: pro.user.id,
      details: 'x'.repeat(501),
    });
    expect(longDetails.status).toBe(400);
    expect(longDetails.body.message).toBe(REPORT_TEXTS.detailsTooLong);

    const badId = await report(client, { target_type: 'user', target_id: 'não-é-um-id' });
    expect(badId.status).toBe(400);

    const noBody = await malformedReport(client, {});
    expect(noBody.status).toBe(400);
  });
});

describe('the queue', () => {
  it('shows a reported message with 3 neighbours on each side, is_target on the right one', async () => {
    const reader = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const conversationId = await aConversation([reader, pro]);
    const sent: Message[] = [];
    for (let i = 1; i <= 9; i++) {
      sent.push(await send(i % 2 ? pro : reader, conversationId, `mensagem ${i}`));
    }
    const target = sent[4];
    if (!target) throw new Error('no target');
    const created = await report(reader, {
      target_type: 'message',
      target_id: target.id,
      details: 'Ofendeu minha equipe.',
    });
    expect(created.status).toBe(201);

    const shown = await openReportIn(created.body.data.id);
    expect(shown).toMatchObject({
      status: 'open',
      target_type: 'message',
      target_id: target.id,
      reason: 'offensive',
      details: 'Ofendeu minha equipe.',
      excerpt: 'mensagem 5',
      target_exists: true,
      resolution: null,
      resolved_at: null,
    });
    expect(shown.reporter).toMatchObject({ id: reader.user.id, email: reader.email });
    expect(shown.author).toMatchObject({
      id: pro.user.id,
      display_name: 'Maria Costureira',
      user_type: 'PROFISSIONAL',
      suspended_at: null,
    });
    expect(shown.context.map((m) => m.content)).toEqual(
      [2, 3, 4, 5, 6, 7, 8].map((n) => `mensagem ${n}`),
    );
    expect(shown.context.filter((m) => m.is_target).map((m) => m.id)).toEqual([target.id]);
    expect(shown.context[3]?.sender_name).toBe('Maria Costureira');

    // At the edge of a conversation there are fewer neighbours.
    const first = sent[0];
    if (!first) throw new Error('no first');
    const edge = await report(reader, { target_type: 'message', target_id: first.id });
    const edgeShown = await openReportIn(edge.body.data.id);
    expect(edgeShown.context.map((m) => m.content)).toEqual(
      [1, 2, 3, 4].map((n) => `mensagem ${n}`),
    );
    expect(edgeShown.context[0]?.is_target).toBe(true);
  });

  it('pages open reports oldest first by an opaque cursor; a forged cursor is a 400', async () => {
    const reporter = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const targets = await Promise.all(
      [1, 2, 3].map(() => aVerifiedUser(ctx, { type: 'PROFISSIONAL' })),
    );
    const ids: string[] = [];
    for (const t of targets) {
      ids.push(
        (await report(reporter, { target_type: 'user', target_id: t.user.id })).body.data.id,
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 100; i++) {
      const res: Awaited<ReturnType<typeof queue>> = await queue(admin, {
        limit: '2',
        ...(cursor ? { cursor } : {}),
      });
      expect(res.status).toBe(200);
      expect(res.body.data.reports.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.data.reports.map((r) => r.id));
      cursor = res.body.data.next_cursor;
      if (!cursor) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => ids.includes(id))).toEqual(ids);

    for (const bad of [
      'nope',
      Buffer.from(
        '{"at":"2026-02-30T10:00:00.000000Z","id":"00000000-0000-4000-8000-000000000000"}',
      ).toString('base64url'),
      Buffer.from('{"at":"ontem","id":1}').toString('base64url'),
    ]) {
      const res = await queue(admin, { cursor: bad });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(ADMIN_TEXTS.invalidCursor);
    }
    expect((await queue(admin, { status: 'whatever' })).status).toBe(400);
  });

  it('tells admin screens live when a report arrives', async () => {
    const socket = await socketOf(admin);
    const changed = new Promise<{ kind: string; id: string | null }>((done) =>
      socket.on('admin:changed', (payload: { kind: string; id: string | null }) => {
        if (payload.kind === 'report') done(payload);
      }),
    );
    const target = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const created = await report(client, { target_type: 'user', target_id: target.user.id });
    expect(await changed).toEqual({ kind: 'report', id: created.body.data.id });
  });
});

describe('resolving', () => {
  it('removes a message for both sides, live and in sync; the sender cannot edit it; reporters are told', async () => {
    // A group: the client with two candidates of their demand.
    const third = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const conversationId = await aConversation([client, pro, third]);
    await send(client, conversationId, 'Bom dia, tudo certo com o pedido?');
    const offending = await send(pro, conversationId, 'Texto ofensivo que será removido');
    const sinceBefore = (
      await testApi(ctx.app).conversations.messagesSync({
        params: { id: conversationId },
        token: client.access,
      })
    ).body.data.server_time;

    const byClient = await report(client, { target_type: 'message', target_id: offending.id });
    const byThird = await report(third, {
      target_type: 'message',
      target_id: offending.id,
      reason: 'inappropriate',
    });
    expect([byClient.status, byThird.status]).toEqual([201, 201]);

    const [clientSocket, proSocket] = await Promise.all([socketOf(client), socketOf(pro)]);
    const updatedFor = (s: Socket) =>
      new Promise<Message>((done) =>
        s.on('message:updated', (m: Message) => {
          if (m.id === offending.id) done(m);
        }),
      );
    const [liveClient, livePro] = [updatedFor(clientSocket), updatedFor(proSocket)];

    const resolved = await resolve(admin, byClient.body.data.id, {
      action: 'remove',
      note: 'Linguagem ofensiva',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.message).toBe(ADMIN_TEXTS.reportResolved);
    expect(resolved.body.data).toMatchObject({
      id: byClient.body.data.id,
      status: 'closed',
      resolution: 'remove',
      resolution_note: 'Linguagem ofensiva',
      target_exists: false,
      excerpt: 'Texto ofensivo que será removido',
    });
    expect(resolved.body.data.resolved_at).not.toBeNull();

    for (const live of [await liveClient, await livePro]) {
      expect(live).toMatchObject({ content: REPORT_TEXTS.removedMessage, is_removed: true });
    }
    for (const u of [client, pro, third]) {
      const shown = (await messagesOf(u, conversationId)).find((m) => m.id === offending.id);
      expect(shown).toMatchObject({ content: REPORT_TEXTS.removedMessage, is_removed: true });
    }
    const synced = await testApi(ctx.app).conversations.messagesSync({
      params: { id: conversationId },
      token: client.access,
      query: { updated_since: sinceBefore },
    });
    expect(synced.body.data.reset).toBe(false);
    expect(synced.body.data.messages.find((m) => m.id === offending.id)).toMatchObject({
      content: REPORT_TEXTS.removedMessage,
      is_removed: true,
    });
    const conversation = await testApi(ctx.app).conversations.get({
      params: { id: conversationId },
      token: client.access,
    });
    expect(conversation.body.data.last_message).toMatchObject({
      id: offending.id,
      content: REPORT_TEXTS.removedMessage,
    });

    // The sender can neither bring the text back nor erase the trace.
    const edit = await testApi(ctx.app).conversations.editMessage({
      params: { id: offending.id },
      token: pro.access,
      body: { content: 'Texto ofensivo de volta' },
    });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe(ERRORS.forbidden);
    expect(
      (
        await testApi(ctx.app).conversations.deleteMessage({
          params: { id: offending.id },
          token: pro.access,
        })
      ).status,
    ).toBe(403);
    expect(
      (await messagesOf(pro, conversationId)).find((m) => m.id === offending.id)?.content,
    ).toBe(REPORT_TEXTS.removedMessage);

    // One action settled both reports of the message; each reporter is told.
    const closed = await ctx.database.db
      .select()
      .from(reports)
      .where(eq(reports.targetId, offending.id));
    expect(closed.map((r) => [r.status, r.resolution, r.resolvedBy])).toEqual([
      ['closed', 'remove', admin.user.id],
      ['closed', 'remove', admin.user.id],
    ]);
    for (const u of [client, third]) {
      const mine = (await notificationsOf(u)).filter((n) => n.type === 'report_resolved');
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject(NOTIFICATION_CONTENT.report_resolved);
    }
    expect((await notificationsOf(pro)).some((n) => n.type === 'report_resolved')).toBe(false);

    const audit = await auditOf(offending.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.user.id,
      actorEmail: ADMIN_EMAIL,
      action: 'remove_message',
      targetType: 'message',
      reason: 'Linguagem ofensiva',
    });

    for (const id of [byClient.body.data.id, byThird.body.data.id]) {
      const again = await resolve(admin, id, { action: 'dismiss' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(REPORT_TEXTS.alreadyResolved);
    }
    const closedPage = await queue(admin, { status: 'closed', limit: '50' });
    expect(closedPage.body.data.reports.map((r) => r.id)).toEqual(
      expect.arrayContaining([byClient.body.data.id, byThird.body.data.id]),
    );
  });

  it('dismisses: the report closes, an audit line is written, the content stays', async () => {
    const target = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const created = await report(client, { target_type: 'user', target_id: target.user.id });
    const id = created.body.data.id;
    const res = await resolve(admin, id, { action: 'dismiss' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'closed',
      resolution: 'dismiss',
      resolution_note: null,
      target_exists: true,
    });
    const audit = await auditOf(id);
    expect(audit.map((a) => [a.action, a.targetType])).toEqual([['dismiss_report', 'report']]);
    expect((await notificationsOf(client)).some((n) => n.type === 'report_resolved')).toBe(true);
  });

  it('removes a review; a review already gone is a 409 and leaves the report open', async () => {
    const rater = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const ratingId = await aRating(rater, pro, 'Comentário abusivo sobre a profissional');
    const created = await report(pro, { target_type: 'review', target_id: ratingId });
    expect(created.status).toBe(201);
    const shown = await openReportIn(created.body.data.id);
    expect(shown).toMatchObject({
      excerpt: 'Comentário abusivo sobre a profissional',
      target_exists: true,
    });
    expect(shown.author?.id).toBe(rater.user.id);

    const res = await resolve(admin, created.body.data.id, { action: 'remove' });
    expect(res.status).toBe(200);
    expect(res.body.data.target_exists).toBe(false);
    expect(
      (await testApi(ctx.app).ratings.get({ params: { id: ratingId }, token: pro.access })).status,
    ).toBe(404);
    expect((await auditOf(ratingId)).map((a) => a.action)).toEqual(['remove_review']);
    expect((await auditOf(ratingId))[0]?.reason).toBe('Denúncia: Ofensa, assédio ou discriminação');

    const rater2 = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const gone = await aRating(rater2, pro, 'Outra avaliação');
    const late = await report(pro, { target_type: 'review', target_id: gone });
    await testApi(ctx.app).ratings.delete({ params: { id: gone }, token: rater2.access });
    const nothing = await resolve(admin, late.body.data.id, { action: 'remove' });
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe(REPORT_TEXTS.nothingToRemove);
    const stillOpen = await openReportIn(late.body.data.id);
    expect(stillOpen).toMatchObject({ status: 'open', target_exists: false });
    expect(await auditOf(gone)).toHaveLength(0);
  });

  it('a profile cannot be "removed" (400: use Suspender); unknown report 404', async () => {
    const target = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const created = await report(client, { target_type: 'user', target_id: target.user.id });
    const res = await resolve(admin, created.body.data.id, { action: 'remove' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(REPORT_TEXTS.cannotRemoveUser);
    expect((await resolve(admin, crypto.randomUUID(), { action: 'dismiss' })).status).toBe(404);
    expect((await resolve(admin, 'x', { action: 'dismiss' })).status).toBe(400);
    expect(
      (
        await testApi(ctx.app).raw('POST', `/admin/reports/${created.body.data.id}/resolve/`, {
          token: admin.access,
          body: { action: 'explode' },
        })
      ).status,
    ).toBe(400);
  });

  it('removes a reported demand through the admin module', async () => {
    const owner = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const demandId = await aDemand(owner);
    const created = await report(pro, { target_type: 'demand', target_id: demandId });
    expect(created.status).toBe(201);
    expect((await openReportIn(created.body.data.id)).excerpt).toMatch(
      /^Costura de 200 vestidos de festa: /,
    );
    const res = await resolve(admin, created.body.data.id, {
      action: 'remove',
      note: 'Demanda falsa',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'closed',
      resolution: 'remove',
      target_exists: false,
    });
    expect(
      (await testApi(ctx.app).demands.get({ params: { id: demandId }, token: owner.access }))
        .status,
    ).toBe(404);
  });

  it('suspends the author: their token stops working and the reporter is told', async () => {
    const author = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const reporter = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const conversationId = await aConversation([reporter, author]);
    const message = await send(author, conversationId, 'Mensagem de golpe');
    const created = await report(reporter, {
      target_type: 'message',
      target_id: message.id,
      reason: 'fraud',
    });
    const res = await resolve(admin, created.body.data.id, { action: 'suspend' });
    expect(res.status).toBe(200);
    expect(res.body.data.resolution).toBe('suspend');
    expect(res.body.data.author?.suspended_at).not.toBeNull();
    expect((await testApi(ctx.app).auth.me({ token: author.access })).status).toBe(401);
    expect((await notificationsOf(reporter)).map((n) => n.type)).toContain('report_resolved');
  });
});

describe('for the admin user panel', () => {
  it('lists the reports about a person and their content, mapped like the queue', async () => {
    const person = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const conversationId = await aConversation([client, person]);
    const message = await send(person, conversationId, 'Conteúdo denunciado');
    const ofProfile = await report(client, { target_type: 'user', target_id: person.user.id });
    const ofMessage = await report(client, { target_type: 'message', target_id: message.id });
    const list = await reportsAboutPerson(ctx.database.db, person.user.id);
    expect(list.map((r) => r.id).sort()).toEqual(
      [ofProfile.body.data.id, ofMessage.body.data.id].sort(),
    );
    expect(list.find((r) => r.target_type === 'message')?.context).toHaveLength(1);
    expect(list.every((r) => r.author?.id === person.user.id)).toBe(true);
  });
});
