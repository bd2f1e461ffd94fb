import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfessionalCard } from '@alinhavo/shared/schemas/search';
import { startTestApp, type TestContext } from './helpers/app';
import { ok, testApi } from './helpers/api';
import { aFinishedJob, setPro } from './helpers/search';
import {
  aClient,
  aCompanyBody,
  anApprovedProvider,
  aPendingProvider,
  aProfileBody,
  apiAs,
  theAdmin,
  type Person,
} from '@alinhavo/test-support/builders';

let ctx: TestContext;
/** A PRO client (every filter) in São Paulo. */
let client: Person;
let joana: Person;
let pontoCerto: Person;
let agulha: Person;
let carlos: Person;
let luiza: Person;
let pending: Person;
let suspended: Person;
let incomplete: Person;
/** The providers this file made, by id: other rows never get in the way of exact sets. */
const names = new Map<string, string>();

/** `label` is the name the cards must show; a company's owner is `owner`. */
const provider = async (
  label: string,
  profile: Record<string, unknown>,
  opts: { owner?: string; approved?: boolean } = {},
): Promise<Person> => {
  const make = opts.approved === false ? aPendingProvider : anApprovedProvider;
  const made = await make(ctx, { name: opts.owner ?? label, profile });
  names.set(made.id, label);
  return made;
};

type Query = Record<string, string>;
const search = (query: Query = {}, token = client.access) =>
  testApi(ctx.app).professionals.search({ token, query: { page_size: '50', ...query } });
/** The names found among this file's providers, sorted (for filters, whose order is not the point). */
const found = async (query: Query) => {
  const res = await search(query);
  expect(res.status).toBe(200);
  return res.body.data.results
    .map((r) => names.get(r.id))
    .filter((n): n is string => n !== undefined)
    .sort();
};
const inOrder = async (query: Query) =>
  (await search(query)).body.data.results
    .map((r) => names.get(r.id))
    .filter((n): n is string => n !== undefined);

beforeAll(async () => {
  ctx = await startTestApp();
  client = await aClient(ctx);
  await setPro(ctx, client, true);
  joana = await provider('Joana Ribeiro', {
    services_ids: [1],
    areas_ids: [1],
    specialties_ids: [2],
    tecid_type: 'MALHA',
    availability_id: 1,
    about_me: 'Camisetas e blusas em malha, produção rápida.',
  });
  pontoCerto = await provider(
    'Ponto Certo',
    {
      ...aCompanyBody(),
      services_ids: [2],
      areas_ids: [7],
      specialties_ids: [6],
      tecid_type: 'PLANO',
      availability_id: 3,
      about_me: 'Modelagem de calças e jaquetas.',
    },
    { owner: 'Pedro Almeida' },
  );
  agulha = await provider(
    'Oficina Agulha de Ouro Ltda',
    {
      ...aCompanyBody({
        trade_name: '',
        corporate_name: 'Oficina Agulha de Ouro Ltda',
        company_city: 'Juiz de Fora',
        company_uf: 'MG',
        company_email: 'contato@agulhadeouro.com.br',
      }),
      services_ids: [1, 7],
      areas_ids: [3],
      specialties_ids: [1],
      tecid_type: 'AMBOS',
      availability_id: 2,
      about_me: 'Peças infantis.',
    },
    { owner: 'Ana Souza' },
  );
  carlos = await provider('Carlos Menezes', {
    city: 'Rio de Janeiro',
    uf: 'RJ',
    services_ids: [7],
    areas_ids: [8],
    specialties_ids: [15],
    tecid_type: 'PLANO',
    availability_id: 4,
    about_me: 'Bordado à mão com fio de ouro para vestidos de festa.',
  });
  luiza = await provider('Luiza Costa', {
    city: 'Campinas',
    uf: 'SP',
    services_ids: [8],
    areas_ids: [17],
    specialties_ids: [11],
    tecid_type: 'MALHA',
    availability_id: 1,
    about_me: 'Estampas em moletom.',
  });
  pending = await provider('Zuleica Pendente', { services_ids: [1] }, { approved: false });
  suspended = await provider('Silvio Suspenso', { services_ids: [1] });
  incomplete = await provider('Xavier Incompleto', {
    services_ids: [13],
    areas_ids: [1],
    specialties_ids: [],
  });
  const admin = apiAs(ctx, await theAdmin(ctx));
  await admin.send('POST', `/admin/users/${suspended.id}/suspend/`, { reason: 'Golpe relatado' });
});
afterAll(() => ctx.close());

describe('who is listed (spec §3, §4)', () => {
  it('only approved, unsuspended providers with complete profiles', async () => {
    expect(await found({})).toEqual(
      [
        'Carlos Menezes',
        'Joana Ribeiro',
        'Luiza Costa',
        'Oficina Agulha de Ouro Ltda',
        'Ponto Certo',
      ].sort(),
    );
    const res = await search({});
    const ids = res.body.data.results.map((r) => r.id);
    for (const hidden of [pending, suspended, incomplete]) expect(ids).not.toContain(hidden.id);
    expect(res.body.data.matched_incomplete).toBe(false);
    expect(res.body.data.total).toBe(res.body.data.results.length);
    expect(res.body.data.total_capped).toBe(false);
    expect(res.body.data.next_cursor).toBeNull();
  });

  it('a reactivated provider comes back; a suspension hides it at once', async () => {
    const admin = apiAs(ctx, await theAdmin(ctx));
    await admin.send('POST', `/admin/users/${suspended.id}/reactivate/`, { reason: 'Esclarecido' });
    expect(await found({ search: 'silvio' })).toEqual(['Silvio Suspenso']);
    await admin.send('POST', `/admin/users/${suspended.id}/suspend/`, { reason: 'De novo' });
    expect(await found({ search: 'silvio' })).toEqual([]);
  });

  it('says when only incomplete profiles matched (the second empty text)', async () => {
    const onlyIncomplete = await search({ search: 'xavier' });
    expect(onlyIncomplete.body.data).toMatchObject({
      results: [],
      total: 0,
      matched_incomplete: true,
    });
    // Pending is not "incomplete": it is not approved, so nothing matched at all.
    expect((await search({ search: 'zuleica' })).body.data.matched_incomplete).toBe(false);
    expect((await search({ services: '13' })).body.data.matched_incomplete).toBe(true);
    expect((await search({ search: 'inexistentexyz' })).body.data.matched_incomplete).toBe(false);
    // A complete match exists: the flag is only for the empty result.
    expect((await search({ services: '1' })).body.data.matched_incomplete).toBe(false);
  });

  it('a provider who completes the profile appears; one who empties a list leaves', async () => {
    const profile = (specialties: number[]) =>
      aProfileBody('PROFISSIONAL', {
        full_name: 'Xavier Incompleto',
        services_ids: [13],
        areas_ids: [1],
        specialties_ids: specialties,
      });
    const save = (body: ReturnType<typeof profile>) =>
      ok(testApi(ctx.app).profile.patch({ token: incomplete.access, body }));
    await save(profile([4]));
    expect(await found({ services: '13' })).toEqual(['Xavier Incompleto']);
    await save(profile([]));
    expect(await found({ services: '13' })).toEqual([]);
  });
});

describe('the company display rule (spec §3)', () => {
  it('trade name, then corporate name, then full name; company city and UF', async () => {
    const cards = (await search({})).body.data.results;
    const card = (id: string) => cards.find((c) => c.id === id) as ProfessionalCard;
    expect(card(pontoCerto.id)).toMatchObject({
      name: 'Ponto Certo',
      city: 'Belo Horizonte',
      uf: 'MG',
      is_company: true,
    });
    expect(card(agulha.id)).toMatchObject({
      name: 'Oficina Agulha de Ouro Ltda',
      city: 'Juiz de Fora',
      uf: 'MG',
      is_company: true,
    });
    expect(card(joana.id)).toMatchObject({
      name: 'Joana Ribeiro',
      city: 'São Paulo',
      uf: 'SP',
      is_company: false,
    });
    // Neither name of the company left: the person's own name.
    await ctx.database.db.execute(
      sql`update users set trade_name = null, corporate_name = null where id = ${agulha.id}`,
    );
    expect((await search({ search: 'ana souza' })).body.data.results[0]?.name).toBe('Ana Souza');
    await ctx.database.db.execute(
      sql`update users set corporate_name = 'Oficina Agulha de Ouro Ltda' where id = ${agulha.id}`,
    );
    expect((await search({ search: 'agulha' })).body.data.results[0]?.name).toBe(
      'Oficina Agulha de Ouro Ltda',
    );
  });

  it('a company is found by its company city and UF, not the owner’s address', async () => {
    expect(await found({ ufs: 'MG' })).toEqual(['Oficina Agulha de Ouro Ltda', 'Ponto Certo']);
    expect(await found({ ufs: 'SP' })).toEqual(['Joana Ribeiro', 'Luiza Costa']);
    expect(await found({ cities: 'Belo Horizonte' })).toEqual(['Ponto Certo']);
  });
});

describe('filters (spec §2, §7)', () => {
  const cases: Array<[string, Query, string[]]> = [
    ['Tipo de Serviço', { services: '7' }, ['Carlos Menezes', 'Oficina Agulha de Ouro Ltda']],
    ['Área de Atuação', { areas: '7' }, ['Ponto Certo']],
    ['Especialidade', { specialties: '2' }, ['Joana Ribeiro']],
    ['Disponibilidade', { availabilities: '1' }, ['Joana Ribeiro', 'Luiza Costa']],
    // AMBOS providers work both fabrics: they answer a Plano and a Malha search.
    [
      'Tecido Plano',
      { tecid_type: 'PLANO' },
      ['Carlos Menezes', 'Oficina Agulha de Ouro Ltda', 'Ponto Certo'],
    ],
    [
      'Tecido Malha',
      { tecid_type: 'MALHA' },
      ['Joana Ribeiro', 'Luiza Costa', 'Oficina Agulha de Ouro Ltda'],
    ],
    ['Tecido Ambos', { tecid_type: 'AMBOS' }, ['Oficina Agulha de Ouro Ltda']],
    ['Estado', { ufs: 'RJ' }, ['Carlos Menezes']],
    ['Cidade (sem acento, outra caixa)', { cities: 'sao PAULO' }, ['Joana Ribeiro']],
  ];
  it.each(cases)('%s alone', async (_label, query, expected) => {
    expect(await found(query)).toEqual([...expected].sort());
  });

  it('any of the values within a filter, sent repeated or comma-joined', async () => {
    const expected = ['Carlos Menezes', 'Oficina Agulha de Ouro Ltda', 'Ponto Certo'];
    expect(await found({ ufs: 'MG,RJ' })).toEqual(expected);
    const repeated = await testApi(ctx.app).professionals.search({
      query: { ufs: ['MG', 'RJ'], page_size: 50 },
      token: client.access,
    });
    expect(
      repeated.body.data.results
        .map((r) => names.get(r.id))
        .filter(Boolean)
        .sort(),
    ).toEqual(expected);
    expect(await found({ services: '2,8' })).toEqual(['Luiza Costa', 'Ponto Certo']);
    expect(await found({ cities: 'Campinas,Rio de Janeiro' })).toEqual([
      'Carlos Menezes',
      'Luiza Costa',
    ]);
  });

  it('every filter at once (all of them must hold)', async () => {
    expect(await found({ services: '1,7', ufs: 'MG,RJ', tecid_type: 'PLANO' })).toEqual([
      'Carlos Menezes',
      'Oficina Agulha de Ouro Ltda',
    ]);
    expect(
      await found({ services: '1,7', ufs: 'MG', tecid_type: 'MALHA', availabilities: '2' }),
    ).toEqual(['Oficina Agulha de Ouro Ltda']);
    expect(
      await found({
        services: '1,7',
        areas: '3',
        specialties: '1',
        availabilities: '2',
        tecid_type: 'AMBOS',
        ufs: 'MG',
        cities: 'Juiz de Fora',
        search: 'agulha',
      }),
    ).toEqual(['Oficina Agulha de Ouro Ltda']);
    expect(await found({ services: '7', ufs: 'SP' })).toEqual([]);
    expect(await found({ services: '1', availabilities: '4' })).toEqual([]);
  });
});

describe('free text (accent- and case-insensitive Portuguese)', () => {
  it("'faccao', 'FACÇÃO' and 'Facção' find the Costura / Facção service", async () => {
    const expected = ['Joana Ribeiro', 'Oficina Agulha de Ouro Ltda'];
    for (const text of ['faccao', 'FACÇÃO', 'Facção', '  facção  '])
      expect(await found({ search: text })).toEqual(expected);
  });

  it("'malharia' finds providers with Malharia, not those with other knits", async () => {
    expect(await found({ search: 'malharia' })).toEqual(['Joana Ribeiro']);
  });

  it('catalogue aliases, names, trade names and the about text', async () => {
    expect(await found({ search: 'bordadeira' })).toEqual([
      'Carlos Menezes',
      'Oficina Agulha de Ouro Ltda',
    ]);
    expect(await found({ search: 'modelista' })).toEqual(['Ponto Certo']);
    expect(await found({ search: 'ponto certo' })).toEqual(['Ponto Certo']);
    expect(await found({ search: 'confeccoes ponto' })).toEqual(['Ponto Certo']);
    expect(await found({ search: 'moletom' })).toEqual(['Luiza Costa']);
    expect(await found({ search: 'Luíza' })).toEqual(['Luiza Costa']);
    // Areas by name too.
    expect(await found({ search: 'moda infantil' })).toEqual(['Oficina Agulha de Ouro Ltda']);
  });

  it('word beginnings, plurals and a misspelling', async () => {
    expect(await found({ search: 'bord' })).toEqual([
      'Carlos Menezes',
      'Oficina Agulha de Ouro Ltda',
    ]);
    expect(await found({ search: 'bordados' })).toEqual([
      'Carlos Menezes',
      'Oficina Agulha de Ouro Ltda',
    ]);
    expect(await found({ search: 'facções' })).toEqual([
      'Joana Ribeiro',
      'Oficina Agulha de Ouro Ltda',
    ]);
    expect(await found({ search: 'facao' })).toEqual([
      'Joana Ribeiro',
      'Oficina Agulha de Ouro Ltda',
    ]);
    // Every word must be found: 'bordado' and 'festa' together are only Carlos.
    expect(await found({ search: 'bordado de festa' })).toEqual(['Carlos Menezes']);
  });

  it('under 3 characters after trimming is ignored', async () => {
    const all = await found({});
    expect(await found({ search: 'ab' })).toEqual(all);
    expect(await found({ search: '  bo  ' })).toEqual(all);
  });

  it('ranked by relevance: a name match before an about-text match', async () => {
    expect(await inOrder({ search: 'ouro' })).toEqual([
      'Oficina Agulha de Ouro Ltda',
      'Carlos Menezes',
    ]);
  });
});

describe('order: relevance, then rating average, then jobs done', () => {
  it('jobs done and ratings are counted and order the list', async () => {
    const other = await aClient(ctx);
    await aFinishedJob(ctx, other, carlos, 5);
    await aFinishedJob(ctx, other, joana, 4);
    await aFinishedJob(ctx, client, joana, 4);
    await aFinishedJob(ctx, other, luiza, 4);
    const cards = (await search({})).body.data.results;
    const card = (id: string) => cards.find((c) => c.id === id) as ProfessionalCard;
    expect(card(carlos.id)).toMatchObject({ rating_avg: 5, rating_count: 1, work_count: 1 });
    expect(card(joana.id)).toMatchObject({ rating_avg: 4, rating_count: 2, work_count: 2 });
    expect(card(luiza.id)).toMatchObject({ rating_avg: 4, rating_count: 1, work_count: 1 });
    const order = await inOrder({});
    expect(order.slice(0, 3)).toEqual(['Carlos Menezes', 'Joana Ribeiro', 'Luiza Costa']);
    // Among equal text relevance the same rule holds.
    expect(await inOrder({ search: 'faccao' })).toEqual([
      'Joana Ribeiro',
      'Oficina Agulha de Ouro Ltda',
    ]);
  });
});
