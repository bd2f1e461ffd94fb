import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import {
  aDemandBody,
  aProfileBody,
  aVerifiedUser,
  type BuiltUser,
} from '@alinhavo/test-support/builders';

let ctx: TestContext;
let client: BuiltUser;
let otherClient: BuiltUser;
let pro: BuiltUser;
let otherPro: BuiltUser;
const events: string[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  for (const name of [
    'demand.created',
    'demand.interest_added',
    'demand.professional_selected',
    'demand.professional_removed',
    'demand.completed',
  ] as const) {
    ctx.app.bus.subscribe(name, () => events.push(name));
  }
  [client, otherClient, pro, otherPro] = await Promise.all([
    aVerifiedUser(ctx, { type: 'CLIENTE' }),
    aVerifiedUser(ctx, { type: 'CLIENTE' }),
    aVerifiedUser(ctx, { type: 'PROFISSIONAL' }),
    aVerifiedUser(ctx, { type: 'PROFISSIONAL' }),
  ]);
  await testApi(ctx.app).profile.patch({
    token: pro.access,
    body: aProfileBody('PROFISSIONAL', { full_name: 'Maria Costureira' }),
  });
});
afterAll(() => ctx.close());

const create = async (token: string, body = aDemandBody()) =>
  testApi(ctx.app).demands.create({ token, body });
const get = (token: string | undefined, id: string) =>
  testApi(ctx.app).demands.get({ params: { id }, ...(token ? { token } : {}) });
const patch = (token: string, id: string, body: Record<string, unknown>) =>
  testApi(ctx.app).demands.patch({ params: { id }, token, body });
const newDemand = async (body = aDemandBody()) => (await create(client.access, body)).body.data.id;

describe('creating demands', () => {
  it('a client publishes a demand and gets its id; the names come from the catalogue', async () => {
    const res = await create(client.access);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Demanda criada com sucesso!');
    const d = (await get(client.access, res.body.data.id)).body.data;
    expect(d).toMatchObject({
      status: 'ABERTA',
      service_name: 'Costura / Facção',
      availability_name: '1 semana',
      amount: 300,
      min_budget: 3000,
      interested_professionals_count: 0,
      user_created: client.user.id,
    });
    expect(events).toContain('demand.created');
  });

  it('refuses providers (403) and anonymous callers (401)', async () => {
    expect((await create(pro.access)).status).toBe(403);
    expect((await testApi(ctx.app).demands.create({ body: aDemandBody() })).status).toBe(401);
  });

  it.each([
    [{ title: '' }, 'title', 'Título é obrigatório'],
    [{ description: '' }, 'description', 'Descrição é obrigatória'],
    [{ service: undefined }, 'service', 'Tipo de serviço é obrigatório'],
    [{ area: undefined }, 'area', 'Área de atuação é obrigatória'],
    [{ specialty: undefined }, 'specialty', 'Especialidade é obrigatória'],
    [{ availability: undefined }, 'availability', 'Disponibilidade é obrigatória'],
    [
      { min_budget: 5000, max_budget: 100 },
      'min_budget',
      'O orçamento mínimo não pode ser maior que o máximo.',
    ],
    [{ title: 'x'.repeat(101) }, 'title', 'O título pode ter no máximo 100 caracteres.'],
    [
      { description: 'x'.repeat(501) },
      'description',
      'A descrição pode ter no máximo 500 caracteres.',
    ],
    [{ amount: 0 }, 'amount', 'A quantidade mínima é 1.'],
    [{ deadline: '2020-01-01' }, 'deadline', 'O prazo não pode ser anterior a hoje.'],
    [
      { service: 2, area: 14 },
      'area',
      'Esta área de atuação não pertence ao tipo de serviço escolhido.',
    ],
  ])('refuses %j with the spec text', async (overrides, field, text) => {
    // Bodies the schema refuses, some of a shape the contract's type forbids: sent raw.
    const res = await testApi(ctx.app).raw('POST', '/demands/', {
      token: client.access,
      body: aDemandBody(overrides),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toBe(text);
  });
});

describe('interest (spec §4)', () => {
  it('a provider shows interest once; the count rises and chat becomes possible', async () => {
    const id = await newDemand();
    const res = await testApi(ctx.app).demands.interest({ params: { id }, token: pro.access });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Interesse demonstrado com sucesso!');
    expect(res.body.data).toMatchObject({
      user_is_interested: true,
      interested_professionals_count: 1,
      interested_professionals: [],
    });
    const again = await testApi(ctx.app).demands.interest({ params: { id }, token: pro.access });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Você já demonstrou interesse nesta demanda.');
    expect((await get(client.access, id)).body.data.interested_professionals).toEqual([
      pro.user.id,
    ]);
  });

  it("the spec's PATCH works only with the provider's own id", async () => {
    const id = await newDemand();
    const other = await patch(otherPro.access, id, { interested_professionals_ids: [pro.user.id] });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Você só pode se adicionar como interessado.');
    expect(
      (
        await patch(otherPro.access, id, {
          interested_professionals_ids: [otherPro.user.id, pro.user.id],
        })
      ).status,
    ).toBe(403);
    expect(
      (await patch(otherPro.access, id, { interested_professionals_ids: [otherPro.user.id] })).body
        .data.user_is_interested,
    ).toBe(true);
    expect((await patch(pro.access, id, { title: 'Editado por profissional' })).status).toBe(403);
  });

  it('clients cannot show interest', async () => {
    const id = await newDemand();
    expect(
      (await testApi(ctx.app).demands.interest({ params: { id }, token: otherClient.access }))
        .status,
    ).toBe(403);
  });
});

describe('from selection to completion', () => {
  it('selects a candidate, refuses another, removes, selects again, needs a rating, then finalizes', async () => {
    const id = await newDemand();
    await testApi(ctx.app).demands.interest({ params: { id }, token: pro.access });
    await testApi(ctx.app).demands.interest({ params: { id }, token: otherPro.access });

    const candidates = await testApi(ctx.app).demands.interested({
      params: { id },
      token: client.access,
    });
    expect(candidates.body.data.map((c) => c.id).sort()).toEqual(
      [pro.user.id, otherPro.user.id].sort(),
    );
    expect(candidates.body.data.find((c) => c.id === pro.user.id)?.name).toBe('Maria Costureira');
    expect(JSON.stringify(candidates.body.data)).not.toMatch(/cpf|52998224725|cellphone/);
    // A device that holds one summary asks for the other only; ids that are not candidates
    // (another client) are not answered.
    const only = await testApi(ctx.app).demands.interested({
      params: { id },
      query: { ids: `${otherPro.user.id},${otherClient.user.id},not-a-uuid` },
      token: client.access,
    });
    expect(only.body.data.map((c) => c.id)).toEqual([otherPro.user.id]);

    expect(
      (await patch(client.access, id, { chosen_professional_id: otherClient.user.id })).body
        .message,
    ).toBe('Escolha um profissional entre os interessados.');
    const selected = await patch(client.access, id, { chosen_professional_id: pro.user.id });
    expect(selected.body.data).toMatchObject({
      status: 'EM ANDAMENTO',
      chosen_professional: pro.user.id,
    });
    const second = await patch(client.access, id, { chosen_professional_id: otherPro.user.id });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/Outro profissional já foi escolhido/);

    expect(
      (await patch(client.access, id, { chosen_professional_id: null })).body.data,
    ).toMatchObject({ status: 'ABERTA', chosen_professional: null });
    await patch(client.access, id, { chosen_professional_id: pro.user.id });
    const chosen = await testApi(ctx.app).demands.chosen({ params: { id }, token: client.access });
    expect(chosen.body.data.id).toBe(pro.user.id);
    expect(
      (await testApi(ctx.app).demands.chosen({ params: { id }, token: pro.access })).status,
    ).toBe(200);
    expect(
      (await testApi(ctx.app).demands.chosen({ params: { id }, token: otherPro.access })).status,
    ).toBe(404);

    const early = await patch(client.access, id, { status: 'CONCLUÍDA' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Avalie o profissional antes de finalizar a demanda.');

    expect(
      (
        await testApi(ctx.app).ratings.create({
          token: otherClient.access,
          body: { professional: pro.user.id, score: 5, demand: id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await testApi(ctx.app).ratings.create({
          token: pro.access,
          body: { professional: pro.user.id, score: 5, demand: id },
        })
      ).status,
    ).toBe(403);
    const badScore = await testApi(ctx.app).ratings.create({
      token: client.access,
      body: { professional: pro.user.id, score: 0, demand: id },
    });
    expect(badScore.body.errors?.score).toBe('Escolha de 1 a 5 estrelas.');
    const rating = await testApi(ctx.app).ratings.create({
      token: client.access,
      body: { professional: pro.user.id, score: 4, comment: 'Ótimo acabamento', demand: id },
    });
    expect(rating.status).toBe(201);
    expect(rating.body.message).toBe('Avaliação enviada com sucesso!');
    expect(
      (
        await testApi(ctx.app).ratings.create({
          token: client.access,
          body: { professional: pro.user.id, score: 5, demand: id },
        })
      ).status,
    ).toBe(409);

    const done = await patch(client.access, id, { status: 'CONCLUÍDA' });
    expect(done.body.data.status).toBe('CONCLUÍDA');
    expect(done.body.data.finalized_at).not.toBeNull();
    expect((await patch(client.access, id, { title: 'Depois de concluída' })).status).toBe(409);
    expect(events).toEqual(
      expect.arrayContaining([
        'demand.interest_added',
        'demand.professional_selected',
        'demand.professional_removed',
        'demand.completed',
      ]),
    );

    const jobs = await testApi(ctx.app).demands.myJobs({
      query: { tab: 'concluidos' },
      token: pro.access,
    });
    expect(jobs.body.data.demands.map((d) => d.id)).toContain(id);
    expect(jobs.body.data.counters.concluidos).toBeGreaterThanOrEqual(1);

    // The client edits and removes their own rating; nobody else can.
    const ratingId = rating.body.data.id;
    expect(
      (
        await testApi(ctx.app).ratings.patch({
          params: { id: ratingId },
          token: otherClient.access,
          body: { score: 1 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await testApi(ctx.app).ratings.patch({
          params: { id: ratingId },
          token: client.access,
          body: { score: 5 },
        })
      ).body.data.score,
    ).toBe(5);
    // Others read it once published, here when the provider reviews the client.
    const list = () =>
      testApi(ctx.app).ratings.list({
        query: { professional: pro.user.id },
        token: otherClient.access,
      });
    expect((await list()).body.data).toEqual([]);
    await testApi(ctx.app).clientReviews.create({
      token: pro.access,
      body: { demand: id, payment: 5, communication: 5, clarity: 5 },
    });
    const reviews = await list();
    expect(reviews.body.data[0]?.score).toBe(5);
    // The chosen professional's card counts this rating and this finished job.
    const card = await testApi(ctx.app).demands.chosen({ params: { id }, token: client.access });
    expect(card.body.data).toMatchObject({ rating_avg: 5, rating_count: 1, work_count: 1 });
    expect(
      (await testApi(ctx.app).ratings.delete({ params: { id: ratingId }, token: pro.access }))
        .status,
    ).toBe(403);
    expect(
      (await testApi(ctx.app).ratings.delete({ params: { id: ratingId }, token: client.access }))
        .status,
    ).toBe(200);
  });
});

describe('who sees and changes what', () => {
  it('matrix over get, patch, delete, candidates', async () => {
    const id = await newDemand();
    expect((await get(client.access, id)).status).toBe(200);
    expect((await get(pro.access, id)).status).toBe(200); // open demands are opportunities
    expect((await get(otherClient.access, id)).status).toBe(404);
    expect((await get(undefined, id)).status).toBe(401);
    expect((await patch(otherClient.access, id, { title: 'Invasão' })).status).toBe(404);
    expect(
      (await testApi(ctx.app).demands.interested({ params: { id }, token: pro.access })).status,
    ).toBe(404);
    expect(
      (await testApi(ctx.app).demands.interested({ params: { id }, token: otherClient.access }))
        .status,
    ).toBe(404);
    // Asking by ids changes nothing of who may ask: another client and an anonymous call get nothing.
    const ids = pro.user.id;
    expect(
      (
        await testApi(ctx.app).demands.interested({
          params: { id },
          query: { ids },
          token: otherClient.access,
        })
      ).status,
    ).toBe(404);
    expect(
      (await testApi(ctx.app).demands.interested({ params: { id }, query: { ids } })).status,
    ).toBe(401);
    expect(
      (await testApi(ctx.app).demands.delete({ params: { id }, token: otherClient.access })).status,
    ).toBe(404);
    expect(
      (await testApi(ctx.app).demands.delete({ params: { id }, token: pro.access })).status,
    ).toBe(403);
    expect((await testApi(ctx.app).demands.delete({ params: { id } })).status).toBe(401);
    expect((await get(client.access, id)).body.data.title).toBe(aDemandBody().title);
    expect(
      (await testApi(ctx.app).demands.delete({ params: { id }, token: client.access })).body
        .message,
    ).toBe('Demanda excluída com sucesso!');
    expect((await get(client.access, id)).status).toBe(404);
  });

  it('a demand in progress is visible only to its owner, the chosen and the candidates', async () => {
    const id = await newDemand();
    await testApi(ctx.app).demands.interest({ params: { id }, token: pro.access });
    await patch(client.access, id, { chosen_professional_id: pro.user.id });
    const outsider = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    expect((await get(outsider.access, id)).status).toBe(404);
    expect((await get(pro.access, id)).status).toBe(200);
  });

  it('edits keep a stored deadline that was not sent', async () => {
    const future = new Date(Date.now() + 10 * 86400_000).toISOString().slice(0, 10);
    const id = await newDemand(aDemandBody({ deadline: future }));
    const edited = await patch(client.access, id, { title: 'Título novo' });
    expect(edited.body.data).toMatchObject({ title: 'Título novo', deadline: future });
  });
});

describe('lists', () => {
  it("a client's list holds only their demands, with counters and filters", async () => {
    const mine = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    for (const body of [
      aDemandBody(),
      aDemandBody({
        uf: 'SP',
        city: 'São Paulo',
        title: 'Bordado de logotipo em bonés',
        service: 7,
        area: 1,
      }),
    ]) {
      await create(mine.access, body);
    }
    const all = await testApi(ctx.app).demands.list({ token: mine.access });
    expect(all.body.data).toMatchObject({ total: 2, abertas: 2, count: 2 });
    expect(all.body.data.results.every((d) => d.user_created === mine.user.id)).toBe(true);
    const sp = await testApi(ctx.app).demands.list({ query: { uf: 'SP' }, token: mine.access });
    expect(sp.body.data.count).toBe(1);
  });

  it("a client's free text pages its few matches newest first, counts them by status and ends cleanly", async () => {
    const mine = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const titles = ['Bordado em bonés', 'Costura de camisetas', 'Bordado à mão', 'Bordado de logo'];
    for (const title of titles) await create(mine.access, aDemandBody({ title }));
    const list = (query: Record<string, string | number>) =>
      testApi(ctx.app).demands.list({ query, token: mine.access });

    const first = await list({ search: 'bordado', page_size: 2 });
    expect(first.body.data).toMatchObject({ total: 3, abertas: 3, em_andamento: 0, count: 3 });
    expect(first.body.data.results.map((d) => d.title)).toEqual([
      'Bordado de logo',
      'Bordado à mão',
    ]);
    const second = await list({ search: 'bordado', page_size: 2, page: 2 });
    expect(second.body.data.results.map((d) => d.title)).toEqual(['Bordado em bonés']);
    const beyond = await list({ search: 'bordado', page_size: 2, page: 3 });
    expect(beyond.body.data).toMatchObject({ results: [], total: 3, count: 3 });
    const ofStatus = await list({ search: 'bordado', status: 'EM ANDAMENTO' });
    expect(ofStatus.body.data).toMatchObject({ results: [], total: 3, abertas: 3, count: 0 });
    const none = await list({ search: 'tricô' });
    expect(none.body.data).toMatchObject({ results: [], total: 0, count: 0 });
  });
  it('opportunities: open demands for providers, comma-joined filters and accent-insensitive search', async () => {
    const brand = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    await create(
      brand.access,
      aDemandBody({
        title: 'Facção para jeans em Goiânia',
        uf: 'GO',
        city: 'Goiânia',
        service: 1,
        area: 9,
      }),
    );
    const search = await testApi(ctx.app).demands.opportunities({
      query: { search: 'faccao para JEANS' },
      token: pro.access,
    });
    expect(search.body.data.demands.map((d) => d.title)).toContain('Facção para jeans em Goiânia');
    // Words in any order; upper-case accents folded as well.
    await create(
      brand.access,
      aDemandBody({ title: 'CONFECÇÃO DE UNIFORMES ÚNICOS', uf: 'GO', city: 'Goiânia' }),
    );
    const words = await testApi(ctx.app).demands.opportunities({
      query: { search: 'jeans faccao' },
      token: pro.access,
    });
    expect(words.body.data.demands.map((d) => d.title)).toContain('Facção para jeans em Goiânia');
    const upper = await testApi(ctx.app).demands.opportunities({
      query: { search: 'confeccao unicos' },
      token: pro.access,
    });
    expect(upper.body.data.demands.map((d) => d.title)).toContain('CONFECÇÃO DE UNIFORMES ÚNICOS');
    const filtered = await testApi(ctx.app).demands.opportunities({
      query: { uf: 'GO,SC', service: '1,2', area: '9' },
      token: pro.access,
    });
    expect(filtered.body.data.demands.length).toBeGreaterThan(0);
    expect(
      filtered.body.data.demands.every(
        (d) => d.uf === 'GO' && d.area === 9 && d.status === 'ABERTA',
      ),
    ).toBe(true);
    expect((await testApi(ctx.app).demands.opportunities({ token: client.access })).status).toBe(
      403,
    );
  });
});

describe('provider lists', () => {
  it("a provider's /demands/ holds open demands and those they take part in, never another's closed ones", async () => {
    const res = await testApi(ctx.app).demands.list({
      query: { page_size: '100' },
      token: otherPro.access,
    });
    expect(res.status).toBe(200);
    for (const d of res.body.data.results) {
      expect(
        d.status === 'ABERTA' || d.chosen_professional === otherPro.user.id || d.user_is_interested,
      ).toBe(true);
    }
    const candidaturas = await testApi(ctx.app).demands.myJobs({
      query: { tab: 'candidaturas' },
      token: otherPro.access,
    });
    expect(candidaturas.status).toBe(200);
    expect(candidaturas.body.data.counters.candidaturas).toBeGreaterThanOrEqual(1);
  });
});

describe('opportunities paging', () => {
  it('pages with has_more instead of counting every open demand', async () => {
    const brand = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    for (let i = 0; i < 3; i++)
      await create(
        brand.access,
        aDemandBody({ uf: 'AC', city: 'Rio Branco', title: `Lote ${i} no Acre` }),
      );
    const first = await testApi(ctx.app).demands.opportunities({
      query: { uf: 'AC', page_size: '2' },
      token: pro.access,
    });
    expect(first.body.data.demands).toHaveLength(2);
    expect(first.body.data.has_more).toBe(true);
    const second = await testApi(ctx.app).demands.opportunities({
      query: { uf: 'AC', page_size: '2', page: '2' },
      token: pro.access,
    });
    expect(second.body.data.demands).toHaveLength(1);
    expect(second.body.data.has_more).toBe(false);
    const ids = [...first.body.data.demands, ...second.body.data.demands].map((d) => d.id);
    expect(new Set(ids).size).toBe(3);
  });
});
