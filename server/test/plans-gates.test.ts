import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TEXTS } from '@alinhavo/shared/messages/search';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { DAY, movePlanEndForTest } from './helpers/plans';
import {
  aClient,
  aCompanyBody,
  aDemandWithCandidates,
  anApprovedProvider,
  paidPro,
  type Person,
} from '@alinhavo/test-support/builders';

/**
 * Every PRO gate both ways, with PRO bought through a real Pix the admin confirms and
 * ended by moving the paid period into the past (the calendar passing).
 */
let ctx: TestContext;
const providers: Person[] = [];
let company: Person;
const api = () => testApi(ctx.app);
const search = (token: string, query: Record<string, string> = {}) =>
  api().professionals.search({ token, query });
const profile = (token: string, id: string) =>
  api().professionals.profile({ token, params: { id } });
const isPro = async (who: Person) => (await api().auth.me({ token: who.access })).body.data.is_pro;

beforeAll(async () => {
  ctx = await startTestApp();
  for (let i = 0; i < 6; i++)
    providers.push(
      await anApprovedProvider(ctx, {
        name: `Oficina Portão ${String.fromCharCode(65 + i)}`,
        profile: { cellphone: `1197654321${i}` },
      }),
    );
  company = await anApprovedProvider(ctx, {
    name: 'Dona da Malharia',
    profile: aCompanyBody({ trade_name: 'Malharia Portão', company_cellphone: '31988887777' }),
  });
});
afterAll(() => ctx.close());

describe('a client: Básico → PRO by payment → Básico on expiry', () => {
  it('search filters, the profile limit and contact flip each way', async () => {
    const client = await aClient(ctx);
    const cardPhone = async () =>
      (await search(client.access, { search: 'malharia portao' })).body.data.results.find(
        (c) => c.id === company.id,
      );
    const candidatePhone = async () => {
      const demand = await aDemandWithCandidates(ctx, client, [company]);
      const res = await api().demands.interested({
        token: client.access,
        params: { id: demand },
        query: {},
      });
      return res.body.data[0];
    };
    // Básico: advanced filters refused, 5 profiles, no phone.
    expect((await search(client.access, { areas: '1' })).status).toBe(403);
    for (const p of providers.slice(0, 5)) await profile(client.access, p.id);
    const sixth = await profile(client.access, (providers[5] as Person).id);
    expect(sixth.status).toBe(403);
    expect(sixth.body.message).toBe(SEARCH_TEXTS.profileLimit);
    expect(await cardPhone()).toMatchObject({ has_phone: true, phone: null });
    expect(await candidatePhone()).toMatchObject({ has_phone: true, phone: null });

    await paidPro(ctx, client);
    expect(await isPro(client)).toBe(true);
    expect((await search(client.access, { areas: '1' })).status).toBe(200);
    const opened = await profile(client.access, (providers[5] as Person).id);
    expect(opened.status).toBe(200);
    expect(opened.body.data.limits).toEqual({ is_pro: true, profiles_left: null });
    expect(await cardPhone()).toMatchObject({ phone: '31988887777' });
    expect(await candidatePhone()).toMatchObject({ phone: '31988887777' });

    // The paid time ends: Básico again, nothing deleted.
    await movePlanEndForTest(ctx, client.id, new Date(Date.now() - 60_000));
    expect(await isPro(client)).toBe(false);
    expect((await search(client.access, { areas: '1' })).status).toBe(403);
    expect(await cardPhone()).toMatchObject({ has_phone: true, phone: null });
    expect(await candidatePhone()).toMatchObject({ phone: null });
    const me = (await api().plans.me({ token: client.access })).body.data;
    expect(me).toMatchObject({ plan: 'basico', is_pro: false, days_left: null });
    expect(me.history).toHaveLength(1);
  });
});

describe('a provider becomes PRO too', () => {
  it('is_pro on the account and the PRO badge on its card', async () => {
    const provider = await anApprovedProvider(ctx, { name: 'Facção Selo Pro' });
    const viewer = await aClient(ctx);
    const card = async () =>
      (await search(viewer.access, { search: 'selo pro' })).body.data.results.find(
        (c) => c.id === provider.id,
      );
    expect((await card())?.is_pro).toBe(false);
    await paidPro(ctx, provider, 'yearly');
    expect(await isPro(provider)).toBe(true);
    expect((await card())?.is_pro).toBe(true);
    await movePlanEndForTest(ctx, provider.id, new Date(Date.now() - 1000));
    expect((await card())?.is_pro).toBe(false);
  });
});

describe('renewal and days left', () => {
  it('a renewal paid before expiry starts at the old end; after expiry it starts now', async () => {
    const client = await aClient(ctx);
    await paidPro(ctx, client);
    const end = new Date(Date.now() + 3 * DAY);
    await movePlanEndForTest(ctx, client.id, end);
    const before = (await api().plans.me({ token: client.access })).body.data;
    expect(before.days_left).toBeGreaterThanOrEqual(2);
    expect(before.days_left).toBeLessThanOrEqual(3);

    const renewal = await paidPro(ctx, client);
    const after = (await api().plans.me({ token: client.access })).body.data;
    const receipt = after.history.find((p) => p.id === renewal);
    expect(receipt?.period_start).toBe(end.toISOString());
    expect(after.days_left).toBeGreaterThanOrEqual(30);

    await movePlanEndForTest(ctx, client.id, new Date(Date.now() - 5 * DAY));
    const late = await paidPro(ctx, client, 'yearly');
    const fresh = (await api().plans.me({ token: client.access })).body.data;
    const started = Date.parse(fresh.history.find((p) => p.id === late)?.period_start ?? '');
    expect(Math.abs(started - Date.now())).toBeLessThan(60_000);
    expect(fresh.days_left).toBeGreaterThanOrEqual(364);
  });
});
