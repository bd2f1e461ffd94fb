import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FICHA_MODEL_TEXTS as T } from '@alinhavo/shared/messages/ficha-models';
import { FICHA_MODEL_LIMITS } from '@alinhavo/shared/schemas/ficha-model';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { changedTables, settledSnapshot } from './helpers/db-snapshot';
import { demandParties, type DemandParties } from './helpers/demand-parties';
import { aClient, type BuiltUser, type Person } from '@alinhavo/test-support/builders';
import { aFicha, aFichaOn } from '@alinhavo/test-support/ficha';

/**
 * 'Modelos': a client saves a ficha técnica as a model, lists and deletes its own, and starts a
 * new demand from one with the grade's quantities empty; drawings are not copied. Only the
 * owner sees them.
 */
let ctx: TestContext;
let parties: DemandParties<'client' | 'otherClient', 'provider', never>;
let client: Person;
let otherClient: Person;
let provider: Person;
let admin: BuiltUser;

beforeAll(async () => {
  ctx = await startTestApp();
  parties = await demandParties(ctx, {
    clients: { client: 'Marca Modelo', otherClient: 'Outra Marca' },
    providers: { provider: 'Facção Modelo' },
    admin: true,
  });
  ({ client, otherClient, provider } = parties.people);
  admin = parties.admin;
});
afterAll(() => ctx.close());

const api = () => testApi(ctx.app);
const save = (who: { access: string }, name: string, ficha = aFicha()) =>
  api().fichaModels.create({ token: who.access, body: { name, ficha } });

describe('ficha técnica models', () => {
  it('keeps the ficha without quantities or drawings, and a new demand starts from it', async () => {
    // A demand's ficha with a drawing, saved as a model.
    const source = await parties.demand(client);
    const upload = await api().files.upload({
      token: client.access,
      body: { demand: source },
      files: [new File(['desenho'], 'frente.txt', { type: 'text/plain' })],
    });
    const fileId = upload.body.data[0]!.id;
    const base = aFicha();
    const ficha = {
      ...base,
      identification: {
        ...base.identification,
        images: [{ file_id: fileId, kind: 'FRENTE' as const, caption: 'Frente' }],
      },
    };
    await aFichaOn(ctx, client, source, { ficha });

    const created = await save(client, '  Camiseta básica  ', ficha);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(T.saved);
    const model = created.body.data;
    expect(model.name).toBe('Camiseta básica');
    expect(model.ficha.identification.images).toEqual([]);
    expect(model.ficha.grade).toEqual({
      sizes: ['P', 'M', 'G'],
      colors: [
        { name: 'Azul', reference: 'AZ-12' },
        { name: 'Preto', reference: null },
      ],
      quantities: [
        [0, 0],
        [0, 0],
        [0, 0],
      ],
    });
    expect(model.ficha.materials[0]?.name).toBe('Malha penteada');
    expect(model.ficha.measurements.points.map((p) => p.name)).toEqual(['Busto', 'Comprimento']);
    expect(model.ficha.packing_notes).toBe('Dobrar e ensacar individualmente.');

    const listed = await api().fichaModels.list({ token: client.access });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      {
        id: model.id,
        name: 'Camiseta básica',
        reference: 'CB-001',
        model_name: 'Camiseta básica gola careca',
        garment_type: 'Camiseta',
        sizes: ['P', 'M', 'G'],
        color_count: 2,
        point_count: 2,
        created_at: model.created_at,
      },
    ]);

    // A new demand from the model: the client fills the grade and saves it as that demand's.
    const read = await api().fichaModels.get({ params: { id: model.id }, token: client.access });
    expect(read.body.data).toEqual(model);
    const next = await parties.demand(client);
    const fresh = read.body.data.ficha;
    const put = await api().ficha.put({
      params: { id: next },
      token: client.access,
      body: {
        ficha: {
          ...fresh,
          grade: {
            ...fresh.grade,
            quantities: [
              [5, 5],
              [10, 0],
              [0, 0],
            ],
          },
        },
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.grade_total).toBe(20);
    // Saved as is, the empty grade is the form's error: quantities must be filled.
    const empty = await api().ficha.put({
      params: { id: next },
      token: client.access,
      body: { ficha: fresh },
    });
    expect(empty.status).toBe(400);
  });

  it('refuses a repeated name and a bad ficha, writing nothing', async () => {
    expect((await save(client, 'Calça pantalona')).status).toBe(201);
    const before = await settledSnapshot(ctx.database);
    const again = await save(client, 'Calça pantalona');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(T.nameTaken);
    const noName = await save(client, '   ');
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe(T.nameRequired);
    const bad = await api().fichaModels.create({
      token: client.access,
      body: {
        name: 'Sem grade',
        ficha: { ...aFicha(), grade: { sizes: [], colors: [], quantities: [] } },
      },
    });
    expect(bad.status).toBe(400);
    expect(changedTables(before, await settledSnapshot(ctx.database))).toEqual([]);
    // Another client may use the same name.
    expect((await save(otherClient, 'Calça pantalona')).status).toBe(201);
  });

  it(`keeps at most ${FICHA_MODEL_LIMITS.perClient} models per client, even saved at once`, async () => {
    const many = await aClient(ctx, { name: 'Marca de Muitos Modelos' });
    const statuses: number[] = [];
    for (let i = 0; i < FICHA_MODEL_LIMITS.perClient - 2; i++)
      statuses.push((await save(many, `Modelo ${i}`)).status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    // Twelve at once for the last two places: two are kept.
    const atOnce = await Promise.all(
      Array.from({ length: 12 }, (_, i) => save(many, `Simultâneo ${i}`).then((r) => r.status)),
    );
    expect(atOnce.filter((s) => s === 201)).toHaveLength(2);
    expect(atOnce.filter((s) => s === 409)).toHaveLength(10);
    const refused = await save(many, 'Mais um');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(T.limit(FICHA_MODEL_LIMITS.perClient));
    const list = await api().fichaModels.list({ token: many.access });
    expect(list.body.data).toHaveLength(FICHA_MODEL_LIMITS.perClient);
  });

  it('only the owner sees and deletes its models; providers keep none', async () => {
    const model = (await save(client, `Vestido ${randomUUID().slice(0, 6)}`)).body.data;
    const get = (who: { access: string } | null) =>
      api().fichaModels.get({ params: { id: model.id }, ...(who ? { token: who.access } : {}) });
    const remove = (who: { access: string } | null) =>
      api().fichaModels.delete({ params: { id: model.id }, ...(who ? { token: who.access } : {}) });

    expect((await get(otherClient)).status).toBe(404);
    expect((await get(admin)).status).toBe(404);
    expect((await get(null)).status).toBe(401);
    const asProvider = await get(provider);
    expect(asProvider.status).toBe(403);
    expect(asProvider.body.message).toBe(T.onlyClients);
    expect((await api().fichaModels.list({ token: provider.access })).status).toBe(403);
    expect((await save(provider, 'Modelo da facção')).status).toBe(403);
    expect((await api().fichaModels.list({})).status).toBe(401);
    // Nobody else's list shows it.
    for (const who of [otherClient, admin]) {
      const list = await api().fichaModels.list({ token: who.access });
      expect(list.body.data.map((m) => m.id)).not.toContain(model.id);
    }

    for (const who of [otherClient, admin, provider, null])
      expect((await remove(who)).status).not.toBe(200);
    expect((await get(client)).status).toBe(200);
    const removed = await remove(client);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(T.deleted);
    expect((await get(client)).status).toBe(404);
    expect((await remove(client)).status).toBe(404);
  });

  it("the client's LGPD export holds its models, no one else's", async () => {
    const who = await aClient(ctx, { name: 'Marca Exporta Modelos' });
    await save(who, 'Bermuda sarja');
    await save(otherClient, 'Bermuda de outra marca');
    const exported = (await api().profile.export({ token: who.access })).body.data as {
      ficha_models: Array<{ name: string; ficha: { grade: { quantities: number[][] } } }>;
    };
    expect(exported.ficha_models.map((m) => m.name)).toEqual(['Bermuda sarja']);
    expect(exported.ficha_models[0]?.ficha.grade.quantities.flat().every((q) => q === 0)).toBe(
      true,
    );
  });
});
