import { describe, expect, it } from 'vitest';
import { applyLotStep, brDay, isLotLate, nextStep, undeliveredLots, type LotState } from './lots';

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
