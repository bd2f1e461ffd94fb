import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { aDemandBody, aVerifiedUser, type BuiltUser } from '@alinhavo/test-support/builders';

let ctx: TestContext;
let client: BuiltUser;
let otherClient: BuiltUser;
let pro: BuiltUser;

beforeAll(async () => {
  ctx = await startTestApp();
  [client, otherClient, pro] = await Promise.all([
    aVerifiedUser(ctx, { type: 'CLIENTE' }),
    aVerifiedUser(ctx, { type: 'CLIENTE' }),
    aVerifiedUser(ctx, { type: 'PROFISSIONAL' }),
  ]);
});
afterAll(() => ctx.close());

const sync = (token: string, scope: 'mine' | 'opportunities', since?: string) =>
  testApi(ctx.app).demands.sync({
    token,
    query: { scope, ...(since ? { updated_since: since } : {}) },
  });
const create = async (token: string, title: string) =>
  (await testApi(ctx.app).demands.create({ token, body: aDemandBody({ title }) })).body.data.id;
/** The answer's server_time lags 5 s; waiting past the overlap keeps the next sync small. */
const past = (iso: string) => new Date(new Date(iso).getTime() + 5_000).toISOString();

describe('device cache sync (updated_since)', () => {
  it('first sync resets with own demands only; later syncs carry changes and deletions', async () => {
    const a = await create(client.access, 'Camisetas de malha');
    const b = await create(client.access, 'Vestidos de viscose');
    const foreign = await create(otherClient.access, 'Não é sua');

    const first = await sync(client.access, 'mine');
    expect(first.status).toBe(200);
    expect(first.body.data.reset).toBe(true);
    const ids = first.body.data.demands.map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining([a, b]));
    expect(ids).not.toContain(foreign);

    const since = past(first.body.data.server_time);
    const quiet = await sync(client.access, 'mine', since);
    expect(quiet.body.data).toMatchObject({ reset: false, demands: [], deleted: [] });

    await testApi(ctx.app).demands.patch({
      params: { id: a },
      token: client.access,
      body: { title: 'Camisetas de malha penteada' },
    });
    await testApi(ctx.app).demands.delete({ params: { id: b }, token: client.access });
    const othersChange = await create(otherClient.access, 'Outra marca');
    await testApi(ctx.app).demands.patch({
      params: { id: othersChange },
      token: otherClient.access,
      body: { title: 'Outra marca, editada' },
    });
    await testApi(ctx.app).demands.delete({ params: { id: foreign }, token: otherClient.access });

    const later = (await sync(client.access, 'mine', since)).body.data;
    expect(later.reset).toBe(false);
    expect(later.demands.map((d) => [d.id, d.title])).toEqual([[a, 'Camisetas de malha penteada']]);
    // Another client's deletion is none of this device's business.
    expect(later.deleted).toEqual([b]);
  });

  it('opportunities: open demands; one taken by a provider leaves the list', async () => {
    const open = await create(client.access, 'Bordado em jaquetas');
    const first = (await sync(pro.access, 'opportunities')).body.data;
    expect(first.reset).toBe(true);
    expect(first.demands.every((d) => d.status === 'ABERTA')).toBe(true);
    expect(first.demands.map((d) => d.id)).toContain(open);
    const since = past(first.server_time);

    await testApi(ctx.app).demands.interest({ params: { id: open }, token: pro.access });
    const afterInterest = (await sync(pro.access, 'opportunities', since)).body.data;
    expect(afterInterest.demands).toEqual([
      expect.objectContaining({
        id: open,
        user_is_interested: true,
        interested_professionals_count: 1,
      }),
    ]);

    await testApi(ctx.app).demands.patch({
      params: { id: open },
      token: client.access,
      body: { chosen_professional_id: pro.user.id },
    });
    const afterChoice = (await sync(pro.access, 'opportunities', since)).body.data;
    expect(afterChoice.demands).toEqual([]);
    expect(afterChoice.deleted).toEqual([open]);
  });

  it('an old cache, or none, gets a reset; each side syncs only its own list', async () => {
    const monthAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
    expect((await sync(client.access, 'mine', monthAgo)).body.data.reset).toBe(true);
    expect((await sync(client.access, 'opportunities')).status).toBe(403);
    expect((await sync(pro.access, 'mine')).status).toBe(403);
    expect((await testApi(ctx.app).demands.sync({ query: { scope: 'mine' } })).status).toBe(401);
    expect((await sync(client.access, 'mine', 'ontem')).status).toBe(400);
  });
});
