import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FICHA_TEXTS as T } from '@alinhavo/shared/messages/ficha';
import type { FichaContentInput } from '@alinhavo/shared/schemas/ficha';
import { quoteTotalCents } from '@alinhavo/shared/rules/ficha';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { eventually } from './helpers/eventually';
import { changedTables, settledSnapshot } from './helpers/db-snapshot';
import { demandParties, type DemandParties } from './helpers/demand-parties';
import type { BuiltUser, Person } from '@alinhavo/test-support/builders';
import { aFicha } from '@alinhavo/test-support/ficha';

/** The ficha técnica of a demand on the server: grade and amount, revisions, 'Ciente', access. */
let ctx: TestContext;
let parties: DemandParties<'client' | 'otherClient', 'pro' | 'candidate' | 'stranger', never>;
let client: Person;
let otherClient: Person;
let pro: Person;
let candidate: Person;
let stranger: Person;
let admin: BuiltUser;

beforeAll(async () => {
  ctx = await startTestApp();
  parties = await demandParties(ctx, {
    clients: { client: 'Marca Fio Solto', otherClient: 'Outra Marca' },
    providers: {
      pro: 'Facção Costura Fina',
      candidate: 'Facção Candidata',
      stranger: 'Facção de Fora',
    },
    admin: true,
  });
  ({ client, otherClient, pro, candidate, stranger } = parties.people);
  admin = parties.admin;
});
afterAll(async () => {
  parties?.closeSockets();
  await ctx.close();
});

const api = () => testApi(ctx.app);
const put = (who: { access: string }, id: string, ficha: FichaContentInput, expected?: number) =>
  api().ficha.put({
    params: { id },
    body: { ficha, ...(expected === undefined ? {} : { expected_revision: expected }) },
    token: who.access,
  });
const get = (who: { access: string }, id: string) =>
  api().ficha.get({ params: { id }, token: who.access });
const demandOf = async (who: { access: string }, id: string) =>
  (await api().demands.get({ params: { id }, token: who.access })).body.data;
const grade = (quantities: number[][], sizes = ['P', 'M', 'G']) => ({
  sizes,
  colors: [{ name: 'Azul', reference: 'AZ-12' }, { name: 'Preto' }],
  quantities,
});

/** An open demand of `client` with `candidate` interested. */
const openDemand = (amount = 300) =>
  parties.demand(client, { candidates: [candidate], fields: { amount } });
/** In progress with `pro` chosen among `pro` and `candidate`, with `aFicha()` saved before. */
const inProgress = () =>
  parties.demand(client, { candidates: [pro, candidate], ficha: aFicha(), chosen: pro });

describe('the grade and the demand quantity', () => {
  it("saving a ficha makes the grade's total the demand's quantity, and the demand says it has one", async () => {
    const id = await openDemand(300);
    expect((await demandOf(client, id)).has_ficha).toBe(false);
    const saved = await put(client, id, aFicha());
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(T.saved);
    expect(saved.body.data).toMatchObject({ revision: 1, grade_total: 60 });
    expect(saved.body.data.revisions).toEqual([
      { revision: 1, changes: [], change_count: 0, created_at: expect.any(String) },
    ]);
    const demand = await demandOf(client, id);
    expect(demand).toMatchObject({ amount: 60, has_ficha: true });
    // What was sent comes back in its stored form (defaults filled, blanks as null).
    expect(saved.body.data.ficha.grade.colors[1]).toEqual({ name: 'Preto', reference: null });
    expect(saved.body.data.ficha.measurements.points[0]).toMatchObject({
      step_breaks: [],
      overrides: [],
    });
  });

  it('every edit of the matrix moves the quantity; a PATCH with another quantity is refused', async () => {
    const id = await openDemand();
    await put(client, id, aFicha());
    const cells = [
      [
        [1, 0],
        [0, 0],
        [0, 0],
      ],
      [
        [100, 200],
        [300, 400],
        [0, 1],
      ],
      [
        [7, 7],
        [7, 7],
        [7, 7],
      ],
    ];
    for (const quantities of cells) {
      const r = await put(client, id, aFicha({ grade: grade(quantities) }));
      const total = quantities.flat().reduce((a, b) => a + b, 0);
      expect(r.body.data.grade_total).toBe(total);
      expect((await demandOf(client, id)).amount).toBe(total);
    }
    const patched = await api().demands.patch({
      params: { id },
      body: { amount: 43 },
      token: client.access,
    });
    expect(patched.status).toBe(400);
    expect(patched.body.message).toBe(T.gradeSumMismatch);
    expect(patched.body.errors).toMatchObject({ amount: T.gradeSumMismatch });
    // The same quantity, and the other fields, still go through.
    const same = await api().demands.patch({
      params: { id },
      body: { amount: 42, title: 'Camisetas com ficha técnica' },
      token: client.access,
    });
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ amount: 42, title: 'Camisetas com ficha técnica' });
  });

  it('bad input is a 400 in pt-BR and writes nothing', async () => {
    const id = await openDemand(300);
    await put(client, id, aFicha());
    const before = await settledSnapshot(ctx.database);
    const cases: Array<[FichaContentInput, string]> = [
      [
        aFicha({ grade: { sizes: [], colors: [{ name: 'Azul' }], quantities: [] } }),
        T.sizesAndColorsRequired,
      ],
      [
        aFicha({
          grade: grade([
            [0, 0],
            [0, 0],
            [0, 0],
          ]),
        }),
        T.gradeEmpty,
      ],
      [aFicha({ grade: grade([[1, 1]]) }), T.gradeShape],
      [
        aFicha({ measurements: { base_size: 'XGG', points: [{ name: 'Busto', base_cm: 50 }] } }),
        T.sizeNotInGrade,
      ],
      [
        aFicha({ operations: [{ operation: 'Overlocar', machine_id: 999_999 }] }),
        T.machineNotFound,
      ],
      [
        aFicha({
          identification: {
            model_name: 'Camiseta',
            images: [{ file_id: randomUUID(), kind: 'FRENTE' }],
          },
        }),
        T.imageNotOfDemand,
      ],
    ];
    for (const [ficha, message] of cases) {
      const r = await put(client, id, ficha);
      expect(r.status, message).toBe(400);
      // The field's text; the envelope's message is it too when it is the only one.
      expect([r.body.message, ...Object.values(r.body.errors ?? {})]).toContain(message);
    }
    expect(changedTables(before, await settledSnapshot(ctx.database))).toEqual([]);
    expect((await demandOf(client, id)).amount).toBe(60);
  });

  it("a grade below the pieces already sent in lots is refused, and the ficha's drawings are the demand's files", async () => {
    const id = await inProgress();
    await client.api.send('POST', `/demands/${id}/lots/`, {
      client_id: randomUUID(),
      quantity: 50,
      sent_on: '2026-03-01',
      expected_return: '2026-03-15',
    });
    const r = await put(
      client,
      id,
      aFicha({
        grade: grade([
          [10, 10],
          [10, 0],
          [0, 0],
        ]),
      }),
      1,
    );
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('A soma dos lotes não pode passar da quantidade da demanda.');

    const upload = await api().files.upload({
      token: client.access,
      body: { demand: id },
      files: [new File(['desenho'], 'frente.txt', { type: 'text/plain' })],
    });
    const fileId = upload.body.data[0]!.id;
    const withDrawing = await put(
      client,
      id,
      aFicha({
        identification: {
          model_name: 'Camiseta básica gola careca',
          images: [{ file_id: fileId, kind: 'FRENTE', caption: 'Frente' }],
        },
      }),
    );
    expect(withDrawing.status).toBe(200);
    expect(withDrawing.body.data.ficha.identification.images).toEqual([
      { file_id: fileId, kind: 'FRENTE', caption: 'Frente' },
    ]);
    // A drawing of the ficha is not deleted from under it.
    const removal = await api().files.delete({ params: { id: fileId }, token: client.access });
    expect(removal.status).toBe(409);
    expect(removal.body.message).toBe(T.fileInFicha);
    await put(client, id, aFicha(), 2);
    expect(
      (await api().files.delete({ params: { id: fileId }, token: client.access })).status,
    ).toBe(200);
  });

  it('two saves of different grades at once: the quantity is the grade of the one saved last', async () => {
    const id = await openDemand();
    await put(client, id, aFicha());
    const grades = [
      grade([
        [1, 2],
        [3, 4],
        [5, 6],
      ]),
      grade([
        [10, 20],
        [30, 40],
        [50, 60],
      ]),
    ];
    const answers = await Promise.all(grades.map((g) => put(client, id, aFicha({ grade: g }))));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const [ficha, demand] = await Promise.all([get(client, id), demandOf(client, id)]);
    expect(demand.amount).toBe(ficha.body.data.grade_total);
    expect([21, 210]).toContain(demand.amount);
  });
});

describe('revisions', () => {
  it('before the choice an edit rewrites revision 1; after it each change is a new revision with what changed', async () => {
    const id = await parties.demand(client, { candidates: [pro] });
    await put(client, id, aFicha());
    const rewritten = await put(client, id, aFicha({ packing_notes: 'Caixas de 10' }), 1);
    expect(rewritten.body.data).toMatchObject({ revision: 1 });
    expect(rewritten.body.data.revisions).toHaveLength(1);
    await client.api.send('PATCH', `/demands/${id}/`, { chosen_professional_id: pro.id });

    // Nothing changed: no revision.
    expect(
      (await put(client, id, aFicha({ packing_notes: 'Caixas de 10' }), 1)).body.data.revision,
    ).toBe(1);

    const changed = aFicha({
      packing_notes: 'Caixas de 10',
      measurements: {
        base_size: 'M',
        points: [
          { name: 'Busto', base_cm: 51, step_cm: 2, tolerance_cm: 1 },
          {
            name: 'Comprimento',
            base_cm: 70,
            step_cm: 1.5,
            tolerance_cm: 1,
            overrides: [{ size: 'G', value_cm: 72 }],
          },
        ],
      },
    });
    const rev2 = await put(client, id, changed, 1);
    expect(rev2.status).toBe(200);
    expect(rev2.body.data.revision).toBe(2);
    const fields = rev2.body.data.revisions[1]!.changes.map((c) => c.field);
    expect(fields).toEqual([
      'measurements.Busto.P',
      'measurements.Busto.M',
      'measurements.Busto.G',
      'measurements.Comprimento.G',
    ]);
    expect(rev2.body.data.revisions[1]!.changes[3]).toMatchObject({
      before: '71,5 cm',
      after: '72 cm (ajustada)',
    });

    // A form opened on revision 1 cannot overwrite revision 2.
    const stale = await put(client, id, aFicha(), 1);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'FICHA_CONFLICT', message: T.staleRevision });

    // Revision 1 is kept as it was sent to the facção.
    const first = await api().ficha.revision({ params: { id, revision: 1 }, token: pro.access });
    expect(first.status).toBe(200);
    expect(first.body.data.ficha.measurements.points[0]!.base_cm).toBe(50);
    expect(first.body.data.ficha.packing_notes).toBe('Caixas de 10');
    const missing = await api().ficha.revision({ params: { id, revision: 3 }, token: pro.access });
    expect(missing.status).toBe(404);
  });

  it("the chosen facção is notified and told live, sees the changes until 'Ciente', and the owner hears the 'Ciente'", async () => {
    const id = await inProgress();
    const proSocket = await parties.socket(pro);
    const clientSocket = await parties.socket(client);
    const candidateSocket = await parties.socket(candidate);
    const heard = {
      pro: new Promise<{ revision: number; revisions: unknown[] }>((resolve) =>
        proSocket.once('ficha:changed', resolve),
      ),
      candidate: new Promise<{ revision: number; revisions: unknown[] }>((resolve) =>
        candidateSocket.once('ficha:changed', resolve),
      ),
    };
    const rev2 = await put(
      client,
      id,
      aFicha({
        grade: grade([
          [10, 5],
          [25, 10],
          [10, 5],
        ]),
      }),
      1,
    );
    expect(rev2.body.data.revision).toBe(2);
    expect(await heard.pro).toMatchObject({ revision: 2, revisions: [{}, {}] });
    expect(await heard.candidate).toMatchObject({ revision: 2, revisions: [] });

    const notes = await eventually(
      async () =>
        (await api().notifications.list({ token: pro.access })).body.data.notifications.filter(
          (n) => n.demand_id === id && n.type === 'ficha_updated',
        ),
      (l) => l.length === 1,
    );
    expect(notes[0]).toMatchObject({ title: 'Ficha técnica atualizada' });

    const seen = await get(pro, id);
    expect(seen.body.data).toMatchObject({ revision: 2, acknowledged_revision: null });
    expect(seen.body.data.revisions[1]!.changes.map((c) => c.field)).toEqual([
      'grade.cell.M.Azul',
      'grade.total',
    ]);

    // 'Ciente' on an old revision is refused; on the current one it is told to the owner.
    const old = await api().ficha.acknowledge({
      params: { id },
      body: { revision: 1 },
      token: pro.access,
    });
    expect(old.status).toBe(409);
    expect(old.body.message).toBe(T.staleAcknowledge);
    const ack = new Promise<{ revision: number }>((resolve) =>
      clientSocket.once('ficha:acknowledged', resolve),
    );
    const done = await api().ficha.acknowledge({
      params: { id },
      body: { revision: 2 },
      token: pro.access,
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(T.acknowledged);
    expect(done.body.data).toMatchObject({ revision: 2, acknowledged_revision: 2 });
    expect(await ack).toMatchObject({ demand_id: id, revision: 2 });
    // Acknowledged: the history keeps the count, the changes are read per revision.
    const after = (await get(client, id)).body.data;
    expect(after.acknowledged_revision).toBe(2);
    expect(after.revisions[1]).toMatchObject({ revision: 2, changes: [], change_count: 2 });
    const second = await api().ficha.revision({ params: { id, revision: 2 }, token: pro.access });
    expect(second.body.data.changes.map((c) => c.field)).toEqual([
      'grade.cell.M.Azul',
      'grade.total',
    ]);
    // Again: the same answer, nothing new.
    const again = await api().ficha.acknowledge({
      params: { id },
      body: { revision: 2 },
      token: pro.access,
    });
    expect(again.body.data.acknowledged_revision).toBe(2);
  });

  it('the owner may remove the ficha only while no facção is chosen', async () => {
    const open = await openDemand();
    await put(client, open, aFicha());
    expect((await api().ficha.delete({ params: { id: open }, token: client.access })).status).toBe(
      200,
    );
    expect((await get(client, open)).status).toBe(404);
    expect(await demandOf(client, open)).toMatchObject({ has_ficha: false, amount: 60 });
    // Without a ficha the quantity is free again.
    const patched = await api().demands.patch({
      params: { id: open },
      body: { amount: 75 },
      token: client.access,
    });
    expect(patched.status).toBe(200);

    const taken = await inProgress();
    const refused = await api().ficha.delete({ params: { id: taken }, token: client.access });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(T.removeAfterChosen);
  });
});

describe('who reads and who writes', () => {
  it('owner, candidates, providers who see the open demand and the admin read; other clients do not', async () => {
    const id = await openDemand();
    await put(client, id, aFicha());
    for (const who of [client, candidate, stranger, admin]) {
      expect((await get(who, id)).status).toBe(200);
    }
    expect((await get(otherClient, id)).status).toBe(404);
    // Only the owner and the admin see the history.
    expect((await get(candidate, id)).body.data.revisions).toEqual([]);
    expect((await get(client, id)).body.data.revisions).toHaveLength(1);
    for (const who of [candidate, admin]) {
      const r = await put(who, id, aFicha());
      expect(r.status).toBe(403);
    }
    expect((await put(otherClient, id, aFicha())).status).toBe(404);
  });

  it('in progress: the chosen facção reads every revision, a candidate only the current one, an outsider nothing', async () => {
    const id = await inProgress();
    await put(client, id, aFicha({ finishing_notes: 'Sem arremates à mostra.' }), 1);
    expect((await get(pro, id)).body.data.revisions).toHaveLength(2);
    const rev = (who: { access: string }) =>
      api().ficha.revision({ params: { id, revision: 1 }, token: who.access });
    expect((await rev(pro)).status).toBe(200);
    expect((await rev(admin)).status).toBe(200);
    expect((await rev(candidate)).status).toBe(404);
    expect((await get(candidate, id)).status).toBe(200);
    expect((await get(stranger, id)).status).toBe(404);
    expect((await rev(stranger)).status).toBe(404);
    const ack = (who: { access: string }) =>
      api().ficha.acknowledge({ params: { id }, body: { revision: 2 }, token: who.access });
    expect((await ack(client)).status).toBe(403);
    expect((await ack(candidate)).status).toBe(403);
    expect((await ack(stranger)).status).toBe(404);
  });

  it('the opportunities list says which demands have a ficha, without the ficha itself', async () => {
    const withFicha = await parties.demand(client, {
      fields: { title: 'Vestidos com ficha técnica' },
    });
    await put(client, withFicha, aFicha());
    const without = await parties.demand(client, {
      fields: { title: 'Vestidos sem ficha técnica' },
    });
    const page = await api().demands.opportunities({
      query: { search: 'Vestidos', page_size: 50 },
      token: stranger.access,
    });
    const byId = new Map(page.body.data.demands.map((d) => [d.id, d]));
    expect(byId.get(withFicha)).toMatchObject({ has_ficha: true, amount: 60 });
    expect(byId.get(without)).toMatchObject({ has_ficha: false });
    expect(JSON.stringify(page.body.data)).not.toContain('Malha penteada');
  });
});

describe('lots by size and colour', () => {
  const lot = (who: { access: string }, id: string, cells: unknown, quantity: number) =>
    api().lots.create({
      params: { id },
      body: {
        client_id: randomUUID(),
        quantity,
        sent_on: '2026-03-01',
        expected_return: '2026-03-15',
        cells,
      } as never,
      token: who.access,
    });

  it('a lot takes cells from what remains of the grade and records the revision it was sent with', async () => {
    const id = await inProgress();
    const first = await lot(
      client,
      id,
      [
        { size: 'm', color: 'azul', quantity: 15 },
        { size: 'G', color: 'Preto', quantity: 5 },
      ],
      20,
    );
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      quantity: 20,
      ficha_revision: 1,
      cells: [
        { size: 'M', color: 'Azul', quantity: 15 },
        { size: 'G', color: 'Preto', quantity: 5 },
      ],
    });
    // M / Azul had 20: 5 remain.
    const above = await lot(client, id, [{ size: 'M', color: 'Azul', quantity: 6 }], 6);
    expect(above.status).toBe(409);
    expect(above.body.message).toBe('M / Azul: restam 5 peças para enviar.');
    const outside = await lot(client, id, [{ size: 'GG', color: 'Azul', quantity: 1 }], 1);
    expect(outside.status).toBe(400);
    const sum = await lot(client, id, [{ size: 'P', color: 'Azul', quantity: 1 }], 2);
    expect(sum.status).toBe(400);
    expect(sum.body.message).toBe(
      'A soma dos tamanhos e cores deve ser igual à quantidade do lote.',
    );

    await put(client, id, aFicha({ packing_notes: 'Caixas de 5.' }), 1);
    const second = await lot(client, id, [{ size: 'M', color: 'Azul', quantity: 5 }], 5);
    expect(second.body.data).toMatchObject({ ficha_revision: 2 });
    // A lot as a total still works, and remembers the revision too.
    const total = await lot(client, id, null, 3);
    expect(total.body.data).toMatchObject({ cells: null, ficha_revision: 2 });
  });

  it('two lots at once for the last pieces of a cell: one wins', async () => {
    const id = await inProgress();
    await lot(client, id, [{ size: 'P', color: 'Preto', quantity: 3 }], 3);
    // P / Preto has 2 left; each lot asks for both.
    const answers = await Promise.all(
      [0, 1].map(() => lot(client, id, [{ size: 'P', color: 'Preto', quantity: 2 }], 2)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const lots = (await api().lots.list({ params: { id }, token: client.access })).body.data;
    const sent = lots
      .flatMap((l) => l.cells ?? [])
      .filter((c) => c.size === 'P' && c.color === 'Preto')
      .reduce((s, c) => s + c.quantity, 0);
    expect(sent).toBe(5);
  });

  it("the facção marks 'Pronto' with defects in one cell and the owner 'Entregue' per cell; the totals must match", async () => {
    const id = await inProgress();
    const sent = await lot(
      client,
      id,
      [
        { size: 'M', color: 'Azul', quantity: 10 },
        { size: 'G', color: 'Preto', quantity: 4 },
      ],
      14,
    );
    const lotId = sent.body.data.id;
    const step = (who: { access: string }, body: Record<string, unknown>) =>
      api().lots.step({
        params: { id, lotId },
        body: { client_id: randomUUID(), ...body } as never,
        token: who.access,
      });
    await step(pro, { step: 'RECEBIDO', expected_step: 'ENVIADO', quantity: 14 });
    await step(pro, { step: 'EM_PRODUCAO', expected_step: 'RECEBIDO', quantity: 14 });
    const ready = (cells: unknown[], quantity: number, defects: number) =>
      step(pro, { step: 'PRONTO', expected_step: 'EM_PRODUCAO', quantity, defects, cells });
    // The cells must add up to the step's totals.
    const mismatch = await ready([{ size: 'M', color: 'Azul', quantity: 9, defects: 1 }], 12, 1);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(
      'A soma dos tamanhos e cores deve ser igual à quantidade informada.',
    );
    const above = await ready([{ size: 'G', color: 'Preto', quantity: 4, defects: 1 }], 4, 1);
    expect(above.status).toBe(409);
    expect(above.body.message).toBe('G / Preto: o lote tem 4 peças deste tamanho e cor.');
    const done = await ready(
      [
        { size: 'M', color: 'Azul', quantity: 8, defects: 2 },
        { size: 'g', color: 'preto', quantity: 4 },
      ],
      12,
      2,
    );
    expect(done.status).toBe(201);
    expect(done.body.data).toMatchObject({ step: 'PRONTO', ready: 12, defects: 2 });
    expect(done.body.data.events.at(-1)!.cells).toEqual([
      { size: 'M', color: 'Azul', quantity: 8, defects: 2 },
      { size: 'G', color: 'Preto', quantity: 4, defects: 0 },
    ]);
    const deliver = (cells: unknown[], quantity: number) =>
      step(client, { step: 'ENTREGUE', expected_step: 'PRONTO', quantity, cells });
    const tooMany = await deliver([{ size: 'M', color: 'Azul', quantity: 9 }], 9);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('M / Azul: 8 peças ficaram prontas.');
    const delivered = await deliver(
      [
        { size: 'M', color: 'Azul', quantity: 8 },
        { size: 'G', color: 'Preto', quantity: 4 },
      ],
      12,
    );
    expect(delivered.body.data).toMatchObject({ step: 'ENTREGUE', delivered: 12 });
  });

  it('cells need a ficha', async () => {
    const id = await parties.demand(client, { chosen: pro, fields: { amount: 100 } });
    const r = await lot(client, id, [{ size: 'M', color: 'Azul', quantity: 1 }], 1);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(
      'Os tamanhos e cores do lote vêm da ficha técnica; esta demanda não tem uma.',
    );
    expect((await lot(client, id, null, 1)).body.data).toMatchObject({ ficha_revision: null });
  });
});

describe('quotes by size band', () => {
  const send = (who: { access: string }, id: string, size_bands: unknown[]) =>
    api().quotes.send({
      params: { id },
      body: { price_cents: 1500, lead_time_days: 10, size_bands } as never,
      token: who.access,
    });

  it('a facção prices PP–M and G apart; the owner compares both ways and the choice keeps the bands', async () => {
    const id = await parties.demand(client);
    await put(client, id, aFicha()); // P 15, M 30, G 15
    const bands = [
      { from_size: 'P', to_size: 'M', price_cents: 1500 },
      { from_size: 'g', to_size: 'G', price_cents: 1800 },
    ];
    expect((await send(pro, id, bands)).status).toBe(201);
    expect((await send(candidate, id, [])).status).toBe(201);
    const demand = await demandOf(client, id);
    const byPro = new Map(demand.quotes!.map((q) => [q.professional_id, q]));
    const banded = byPro.get(pro.id)!;
    expect(banded.size_bands).toEqual(bands);
    expect(byPro.get(candidate.id)!.size_bands).toEqual([]);
    const ficha = (await get(client, id)).body.data;
    expect(quoteTotalCents(banded, ficha.ficha.grade, demand.amount)).toBe(45 * 1500 + 15 * 1800);
    expect(quoteTotalCents(byPro.get(candidate.id)!, ficha.ficha.grade, demand.amount)).toBe(
      60 * 1500,
    );

    await client.api.send('PATCH', `/demands/${id}/`, { chosen_professional_id: pro.id });
    expect((await demandOf(pro, id)).chosen_quote?.size_bands).toEqual(bands);
  });

  it('bands must be sizes of the grade, in order, without overlap, and need a ficha', async () => {
    const id = await parties.demand(client);
    await put(client, id, aFicha());
    const band = (from_size: string, to_size: string) => ({ from_size, to_size, price_cents: 100 });
    const cases: Array<[unknown[], string]> = [
      [[band('P', 'GG')], 'Escolha tamanhos da grade da ficha técnica para a faixa.'],
      [[band('G', 'P')], 'O primeiro tamanho da faixa deve vir antes do último na grade.'],
      [[band('P', 'M'), band('M', 'G')], 'As faixas de tamanho não podem se sobrepor.'],
    ];
    for (const [bands, message] of cases) {
      const r = await send(pro, id, bands);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    }
    const without = await parties.demand(client);
    const r = await send(pro, without, [band('P', 'M')]);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(
      'O preço por faixa de tamanho usa a grade da ficha técnica; esta demanda não tem uma.',
    );
  });
});

describe('LGPD export', () => {
  it("the client's export holds each demand's ficha, the facção's its quotes' size bands", async () => {
    const id = await parties.demand(otherClient);
    await put(otherClient, id, aFicha());
    await api().quotes.send({
      params: { id },
      body: {
        price_cents: 900,
        lead_time_days: 7,
        size_bands: [{ from_size: 'G', to_size: 'G', price_cents: 1100 }],
      },
      token: stranger.access,
    });
    const mine = (await api().profile.export({ token: otherClient.access })).body.data as {
      demands: Array<{ id: string; ficha: { revision: number; grade: unknown } | null }>;
    };
    expect(mine.demands.find((d) => d.id === id)?.ficha).toMatchObject({
      revision: 1,
      grade: { sizes: ['P', 'M', 'G'] },
    });
    const theirs = (await api().profile.export({ token: stranger.access })).body.data as {
      quotes: Array<{ demand_id: string; size_bands: unknown }>;
    };
    expect(theirs.quotes.find((q) => q.demand_id === id)?.size_bands).toEqual([
      { from_size: 'G', to_size: 'G', price_cents: 1100 },
    ]);
  });
});
