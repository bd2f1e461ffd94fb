import { describe, expect, it } from 'vitest';
import {
  applyLotStep,
  applyStepCells,
  brDay,
  isLotLate,
  nextStep,
  undeliveredLots,
  type LotState,
} from './lots';

const lot = (over: Partial<LotState> = {}): LotState => ({
  step: 'ENVIADO',
  quantity: 300,
  received: 0,
  inProduction: 0,
  ready: 0,
  defects: 0,
  delivered: 0,
  ...over,
});
const q = (step: LotState['step'], quantity: number, defects = 0) => ({ step, quantity, defects });

describe('lot steps', () => {
  it('go in order, each by its side', () => {
    expect(nextStep('ENVIADO')).toBe('RECEBIDO');
    expect(nextStep('ENTREGUE')).toBeNull();
    expect(applyLotStep(lot(), 'PROFISSIONAL', q('RECEBIDO', 300))).toMatchObject({
      ok: true,
      lot: { step: 'RECEBIDO', received: 300 },
    });
    expect(applyLotStep(lot(), 'CLIENTE', q('RECEBIDO', 300))).toEqual({
      ok: false,
      reason: 'Esta etapa ("Recebido pela facção") é registrada pelo outro lado.',
    });
    expect(applyLotStep(lot(), 'PROFISSIONAL', q('PRONTO', 1))).toEqual({
      ok: false,
      reason: 'A próxima etapa deste lote é "Recebido pela facção".',
    });
    expect(applyLotStep(lot({ step: 'ENTREGUE' }), 'CLIENTE', q('ENTREGUE', 1))).toEqual({
      ok: false,
      reason: 'Este lote já foi entregue.',
    });
  });

  it('never hold more than the step before', () => {
    expect(applyLotStep(lot(), 'PROFISSIONAL', q('RECEBIDO', 301)).ok).toBe(false);
    const received = lot({ step: 'RECEBIDO', received: 290 });
    expect(applyLotStep(received, 'PROFISSIONAL', q('EM_PRODUCAO', 291)).ok).toBe(false);
    const producing = lot({ step: 'EM_PRODUCAO', received: 290, inProduction: 290 });
    expect(applyLotStep(producing, 'PROFISSIONAL', q('PRONTO', 286, 5)).ok).toBe(false);
    expect(applyLotStep(producing, 'PROFISSIONAL', q('PRONTO', 285, 5))).toMatchObject({
      ok: true,
      lot: { ready: 285, defects: 5 },
    });
    const ready = lot({ step: 'PRONTO', received: 290, ready: 285, defects: 5 });
    expect(applyLotStep(ready, 'CLIENTE', q('ENTREGUE', 286)).ok).toBe(false);
    expect(applyLotStep(ready, 'CLIENTE', q('ENTREGUE', 285)).ok).toBe(true);
    expect(applyLotStep(lot(), 'PROFISSIONAL', q('RECEBIDO', 300, 1))).toEqual({
      ok: false,
      reason: 'Os defeitos são informados na etapa "Pronto".',
    });
  });

  it('a lot is late from the day after its expected return, in Brasília, until delivered', () => {
    const at = (step: LotState['step']) => ({ step, expected_return: '2026-03-12' });
    expect(isLotLate(at('EM_PRODUCAO'), '2026-03-12')).toBe(false);
    expect(isLotLate(at('EM_PRODUCAO'), '2026-03-13')).toBe(true);
    expect(isLotLate(at('ENTREGUE'), '2026-03-20')).toBe(false);
    expect(brDay(new Date('2026-03-13T02:00:00Z'))).toBe('2026-03-12');
    expect(undeliveredLots([{ step: 'ENTREGUE' }, { step: 'PRONTO' }])).toBe(1);
  });
});

describe('steps by size and colour', () => {
  const sent = [
    { size: 'M', color: 'Azul', quantity: 10 },
    { size: 'G', color: 'Preto', quantity: 4 },
  ];
  const cell = (size: string, color: string, quantity: number, defects = 0) => ({
    size,
    color,
    quantity,
    defects,
  });

  it("'Pronto' holds at most what the lot sent of each cell, defects included", () => {
    expect(applyStepCells('PRONTO', sent, null, [cell('m', 'azul', 8, 2)])).toEqual({
      ok: true,
      cells: [cell('M', 'Azul', 8, 2)],
    });
    expect(applyStepCells('PRONTO', sent, null, [cell('M', 'Azul', 9, 2)])).toEqual({
      ok: false,
      index: 0,
      reason: 'M / Azul: o lote tem 10 peças deste tamanho e cor.',
    });
    expect(applyStepCells('PRONTO', sent, null, [cell('P', 'Azul', 1)])).toMatchObject({
      ok: false,
      reason: 'Este tamanho e cor não está no lote.',
    });
    expect(applyStepCells('PRONTO', null, null, [cell('M', 'Azul', 1)])).toMatchObject({
      ok: false,
      reason: 'Este lote foi enviado como total; informe só o total.',
    });
  });

  it("'Entregue' holds at most what was ready of each cell", () => {
    const ready = [{ size: 'M', color: 'Azul', quantity: 8 }];
    expect(applyStepCells('ENTREGUE', sent, ready, [cell('M', 'Azul', 8)]).ok).toBe(true);
    expect(applyStepCells('ENTREGUE', sent, ready, [cell('G', 'Preto', 1)])).toMatchObject({
      ok: false,
      reason: 'G / Preto: 0 peças ficaram prontas.',
    });
  });
});
