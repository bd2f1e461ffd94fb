import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotStepInput } from '@alinhavo/shared/schemas/lot';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { eventually } from './helpers/eventually';
import { demandParties, type DemandParties } from './helpers/demand-parties';
import { sized } from './helpers/uploads';
import type { BuiltUser, Person } from '@alinhavo/test-support/builders';

/** Production tracking by lot, on the server (both databases). */
let ctx: TestContext;
let parties: DemandParties<'client' | 'otherClient', 'pro' | 'otherPro', never>;
let client: Person;
let pro: Person;
let otherPro: Person;
let otherClient: Person;
let admin: BuiltUser;
let clock = new Date('2026-03-10T15:00:00Z');

beforeAll(async () => {
  ctx = await startTestApp({}, { lotClock: () => clock });
  parties = await demandParties(ctx, {
    clients: { client: 'Marca Fio Solto', otherClient: 'Outra Marca' },
    providers: { pro: 'Facção Costura Fina', otherPro: 'Facção Vizinha' },
    admin: true,
  });
  ({ client, otherClient, pro, otherPro } = parties.people);
  admin = parties.admin;
});
afterAll(async () => {
  parties?.closeSockets();
  await ctx.close();
});

const api = () => testApi(ctx.app);
const lotBody = (over: Record<string, unknown> = {}) => ({
  client_id: randomUUID(),
  quantity: 300,
  items: 'Corte de 300 camisetas, aviamentos e ficha técnica.',
  sent_on: '2026-03-01',
  expected_return: '2026-03-15',
  ...over,
});

/** In progress with `pro` chosen. */
const inProgress = (amount = 500) => parties.demand(client, { chosen: pro, fields: { amount } });
const create = (who: { access: string }, id: string, body = lotBody()) =>
  api().lots.create({ params: { id }, body, token: who.access });
const step = (
  who: { access: string },
  id: string,
  lotId: string,
  body: Omit<LotStepInput, 'client_id'> & { client_id?: string },
) =>
  api().lots.step({
    params: { id, lotId },
    body: { client_id: randomUUID(), ...body },
    token: who.access,
  });

describe('lots and their steps', () => {
  it('the client creates two lots; each side records its own steps in order, with the timeline', async () => {
    const id = await inProgress();
    const first = await create(client, id);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Lote criado com sucesso!');
    expect(first.body.data).toMatchObject({ number: 1, quantity: 300, step: 'ENVIADO' });
    const second = await create(client, id, lotBody({ quantity: 200 }));
    expect(second.body.data.number).toBe(2);
    const lot = first.body.data.id;

    const received = await step(pro, id, lot, {
      step: 'RECEBIDO',
      expected_step: 'ENVIADO',
      quantity: 300,
    });
    expect(received.status).toBe(201);
    expect(received.body.data).toMatchObject({ step: 'RECEBIDO', received: 300, version: 2 });
    await step(pro, id, lot, { step: 'EM_PRODUCAO', expected_step: 'RECEBIDO', quantity: 300 });
    const ready = await step(pro, id, lot, {
      step: 'PRONTO',
      expected_step: 'EM_PRODUCAO',
      quantity: 280,
      defects: 5,
      note: 'Cinco peças com costura torta.',
    });
    expect(ready.body.data).toMatchObject({ ready: 280, defects: 5 });
    const delivered = await step(client, id, lot, {
      step: 'ENTREGUE',
      expected_step: 'PRONTO',
      quantity: 280,
    });
    expect(delivered.body.data.step).toBe('ENTREGUE');
    expect(delivered.body.data.events.map((e) => [e.step, e.actor_side, e.actor_name])).toEqual([
      ['ENVIADO', 'CLIENTE', 'Marca Fio Solto'],
      ['RECEBIDO', 'PROFISSIONAL', 'Facção Costura Fina'],
      ['EM_PRODUCAO', 'PROFISSIONAL', 'Facção Costura Fina'],
      ['PRONTO', 'PROFISSIONAL', 'Facção Costura Fina'],
      ['ENTREGUE', 'CLIENTE', 'Marca Fio Solto'],
    ]);
    // Both sides and the admin read the same lots; anyone else does not learn they exist.
    for (const who of [client, pro, admin])
      expect((await api().lots.list({ params: { id }, token: who.access })).body.data).toHaveLength(
        2,
      );
    for (const who of [otherClient, otherPro])
      expect((await api().lots.list({ params: { id }, token: who.access })).status).toBe(404);
    // The provider's dashboard: the lot not delivered, with its demand's title.
    const active = (await api().lots.active({ token: pro.access })).body.data;
    expect(active.filter((l) => l.demand_id === id).map((l) => l.number)).toEqual([2]);
  });

  it('each step belongs to one side, and the steps go in order', async () => {
    const id = await inProgress();
    const lot = (await create(client, id)).body.data.id;
    const byClient = await step(client, id, lot, {
      step: 'RECEBIDO',
      expected_step: 'ENVIADO',
      quantity: 300,
    });
    expect(byClient.status).toBe(403);
    expect(byClient.body.message).toBe(
      'Esta etapa ("Recebido pela facção") é registrada pelo outro lado.',
    );
    const skipping = await step(pro, id, lot, {
      step: 'PRONTO',
      expected_step: 'ENVIADO',
      quantity: 300,
    });
    expect(skipping.status).toBe(409);
    expect(skipping.body.message).toBe('A próxima etapa deste lote é "Recebido pela facção".');
    // Only the owner creates lots; the admin reads but records nothing.
    expect((await create(pro, id)).status).toBe(403);
    expect((await create(admin, id)).status).toBe(403);
    expect((await create(otherClient, id)).status).toBe(404);
    const byAdmin = await step(admin, id, lot, {
      step: 'RECEBIDO',
      expected_step: 'ENVIADO',
      quantity: 1,
    });
    expect(byAdmin.status).toBe(403);
  });

  it('no quantity passes what the step before it held', async () => {
    const id = await inProgress(1000);
    const lot = (await create(client, id)).body.data.id;
    const over = await step(pro, id, lot, {
      step: 'RECEBIDO',
      expected_step: 'ENVIADO',
      quantity: 301,
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('A quantidade não pode passar de 300 peças deste lote.');
    await step(pro, id, lot, { step: 'RECEBIDO', expected_step: 'ENVIADO', quantity: 290 });
    const production = await step(pro, id, lot, {
      step: 'EM_PRODUCAO',
      expected_step: 'RECEBIDO',
      quantity: 291,
    });
    expect(production.body.message).toBe('A quantidade não pode passar das 290 peças recebidas.');
    await step(pro, id, lot, { step: 'EM_PRODUCAO', expected_step: 'RECEBIDO', quantity: 290 });
    const withDefects = await step(pro, id, lot, {
      step: 'PRONTO',
      expected_step: 'EM_PRODUCAO',
      quantity: 286,
      defects: 5,
    });
    expect(withDefects.status).toBe(409);
    await step(pro, id, lot, {
      step: 'PRONTO',
      expected_step: 'EM_PRODUCAO',
      quantity: 285,
      defects: 5,
    });
    const delivered = await step(client, id, lot, {
      step: 'ENTREGUE',
      expected_step: 'PRONTO',
      quantity: 286,
    });
    expect(delivered.body.message).toBe('A quantidade não pode passar das 285 peças prontas.');
    // The lots of a demand never hold more pieces than the demand.
    const tooMany = await create(client, id, lotBody({ quantity: 701 }));
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('A soma dos lotes não pode passar da quantidade da demanda.');
    const badDates = await create(client, id, lotBody({ expected_return: '2026-02-01' }));
    expect(badDates.status).toBe(400);
  });

  it('a retry with the same client id applies once; a stale step is a conflict, never overwritten', async () => {
    const id = await inProgress();
    const body = lotBody();
    const a = await create(client, id, body);
    const again = await create(client, id, body);
    expect(again.body.data.id).toBe(a.body.data.id);
    expect(
      (await api().lots.list({ params: { id }, token: client.access })).body.data,
    ).toHaveLength(1);
    const lot = a.body.data.id;
    const receipt: LotStepInput = {
      client_id: randomUUID(),
      step: 'RECEBIDO',
      expected_step: 'ENVIADO',
      quantity: 300,
    };
    const once = await step(pro, id, lot, receipt);
    const twice = await step(pro, id, lot, receipt);
    expect(twice.status).toBe(201);
    expect(twice.body.data.version).toBe(once.body.data.version);
    expect(twice.body.data.events).toHaveLength(2);
    // A device that still saw ENVIADO (offline) sends its own receipt: 409 with the code.
    const stale = await step(pro, id, lot, {
      step: 'RECEBIDO',
      expected_step: 'ENVIADO',
      quantity: 250,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('LOT_CONFLICT');
    const now = (await api().lots.list({ params: { id }, token: pro.access })).body.data[0];
    expect(now?.received).toBe(300);
  });

  it('a step is pushed live to the other side', async () => {
    const id = await inProgress();
    const lot = (await create(client, id)).body.data.id;
    const socket = await parties.socket(client);
    const heard: { id: string; step: string }[] = [];
    socket.on('lot:changed', (l: { id: string; step: string }) => heard.push(l));
    await step(pro, id, lot, { step: 'RECEBIDO', expected_step: 'ENVIADO', quantity: 300 });
    await eventually(
      () => heard,
      (h) => h.some((l) => l.id === lot && l.step === 'RECEBIDO'),
    );
  });

  it('a defect photo goes through the files upload, judged by its bytes, and joins the lot', async () => {
    const id = await inProgress();
    const lot = (await create(client, id)).body.data.id;
    const png = sized(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 2048);
    const upload = async (who: { access: string }, name: string, data: Buffer, lotId = lot) => {
      const form = new FormData();
      form.append('demand', id);
      form.append('lot', lotId);
      form.append('file', new Blob([data]), name);
      const res = await fetch(`${await parties.url()}/api/v1/demand-files/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${who.access}` },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as { data: { id: string }[] } };
    };
    const fake = await upload(pro, 'defeito.png', Buffer.from('não sou uma imagem'.repeat(20)));
    expect(fake.status).toBe(415);
    expect((await upload(otherPro, 'defeito.png', png)).status).toBe(404);
    const photo = await upload(pro, 'defeito.png', png);
    expect(photo.status).toBe(201);
    const fileId = photo.body.data[0]?.id;
    // Listed with the lot, not among the demand's own attachments.
    const files = await api().files.list({ query: { demand: id }, token: client.access });
    expect(files.body.data.map((f) => f.id)).not.toContain(fileId);
    await step(pro, id, lot, { step: 'RECEBIDO', expected_step: 'ENVIADO', quantity: 300 });
    await step(pro, id, lot, { step: 'EM_PRODUCAO', expected_step: 'RECEBIDO', quantity: 300 });
    const ready = await step(pro, id, lot, {
      step: 'PRONTO',
      expected_step: 'EM_PRODUCAO',
      quantity: 295,
      defects: 5,
      note: 'Manchas de óleo.',
      photo_file_id: fileId,
    });
    expect(ready.status).toBe(201);
    expect(ready.body.data.files.map((f) => f.id)).toEqual([fileId]);
    expect(ready.body.data.events.at(-1)?.photo_file_id).toBe(fileId);
    // A file of another demand is not a photo of this lot.
    const other = await inProgress();
    const otherLot = (await create(client, other)).body.data.id;
    const wrong = await step(pro, other, otherLot, {
      step: 'RECEBIDO',
      expected_step: 'ENVIADO',
      quantity: 1,
      photo_file_id: fileId,
    });
    expect(wrong.status).toBe(409);
  });
  it("a lot's files download for its two sides and the admin only, not for another candidate", async () => {
    const id = await parties.demand(client, { candidates: [pro, otherPro], chosen: pro });
    const lot = (await create(client, id)).body.data.id;
    const form = new FormData();
    form.append('demand', id);
    form.append('lot', lot);
    form.append('file', new Blob([Buffer.from('Ficha do lote 1')]), 'ficha.txt');
    const sent = await fetch(`${await parties.url()}/api/v1/demand-files/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.access}` },
      body: form,
    });
    expect(sent.status).toBe(201);
    const fileId = ((await sent.json()) as { data: { id: string }[] }).data[0]?.id ?? '';
    const download = (who: { access: string }) =>
      api().files.download({ params: { id: fileId }, query: {}, token: who.access });
    for (const who of [client, pro, admin]) expect((await download(who)).status).toBe(200);
    // Still interested in the demand (so it sees the demand), but not a side of its lots.
    expect((await download(otherPro)).status).toBe(404);
    expect((await download(otherClient)).status).toBe(404);
  });
});

describe('late lots', () => {
  it('a lot past its expected return notifies both sides once a day, at the round clock', async () => {
    const id = await inProgress();
    const late = (await create(client, id, lotBody({ expected_return: '2026-03-12' }))).body.data
      .id;
    const done = (
      await create(client, id, lotBody({ quantity: 10, expected_return: '2026-03-12' }))
    ).body.data.id;
    for (const [s, prev, q] of [
      ['RECEBIDO', 'ENVIADO', 10],
      ['EM_PRODUCAO', 'RECEBIDO', 10],
      ['PRONTO', 'EM_PRODUCAO', 10],
    ] as const)
      await step(pro, id, done, { step: s, expected_step: prev, quantity: q });
    await step(client, id, done, { step: 'ENTREGUE', expected_step: 'PRONTO', quantity: 10 });
    void late;
    const lateNotes = async (who: { access: string }) =>
      (
        await api().notifications.list({ query: { page_size: 100 }, token: who.access })
      ).body.data.notifications.filter((n) => n.type === 'lot_late' && n.demand_id === id);

    clock = new Date('2026-03-12T20:00:00Z'); // the return day itself: not late yet
    await ctx.app.jobs.lotLate();
    expect(await lateNotes(client)).toHaveLength(0);
    clock = new Date('2026-03-13T12:00:00Z');
    await ctx.app.jobs.lotLate();
    await ctx.app.jobs.lotLate();
    for (const who of [client, pro]) {
      const notes = await lateNotes(who);
      expect(notes).toHaveLength(1); // one lot late (the delivered one is not), told once today
      expect(notes[0]?.title).toBe('Lote atrasado');
    }
    clock = new Date('2026-03-14T12:00:00Z');
    await ctx.app.jobs.lotLate();
    expect(await lateNotes(pro)).toHaveLength(2);
  });
});
