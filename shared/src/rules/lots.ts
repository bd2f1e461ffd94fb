import { LOT_TEXTS as T } from '../messages/lots';
import { LOT_STEP_LABELS, LOT_STEPS, type LotStep } from '../schemas/lot';

/** Who records a step: the client sends and gets the lot back; the facção does the rest. */
export type LotSide = 'CLIENTE' | 'PROFISSIONAL';
export const STEP_SIDE: Record<LotStep, LotSide> = {
  ENVIADO: 'CLIENTE',
  RECEBIDO: 'PROFISSIONAL',
  EM_PRODUCAO: 'PROFISSIONAL',
  PRONTO: 'PROFISSIONAL',
  ENTREGUE: 'CLIENTE',
};

/** What the rules read of a lot. */
export interface LotState {
  step: LotStep;
  quantity: number;
  received: number;
  inProduction: number;
  ready: number;
  defects: number;
  delivered: number;
}

export interface StepInput {
  step: LotStep;
  quantity: number;
  defects: number;
}

export type StepOutcome = { ok: true; lot: LotState } | { ok: false; reason: string };

/** The step after `step`, or null once delivered. */
export function nextStep(step: LotStep): LotStep | null {
  const i = LOT_STEPS.indexOf(step);
  return LOT_STEPS[i + 1] ?? null;
}

/**
 * One step of a lot, pure, so the server (inside its transaction, on the locked row)
 * and the device (before sending, and when replaying its outbox) apply the same rule. Steps go
 * in order, each by its side, and no quantity passes what the step before it held: received ≤
 * the lot, in production ≤ received, ready + defects ≤ received, delivered ≤ ready.
 */
export function applyLotStep(lot: LotState, side: LotSide, input: StepInput): StepOutcome {
  const next = nextStep(lot.step);
  if (!next) return { ok: false, reason: T.stepDone };
  if (STEP_SIDE[input.step] !== side)
    return { ok: false, reason: T.notYourStep(LOT_STEP_LABELS[input.step]) };
  if (input.step !== next) return { ok: false, reason: T.stepOutOfOrder(LOT_STEP_LABELS[next]) };
  if (input.defects > 0 && input.step !== 'PRONTO')
    return { ok: false, reason: T.defectsOnlyWhenReady };
  const q = input.quantity;
  switch (input.step) {
    case 'RECEBIDO':
      if (q > lot.quantity) return { ok: false, reason: T.aboveLot(lot.quantity) };
      return { ok: true, lot: { ...lot, step: 'RECEBIDO', received: q } };
    case 'EM_PRODUCAO':
      if (q > lot.received) return { ok: false, reason: T.aboveReceived(lot.received) };
      return { ok: true, lot: { ...lot, step: 'EM_PRODUCAO', inProduction: q } };
    case 'PRONTO':
      if (q + input.defects > lot.received)
        return { ok: false, reason: T.aboveReceived(lot.received) };
      return { ok: true, lot: { ...lot, step: 'PRONTO', ready: q, defects: input.defects } };
    case 'ENTREGUE':
      if (q > lot.ready) return { ok: false, reason: T.aboveReady(lot.ready) };
      return { ok: true, lot: { ...lot, step: 'ENTREGUE', delivered: q } };
    case 'ENVIADO':
      return { ok: false, reason: T.stepOutOfOrder(LOT_STEP_LABELS[next]) };
  }
}

/** The quantity a step's form starts with: what the step before it held. */
export function suggestedQuantity(lot: LotState, step: LotStep): number {
  switch (step) {
    case 'RECEBIDO':
      return lot.quantity;
    case 'EM_PRODUCAO':
    case 'PRONTO':
      return lot.received;
    case 'ENTREGUE':
      return lot.ready;
    case 'ENVIADO':
      return lot.quantity;
  }
}

/** A lot not delivered by its expected return is late from the next day on ('Atrasado'). */
export function isLotLate(lot: { step: LotStep; expected_return: string }, today: string): boolean {
  return lot.step !== 'ENTREGUE' && today > lot.expected_return;
}

/** The day in Brasília (UTC−3, no daylight saving since 2019) of an instant, as YYYY-MM-DD. */
export function brDay(at: Date | number): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Lots of a demand not yet delivered (finalizing with any asks for confirmation). */
export const undeliveredLots = (lots: readonly { step: LotStep }[]) =>
  lots.filter((l) => l.step !== 'ENTREGUE').length;

const fold = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase('pt-BR');
const keyOf = (c: { size: string; color: string }) => `${fold(c.size)}\u0000${fold(c.color)}`;

export type StepCellsOutcome =
  | { ok: true; cells: { size: string; color: string; quantity: number; defects: number }[] }
  | { ok: false; index: number; reason: string };

/**
 * 'Pronto' or 'Entregue' recorded per size and colour, on a lot sent by cells: each cell is one
 * of the lot's, 'Pronto' holds no more (pieces + defects) than the lot sent of it, and 'Entregue'
 * no more than was ready of it when 'Pronto' was recorded by cell. The cells come back with the
 * lot's own names. (The totals are checked by `applyLotStep`.)
 */
export function applyStepCells(
  step: 'PRONTO' | 'ENTREGUE',
  lotCells: readonly { size: string; color: string; quantity: number }[] | null | undefined,
  readyCells: readonly { size: string; color: string; quantity: number }[] | null | undefined,
  cells: readonly { size: string; color: string; quantity: number; defects: number }[],
): StepCellsOutcome {
  if (!lotCells) return { ok: false, index: 0, reason: T.lotSentAsTotal };
  const sent = new Map(lotCells.map((c) => [keyOf(c), c]));
  const ready = readyCells ? new Map(readyCells.map((c) => [keyOf(c), c.quantity])) : null;
  const out: { size: string; color: string; quantity: number; defects: number }[] = [];
  for (const [index, cell] of cells.entries()) {
    const lotCell = sent.get(keyOf(cell));
    if (!lotCell) return { ok: false, index, reason: T.cellNotInLot };
    if (step === 'PRONTO' && cell.quantity + cell.defects > lotCell.quantity)
      return {
        ok: false,
        index,
        reason: T.cellAboveLot(lotCell.size, lotCell.color, lotCell.quantity),
      };
    if (step === 'ENTREGUE') {
      const max = ready ? (ready.get(keyOf(cell)) ?? 0) : lotCell.quantity;
      if (cell.quantity > max)
        return { ok: false, index, reason: T.cellAboveReady(lotCell.size, lotCell.color, max) };
    }
    out.push({
      size: lotCell.size,
      color: lotCell.color,
      quantity: cell.quantity,
      defects: cell.defects,
    });
  }
  return { ok: true, cells: out };
}
