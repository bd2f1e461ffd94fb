import { describe, expect, it } from 'vitest';
import { STATUS_LABELS, demandBodySchema, statusKey } from './demand';

describe('demand status (spec §4)', () => {
  it('maps server values to screen labels, anything else to Cancelada and nothing to Desconhecido', () => {
    expect(STATUS_LABELS[statusKey('ABERTA')]).toBe('Aberta');
    expect(STATUS_LABELS[statusKey('EM ANDAMENTO')]).toBe('Em Andamento');
    expect(STATUS_LABELS[statusKey('CONCLUÍDA')]).toBe('Concluída');
    expect(STATUS_LABELS[statusKey('CANCELADA')]).toBe('Cancelada');
    expect(STATUS_LABELS[statusKey('ARQUIVADA')]).toBe('Cancelada');
    expect(STATUS_LABELS[statusKey(null)]).toBe('Desconhecido');
  });

  it('accepts equal or missing budgets and refuses min above max only when both are set', () => {
    const base = {
      title: 't',
      description: 'd',
      service: 1,
      area: 1,
      specialty: 1,
      availability: 1,
    };
    expect(demandBodySchema.safeParse({ ...base, min_budget: 100, max_budget: 100 }).success).toBe(
      true,
    );
    expect(demandBodySchema.safeParse({ ...base, min_budget: 100, max_budget: null }).success).toBe(
      true,
    );
    expect(demandBodySchema.safeParse({ ...base, min_budget: 200, max_budget: 100 }).success).toBe(
      false,
    );
    expect(demandBodySchema.parse(base).amount).toBe(1);
  });
});
