import { cellIndex } from '@alinhavo/shared/rules/ficha';
import type { FichaGrade } from '@alinhavo/shared/schemas/ficha';
import type { Lot, LotStep } from '@alinhavo/shared/schemas/lot';

const same = (a: { size: string; color: string }, b: { size: string; color: string }) =>
  a.size.toLocaleLowerCase('pt-BR') === b.size.toLocaleLowerCase('pt-BR') &&
  a.color.toLocaleLowerCase('pt-BR') === b.color.toLocaleLowerCase('pt-BR');

/**
 * The cells a step of a lot sent by cell may hold, each with its most: at 'Pronto' what the lot
 * sent of it (pieces + defects); at 'Entregue' what was ready of it when 'Pronto' went by cell,
 * else what was sent (the server's applyStepCells).
 */
export function readyCells(
  lot: Pick<Lot, 'cells' | 'events'>,
  step: LotStep,
): { size: string; color: string; max: number }[] {
  const sent = lot.cells ?? [];
  const ready = step === 'ENTREGUE' ? lot.events.findLast((e) => e.step === 'PRONTO')?.cells : null;
  return sent.map((c) => {
    const r = ready?.find((x) => same(x, c));
    return { size: c.size, color: c.color, max: ready ? (r?.quantity ?? 0) : c.quantity };
  });
}

/** Pieces delivered of each cell of the grade ([size][colour]), from the lots' 'Entregue' by cell. */
export function deliveredCells(
  grade: FichaGrade,
  lots: readonly Pick<Lot, 'events'>[],
): number[][] {
  const out = grade.sizes.map(() => grade.colors.map(() => 0));
  for (const lot of lots)
    for (const e of lot.events)
      if (e.step === 'ENTREGUE')
        for (const cell of e.cells ?? []) {
          const at = cellIndex(grade, cell);
          if (at) out[at.s]![at.c]! += cell.quantity;
        }
  return out;
}

/** 'M / Azul: 10 · G / Azul: 5' */
export const cellsText = (cells: readonly { size: string; color: string; quantity: number }[]) =>
  cells.map((c) => `${c.size} / ${c.color}: ${c.quantity.toLocaleString('pt-BR')}`).join(' · ');
