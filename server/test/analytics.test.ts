import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { aDemandBody, aVerifiedUser } from '@alinhavo/test-support/builders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

describe('dashboard analytics', () => {
  it('counts the caller’s own numbers, with the rating mean to one decimal', async () => {
    const admin = await aVerifiedUser(ctx, { email: ADMIN_EMAIL });
    const client = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const pro = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const pro2 = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    // Waiting for the admin: not counted as available (spec §4).
    await aVerifiedUser(ctx, { type: 'PROFISSIONAL', approved: false });
    await testApi(ctx.app).admin.approve({ params: { id: pro.user.id }, token: admin.access });

    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (
          await testApi(ctx.app).demands.create({
            token: client.access,
            body: aDemandBody(),
          })
        ).body.data.id,
      );
    const [a, b] = ids as [string, string];
    for (const id of [a, b]) {
      await testApi(ctx.app).demands.interest({ params: { id }, token: pro.access });
      await testApi(ctx.app).demands.interest({ params: { id }, token: pro2.access });
      await testApi(ctx.app).demands.patch({
        params: { id },
        token: client.access,
        body: { chosen_professional_id: pro.user.id },
      });
    }
    await testApi(ctx.app).ratings.create({
      token: client.access,
      body: { professional: pro.user.id, score: 4, demand: a },
    });
    await testApi(ctx.app).ratings.create({
      token: client.access,
      body: { professional: pro.user.id, score: 5, demand: b },
    });
    await testApi(ctx.app).demands.patch({
      params: { id: a },
      token: client.access,
      body: { status: 'CONCLUÍDA' },
    });
    // The rating on `a` is published when the provider reviews the client; the one on
    // `b` (still in progress) stays held and is not counted.
    await testApi(ctx.app).clientReviews.create({
      token: pro.access,
      body: { demand: a, payment: 5, communication: 5, clarity: 5 },
    });

    const c = await testApi(ctx.app).analytics.client({ token: client.access });
    expect(c.body.data).toEqual({
      active_demands: 2,
      interested_professionals: 2,
      completed_jobs: 1,
      available_professionals: 2,
    });
    const p = await testApi(ctx.app).analytics.professional({ token: pro.access });
    expect(p.body.data).toEqual({
      active_jobs: 1,
      rating_avg: 4,
      rating_count: 1,
      completed_jobs: 1,
      open_opportunities: 1,
    });
  });

  it('each dashboard belongs to its user type; anonymous callers get 401', async () => {
    const client = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const pro = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    expect((await testApi(ctx.app).analytics.client({ token: pro.access })).status).toBe(403);
    expect((await testApi(ctx.app).analytics.professional({ token: client.access })).status).toBe(
      403,
    );
    expect((await testApi(ctx.app).analytics.client()).status).toBe(401);
  });
});
