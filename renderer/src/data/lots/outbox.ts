import { LOT_TEXTS } from '@alinhavo/shared/messages/lots';
import { applyLotStep, type LotSide } from '@alinhavo/shared/rules/lots';
import type { Lot, LotStepBody } from '@alinhavo/shared/schemas/lot';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type LotOutboxRow } from '../db';
import { createOutboxRunner } from '../outbox-runner';
import { lotsClient } from './api';
import { applyLot } from './store';

export type StepDraft = Pick<
  LotStepBody,
  'step' | 'quantity' | 'defects' | 'note' | 'photo_file_id'
> &
  Partial<Pick<LotStepBody, 'cells'>>;

const stateOf = (lot: Lot) => ({
  step: lot.step,
  quantity: lot.quantity,
  received: lot.received,
  inProduction: lot.in_production,
  ready: lot.ready,
  defects: lot.defects,
  delivered: lot.delivered,
});

/**
 * The lot as this device will see it once its waiting steps are stored: the next step's rule
 * and `expected_step` are read from here, so two steps recorded offline go in order.
 */
export function withPending(lot: Lot, pending: readonly LotOutboxRow[], side: LotSide) {
  let state = stateOf(lot);
  for (const row of pending) {
    if (row.lotId !== lot.id || row.conflict || row.refused) continue;
    const next = applyLotStep(state, side, row.body);
    if (next.ok) state = next.lot;
  }
  return state;
}

/**
 * Keeps a step for sending: checked by the same rule as the server's, on the lot
 * with this device's waiting steps applied. Returns the refusal's text, or null when queued.
 */
export async function queueLotStep(
  lot: Lot,
  side: LotSide,
  draft: StepDraft,
): Promise<string | null> {
  const pending = await db.lotOutbox.where('lotId').equals(lot.id).sortBy('seq');
  const state = withPending(lot, pending, side);
  const outcome = applyLotStep(state, side, draft);
  if (!outcome.ok) return outcome.reason;
  const clientId = crypto.randomUUID();
  await db.lotOutbox.add({
    clientId,
    demandId: lot.demand_id,
    lotId: lot.id,
    body: { ...draft, cells: draft.cells ?? null, client_id: clientId, expected_step: state.step },
    createdAt: new Date().toISOString(),
  });
  return null;
}

const runner = createOutboxRunner<LotOutboxRow, { blocked: Set<string> }>({
  next: (after) => db.lotOutbox.where('seq').above(after).first(),
  begin: () => ({ blocked: new Set() }),
  // A step in conflict or refused waits for the person; so do the steps after it of that lot.
  async hold(row, { blocked }) {
    if (row.conflict) blocked.add(row.lotId);
    if (row.conflict || row.refused) return true;
    if (!blocked.has(row.lotId)) return false;
    await db.lotOutbox.update(row.seq, { conflict: LOT_TEXTS.conflict });
    return true;
  },
  async send(row) {
    const lot = await lotsClient.step(row.demandId, row.lotId, row.body);
    await applyLot(lot);
    await db.lotOutbox.delete(row.seq);
  },
  async refuse(row, error, { blocked }) {
    if (error.code === 'LOT_CONFLICT') {
      blocked.add(row.lotId);
      await db.lotOutbox.update(row.seq, { conflict: error.message });
    } else await db.lotOutbox.update(row.seq, { refused: error.message });
  },
});

/**
 * Sends what waits, oldest first (the outbox runner: no answer or an ended session stops the run
 * and keeps the rest; a retried step stores nothing new, the server is idempotent on client_id).
 * A lot changed on the other side (409 LOT_CONFLICT) keeps the step as a conflict, with the
 * steps after it of the same lot: shown to the person, never applied over the other side's.
 */
export async function flushLotOutbox(): Promise<void> {
  await runner.flush();
}

/** Tries again whenever the connection comes back, and on its own with growing waits. */
export const startLotOutbox = (): (() => void) => runner.start();

export type { LotOutboxRow };

/**
 * Records a step from the form: queued, then sent at once when the line is up. Answers what
 * became of it: stored, waiting for the connection, in conflict (shown on the lot), or refused
 * (its text goes back to the form, and it leaves the outbox).
 */
export async function recordLotStep(
  lot: Lot,
  side: LotSide,
  draft: StepDraft,
): Promise<{ outcome: 'stored' | 'waiting' | 'conflict' | 'refused'; message?: string }> {
  const refusal = await queueLotStep(lot, side, draft);
  if (refusal) return { outcome: 'refused', message: refusal };
  await flushLotOutbox();
  const left = await db.lotOutbox.where('lotId').equals(lot.id).toArray();
  const refused = left.find((r) => r.refused);
  if (refused?.seq !== undefined) {
    await db.lotOutbox.delete(refused.seq);
    return { outcome: 'refused', message: refused.refused ?? '' };
  }
  if (left.some((r) => r.conflict)) return { outcome: 'conflict' };
  return { outcome: left.length > 0 ? 'waiting' : 'stored' };
}

/** The person saw the conflict (or refusal): the waiting step goes. */
export const discardLotStep = (seq: number) => db.lotOutbox.delete(seq);

const NONE: LotOutboxRow[] = [];

/** The steps of a demand's lots still on this device: pending, in conflict or refused. */
export function useLotOutbox(demandId: string): LotOutboxRow[] {
  return useLiveQuery(
    () => db.lotOutbox.where('demandId').equals(demandId).sortBy('seq'),
    [demandId],
    NONE,
  );
}
