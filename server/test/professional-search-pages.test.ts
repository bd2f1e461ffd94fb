import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import type { ProfessionalCard } from '@alinhavo/shared/schemas/search';
import { z } from 'zod';
import { userAreas, users, userServices, userSpecialties, type UserRow } from '../src/db/schema';
import { ProfessionalSearchService } from '../src/modules/professionals-search/service';
import { rowsOf } from '../src/lib/sql-rows';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { setPro } from './helpers/search';
import { aClient, type Person } from '@alinhavo/test-support/builders';

let ctx: TestContext;
/** PRO, in São Paulo (SP). */
let client: Person;

interface Bulk {
  n: number;
  /** A service only this group offers, so each test reads only its own providers. */
  service: number;
  place?: (i: number) => [string, string];
  about?: (i: number) => string;
  name?: (i: number) => string;
}

/**
 * Approved providers with complete profiles written straight into the tables, many at once:
 * the triggers build their search rows as for any other write.
 */
async function bulkProviders(b: Bulk): Promise<string[]> {
  const tag = crypto.randomBytes(3).toString('hex');
  const rows = await ctx.database.db
    .insert(users)
    .values(
      Array.from({ length: b.n }, (_, i) => {
        const [city, uf] = b.place?.(i) ?? ['Rio Branco', 'AC'];
        return {
          email: `lote.${tag}.${i}@exemplo.com.br`,
          passwordHash: 'x',
          userType: 'PROFISSIONAL' as const,
          isEmailVerified: true,
          approvalStatus: 'APPROVED' as const,
          fullName: b.name?.(i) ?? `Prestador ${tag} ${i}`,
          city,
          uf,
          companySize: 'CPF' as const,
          aboutMe: b.about?.(i) ?? null,
          tecidType: 'PLANO' as const,
          availabilityId: 1,
        };
      }),
    )
    .returning({ id: users.id });
  const ids = rows.map((r) => r.id);
  await ctx.database.db
    .insert(userServices)
    .values(ids.map((userId) => ({ userId, itemId: b.service })));
  await ctx.database.db.insert(userAreas).values(ids.map((userId) => ({ userId, itemId: 1 })));
  await ctx.database.db
    .insert(userSpecialties)
    .values(ids.map((userId) => ({ userId, itemId: 1 })));
  return ids;
}

const page = (query: Record<string, string>) =>
  testApi(ctx.app).professionals.search({ token: client.access, query });

/** Every page of a search, following next_cursor. */
async function allPages(query: Record<string, string>) {
  const cards: ProfessionalCard[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: Awaited<ReturnType<typeof page>> = await page({
      ...query,
      ...(cursor ? { cursor } : {}),
    });
    expect(res.status).toBe(200);
    cards.push(...res.body.data.results);
    totals.push(res.body.data.total);
    cursor = res.body.data.next_cursor;
    pages++;
  } while (cursor && pages < 100);
  return { cards, totals, pages };
}

beforeAll(async () => {
  ctx = await startTestApp();
  client = await aClient(ctx);
  await setPro(ctx, client, true);
});
afterAll(() => ctx.close());

describe('keyset pages', () => {
  it('by rating, jobs done and id: no card repeated or skipped', async () => {
    const ids = await bulkProviders({ n: 30, service: 3 });
    // Varied figures with ties: scores from a few clients, some jobs finished.
    const raters = [await aClient(ctx), await aClient(ctx)];
    for (const [i, id] of ids.entries()) {
      for (const [k, rater] of raters.entries())
        if ((i + k) % 3 !== 0)
          // A rating names the rater's demand the provider took (DESIGN §9.16).
          await ctx.database.db.execute(
            sql`with d as (
                  insert into demands (user_created, title, description, service_id, area_id, specialty_id, availability_id, status, chosen_professional_id)
                  values (${rater.id}, 'Avaliada', 'Avaliada', 3, 1, 1, 1, 'EM ANDAMENTO', ${id}) returning id)
                insert into ratings (professional_id, client_id, demand_id, score, published_at)
                select ${id}, ${rater.id}, d.id, ${1 + ((i * (k + 2)) % 5)}, now() from d`,
          );
      if (i % 4 === 0)
        await ctx.database.db.execute(
          sql`insert into demands (user_created, title, description, service_id, area_id, specialty_id, availability_id, status, chosen_professional_id)
              values (${client.id}, 'Feito', 'Feito', 3, 1, 1, 1, 'CONCLUÍDA', ${id})`,
        );
    }
    const { cards, totals, pages } = await allPages({ services: '3', page_size: '7' });
    expect(pages).toBe(5);
    expect(totals.every((t) => t === 30)).toBe(true);
    expect(new Set(cards.map((c) => c.id)).size).toBe(30);
    const expected = await ctx.database.db.execute(
      sql`select user_id from professional_search where user_id = any(${`{${ids.join(',')}}`}::uuid[])
          order by rating_avg desc, work_count desc, user_id desc`,
    );
    expect(cards.map((c) => c.id)).toEqual(
      rowsOf(expected, z.object({ user_id: z.string() })).map((r) => r.user_id),
    );
    // The figures the order follows are the ones the cards show.
    for (let i = 1; i < cards.length; i++) {
      const [a, b] = [cards[i - 1] as ProfessionalCard, cards[i] as ProfessionalCard];
      expect(a.rating_avg >= b.rating_avg).toBe(true);
    }
    // With a city the search ranks its few matches in one scan (page and count together): the
    // same cards, in the same order, on the same pages.
    const inCity = await allPages({
      services: '3',
      ufs: 'AC',
      cities: 'Rio Branco',
      page_size: '7',
    });
    expect(inCity.pages).toBe(5);
    expect(inCity.totals.every((t) => t === 30)).toBe(true);
    expect(inCity.cards.map((c) => c.id)).toEqual(cards.map((c) => c.id));
  });

  it('by relevance with free text: name matches first, then the about text, every card once', async () => {
    // Tier 3: the word in the name; tier 1: only in the about text; the rest do not match.
    const ids = await bulkProviders({
      n: 24,
      service: 10,
      name: (i) => (i % 3 === 0 ? `Enfesto Rápido ${i}` : `Oficina ${i}`),
      about: (i) => (i % 3 === 1 ? 'Sala de corte com enfesto automático' : 'Costura reta'),
    });
    const byName = ids.filter((_, i) => i % 3 === 0);
    const byAbout = ids.filter((_, i) => i % 3 === 1);
    const { cards, totals } = await allPages({ services: '10', search: 'enfesto', page_size: '3' });
    expect(totals.every((t) => t === 16)).toBe(true);
    expect(cards).toHaveLength(16);
    expect(new Set(cards.slice(0, 8).map((c) => c.id))).toEqual(new Set(byName));
    expect(new Set(cards.slice(8).map((c) => c.id))).toEqual(new Set(byAbout));
  });

  it('tier by tier (many matches) pages in the same order as ranking at once (few)', async () => {
    const ids = await bulkProviders({
      n: 24,
      service: 11,
      name: (i) => (i % 3 === 0 ? `Arremate Fino ${i}` : `Ateliê ${i}`),
      about: (i) => (i % 3 === 1 ? 'Arremate e revisão de peças' : 'Costura reta'),
    });
    // Jobs done on some, so rating and jobs order within a tier too.
    for (const [i, id] of ids.entries())
      if (i % 4 === 0)
        await ctx.database.db.execute(
          sql`insert into demands (user_created, title, description, service_id, area_id, specialty_id, availability_id, status, chosen_professional_id)
              values (${client.id}, 'Feito', 'Feito', 11, 1, 1, 1, 'CONCLUÍDA', ${id})`,
        );
    const query = { services: '11', search: 'arremate', page_size: '5' };
    const atOnce = await allPages(query);
    // A count cap of 5 makes these 16 matches "many": the search goes tier by tier.
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, client.id));
    const service = new ProfessionalSearchService(ctx.database.db, ctx.app.admins, { totalCap: 5 });
    const principal = { user: row as UserRow, sessionId: 'teste' };
    const byTier: string[] = [];
    let cursor: string | undefined;
    let capped = false;
    for (let pages = 0; pages < 20; pages++) {
      const res = await service.search(principal, {
        services: [11],
        areas: [],
        specialties: [],
        availabilities: [],
        ufs: [],
        cities: [],
        search: 'arremate',
        ordering: 'relevance',
        page_size: 5,
        ...(cursor ? { cursor } : {}),
      });
      byTier.push(...res.results.map((c) => c.id));
      capped ||= res.total_capped;
      if (!res.next_cursor) break;
      cursor = res.next_cursor;
    }
    expect(capped).toBe(true);
    expect(atOnce.cards).toHaveLength(16);
    expect(byTier).toEqual(atOnce.cards.map((c) => c.id));
  });

  it('a cursor this server did not write is 400', async () => {
    const res = await page({ cursor: 'bm90LWEtY3Vyc29y' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ADMIN_TEXTS.invalidCursor);
  });
});

describe("'Perto de mim' (distance from the client's municipality)", () => {
  it('nearest first, unknown places last, across pages', async () => {
    const places: Array<[string, string]> = [
      ['São Paulo', 'SP'],
      ['Santos', 'SP'],
      ['Campinas', 'SP'],
      ['Rio de Janeiro', 'RJ'],
      ['Belo Horizonte', 'MG'],
      ['Curitiba', 'PR'],
      ['Cidade Que Não Existe', 'SP'],
    ];
    const ids = await bulkProviders({
      n: 21,
      service: 5,
      place: (i) => places[i % places.length] as [string, string],
    });
    const { cards } = await allPages({ services: '5', ordering: 'distance', page_size: '4' });
    expect(new Set(cards.map((c) => c.id))).toEqual(new Set(ids));
    expect(cards).toHaveLength(21);
    const km = cards.map((c) => c.distance_km);
    const known = km.filter((d): d is number => d !== null);
    expect(known).toHaveLength(18);
    // Nulls (no municipality found) only at the end.
    expect(km.slice(18)).toEqual([null, null, null]);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(known.slice(0, 3)).toEqual([0, 0, 0]);
    const cityOrder = [...new Set(cards.map((c) => c.city))];
    expect(cityOrder).toEqual([
      'São Paulo',
      'Santos',
      'Campinas',
      'Curitiba',
      'Rio de Janeiro',
      'Belo Horizonte',
      'Cidade Que Não Existe',
    ]);
    // With a state filter, the same order within it.
    const inSp = await allPages({ services: '5', ordering: 'distance', ufs: 'SP', page_size: '2' });
    expect([...new Set(inSp.cards.map((c) => c.city))]).toEqual([
      'São Paulo',
      'Santos',
      'Campinas',
      'Cidade Que Não Existe',
    ]);
    expect(inSp.cards).toHaveLength(12);
    // Santos is some 55 km from São Paulo.
    const santos = cards.find((c) => c.city === 'Santos')?.distance_km ?? 0;
    expect(santos).toBeGreaterThan(40);
    expect(santos).toBeLessThan(70);
  });

  it('a client with no known municipality gets relevance order, without distances', async () => {
    const nowhere = await aClient(ctx, { profile: { city: 'Lugar Nenhum', uf: 'SP' } });
    await setPro(ctx, nowhere, true);
    const res = await testApi(ctx.app).professionals.search({
      token: nowhere.access,
      query: { services: '5', ordering: 'distance', page_size: '50' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.results).toHaveLength(21);
    expect(res.body.data.results.every((c) => c.distance_km === null)).toBe(true);
  });
});

describe('the count', () => {
  it('past the cap is not counted again for a minute; a first page with nothing more is exact', async () => {
    const ids = await bulkProviders({ n: 8, service: 12 });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, client.id));
    const service = new ProfessionalSearchService(ctx.database.db, ctx.app.admins, { totalCap: 5 });
    const principal = { user: row as UserRow, sessionId: 'teste' };
    const firstPage = (page_size: number) =>
      service.search(principal, {
        services: [12],
        areas: [],
        specialties: [],
        availabilities: [],
        ufs: [],
        cities: [],
        ordering: 'relevance',
        page_size,
      });
    expect(await firstPage(2)).toMatchObject({ total: 5, total_capped: true });
    // Four left: under the cap, yet the search is remembered past it (no count this minute).
    const hide = (few: string[]) =>
      ctx.database.db
        .update(users)
        .set({ suspendedAt: new Date() })
        .where(sql`${users.id} = any(${`{${few.join(',')}}`}::uuid[])`);
    await hide(ids.slice(0, 4));
    const remembered = await firstPage(2);
    expect(remembered).toMatchObject({ total: 5, total_capped: true });
    expect(remembered.results).toHaveLength(2);
    // A first page that holds every match says exactly how many.
    expect(await firstPage(4)).toMatchObject({ total: 4, total_capped: false });
    await hide(ids.slice(4, 7));
    expect(await firstPage(2)).toMatchObject({ total: 1, total_capped: false });
  });

  it('is exact up to 1,000 and says 1.000+ beyond', async () => {
    await bulkProviders({ n: 1000, service: 9 });
    const exact = await page({ services: '9', page_size: '5' });
    expect(exact.body.data).toMatchObject({ total: 1000, total_capped: false });
    await bulkProviders({ n: 1, service: 9 });
    const capped = await page({ services: '9', page_size: '5' });
    expect(capped.body.data).toMatchObject({ total: 1000, total_capped: true });
    expect(capped.body.data.results).toHaveLength(5);
    expect(capped.body.data.next_cursor).not.toBeNull();
  });
});
