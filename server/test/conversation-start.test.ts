import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_TEXTS as T } from '@alinhavo/shared/messages/messaging';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import {
  aClient,
  aDemandWithCandidates,
  anApprovedProvider,
  aPendingProvider,
  apiAs,
  theAdmin,
  type BuiltUser,
} from '@alinhavo/test-support/builders';

/** DESIGN §9.11: who may start a conversation with whom. */
let ctx: TestContext;
let client: BuiltUser;
let candidate: BuiltUser;
let approved: BuiltUser;

const start = (u: BuiltUser, others: BuiltUser[], demandId?: string) =>
  testApi(ctx.app).conversations.start({
    token: u.access,
    body: {
      participant_ids: others.map((o) => o.user.id),
      ...(demandId ? { demand_id: demandId } : {}),
    },
  });

async function suspend(u: BuiltUser) {
  const admin = apiAs(ctx, await theAdmin(ctx));
  await admin.send('POST', `/admin/users/${u.id}/suspend/`, { reason: 'Teste de suspensão' });
}

beforeAll(async () => {
  ctx = await startTestApp();
  [client, candidate, approved] = await Promise.all([
    aClient(ctx, { name: 'Marca Sol de Inverno' }),
    anApprovedProvider(ctx, { name: 'Facção Linha Nova' }),
    anApprovedProvider(ctx, { name: 'Ateliê Ponto Certo' }),
  ]);
});
afterAll(() => ctx.close());

describe('tied by a demand', () => {
  it('a candidate and the owner talk about the demand, from either side, in one conversation that names it', async () => {
    const title = `Costura de 120 vestidos ${Date.now()}`;
    const demandId = await aDemandWithCandidates(ctx, client, [candidate], { title });

    const byProvider = await start(candidate, [client], demandId);
    expect(byProvider.status).toBe(201);
    expect(byProvider.body.data.conversation).toMatchObject({
      demand_id: demandId,
      demand_title: title,
    });

    const byOwner = await start(client, [candidate], demandId);
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.data).toMatchObject({ created: false });
    expect(byOwner.body.data.conversation.id).toBe(byProvider.body.data.conversation.id);

    // The list and the sync carry the demand's title too (what the device stores).
    const synced = await testApi(ctx.app).conversations.sync({ token: client.access });
    expect(
      synced.body.data.conversations.find((c) => c.id === byOwner.body.data.conversation.id),
    ).toMatchObject({ demand_title: title });
  });

  it('the chosen professional is tied by the choice itself', async () => {
    const demandId = await aDemandWithCandidates(ctx, client, [candidate]);
    await testApi(ctx.app).demands.patch({
      params: { id: demandId },
      token: client.access,
      body: { chosen_professional_id: candidate.id },
    });
    // Only the choice ties them now (interest rows are never removed by the app; the rule must
    // not depend on them for the chosen one).
    await ctx.database.db.execute(
      sql`delete from demand_interests where demand_id = ${demandId} and professional_id = ${candidate.id}`,
    );
    expect((await start(client, [candidate], demandId)).status).toBe(201);
    expect((await start(candidate, [client], demandId)).status).toBe(200);
    // Without the choice either, nothing ties them any more.
    await ctx.database.db.execute(
      sql`update demands set chosen_professional_id = null, status = 'ABERTA' where id = ${demandId}`,
    );
    expect((await start(candidate, [client], demandId)).status).toBe(403);
  });

  it('the same two people about another demand, or about none, have another conversation', async () => {
    const first = await aDemandWithCandidates(ctx, client, [approved], { title: 'Primeira' });
    const second = await aDemandWithCandidates(ctx, client, [approved], { title: 'Segunda' });
    const a = (await start(client, [approved], first)).body.data.conversation;
    const b = (await start(approved, [client], second)).body.data.conversation;
    const none = (await start(client, [approved])).body.data.conversation;
    expect(new Set([a.id, b.id, none.id]).size).toBe(3);
    expect([a.demand_title, b.demand_title, none.demand_title]).toEqual([
      'Primeira',
      'Segunda',
      null,
    ]);
  });

  it('the owner may gather several candidates of the demand, never someone who is not one', async () => {
    const other = await anApprovedProvider(ctx, { name: 'Oficina Agulha de Ouro' });
    const outsider = await aPendingProvider(ctx, { name: 'Costura Sem Vínculo' });
    const demandId = await aDemandWithCandidates(ctx, client, [candidate, other]);
    expect((await start(client, [candidate, other], demandId)).status).toBe(201);
    const mixed = await start(client, [candidate, outsider], demandId);
    expect(mixed.status).toBe(403);
    expect(mixed.body.message).toBe(T.startNotTied);
    // A candidate cannot bring another candidate in: only the owner is tied to them.
    const byCandidate = await start(candidate, [client, other], demandId);
    expect(byCandidate.status).toBe(403);
    expect(byCandidate.body.message).toBe(T.startProviderNotTied);
  });

  it('a demand is checked exactly: another demand of the same client does not tie them', async () => {
    const theirs = await aDemandWithCandidates(ctx, client, [candidate]);
    const someoneElses = await aDemandWithCandidates(ctx, client, []);
    const res = await start(candidate, [client], someoneElses);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(T.startProviderNotTied);
    expect((await start(candidate, [client], theirs)).status).toBe(201);

    // Another client cannot use it to reach the candidate (nor the candidate to reach them).
    const otherClient = await aClient(ctx, { name: 'Loja Vizinha' });
    const intruder = await start(otherClient, [candidate], theirs);
    expect(intruder.status).toBe(403);
    expect(intruder.body.message).toBe(T.startNotTied);
    expect((await start(candidate, [otherClient], theirs)).status).toBe(403);
  });

  it('an unknown demand is 404 and a malformed one 400, never 500', async () => {
    const unknown = await start(client, [candidate], crypto.randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(T.demandNotFound);
    const malformed = await testApi(ctx.app).conversations.start({
      token: client.access,
      body: { participant_ids: [candidate.id], demand_id: 'não-é-uuid' },
    });
    expect(malformed.status).toBe(400);
  });
});

describe('from provider search (no demand)', () => {
  it('a client starts with an approved provider', async () => {
    const res = await start(client, [approved]);
    expect([200, 201]).toContain(res.status);
    expect(res.body.data.conversation).toMatchObject({ demand_id: null, demand_title: null });
  });

  it('refuses a provider who is not approved, with the unavailable text', async () => {
    const pending = await aPendingProvider(ctx, { name: 'Costura em Análise' });
    const res = await start(client, [pending]);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(T.startUnavailable);
  });

  it('refuses a suspended provider, even one tied by a demand', async () => {
    const provider = await anApprovedProvider(ctx, { name: 'Facção Suspensa' });
    const demandId = await aDemandWithCandidates(ctx, client, [provider]);
    await suspend(provider);
    for (const res of [
      await start(client, [provider]),
      await start(client, [provider], demandId),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(T.startUnavailable);
    }
  });

  it('refuses a provider starting with a client they have no demand with', async () => {
    const stranger = await aClient(ctx, { name: 'Cliente Qualquer' });
    const res = await start(approved, [stranger]);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(T.startProviderNotTied);
    // Not even a client the provider is tied to by a demand: the demand must be named.
    const demandId = await aDemandWithCandidates(ctx, stranger, [approved]);
    expect((await start(approved, [stranger])).status).toBe(403);
    expect((await start(approved, [stranger], demandId)).status).toBe(201);
  });

  it('refuses a client starting with another client', async () => {
    const other = await aClient(ctx, { name: 'Outra Marca' });
    const res = await start(client, [other]);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(T.startNotTied);
  });
});

describe('admins', () => {
  it('start with anyone, with or without a demand; an unknown demand is still 404', async () => {
    const admin = await theAdmin(ctx);
    const stranger = await aClient(ctx, { name: 'Cliente Atendido' });
    const pending = await aPendingProvider(ctx, { name: 'Profissional Atendido' });
    expect((await start(admin, [stranger])).status).toBe(201);
    expect((await start(admin, [pending])).status).toBe(201);
    const demandId = await aDemandWithCandidates(ctx, stranger, []);
    const about = await start(admin, [stranger], demandId);
    expect(about.status).toBe(201);
    expect(about.body.data.conversation.demand_id).toBe(demandId);
    expect((await start(admin, [stranger], crypto.randomUUID())).status).toBe(404);
  });
});

describe('unknown people', () => {
  it('an unknown participant is still 404 with the messaging text, before any rule', async () => {
    const res = await start(client, [{ user: { id: crypto.randomUUID() } } as BuiltUser]);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(T.userNotFound);
  });
});
