import { describe, expect, it } from 'vitest';
import { apply, type DemandState } from './demand-transitions';

const open: DemandState = {
  status: 'ABERTA',
  chosenProfessionalId: null,
  candidates: ['p1', 'p2'],
  ratedChosen: false,
};
const inProgress: DemandState = { ...open, status: 'EM ANDAMENTO', chosenProfessionalId: 'p1' };

describe('demand transitions (spec §4)', () => {
  it('selects a candidate of an open demand', () => {
    expect(apply(open, { kind: 'select', professionalId: 'p2' })).toEqual({
      ok: true,
      status: 'EM ANDAMENTO',
      chosenProfessionalId: 'p2',
    });
  });

  it('refuses a non-candidate, a second professional while one is chosen, and closed demands', () => {
    expect(apply(open, { kind: 'select', professionalId: 'p9' })).toMatchObject({
      ok: false,
      reason: 'Escolha um profissional entre os interessados.',
    });
    expect(apply(inProgress, { kind: 'select', professionalId: 'p2' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Outro profissional'),
    });
    expect(
      apply({ ...inProgress, status: 'CONCLUÍDA' }, { kind: 'select', professionalId: 'p1' }),
    ).toMatchObject({ ok: false });
  });

  it('removes the chosen professional back to open', () => {
    expect(apply(inProgress, { kind: 'remove' })).toEqual({
      ok: true,
      status: 'ABERTA',
      chosenProfessionalId: null,
    });
    expect(apply(open, { kind: 'remove' })).toMatchObject({ ok: false });
  });

  it('finalizes only in progress and only once the chosen professional is rated', () => {
    expect(apply(inProgress, { kind: 'finalize' })).toMatchObject({
      ok: false,
      reason: 'Avalie o profissional antes de finalizar a demanda.',
    });
    expect(apply({ ...inProgress, ratedChosen: true }, { kind: 'finalize' })).toEqual({
      ok: true,
      status: 'CONCLUÍDA',
      chosenProfessionalId: 'p1',
    });
    expect(apply({ ...open, ratedChosen: true }, { kind: 'finalize' })).toMatchObject({
      ok: false,
    });
  });

  it('takes interest once, only on open demands', () => {
    expect(apply(open, { kind: 'interest', professionalId: 'p3' })).toMatchObject({
      ok: true,
      status: 'ABERTA',
    });
    expect(apply(open, { kind: 'interest', professionalId: 'p1' })).toMatchObject({
      ok: false,
      reason: 'Você já demonstrou interesse nesta demanda.',
    });
    expect(apply(inProgress, { kind: 'interest', professionalId: 'p3' })).toMatchObject({
      ok: false,
      reason: 'Só é possível demonstrar interesse em demandas abertas.',
    });
  });
});
