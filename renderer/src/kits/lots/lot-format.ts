import { countOf } from '@alinhavo/shared/rules/plural';
import { brDay, isLotLate, STEP_SIDE, nextStep, type LotSide } from '@alinhavo/shared/rules/lots';
import type { Lot, LotStep } from '@alinhavo/shared/schemas/lot';

export const pieces = (n: number) => countOf(n, 'peça', 'peças');

/** The device's today in Brasília: the late badge follows the clock the person sees. */
export const todayBr = () => brDay(Date.now());

export const lateNow = (lot: Pick<Lot, 'step' | 'expected_return'>) => isLotLate(lot, todayBr());

/** Colour of each step's badge. */
export const STEP_COLORS: Record<LotStep, string> = {
  ENVIADO: 'gray',
  RECEBIDO: 'blue',
  EM_PRODUCAO: 'vinho',
  PRONTO: 'teal',
  ENTREGUE: 'green',
};

/** The step this side may record next on the lot, or null (the other side's turn, or done). */
export function myNextStep(step: LotStep, side: LotSide | null): LotStep | null {
  const next = nextStep(step);
  if (!next || !side) return null;
  return STEP_SIDE[next] === side ? next : null;
}
