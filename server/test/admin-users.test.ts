import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { ADMIN_EMAIL, startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import {
  aCompanyBody,
  aDemand,
  aProfileBody,
  aVerifiedUser,
  type BuiltUser,
} from '@alinhavo/test-support/builders';

let ctx: TestContext;
let admin: BuiltUser;
beforeAll(async () => {
  ctx = await startTestApp();
  admin = await aVerifiedUser(ctx, { email: ADMIN_EMAIL });
});
afterAll(() => ctx.close());

const list = (query: Record<string, string>) =>
  testApi(ctx.app).admin.users({ token: admin.access, query });

async function withProfile(type: 'CLIENTE' | 'PROFISSIONAL', body: Record<string, unknown>) {
  const u = await aVerifiedUser(ctx, { type });
  const saved = await testApi(ctx.app).profile.patch({
    token: u.access,
    body: aProfileBody(type, body),
  });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  return u;
}

describe('Usuários', () => {
  it('pages newest first by keyset: every user exactly once, admins never', async () => {
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push((await aVerifiedUser(ctx)).user.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: Awaited<ReturnType<typeof list>> = await list({
        limit: '3',
        ...(cursor ? { cursor } : {}),
      });
      expect(res.status).toBe(200);
      expect(res.body.data.users.length).toBeLessThanOrEqual(3);
      seen.push(...res.body.data.users.map((u) => u.id));
      cursor = res.body.data.next_cursor;
      pages++;
    } while (cursor && pages < 50);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(made));
    expect(seen).not.toContain(admin.user.id);
    // Newest first: the last one made comes before the first one made.
    expect(seen.indexOf(made[6] as string)).toBeLessThan(seen.indexOf(made[0] as string));
  });

  it('searches by name without accents, by e-mail, by CNPJ (with or without its mask) and by city', async () => {
    const person = await withProfile('CLIENTE', { full_name: 'Conceição Araújo Gonçalves' });
    const company = await withProfile('CLIENTE', aCompanyBody({ cnpj: '11222333000181' }));
    const inCity = await withProfile('PROFISSIONAL', { city: 'Jaraguá do Sul', uf: 'SC' });
    const ids = async (search: string) => (await list({ search })).body.data.users.map((u) => u.id);

    expect(await ids('conceicao araujo')).toContain(person.user.id);
    expect(await ids('GONÇALVES')).toContain(person.user.id);
    expect(await ids(person.email.toUpperCase())).toEqual([person.user.id]);
    expect(await ids('11.222.333/0001-81')).toContain(company.user.id);
    expect(await ids('11222333')).toContain(company.user.id);
    expect(await ids('jaragua')).toContain(inCity.user.id);
    expect(await ids('admin@alinhavo')).toEqual([]);

    // The alphanumeric CNPJ (July 2026), typed with its mask, in either case, or in part.
    const alpha = await withProfile('CLIENTE', aCompanyBody({ cnpj: '12.ABC.345/01DE-35' }));
    for (const search of ['12.ABC.345/01DE-35', '12.abc.345/01de-35', '12ABC34501DE35', 'abc345'])
      expect(await ids(search), search).toContain(alpha.user.id);
    expect(await ids('12.ABC.345/01DE-35')).not.toContain(company.user.id);

    const row = (await list({ search: '11222333000181' })).body.data.users.find(
      (u) => u.id === company.user.id,
    );
    // Spec §3: a company shows its trade name and its company city.
    expect(row).toMatchObject({
      display_name: 'Ponto Certo',
      is_company: true,
      city: 'Belo Horizonte',
    });
  });

  it('filters by type and status', async () => {
    const pro = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    await testApi(ctx.app).admin.approve({ params: { id: pro.user.id }, token: admin.access });
    const approved = (await list({ status: 'approved', limit: '100' })).body.data.users;
    expect(approved.map((u) => u.id)).toContain(pro.user.id);
    expect(approved.every((u) => u.approval_status === 'APPROVED')).toBe(true);
    const clients = (await list({ type: 'CLIENTE', limit: '100' })).body.data.users;
    expect(clients.every((u) => u.user_type === 'CLIENTE' && u.approval_status === null)).toBe(
      true,
    );
    expect((await list({ status: 'suspended' })).body.data.users).toEqual([]);
  });

  it('answers 400 to a cursor it did not write and to bad filters, never 500', async () => {
    for (const cursor of [
      'abc',
      Buffer.from('{"t":"2026-02-30T00:00:00.000000Z","id":"x"}').toString('base64url'),
      Buffer.from(
        '{"t":"2026-02-30T00:00:00.000000Z","id":"00000000-0000-4000-8000-000000000000"}',
      ).toString('base64url'),
    ]) {
      const res = await list({ cursor });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(ADMIN_TEXTS.invalidCursor);
    }
    expect((await list({ status: 'nada' })).status).toBe(400);
    expect((await list({ search: '%_\\' })).status).toBe(200);
  });

  it('opens a person: profile without CPF, demands, ratings, reports and audit', async () => {
    const client = await withProfile('CLIENTE', {});
    const demandId = await aDemand(ctx, client, { title: 'Jaquetas jeans' });
    const res = await testApi(ctx.app).admin.user({
      params: { id: client.user.id },
      token: admin.access,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.profile).not.toHaveProperty('cpf');
    expect(JSON.stringify(res.body.data)).not.toContain('52998224725');
    expect(res.body.data.demands.map((d) => d.id)).toEqual([demandId]);
    expect(res.body.data.demands[0]).toMatchObject({
      title: 'Jaquetas jeans',
      client: { id: client.user.id, display_name: 'Ana Paula Moda' },
      interested_count: 0,
      min_budget: 3000,
    });
    expect(res.body.data.ratings).toEqual({ average: null, count: 0, recent: [] });
    expect(res.body.data.reports).toEqual([]);
    expect(res.body.data.user.suspension_reason).toBeNull();
    expect(
      (await testApi(ctx.app).admin.user({ params: { id: admin.user.id }, token: admin.access }))
        .status,
    ).toBe(404);
    expect(
      (
        await testApi(ctx.app).admin.user({
          params: { id: '00000000-0000-4000-8000-000000000000' },
          token: admin.access,
        })
      ).status,
    ).toBe(404);
  });
});
