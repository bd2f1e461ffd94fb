import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import type { LotStepInput } from '@alinhavo/shared/schemas/lot';
import { startTestApp, type TestContext } from './helpers/app';
import { ok, testApi } from './helpers/api';
import { eventually } from './helpers/eventually';
import {
  aClient,
  aDemandWithCandidates,
  anApprovedProvider,
  type Person,
} from '@alinhavo/test-support/builders';

/**
 * Removing the chosen provider: while a lot is still with them (not 'Entregue') the client must
 * give a reason, which the provider reads in the notification and the e-mail; the lots and their
 * timelines stay with the demand.
 */
let ctx: TestContext;
let client: Person;
let pro: Person;
let otherClient: Person;

beforeAll(async () => {
  ctx = await startTestApp();
  [client, otherClient, pro] = await Promise.all([
    aClient(ctx, { name: 'Marca Fio Solto' }),
    aClient(ctx, { name: 'Outra Marca' }),
    anApprovedProvider(ctx, { name: 'Facção Costura Fina' }),
  ]);
});
afterAll(() => ctx.close());

const api = () => testApi(ctx.app);
const patch = (id: string, body: Record<string, unknown>) =>
  api().demands.patch({ params: { id }, body, token: client.access });

async function inProgress(title: string): Promise<string> {
  const id = await aDemandWithCandidates(ctx, client, [pro], { title });
  await ok(
    testApi(ctx.app).demands.patch({
      params: { id },
      token: client.access,
      body: { chosen_professional_id: pro.id },
    }),
  );
  return id;
}
async function aSentLot(id: string): Promise<string> {
  const res = await api().lots.create({
    params: { id },
    token: client.access,
    body: {
      client_id: randomUUID(),
      quantity: 100,
      items: 'Corte de 100 camisetas.',
      sent_on: '2026-03-01',
      expected_return: '2026-03-15',
    },
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}
const removedNotices = async (id: string) =>
  (
    await api().notifications.list({ token: pro.access, query: { page: 1, page_size: 100 } })
  ).body.data.notifications.filter((n) => n.type === 'removed' && n.demand_id === id);

describe('removing the chosen provider', () => {
  it('with a lot sent and no reason: 400 in pt-BR, and nothing of the patch is written', async () => {
    const id = await inProgress('Camisetas com lote na facção');
    await aSentLot(id);
    for (const body of [
      { chosen_professional_id: null },
      { chosen_professional_id: null, title: 'Título que não deve ficar' },
    ]) {
      const res = await patch(id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(T.removalReasonRequired);
    }
    const blank = await patch(id, { chosen_professional_id: null, removal_reason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(T.removalReasonEmpty);
    const long = await patch(id, { chosen_professional_id: null, removal_reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(T.removalReasonTooLong);

    const held = (await api().demands.get({ params: { id }, token: client.access })).body.data;
    expect(held).toMatchObject({
      status: 'EM ANDAMENTO',
      chosen_professional: pro.id,
      title: 'Camisetas com lote na facção',
    });
    expect(await removedNotices(id)).toEqual([]);
  });

  it('with a reason: the demand reopens, the provider reads the reason, the lots stay with the client', async () => {
    const id = await inProgress('Vestidos de linho');
    const lot = await aSentLot(id);
    await api().lots.step({
      params: { id, lotId: lot },
      token: pro.access,
      body: { client_id: randomUUID(), step: 'RECEBIDO', expected_step: 'ENVIADO', quantity: 100 },
    });
    const reason = 'A facção parou de responder há duas semanas.';
    const res = await patch(id, { chosen_professional_id: null, removal_reason: `  ${reason}  ` });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'ABERTA', chosen_professional: null });

    const [notice] = await eventually(
      () => removedNotices(id),
      (list) => list.length === 1,
    );
    expect(notice?.title).toBe('Você foi removido de uma demanda');
    expect(notice?.message).toBe(
      `O cliente removeu você da demanda "Vestidos de linho". Motivo informado pelo cliente: "${reason}"`,
    );
    // The selection's e-mail went first: wait for the removal's own.
    const mail = await ctx.smtp.waitFor(
      pro.email,
      (m) => m.subject === 'Escolha desfeita em “Vestidos de linho”',
    );
    expect(mail.text).toContain(`Motivo informado pelo cliente: “${reason}”`);

    // The lot and its timeline are kept: the client still reads them; the removed provider no
    // longer follows the demand (404, as for anyone outside it), and its dashboard drops the lot.
    const lots = await api().lots.list({ params: { id }, token: client.access });
    expect(lots.status).toBe(200);
    expect(lots.body.data.map((l) => [l.id, l.step])).toEqual([[lot, 'RECEBIDO']]);
    expect(lots.body.data[0]?.events.map((e) => [e.step, e.actor_name])).toEqual([
      ['ENVIADO', 'Marca Fio Solto'],
      ['RECEBIDO', 'Facção Costura Fina'],
    ]);
    expect((await api().lots.list({ params: { id }, token: pro.access })).status).toBe(404);
    const active = (await api().lots.active({ token: pro.access })).body.data;
    expect(active.filter((l) => l.demand_id === id)).toEqual([]);
  });

  it('needs no reason without lots, or once every lot is delivered', async () => {
    const bare = await inProgress('Saias sem lotes');
    expect((await patch(bare, { chosen_professional_id: null })).status).toBe(200);
    const [notice] = await eventually(
      () => removedNotices(bare),
      (list) => list.length === 1,
    );
    expect(notice?.message).toBe('O cliente removeu você da demanda "Saias sem lotes".');

    const done = await inProgress('Bermudas entregues');
    const lot = await aSentLot(done);
    const step = (who: Person, body: Pick<LotStepInput, 'step' | 'expected_step'>) =>
      api().lots.step({
        params: { id: done, lotId: lot },
        token: who.access,
        body: { client_id: randomUUID(), quantity: 100, ...body },
      });
    await step(pro, { step: 'RECEBIDO', expected_step: 'ENVIADO' });
    await step(pro, { step: 'EM_PRODUCAO', expected_step: 'RECEBIDO' });
    await step(pro, { step: 'PRONTO', expected_step: 'EM_PRODUCAO' });
    expect((await step(client, { step: 'ENTREGUE', expected_step: 'PRONTO' })).status).toBe(201);
    expect((await patch(done, { chosen_professional_id: null })).status).toBe(200);
  });

  it('a reason goes only with a removal', async () => {
    const id = await aDemandWithCandidates(ctx, client, [pro], { title: 'Bonés' });
    const res = await patch(id, { chosen_professional_id: pro.id, removal_reason: 'Sem motivo' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(T.removalReasonOnlyOnRemove);
    const still = (await api().demands.get({ params: { id }, token: client.access })).body.data;
    expect(still).toMatchObject({ status: 'ABERTA', chosen_professional: null });
    // Another client cannot remove anyone on a demand that is not theirs.
    const foreign = await api().demands.patch({
      params: { id },
      body: { chosen_professional_id: null, removal_reason: 'Intromissão' },
      token: otherClient.access,
    });
    expect(foreign.status).toBe(404);
  });

  it('a held rating is the author’s alone: the provider and others see no figures from it', async () => {
    const id = await inProgress('Jaquetas avaliadas');
    const rated = await api().ratings.create({
      token: client.access,
      body: { professional: pro.id, score: 5, demand: id },
    });
    expect(rated.body.data.published_at).toBeNull();
    const chosen = await api().demands.chosen({ params: { id }, token: pro.access });
    expect(chosen.body.data.rating_count).toBe(0);
    const byOwner = await api().demands.chosen({ params: { id }, token: client.access });
    expect(byOwner.body.data.rating_count).toBe(0);
    const seenByPro = await api().ratings.list({
      token: pro.access,
      query: { professional: pro.id },
    });
    expect(seenByPro.body.data).toEqual([]);
    // The provider may look up a rating about them: a held one answers as none.
    const lookup = await api().ratings.lookup({
      token: pro.access,
      query: { client_id: client.id, professional_id: pro.id, demand_id: id },
    });
    expect(lookup.status).toBe(200);
    expect(lookup.body.data).toBeNull();
  });
});
