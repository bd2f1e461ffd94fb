import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CEP_NOT_FOUND,
  CEP_PROVIDER_FAILS,
  CEP_PROVIDER_HANGS,
  startCepStub,
} from '@alinhavo/test-support/cep-stub';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

let ctx: TestContext;
let stub: Awaited<ReturnType<typeof startCepStub>>;
beforeAll(async () => {
  stub = await startCepStub();
  ctx = await startTestApp({ CEP_PROVIDER_URL: stub.url });
});
afterAll(async () => {
  await ctx.close();
  await stub.close();
});

describe('catalogue', () => {
  it('lists the five catalogues, public and cacheable', async () => {
    const api = testApi(ctx.app);
    for (const [name, list, count] of [
      ['services', api.services.list, 13],
      ['serviceAreas', api.serviceAreas.list, 17],
      ['specialties', api.specialties.list, 15],
      ['machines', api.machines.list, 24],
      ['availabilities', api.availabilities.list, 6],
    ] as const) {
      const res = await list();
      expect(res.status, name).toBe(200);
      expect(res.body.data).toHaveLength(count);
      expect(res.headers['cache-control']).toContain('max-age');
    }
  });

  it('has the availabilities of the spec with stable ids', async () => {
    const res = await testApi(ctx.app).availabilities.list();
    expect(res.body.data.map((a) => [a.id, a.name])).toEqual([
      [1, 'Imediato'],
      [2, '1 semana'],
      [3, '2 semanas'],
      [4, '1 mês'],
      [5, '2 meses'],
      [6, '3 meses'],
    ]);
  });

  it('gives each service its areas and each area its services', async () => {
    const services = (await testApi(ctx.app).services.list()).body.data;
    const areas = (await testApi(ctx.app).serviceAreas.list()).body.data;
    const modelagem = services.find((s) => s.name === 'Modelagem');
    const camaMesa = areas.find((a) => a.name.startsWith('Cama, Mesa'));
    expect(modelagem?.areas).not.toContain(camaMesa?.id);
    expect(services.find((s) => s.id === 1)?.aliases).toContain('facção');
    for (const s of services)
      for (const a of s.areas) expect(areas.find((x) => x.id === a)?.services).toContain(s.id);
  });

  it('gets one item by id and 404s an unknown one', async () => {
    expect((await testApi(ctx.app).services.get({ params: { id: '1' } })).body.data.name).toBe(
      'Costura / Facção',
    );
    expect((await testApi(ctx.app).machines.get({ params: { id: '999' } })).status).toBe(404);
    expect((await testApi(ctx.app).machines.get({ params: { id: 'abc' } })).status).toBe(400);
  });

  it('seeding again changes nothing', async () => {
    const before = await ctx.database.db.execute(
      sql`select (select count(*) from services) + (select count(*) from municipios) + (select count(*) from service_area_links) as n`,
    );
    await ctx.database.migrate();
    await ctx.database.migrate();
    const after = await ctx.database.db.execute(
      sql`select (select count(*) from services) + (select count(*) from municipios) + (select count(*) from service_area_links) as n`,
    );
    expect(rowsOf(after)).toEqual(rowsOf(before));
  });
});

describe('geography', () => {
  it('lists the 27 states in pt-BR order', async () => {
    const states = (await testApi(ctx.app).geo.states()).body.data;
    expect(states).toHaveLength(27);
    expect(states[0]).toEqual({ id: 12, sigla: 'AC', nome: 'Acre' });
    const names = states.map((s) => s.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(names.indexOf('Espírito Santo')).toBeLessThan(names.indexOf('Goiás'));
  });

  it('lists a state municipalities by name (IBGE id and nome)', async () => {
    const sp = (await testApi(ctx.app).geo.municipios({ params: { id: '35' } })).body.data;
    expect(sp).toHaveLength(645);
    expect(sp).toContainEqual({ id: 3550308, nome: 'São Paulo' });
    const names = sp.map((m) => m.nome);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })),
    );
    expect((await testApi(ctx.app).geo.municipios({ params: { id: '53' } })).body.data).toEqual([
      { id: 5300108, nome: 'Brasília' },
    ]);
    expect((await testApi(ctx.app).geo.municipios({ params: { id: '99' } })).status).toBe(400);
  });
});

describe('CEP', () => {
  it('refuses anything but 8 digits', async () => {
    for (const cep of ['0131010', '013101000', 'abcdefgh']) {
      const res = await testApi(ctx.app).geo.cep({ params: { cep } });
      expect(res.status).toBe(400);
    }
  });

  it('answers from the provider once, then from the cache', async () => {
    const before = stub.requests.filter((c) => c === '30130010').length;
    const first = await testApi(ctx.app).geo.cep({ params: { cep: '30130010' } });
    expect(first.body.data).toEqual({
      erro: false,
      uf: 'MG',
      localidade: 'Belo Horizonte',
      logradouro: 'Avenida Afonso Pena',
      bairro: 'Centro',
    });
    await testApi(ctx.app).geo.cep({ params: { cep: '30130010' } });
    expect(stub.requests.filter((c) => c === '30130010').length).toBe(before + 1);
  });

  it('asks again after 30 days', async () => {
    await testApi(ctx.app).geo.cep({ params: { cep: '88010400' } });
    await ctx.database.db.execute(
      sql`update cep_cache set fetched_at = now() - interval '31 days' where cep = '88010400'`,
    );
    const before = stub.requests.length;
    expect(
      (await testApi(ctx.app).geo.cep({ params: { cep: '88010400' } })).body.data.localidade,
    ).toBe('Florianópolis');
    expect(stub.requests.length).toBe(before + 1);
  });

  it('says erro for an unknown code', async () => {
    expect(
      (await testApi(ctx.app).geo.cep({ params: { cep: CEP_NOT_FOUND } })).body.data,
    ).toMatchObject({
      erro: true,
    });
  });

  it('answers 502 when the provider fails or takes more than 3 s, and caches nothing', async () => {
    const failing = await testApi(ctx.app).geo.cep({ params: { cep: CEP_PROVIDER_FAILS } });
    expect(failing.status).toBe(502);
    expect(failing.body.status).toBe('error');
    const started = Date.now();
    const hanging = await testApi(ctx.app).geo.cep({ params: { cep: CEP_PROVIDER_HANGS } });
    expect(hanging.status).toBe(502);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(Date.now() - started).toBeLessThan(6000);
    const cached = await ctx.database.db.execute(
      sql`select count(*)::int as n from cep_cache where cep in (${CEP_PROVIDER_FAILS}, ${CEP_PROVIDER_HANGS})`,
    );
    expect(rowsOf(cached)).toEqual([{ n: 0 }]);
  });
});
