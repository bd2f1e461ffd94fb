import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import type { ClientCard } from '@alinhavo/shared/schemas/client-search';
import {
  aClient,
  aCompanyBody,
  aDemand,
  anApprovedProvider,
  theAdmin,
  type Person,
} from '@alinhavo/test-support/builders';
import { users } from '../src/db/schema';
import { startTestApp, type TestContext } from './helpers/app';
import { ok, testApi } from './helpers/api';

// The app's caches read this clock: a test moves it past the minute instead of waiting.
let clock = Date.now();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({}, { now: () => clock });
});
afterAll(() => ctx.close());
// Every test starts after the cache of the one before it has expired.
beforeEach(() => {
  clock += 61_000;
});

type Query = Parameters<ReturnType<typeof testApi>['clients']['search']>[0] extends infer I
  ? I extends { query?: infer Q }
    ? Q
    : never
  : never;
const search = (query: Query = {}, ip?: string) =>
  testApi(ctx.app).clients.search({ query: { page_size: 50, ...query }, ...(ip ? { ip } : {}) });
const idsOf = async (query: Query = {}) => {
  const res = await search(query);
  expect(res.status).toBe(200);
  return res.body.data.results.map((c) => c.id);
};

/** A company client (listed by default) in `city`/`uf`, named by its trade name. */
const aCompany = (
  tradeName: string | null,
  opts: { city?: string; uf?: string; specialties?: number[]; corporate?: string } = {},
) =>
  aClient(ctx, {
    name: 'Responsável Legal',
    profile: {
      ...aCompanyBody({
        trade_name: tradeName,
        corporate_name: opts.corporate ?? `${tradeName ?? 'Empresa'} Confecções Ltda`,
        company_city: opts.city ?? 'Belo Horizonte',
        company_uf: opts.uf ?? 'MG',
      }),
      specialties_ids: opts.specialties ?? [1, 2],
    },
  });

const setListed = (person: Person, listed: boolean) =>
  ok(
    testApi(ctx.app).profile.patch({
      token: person.access,
      body: { listed_in_public_search: listed },
    }),
  );

const CARD_KEYS = [
  'cidade',
  'especialidade',
  'estado',
  'id',
  'nome',
  'razao_social',
  'total_demandas',
  'trabalhos_concluidos',
];

describe('who appears', () => {
  it('lists companies by default and CPF people only once they choose; never providers, suspended or unverified accounts', async () => {
    const company = await aCompany('Ateliê Aurora');
    const person = await aClient(ctx, { name: 'Beatriz Cardoso' });
    const optedOut = await aCompany('Malharia Recolhida');
    await setListed(optedOut, false);
    const provider = await anApprovedProvider(ctx, { profile: aCompanyBody() });
    const suspended = await aCompany('Confecção Suspensa');
    const admin = await theAdmin(ctx);
    const suspension = await testApi(ctx.app).admin.suspend({
      params: { id: suspended.id },
      token: admin.access,
      body: { reason: 'Golpe relatado por prestadores' },
    });
    expect(suspension.status).toBe(200);
    // No builder makes an unverified account with a profile (it cannot sign in to fill one):
    // the verified flag is taken back by hand.
    const unverified = await aCompany('Marca Sem Verificação');
    await ctx.database.db
      .update(users)
      .set({ isEmailVerified: false })
      .where(eq(users.id, unverified.id));

    let ids = await idsOf();
    expect(ids).toContain(company.id);
    for (const hidden of [person, optedOut, provider, suspended, unverified])
      expect(ids).not.toContain(hidden.id);

    await setListed(person, true);
    await setListed(company, false);
    clock += 61_000;
    ids = await idsOf();
    expect(ids).toContain(person.id);
    expect(ids).not.toContain(company.id);
  });

  it('drops a deleted account, whose open demands go with it', async () => {
    const leaving = await aCompany('Ateliê de Partida');
    await aDemand(ctx, leaving);
    expect(await idsOf({ search: 'partida' })).toEqual([leaving.id]);
    const res = await testApi(ctx.app).auth.deleteAccount({
      token: leaving.access,
      body: { password: leaving.password },
    });
    expect(res.status).toBe(200);
    clock += 61_000;
    expect(await idsOf({ search: 'partida' })).toEqual([]);
  });
});

describe('the card', () => {
  it('names a company by trade name, then corporate name, places it by its company address, and counts open and completed demands', async () => {
    const named = await aCompany('Tecelagem Rio Doce', {
      city: 'Juiz de Fora',
      specialties: [3, 1],
    });
    const corporateOnly = await aCompany(null, { corporate: 'Bordados Serra Azul Ltda' });
    const person = await aClient(ctx, {
      name: 'Helena Prado',
      profile: { city: 'Recife', uf: 'PE', specialties_ids: [5] },
    });
    await setListed(person, true);
    // Three open demands, one that moves on and comes back, one deleted, one completed.
    for (let i = 0; i < 3; i++) await aDemand(ctx, named);
    const deleted = await aDemand(ctx, named);
    const api = testApi(ctx.app);
    await ok(api.demands.delete({ params: { id: deleted }, token: named.access }));
    const provider = await anApprovedProvider(ctx);
    const done = await aDemand(ctx, named);
    await ok(api.demands.interest({ params: { id: done }, token: provider.access }));
    await ok(
      testApi(ctx.app).demands.patch({
        params: { id: done },
        token: named.access,
        body: { chosen_professional_id: provider.id },
      }),
    );
    await ok(
      api.ratings.create({
        token: named.access,
        body: { professional: provider.id, score: 5, demand: done },
      }),
    );
    const finished = await ok(
      api.demands.patch({
        params: { id: done },
        token: named.access,
        body: { status: 'CONCLUÍDA' },
      }),
    );
    expect(finished.status).toBe('CONCLUÍDA');

    const res = await search();
    const card = (id: string) => res.body.data.results.find((c) => c.id === id);
    expect(card(named.id)).toEqual({
      id: named.id,
      nome: 'Tecelagem Rio Doce',
      razao_social: 'Tecelagem Rio Doce Confecções Ltda',
      especialidade: [1, 3],
      cidade: 'Juiz de Fora',
      estado: 'MG',
      total_demandas: 3,
      trabalhos_concluidos: 1,
    } satisfies ClientCard);
    expect(card(corporateOnly.id)).toMatchObject({
      nome: 'Bordados Serra Azul Ltda',
      razao_social: 'Bordados Serra Azul Ltda',
    });
    expect(card(person.id)).toEqual({
      id: person.id,
      nome: 'Helena Prado',
      razao_social: null,
      especialidade: [5],
      cidade: 'Recife',
      estado: 'PE',
      total_demandas: 0,
      trabalhos_concluidos: 0,
    } satisfies ClientCard);
  });

  it('never carries e-mail, phone, CPF or address: only the card keys leave the server', async () => {
    const company = await aCompany('Estamparia Sigilo', { city: 'Contagem' });
    const person = await aClient(ctx, { name: 'Rosa Sigilo' });
    await setListed(person, true);
    const res = await search({ search: 'sigilo' });
    expect(res.body.data.results.map((c) => c.id).sort()).toEqual([company.id, person.id].sort());
    for (const card of res.body.data.results) expect(Object.keys(card).sort()).toEqual(CARD_KEYS);
    // And no personal value under another name anywhere in the answer.
    const raw = JSON.stringify(res.body);
    for (const secret of [
      company.email,
      person.email,
      '52998224725', // CPF of the builders' profiles
      '11987654321', // personal phone
      '31987654321', // company phone
      'contato@pontocerto.com.br',
      'Avenida Paulista',
      'Avenida Afonso Pena',
      '01310100',
      '30130010',
      '11222333000181', // CNPJ
      'Responsável Legal', // a company's person behind the trade name
    ])
      expect(raw).not.toContain(secret);
  });
});

describe('filters', () => {
  it('by specialty, state, city within the state, and words without accents or case', async () => {
    const bh = await aCompany('Ateliê Áurea Modas', { city: 'Belo Horizonte', specialties: [6] });
    const contagem = await aCompany('Facção Contagem Jeans', {
      city: 'Contagem',
      specialties: [6],
    });
    const sp = await aCompany('Jeans Paulista', {
      city: 'São Paulo',
      uf: 'SP',
      specialties: [6, 7],
    });
    const other = await aCompany('Couros do Sul', {
      city: 'Porto Alegre',
      uf: 'RS',
      specialties: [4],
    });

    const sorted = async (query: Query) => (await idsOf(query)).sort();
    expect(await sorted({ specialty_id: '6' })).toEqual([bh.id, contagem.id, sp.id].sort());
    expect(await sorted({ specialty_id: '4,7' })).toEqual([sp.id, other.id].sort());
    expect(await sorted({ specialty_id: '6', uf: 'mg' })).toEqual([bh.id, contagem.id].sort());
    expect(await sorted({ specialty_id: '6', uf: 'MG,SP' })).toEqual(
      [bh.id, contagem.id, sp.id].sort(),
    );
    expect(await sorted({ uf: 'MG', city: 'belo horizonte', specialty_id: '6' })).toEqual([bh.id]);
    expect(await sorted({ uf: 'SP', city: 'Sao Paulo', specialty_id: '6' })).toEqual([sp.id]);
    // A city means nothing without its state.
    expect(await sorted({ city: 'Contagem', specialty_id: '6' })).toEqual(
      [bh.id, contagem.id, sp.id].sort(),
    );

    expect(await sorted({ search: 'AUREA' })).toEqual([bh.id]);
    expect(await sorted({ search: 'ateliê áurea' })).toEqual([bh.id]);
    expect(await sorted({ search: 'faccao' })).toEqual([contagem.id]);
    expect(await sorted({ search: '  jeans  ', specialty_id: '6' })).toEqual(
      [contagem.id, sp.id].sort(),
    );
    // The corporate name is searched too (it is on the card).
    expect(await sorted({ search: 'couros do sul confeccoes' })).toEqual([other.id]);
    expect(await sorted({ search: 'inexistente' })).toEqual([]);
    // Under three characters the words do not apply (spec §5).
    expect(await sorted({ search: 'zz', specialty_id: '4' })).toEqual([other.id]);
    // LIKE's own characters are plain text.
    expect(await sorted({ search: '%%%' })).toEqual([]);
  });
});

describe('order and pages', () => {
  it('most open demands first, then by name, page after page with next_cursor', async () => {
    const uf = 'TO';
    const made = {
      zeta: await aCompany('Zeta Uniformes', { uf, city: 'Palmas' }),
      alfa: await aCompany('Alfa Bordados', { uf, city: 'Palmas' }),
      beta: await aCompany('Beta Malhas', { uf, city: 'Palmas' }),
      gama: await aCompany('Gama Costura', { uf, city: 'Palmas' }),
      delta: await aCompany('Délta Moda', { uf, city: 'Palmas' }),
    };
    await aDemand(ctx, made.zeta);
    await aDemand(ctx, made.zeta);
    await aDemand(ctx, made.gama);
    const expected = [made.zeta, made.gama, made.alfa, made.beta, made.delta].map((p) => p.id);

    const seen: ClientCard[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await search({ uf, page_size: 2, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      seen.push(...res.body.data.results);
      cursor = res.body.data.next_cursor ?? undefined;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen.map((c) => c.id)).toEqual(expected);
    expect(seen.map((c) => c.total_demandas)).toEqual([2, 1, 0, 0, 0]);

    // A cursor made up around a hidden account tells nothing about where its name sorts.
    const hidden = await aClient(ctx, { name: 'Aaron Oculto' });
    const probe = Buffer.from(JSON.stringify({ o: 0, id: hidden.id })).toString('base64url');
    expect((await search({ uf, cursor: probe })).body.data).toEqual({
      results: [],
      next_cursor: null,
    });

    const bad = await search({ uf, cursor: 'nao-e-um-cursor' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(ADMIN_TEXTS.invalidCursor);
  });
});

describe('cache and limits', () => {
  it('serves the same query from memory for a minute, with Cache-Control for browsers', async () => {
    const uf = 'AP';
    const first = await aCompany('Primeira Marca Amapá', { uf, city: 'Macapá' });
    const before = await search({ uf });
    expect(before.headers['cache-control']).toBe('public, max-age=60');
    expect(before.body.data.results.map((c) => c.id)).toEqual([first.id]);

    const second = await aCompany('Segunda Marca Amapá', { uf, city: 'Macapá' });
    clock += 59_000;
    // The same search written differently is the same entry.
    const cached = await search({ uf: 'ap', city: '', search: 'x' });
    expect(cached.body.data.results.map((c) => c.id)).toEqual([first.id]);
    // Another query is read fresh.
    expect(await idsOf({ uf, search: 'marca' })).toContain(second.id);

    clock += 2_000;
    expect((await idsOf({ uf })).sort()).toEqual([first.id, second.id].sort());
  });

  it('refuses a burst from one address with 429 and the pt-BR text', async () => {
    const ip = '127.13.13.13';
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof search>> | undefined;
    for (let i = 0; i < 62; i++) {
      last = await search({ uf: 'AC' }, ip);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
    expect(last?.body.message).toBe(
      'Muitas tentativas. Aguarde um momento antes de tentar novamente.',
    );
    // Another address is not affected.
    expect((await search({ uf: 'AC' })).status).toBe(200);
  });
});
