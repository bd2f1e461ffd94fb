import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { RatingChanged } from '@alinhavo/shared/schemas/rating';
import type { User } from '@alinhavo/shared/schemas/user';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { demandInboxes, type Inbox } from './helpers/demand-inboxes';
import { eventually } from './helpers/eventually';
import { listenLocally } from './helpers/sockets';
import {
  aClient,
  aDemand,
  aPendingProvider,
  aVerifiedUser,
  theAdmin,
  type BuiltUser,
} from '@alinhavo/test-support/builders';

/**
 * Every change someone else must see is pushed, as the receiver would read it over
 * HTTP (helpers/demand-inboxes.ts keeps what each socket heard, checked against its schema).
 */
let ctx: TestContext;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  base = await listenLocally(ctx.app);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await ctx.close();
});

const api = () => testApi(ctx.app);
let helpers: ReturnType<typeof demandInboxes> | undefined;
const inboxes = () => (helpers ??= demandInboxes(ctx, base, sockets));
const listening = (person: BuiltUser) => inboxes().listening(person);
const changedTo = (inbox: Inbox, id: string, ok: (d: Demand) => boolean) =>
  inboxes().changedTo(inbox, id, ok);
const expectEachSeesWhatGetAnswers = (list: Inbox[], id: string, ok: (d: Demand) => boolean) =>
  inboxes().expectEachSeesWhatGetAnswers(list, id, ok);
const expectNothingAbout = (outsider: Inbox, id: string) =>
  inboxes().expectNothingAbout(outsider, id);

const aProvider = () => aVerifiedUser(ctx, { type: 'PROFISSIONAL' });

describe('demand:changed', () => {
  let owner: Inbox;
  let first: Inbox;
  let second: Inbox;
  let outsider: Inbox;
  let otherClient: Inbox;
  let id: string;

  beforeAll(async () => {
    const [c, p1, p2, p3, c2] = await Promise.all([
      aClient(ctx),
      aProvider(),
      aProvider(),
      aProvider(),
      aVerifiedUser(ctx, { type: 'CLIENTE' }),
    ]);
    [owner, first, second, outsider, otherClient] = await Promise.all([
      listening(c),
      listening(p1),
      listening(p2),
      listening(p3),
      listening(c2),
    ]);
    id = await aDemand(ctx, c);
  });

  it('an interest reaches the owner (candidate list and count) and the candidates, not others', async () => {
    expect(
      (await api().demands.interest({ params: { id }, token: first.person.access })).status,
    ).toBe(200);
    const seen = await changedTo(owner, id, (d) => d.interested_professionals_count === 1);
    expect(seen.interested_professionals).toEqual([first.person.user.id]);
    await expectEachSeesWhatGetAnswers(
      [owner, first],
      id,
      (d) => d.interested_professionals_count === 1,
    );

    await api().demands.interest({ params: { id }, token: second.person.access });
    // An earlier candidate's card counts the newcomer too, without seeing who it is.
    const toFirst = await changedTo(first, id, (d) => d.interested_professionals_count === 2);
    expect(toFirst).toMatchObject({ interested_professionals: [], user_is_interested: true });
    await expectEachSeesWhatGetAnswers(
      [owner, first, second],
      id,
      (d) => d.interested_professionals_count === 2,
    );
    await expectNothingAbout(outsider, id);
    await expectNothingAbout(otherClient, id);
  });

  it('selecting, editing and removing reach the owner and every candidate, each with their own row', async () => {
    await api().demands.patch({
      params: { id },
      token: owner.person.access,
      body: { chosen_professional_id: first.person.user.id },
    });
    const inProgress = (d: Demand) => d.status === 'EM ANDAMENTO';
    await expectEachSeesWhatGetAnswers([owner, first, second], id, inProgress);
    // The chosen provider may call the owner; the other candidate may not.
    expect((await changedTo(first, id, inProgress)).user_cellphone).toBe('11987654321');
    expect((await changedTo(second, id, inProgress)).user_cellphone).toBeNull();

    await api().demands.patch({
      params: { id },
      token: owner.person.access,
      body: { title: 'Costura de 500 camisetas' },
    });
    await expectEachSeesWhatGetAnswers(
      [owner, first, second],
      id,
      (d) => d.title === 'Costura de 500 camisetas',
    );

    await api().demands.patch({
      params: { id },
      token: owner.person.access,
      body: { chosen_professional_id: null },
    });
    const reopened = (d: Demand) => d.status === 'ABERTA' && d.chosen_professional === null;
    await expectEachSeesWhatGetAnswers([owner, first, second], id, reopened);
    await expectNothingAbout(outsider, id);
  });

  it('finalizing reaches the chosen provider as CONCLUÍDA, with the rating pushed to both', async () => {
    await api().demands.patch({
      params: { id },
      token: owner.person.access,
      body: { chosen_professional_id: first.person.user.id },
    });
    const rated = await api().ratings.create({
      token: owner.person.access,
      body: { professional: first.person.user.id, score: 4, demand: id },
    });
    expect(rated.status).toBe(201);
    await api().demands.patch({
      params: { id },
      token: owner.person.access,
      body: { status: 'CONCLUÍDA' },
    });
    const done = (d: Demand) => d.status === 'CONCLUÍDA';
    await expectEachSeesWhatGetAnswers([owner, first, second], id, done);
    expect((await changedTo(first, id, done)).finalized_at).not.toBeNull();
    expect(owner.invalid).toEqual([]);
    expect(first.invalid).toEqual([]);
    expect(second.invalid).toEqual([]);
  });
});

describe('demand:deleted', () => {
  it('a deletion by the owner reaches the owner and the candidates, not others', async () => {
    const [c, p1, p2, p3] = await Promise.all([
      aClient(ctx),
      aProvider(),
      aProvider(),
      aProvider(),
    ]);
    const [owner, first, second, outsider] = await Promise.all([
      listening(c),
      listening(p1),
      listening(p2),
      listening(p3),
    ]);
    const id = await aDemand(ctx, c);
    await api().demands.interest({ params: { id }, token: p1.access });
    await api().demands.interest({ params: { id }, token: p2.access });
    await api().demands.patch({
      params: { id },
      token: c.access,
      body: { chosen_professional_id: p1.user.id },
    });
    expect((await api().demands.delete({ params: { id }, token: c.access })).status).toBe(200);
    for (const inbox of [owner, first, second]) {
      const deleted = await eventually(
        () => inbox.heard.find((h) => h.name === 'demand:deleted'),
        (h) => h !== undefined,
      );
      expect(deleted?.payload).toEqual({ id });
      expect(inbox.invalid).toEqual([]);
    }
    await expectNothingAbout(outsider, id);
  });

  it('a removal by an admin reaches the owner and the candidates', async () => {
    const [c, p1, admin] = await Promise.all([aClient(ctx), aProvider(), theAdmin(ctx)]);
    const [owner, candidate] = await Promise.all([listening(c), listening(p1)]);
    const id = await aDemand(ctx, c);
    await api().demands.interest({ params: { id }, token: p1.access });
    const removed = await api().admin.removeDemand({
      params: { id },
      token: admin.access,
      body: { reason: 'Conteúdo fora das regras' },
    });
    expect(removed.status).toBe(200);
    for (const inbox of [owner, candidate]) {
      await eventually(
        () => inbox.heard.some((h) => h.name === 'demand:deleted' && h.payload !== null),
        Boolean,
      );
      expect(inbox.heard.filter((h) => h.name === 'demand:deleted').map((h) => h.payload)).toEqual([
        { id },
      ]);
    }
  });
});

describe('rating:changed', () => {
  it('creating, changing and removing a rating reach the provider and the rater with the new figures', async () => {
    const [c, pro, outsiderPro] = await Promise.all([aClient(ctx), aProvider(), aProvider()]);
    const [client, provider, outsider] = await Promise.all([
      listening(c),
      listening(pro),
      listening(outsiderPro),
    ]);
    const id = await aDemand(ctx, c);
    await api().demands.interest({ params: { id }, token: pro.access });
    await api().demands.patch({
      params: { id },
      token: c.access,
      body: { chosen_professional_id: pro.user.id },
    });
    const ratingsOf = (inbox: Inbox) =>
      inbox.heard.filter((h) => h.name === 'rating:changed').map((h) => h.payload as RatingChanged);
    // The client heard one change more than the provider: the held rating.
    const heardBoth = async (n: number) => {
      await eventually(
        () => ratingsOf(client),
        (list) => list.length >= n + 1,
      );
      await eventually(
        () => ratingsOf(provider),
        (list) => list.length >= n,
      );
      const [toClient, toProvider] = [ratingsOf(client)[n], ratingsOf(provider)[n - 1]];
      expect(toClient).toEqual(toProvider);
      return toProvider as RatingChanged;
    };
    /** The figures the client's candidate card reads. */
    const summary = async () =>
      (await api().demands.chosen({ params: { id }, token: c.access })).body.data;

    const created = await api().ratings.create({
      token: c.access,
      body: { professional: pro.user.id, score: 5, comment: 'Ótimo acabamento', demand: id },
    });
    expect(created.status).toBe(201);
    // Held until the provider reviews the client; the rater alone hears it, with
    // figures that do not count it yet.
    const held = await eventually(
      () => ratingsOf(client),
      (list) => list.length >= 1,
    );
    expect(held[0]).toMatchObject({ rating_count: 0, rating: { published_at: null } });
    expect(ratingsOf(provider)).toEqual([]);
    await api().demands.patch({ params: { id }, token: c.access, body: { status: 'CONCLUÍDA' } });
    await api().clientReviews.create({
      token: pro.access,
      body: { demand: id, payment: 5, communication: 5, clarity: 5 },
    });
    const afterCreate = await heardBoth(1);
    expect(afterCreate.rating).toEqual(
      (await api().ratings.get({ params: { id: created.body.data.id }, token: pro.access })).body
        .data,
    );
    expect(afterCreate).toMatchObject({
      professional_id: pro.user.id,
      rating_avg: (await summary()).rating_avg,
      rating_count: 1,
      removed_id: null,
    });

    await api().ratings.patch({
      params: { id: created.body.data.id },
      token: c.access,
      body: { score: 3 },
    });
    const afterPatch = await heardBoth(2);
    expect(afterPatch.rating).toMatchObject({ score: 3 });
    expect(afterPatch.rating).toEqual(
      (await api().ratings.get({ params: { id: created.body.data.id }, token: c.access })).body
        .data,
    );
    expect(afterPatch.rating_avg).toBe(3);
    expect(afterPatch.as_of >= afterCreate.as_of).toBe(true);

    await api().ratings.delete({ params: { id: created.body.data.id }, token: c.access });
    const afterDelete = await heardBoth(3);
    expect(afterDelete).toMatchObject({
      rating: null,
      removed_id: created.body.data.id,
      rating_count: 0,
      rating_avg: 0,
    });
    expect(afterDelete.rating_avg).toBe((await summary()).rating_avg);

    expect(client.invalid).toEqual([]);
    expect(provider.invalid).toEqual([]);
    expect(outsider.heard.filter((h) => h.name === 'rating:changed')).toEqual([]);
  });
});

describe('account:changed', () => {
  const accountEvents = (inbox: Inbox) =>
    inbox.heard.filter((h) => h.name === 'account:changed').map((h) => h.payload as User);

  it('approval and rejection reach the provider as GET /user/users/me/ answers them', async () => {
    const admin = await theAdmin(ctx);
    const pending = await aPendingProvider(ctx);
    const inbox = await listening(pending);
    await api().admin.approve({ params: { id: pending.id }, token: admin.access, body: {} });
    const approved = await eventually(
      () => accountEvents(inbox).at(-1),
      (u) => u?.is_approved === true,
    );
    expect(approved).toEqual((await api().auth.me({ token: pending.access })).body.data);

    await api().admin.reject({ params: { id: pending.id }, token: admin.access, body: {} });
    const rejected = await eventually(
      () => accountEvents(inbox).at(-1),
      (u) => u?.is_approved === false,
    );
    expect(rejected).toEqual((await api().auth.me({ token: pending.access })).body.data);
    expect(inbox.invalid).toEqual([]);
  });

  it('a suspension tells the person their account before the session ends; reactivation is published', async () => {
    const admin = await theAdmin(ctx);
    const person = await aClient(ctx);
    const before = (await api().auth.me({ token: person.access })).body.data;
    const inbox = await listening(person);
    const published: User[] = [];
    const off = ctx.app.bus.subscribe('account.changed', ({ user }) => {
      if (user.id === person.id) published.push(user);
    });
    try {
      await api().admin.suspend({
        params: { id: person.id },
        token: admin.access,
        body: { reason: 'Golpe confirmado' },
      });
      await eventually(
        () => inbox.heard.map((h) => h.name),
        (names) => names.includes('session:ended'),
      );
      const names = inbox.heard.map((h) => h.name);
      expect(names.indexOf('account:changed')).toBeGreaterThanOrEqual(0);
      expect(names.indexOf('account:changed')).toBeLessThan(names.indexOf('session:ended'));
      const suspended = accountEvents(inbox)[0];
      // Only updated_at moves: the suspension itself shows as the session ending.
      expect({ ...suspended, updated_at: before.updated_at }).toEqual(before);

      await api().admin.reactivate({
        params: { id: person.id },
        token: admin.access,
        body: { reason: 'Engano' },
      });
      expect(published).toHaveLength(2);
      const again = await api().auth.login({
        body: { email: person.email, password: person.password },
      });
      expect(published[1]).toEqual(
        (await api().auth.me({ token: again.body.data.token.access })).body.data,
      );
    } finally {
      off();
    }
  });
});
