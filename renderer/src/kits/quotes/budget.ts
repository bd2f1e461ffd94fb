import type { Demand } from '@alinhavo/shared/schemas/demand';

/** A demand's budget range in integer cents; an end the client left empty (or at 0) is null. */
export interface BudgetCents {
  min: number | null;
  max: number | null;
}

const positiveCents = (reais: number | null | undefined) =>
  reais && reais > 0 ? Math.round(reais * 100) : null;

export const budgetOf = (d: Pick<Demand, 'min_budget' | 'max_budget'>): BudgetCents => ({
  min: positiveCents(d.min_budget),
  max: positiveCents(d.max_budget),
});

/** Where a quote's total falls against the range, for the comparison's mark. */
export function budgetFit(totalCents: number, budget: BudgetCents): 'above' | 'below' | null {
  if (budget.max !== null && totalCents > budget.max) return 'above';
  if (budget.min !== null && totalCents < budget.min) return 'below';
  return null;
}

/**
 * A total far enough from the range to be a typing slip — a price typed in reais meant as
 * centavos, or the other way round: more than twice the maximum, or under a tenth of the minimum.
 * The quote form warns about it; it never refuses it.
 */
export function budgetSlip(totalCents: number, budget: BudgetCents): 'above' | 'below' | null {
  if (budget.max !== null && totalCents > 2 * budget.max) return 'above';
  if (budget.min !== null && totalCents * 10 < budget.min) return 'below';
  return null;
}
