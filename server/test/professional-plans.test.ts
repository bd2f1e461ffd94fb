import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMAND_TEXTS } from '@alinhavo/shared/messages/demands';
import { NOTIFICATION_CONTENT } from '@alinhavo/shared/messages/notifications';
import { SEARCH_TEXTS } from '@alinhavo/shared/messages/search';
import type { Notification } from '@alinhavo/shared/schemas/notification';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { eventually } from './helpers/eventually';
import { aFinishedJob, setPro } from './helpers/search';
import {
  aClient,
  aCompanyBody,
  aDemandWithCandidates,
  anApprovedProvider,
  aPendingProvider,
  apiAs,
  theAdmin,
  type Person,
} from '@alinhavo/test-support/builders';

let ctx: TestContext;
let basic: Person;
let pro: Person;
/** Approved providers: more than a Basic month allows. */
const providers: Person[] = [];
let company: Person;

const api = () => testApi(ctx.app);
const search = (token: string, query: Record<string, string> = {}) =>
  api().professionals.search({ token, query });
const profile = (token: string, id: string) =>
  api().professionals.profile({ token, params: { id } });

beforeAll(async () => {
  ctx = await startTestApp();
  basic = await aClient(ctx);
  pro = await aClient(ctx);
  await setPro(ctx, pro, true);
  for (let i = 0; i < 7; i++)
    providers.push(
      await anApprovedProvider(ctx, {
        name: `Costureira Plano ${String.fromCharCode(65 + i)}`,
        profile: { cellphone: `1198765432${i}` },
      }),
    );
  company = await anApprovedProvider(ctx, {
    name: 'Dona da Oficina',
    profile: aCompanyBody({ trade_name: 'Oficina Linha Forte', company_cellphone: '31999998888' }),
  });
});
afterAll(() => ctx.close());

describe('who may search (spec §6)', () => {
  it('providers are refused with the text; clients and admins search', async () => {
    const provider = providers[0] as Person;
    for (const res of [
      await search(provider.access),
      await profile(provider.access, company.id),
      await api().professionals.savedSearches({ token: provider.access }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(SEARCH_TEXTS.onlyClients);
    }
    expect((await search(basic.access)).status).toBe(200);
    const admin = await theAdmin(ctx);
    // The admin moderates what clients see: every filter, no monthly limit.
    const asAdmin = await search(admin.access, { areas: '1', ordering: 'distance' });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data.limits).toEqual({ is_pro: true, profiles_left: null });
  });

  it('an anonymous call is 401', async () => {
    expect((await api().professionals.search({ query: {} })).status).toBe(401);
  });
});

describe('Basic and PRO (DESIGN §9.9)', () => {
  it('Basic searches with text, Tipo de Serviço and Estado only', async () => {
    const allowed = await search(basic.access, { search: 'costureira', services: '1', ufs: 'SP' });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.results.length).toBeGreaterThan(0);
    expect(allowed.body.data.limits).toEqual({ is_pro: false, profiles_left: 5 });
    const advanced: Array<Record<string, string>> = [
      { areas: '1' },
      { specialties: '1' },
      { availabilities: '2' },
      { tecid_type: 'PLANO' },
      { cities: 'São Paulo' },
      { ordering: 'distance' },
    ];
    for (const query of advanced) {
      const refused = await search(basic.access, query);
      expect(refused.status, JSON.stringify(query)).toBe(403);
      expect(refused.body.message).toBe(SEARCH_TEXTS.proFilters);
      const allowedForPro = await search(pro.access, query);
      expect(allowedForPro.status, JSON.stringify(query)).toBe(200);
    }
  });

  it('isPro follows users.pro_until both ways', async () => {
    const client = await aClient(ctx);
    expect((await search(client.access, { areas: '1' })).status).toBe(403);
    await setPro(ctx, client, true);
    const asPro = await search(client.access, { areas: '1' });
    expect(asPro.status).toBe(200);
    expect(asPro.body.data.limits).toEqual({ is_pro: true, profiles_left: null });
    await setPro(ctx, client, false);
    expect((await search(client.access, { areas: '1' })).status).toBe(403);
  });

  it('the phone and e-mail go only to PRO; has_phone to everyone', async () => {
    const cardOf = async (token: string) =>
      (await search(token, { search: 'linha forte' })).body.data.results.find(
        (c) => c.id === company.id,
      );
    expect(await cardOf(basic.access)).toMatchObject({ has_phone: true, phone: null });
    // A company is reached at its company phone and e-mail (spec §3).
    expect(await cardOf(pro.access)).toMatchObject({ has_phone: true, phone: '31999998888' });
    const full = await profile(pro.access, company.id);
    expect(full.body.data).toMatchObject({
      name: 'Oficina Linha Forte',
      phone: '31999998888',
      email: 'contato@pontocerto.com.br',
    });
    const person = await profile(pro.access, (providers[6] as Person).id);
    expect(person.body.data).toMatchObject({
      phone: '11987654326',
      email: (providers[6] as Person).email,
    });
  });

  it('candidates and the chosen professional carry the phone only for a PRO client', async () => {
    const ofClient = async (client: Person) => {
      const demand = await aDemandWithCandidates(ctx, client, [company]);
      const candidates = await api().demands.interested({
        token: client.access,
        params: { id: demand },
        query: {},
      });
      await api().demands.patch({
        token: client.access,
        params: { id: demand },
        body: { chosen_professional_id: company.id },
      });
      const chosen = await api().demands.chosen({ token: client.access, params: { id: demand } });
      return [candidates.body.data[0], chosen.body.data];
    };
    for (const summary of await ofClient(basic))
      expect(summary).toMatchObject({ has_phone: true, phone: null });
    for (const summary of await ofClient(pro))
      expect(summary).toMatchObject({ has_phone: true, phone: '31999998888' });
  });
});

describe('full profiles (5 different a month on Basic)', () => {
  it('the sixth different profile is refused; reopening is free; PRO is unlimited', async () => {
    const client = await aClient(ctx);
    const left: Array<number | null> = [];
    for (const p of providers.slice(0, 5)) {
      const res = await profile(client.access, p.id);
      expect(res.status).toBe(200);
      expect(res.body.data.phone).toBeNull();
      expect(res.body.data.email).toBeNull();
      left.push(res.body.data.limits.profiles_left);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const sixth = await profile(client.access, (providers[5] as Person).id);
    expect(sixth.status).toBe(403);
    expect(sixth.body.message).toBe(SEARCH_TEXTS.profileLimit);
    const again = await profile(client.access, (providers[2] as Person).id);
    expect(again.status).toBe(200);
    expect(again.body.data.limits).toEqual({ is_pro: false, profiles_left: 0 });
    expect((await search(client.access)).body.data.limits.profiles_left).toBe(0);
    // A candidate of one of the client's demands is met through the demand: not counted.
    await aDemandWithCandidates(ctx, client, [providers[6] as Person]);
    const candidate = await profile(client.access, (providers[6] as Person).id);
    expect(candidate.status).toBe(200);
    expect(candidate.body.data.limits).toEqual({ is_pro: false, profiles_left: 0 });

    // Last month's openings do not count in this one.
    await ctx.database.db.execute(
      sql`update professional_profile_views set month = (month - interval '1 month')::date where client_id = ${client.id}`,
    );
    expect((await profile(client.access, (providers[5] as Person).id)).body.data.limits).toEqual({
      is_pro: false,
      profiles_left: 4,
    });

    for (const p of [...providers, company]) {
      const res = await profile(pro.access, p.id);
      expect(res.status).toBe(200);
      expect(res.body.data.limits).toEqual({ is_pro: true, profiles_left: null });
    }
  });

  it('openings at the same time count one after the other', async () => {
    const client = await aClient(ctx);
    const results = await Promise.all(providers.map((p) => profile(client.access, p.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 403)).toHaveLength(providers.length - 5);
  });

  it('unknown, pending and suspended providers are 404 with the text', async () => {
    const pending = await aPendingProvider(ctx);
    const suspended = await anApprovedProvider(ctx, { name: 'Quem Foi Suspensa' });
    const admin = apiAs(ctx, await theAdmin(ctx));
    await admin.send('POST', `/admin/users/${suspended.id}/suspend/`, { reason: 'Fraude' });
    for (const id of [crypto.randomUUID(), pending.id, suspended.id, basic.id]) {
      const res = await profile(pro.access, id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(SEARCH_TEXTS.professionalNotFound);
    }
    // A refused opening does not spend the Basic allowance.
    const client = await aClient(ctx);
    await profile(client.access, pending.id);
    expect((await search(client.access)).body.data.limits.profiles_left).toBe(5);
  });

  it('every field of the modal, reviews newest first, can_rate and my_rating', async () => {
    const p = providers[3] as Person;
    const other = await aClient(ctx);
    await aFinishedJob(ctx, other, p, 3);
    await aFinishedJob(ctx, pro, p, 5);
    const before = await profile(basic.access, p.id);
    expect(before.body.data).toMatchObject({
      id: p.id,
      name: 'Costureira Plano D',
      city: 'São Paulo',
      uf: 'SP',
      services: [1, 2],
      areas: [1, 3],
      specialties: [1, 2],
      machines: [1, 2],
      tecid_type: 'AMBOS',
      year_experience: 12,
      availability: 2,
      daily_production_capacity: 300,
      min_required_production: 50,
      max_required_production: 1000,
      rating_avg: 4,
      rating_count: 2,
      work_count: 2,
      can_rate: false,
      rate_demands: [],
      my_rating: null,
    });
    // Newest first: the PRO client's rating was the last one given.
    expect(before.body.data.reviews.map((r) => r.score)).toEqual([5, 3]);
    const withPro = await profile(pro.access, p.id);
    expect(withPro.body.data.can_rate).toBe(true);
    // The demand the PRO client finished with them is the one a rating may name.
    const [job] = withPro.body.data.rate_demands;
    expect(withPro.body.data.rate_demands).toHaveLength(1);
    expect(withPro.body.data.my_rating).toMatchObject({ score: 5, demand: job?.id });
    // No rating without a demand (DESIGN §9.16; a body the contract forbids), and the figures stay.
    const loose = await api().raw('POST', '/user/ratings/', {
      token: pro.access,
      body: { professional: p.id, score: 1 },
    });
    expect(loose.status).toBe(400);
    expect(loose.body.message).toBe(DEMAND_TEXTS.ratingNeedsDemand);
    const after = await profile(pro.access, p.id);
    expect(after.body.data.rating_count).toBe(2);
  });
});

describe('saved searches', () => {
  const save = (token: string, name: string, filters: Record<string, unknown>) =>
    api().professionals.saveSearch({
      token,
      body: {
        name,
        filters: {
          services: [],
          areas: [],
          specialties: [],
          availabilities: [],
          ufs: [],
          cities: [],
          ...filters,
        },
      },
    });

  it('each client lists and deletes only its own; at most 10', async () => {
    const client = await aClient(ctx);
    const other = await aClient(ctx);
    const first = await save(client.access, 'Facções em SP', { services: [1], ufs: ['SP'] });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      name: 'Facções em SP',
      filters: { services: [1], ufs: ['SP'] },
    });
    for (let i = 2; i <= 10; i++)
      expect((await save(client.access, `Busca ${i}`, { search: 'costura' })).status).toBe(201);
    const eleventh = await save(client.access, 'Busca 11', {});
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toBe(SEARCH_TEXTS.savedSearchLimit);

    const mine = await api().professionals.savedSearches({ token: client.access });
    expect(mine.body.data).toHaveLength(10);
    expect(mine.body.data[0]?.name).toBe('Facções em SP');
    expect((await api().professionals.savedSearches({ token: other.access })).body.data).toEqual(
      [],
    );
    const id = first.body.data.id;
    const stranger = await api().professionals.deleteSavedSearch({
      token: other.access,
      params: { id },
    });
    expect(stranger.status).toBe(404);
    expect(
      (await api().professionals.deleteSavedSearch({ token: client.access, params: { id } }))
        .status,
    ).toBe(200);
    expect((await save(client.access, 'Busca 11', {})).status).toBe(201);
  });

  it('Basic saves only what it may search', async () => {
    const refused = await save(basic.access, 'Com cidade', { cities: ['Campinas'], ufs: ['SP'] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SEARCH_TEXTS.proFilters);
    expect(
      (await save(pro.access, 'Com cidade', { cities: ['Campinas'], ufs: ['SP'] })).status,
    ).toBe(201);
  });

  it('an approved provider that matches notifies each saved search it matches, once', async () => {
    const owner = await aClient(ctx);
    const otherOwner = await aClient(ctx);
    await setPro(ctx, owner, true);
    await save(owner.access, 'Bordado no RJ', { services: [7], ufs: ['RJ'] });
    await save(owner.access, 'Bordadeiras', { search: 'bordadeira' });
    await save(owner.access, 'Minas', { ufs: ['MG'] });
    await save(owner.access, 'Malha no Rio', {
      tecid_type: 'MALHA',
      cities: ['rio de janeiro'],
      ufs: ['RJ'],
    });
    await save(otherOwner.access, 'Qualquer bordado', { services: [7] });

    const bordadeira = await aPendingProvider(ctx, {
      name: 'Rosa Bordados',
      profile: {
        services_ids: [7],
        areas_ids: [8],
        city: 'Rio de Janeiro',
        uf: 'RJ',
        tecid_type: 'PLANO',
      },
    });
    const incomplete = await aPendingProvider(ctx, {
      name: 'Bordados Sem Especialidade',
      profile: {
        services_ids: [7],
        areas_ids: [8],
        specialties_ids: [],
        city: 'Rio de Janeiro',
        uf: 'RJ',
      },
    });
    const admin = apiAs(ctx, await theAdmin(ctx));
    await admin.send('POST', `/admin/professionals/${incomplete.id}/approve/`, {});
    await admin.send('POST', `/admin/professionals/${bordadeira.id}/reject/`, {
      reason: 'Revisar',
    });
    await admin.send('POST', `/admin/professionals/${bordadeira.id}/approve/`, {});

    const alerts = async (u: Person) =>
      (
        await api().notifications.list({ token: u.access, query: { page_size: '100' } })
      ).body.data.notifications.filter((n: Notification) => n.type === 'saved_search_match');
    const got = await eventually(
      () => alerts(owner),
      (ns) => ns.length >= 2,
    );
    await eventually(
      () => alerts(otherOwner),
      (ns) => ns.length >= 1,
    );
    const { title } = NOTIFICATION_CONTENT.saved_search_match;
    expect(got.map((n) => [n.title, n.message]).sort()).toEqual([
      [title, 'Rosa Bordados corresponde à sua busca "Bordadeiras".'],
      [title, 'Rosa Bordados corresponde à sua busca "Bordado no RJ".'],
    ]);
    // Neither the incomplete provider's approval nor the rejection notified anyone, and the
    // searches that do not match ('Minas', 'Malha no Rio') stay quiet.
    expect(await alerts(otherOwner)).toHaveLength(1);
    expect(await alerts(owner)).toHaveLength(2);
  });

  it('a failing alert never undoes the approval', async () => {
    const provider = await aPendingProvider(ctx, { name: 'Aprovada Mesmo Assim' });
    await ctx.database.db.execute(sql`alter table saved_searches rename to saved_searches_away`);
    try {
      const admin = apiAs(ctx, await theAdmin(ctx));
      await admin.send('POST', `/admin/professionals/${provider.id}/approve/`, {});
      await eventually(
        () => ctx.logs.join(''),
        (logs) => logs.includes('falha ao avisar buscas salvas'),
      );
    } finally {
      await ctx.database.db.execute(sql`alter table saved_searches_away rename to saved_searches`);
    }
    const found = await search(pro.access, { search: 'aprovada mesmo assim' });
    expect(found.body.data.results.map((r) => r.id)).toEqual([provider.id]);
  });
});
