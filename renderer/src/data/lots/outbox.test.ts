import type { Lot, LotStepBody } from '@alinhavo/shared/schemas/lot';
import type { InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { api } from '../api';
import { db, deleteDb } from '../db';
import { flushLotOutbox, queueLotStep } from './outbox';

const DEMAND = '00000000-0000-4000-8000-000000000031';
const LOT = '00000000-0000-4000-8000-000000000032';

const aLot = (over: Partial<Lot> = {}): Lot => ({
  id: LOT,
  demand_id: DEMAND,
  client_id: '00000000-0000-4000-8000-000000000033',
  number: 1,
  quantity: 300,
  items: null,
  sent_on: '2026-03-01',
  expected_return: '2026-03-15',
  step: 'ENVIADO',
  received: 0,
  in_production: 0,
  ready: 0,
  defects: 0,
  delivered: 0,
  version: 1,
  events: [],
  files: [],
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
  ...over,
});

/** A server with our rules in short: idempotent by client_id, 409 when the step seen is stale. */
function server(start: Lot) {
  let lot = start;
  const applied = new Set<string>();
  const attempts: string[] = [];
  let offline = false;
  api.http.defaults.adapter = fakeServer({
    [`POST /demands/${DEMAND}/lots/${LOT}/steps/`]: (config: InternalAxiosRequestConfig) => {
      const body = JSON.parse(String(config.data)) as LotStepBody;
      attempts.push(body.step);
      if (offline) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
      if (!applied.has(body.client_id)) {
        if (body.expected_step !== lot.step)
          return {
            status: 409,
            body: { status: 'error', message: 'Lote alterado.', code: 'LOT_CONFLICT' },
          };
        applied.add(body.client_id);
        lot = { ...lot, step: body.step, received: body.quantity, version: lot.version + 1 };
      }
      return { status: 201, body: { status: 'success', data: lot } };
    },
  });
  return {
    attempts,
    setOffline: (v: boolean) => (offline = v),
    /** The other side (or another device) moves the lot meanwhile. */
    moveTo: (step: Lot['step']) => (lot = { ...lot, step, version: lot.version + 1 }),
    lot: () => lot,
  };
}

beforeEach(async () => {
  await deleteDb();
});

describe('lot outbox (steps recorded offline)', () => {
  it('keeps steps offline and sends them in order when the line returns', async () => {
    const s = server(aLot());
    s.setOffline(true);
    const draft = { quantity: 300, defects: 0, note: null, photo_file_id: null };
    expect(await queueLotStep(aLot(), 'PROFISSIONAL', { ...draft, step: 'RECEBIDO' })).toBeNull();
    // The second waits on the first: its expected step is the one the first leaves.
    expect(
      await queueLotStep(aLot(), 'PROFISSIONAL', { ...draft, step: 'EM_PRODUCAO' }),
    ).toBeNull();
    const rows = await db.lotOutbox.orderBy('seq').toArray();
    expect(rows.map((r) => r.body.expected_step)).toEqual(['ENVIADO', 'RECEBIDO']);
    await flushLotOutbox();
    expect(await db.lotOutbox.count()).toBe(2);

    s.setOffline(false);
    await flushLotOutbox();
    expect(await db.lotOutbox.count()).toBe(0);
    // Offline the run stops at the first unanswered step; then both go, in order.
    expect(s.attempts).toEqual(['RECEBIDO', 'RECEBIDO', 'EM_PRODUCAO']);
    expect((await db.lots.get(LOT))?.step).toBe('EM_PRODUCAO');
  });

  it('refuses on the device what the rule refuses (another side’s step, too many pieces)', async () => {
    server(aLot());
    const draft = { defects: 0, note: null, photo_file_id: null };
    expect(
      await queueLotStep(aLot(), 'CLIENTE', { ...draft, step: 'RECEBIDO', quantity: 300 }),
    ).toBe('Esta etapa ("Recebido pela facção") é registrada pelo outro lado.');
    expect(
      await queueLotStep(aLot(), 'PROFISSIONAL', { ...draft, step: 'RECEBIDO', quantity: 301 }),
    ).toBe('A quantidade não pode passar de 300 peças deste lote.');
    expect(await db.lotOutbox.count()).toBe(0);
  });

  it('a lot changed on the other side keeps the step as a conflict, never applied over it', async () => {
    const s = server(aLot());
    s.setOffline(true);
    const draft = { quantity: 250, defects: 0, note: null, photo_file_id: null };
    await queueLotStep(aLot(), 'PROFISSIONAL', { ...draft, step: 'RECEBIDO' });
    await queueLotStep(aLot(), 'PROFISSIONAL', { ...draft, step: 'EM_PRODUCAO' });
    await flushLotOutbox();
    // Another device of the facção recorded the receipt meanwhile.
    s.moveTo('RECEBIDO');
    s.setOffline(false);
    await flushLotOutbox();
    const rows = await db.lotOutbox.orderBy('seq').toArray();
    expect(rows.map((r) => [r.body.step, Boolean(r.conflict)])).toEqual([
      ['RECEBIDO', true],
      ['EM_PRODUCAO', true],
    ]);
    expect(s.lot().received).toBe(0);
    // Nothing more goes out for that lot until the person decides.
    const before = s.attempts.length;
    await flushLotOutbox();
    expect(s.attempts.length).toBe(before);
  });
});
