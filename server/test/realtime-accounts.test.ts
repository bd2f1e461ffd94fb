import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '@alinhavo/test-support/builders';
import { aClient, aDemand, aVerifiedUser, theAdmin } from '@alinhavo/test-support/builders';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { demandInboxes } from './helpers/demand-inboxes';
import { listenLocally } from './helpers/sockets';

/**
 * An account that leaves or is suspended changes other people's demands (a candidate
 * list, a job in progress, a demand that goes). Those people hear it as GET answers them, and
 * the cursor sync of their lists sees it too.
 */
let ctx: TestContext;
let base: string;
const sockets: Socket[] = [];
let h: ReturnType<typeof demandInboxes>;

beforeAll(async () => {
  ctx = await startTestApp();
  base = await listenLocally(ctx.app);
  h = demandInboxes(ctx, base, sockets);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await ctx.close();
});

const api = () => testApi(ctx.app);
const aProvider = () => aVerifiedUser(ctx, { type: 'PROFISSIONAL' });

async function suspend(person: BuiltUser) {
  const admin = await theAdmin(ctx);
  const res = await api().admin.suspend({
    params: { id: person.id },
    token: admin.access,
    body: { reason: 'Golpe confirmado' },
  });
  expect(res.status).toBe(200);
}
async function reactivate(person: BuiltUser) {
  const admin = await theAdmin(ctx);
  const res = await api().admin.reactivate({
    params: { id: person.id },
    token: admin.access,
    body: { reason: 'Engano' },
  });
  expect(res.status).toBe(200);
}
async function deleteAccount(person: BuiltUser) {
  const res = await api().auth.deleteAccount({
    token: person.access,
    body: { password: person.password },
  });
  expect(res.status).toBe(200);
}
const interest = async (provider: BuiltUser, id: string) =>
  expect((await api().demands.interest({ params: { id }, token: provider.access })).status).toBe(
    200,
  );
const choose = async (client: BuiltUser, id: string, provider: BuiltUser) =>
  expect(
    (
      await api().demands.patch({
        params: { id },
        token: client.access,
        body: { chosen_professional_id: provider.id },
      })
    ).status,
  ).toBe(200);
/** The client's Minhas Demandas cursor, and what changed after it. */
const mineSince = async (client: BuiltUser, since?: string) =>
  (
    await api().demands.sync({
      query: { scope: 'mine', ...(since ? { updated_since: since } : {}) },
      token: client.access,
    })
  ).body.data;

describe('a candidate suspended or reactivated by an admin', () => {
  it('leaves the candidate lists of the demands they showed interest in, and comes back', async () => {
    const [c, gone, stays, outsiderPro] = await Promise.all([
      aClient(ctx),
      aProvider(),
      aProvider(),
      aProvider(),
    ]);
    const id = await aDemand(ctx, c);
    await interest(gone, id);
    await interest(stays, id);
    const [owner, other, outsider] = await Promise.all([
      h.listening(c),
      h.listening(stays),
      h.listening(outsiderPro),
    ]);
    const cursor = (await mineSince(c)).server_time;

    await suspend(gone);
    const withoutThem = (d: { interested_professionals_count: number }) =>
      d.interested_professionals_count === 1;
    await h.expectEachSeesWhatGetAnswers([owner, other], id, withoutThem);
    expect((await h.changedTo(owner, id, withoutThem)).interested_professionals).toEqual([
      stays.id,
    ]);
    // The candidates modal and the choice follow the same list.
    const listed = await api().demands.interested({ params: { id }, token: c.access });
    expect(listed.body.data.map((p) => p.id)).toEqual([stays.id]);
    const chosen = await api().demands.patch({
      params: { id },
      token: c.access,
      body: { chosen_professional_id: gone.id },
    });
    expect(chosen.status).toBe(409);
    // A device that missed the push finds the row in its next sync.
    const missed = await mineSince(c, cursor);
    expect(missed.demands.find((d) => d.id === id)?.interested_professionals_count).toBe(1);

    await reactivate(gone);
    await h.expectEachSeesWhatGetAnswers(
      [owner, other],
      id,
      (d) => d.interested_professionals_count === 2,
    );
    expect(
      (await h.changedTo(owner, id, (d) => d.interested_professionals_count === 2))
        .interested_professionals,
    ).toEqual([gone.id, stays.id]);
    await h.expectNothingAbout(outsider, id);
    expect([owner.invalid, other.invalid]).toEqual([[], []]);
  });
});

describe('a provider who deletes their account', () => {
  it('leaves every candidate list, and the job in progress with them opens again', async () => {
    const [c, c2, gone, stays] = await Promise.all([
      aClient(ctx),
      aClient(ctx),
      aProvider(),
      aProvider(),
    ]);
    const inProgress = await aDemand(ctx, c);
    const open = await aDemand(ctx, c2);
    await interest(gone, inProgress);
    await interest(stays, inProgress);
    await choose(c, inProgress, gone);
    await interest(gone, open);
    const [owner, owner2, other] = await Promise.all([
      h.listening(c),
      h.listening(c2),
      h.listening(stays),
    ]);
    const cursor = (await mineSince(c)).server_time;

    await deleteAccount(gone);
    const reopened = (d: { status: string; chosen_professional: string | null }) =>
      d.status === 'ABERTA' && d.chosen_professional === null;
    await h.expectEachSeesWhatGetAnswers([owner, other], inProgress, reopened);
    expect((await h.changedTo(owner, inProgress, reopened)).interested_professionals).toEqual([
      stays.id,
    ]);
    await h.expectEachSeesWhatGetAnswers(
      [owner2],
      open,
      (d) => d.interested_professionals_count === 0,
    );
    // The client can choose again among those who are left.
    await choose(c, inProgress, stays);
    const missed = await mineSince(c, cursor);
    expect(missed.demands.map((d) => d.id)).toContain(inProgress);
    expect([owner.invalid, owner2.invalid, other.invalid]).toEqual([[], [], []]);
  });
});

describe('a client suspended by an admin', () => {
  it('tells the providers involved in their open demands, who still see them as GET and Meus Trabalhos answer', async () => {
    const [c, candidate, outsiderPro] = await Promise.all([aClient(ctx), aProvider(), aProvider()]);
    const id = await aDemand(ctx, c);
    await interest(candidate, id);
    const [involved, outsider] = await Promise.all([
      h.listening(candidate),
      h.listening(outsiderPro),
    ]);
    const before = await h.asSeenBy(candidate, id);

    await suspend(c);
    const pushed = await h.changedTo(involved, id, (d) => d.updated_at !== before.updated_at);
    expect(pushed).toEqual(await h.asSeenBy(candidate, id));
    const jobs = await api().demands.myJobs({
      query: { tab: 'candidaturas' },
      token: candidate.access,
    });
    expect(jobs.body.data.demands.map((d) => d.id)).toContain(id);
    // Providers who only saw it as an opportunity are not told: their feed drops it on its own.
    await h.expectNothingAbout(outsider, id);
    expect(involved.invalid).toEqual([]);
  });
});

describe('a client who deletes their account', () => {
  it('takes their demands away from the candidates and the chosen provider, and no one else', async () => {
    const [c, chosenPro, candidate, outsiderPro] = await Promise.all([
      aClient(ctx),
      aProvider(),
      aProvider(),
      aProvider(),
    ]);
    const inProgress = await aDemand(ctx, c);
    const open = await aDemand(ctx, c);
    await interest(chosenPro, inProgress);
    await choose(c, inProgress, chosenPro);
    await interest(candidate, open);
    await interest(chosenPro, open);
    const [chosen, other, outsider] = await Promise.all([
      h.listening(chosenPro),
      h.listening(candidate),
      h.listening(outsiderPro),
    ]);

    await deleteAccount(c);
    await h.deletedOnce(chosen, inProgress);
    await h.deletedOnce(chosen, open);
    await h.deletedOnce(other, open);
    expect(h.demandEvents(other, inProgress)).toEqual([]);
    await h.expectNothingAbout(outsider, open);
    const gone = await api().demands.get({ params: { id: open }, token: candidate.access });
    expect(gone.status).toBe(404);
    expect([chosen.invalid, other.invalid]).toEqual([[], []]);
  });
});
