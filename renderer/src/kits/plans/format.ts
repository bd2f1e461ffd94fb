import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import type { Plan } from '@alinhavo/shared/schemas/plan';

/** '/mês' or '/ano' after a plan's price. */
export const perPeriod = (plan: Pick<Plan, 'period_months'>) =>
  plan.period_months >= 12 ? PLAN_TEXTS.perYear : PLAN_TEXTS.perMonth;

/** What the yearly plan saves against twelve monthly payments (0 when it does not). */
export function yearlySaving(plans: readonly Plan[]): number {
  const monthly = plans.find((p) => p.code === 'monthly');
  const yearly = plans.find((p) => p.code === 'yearly');
  if (!monthly || !yearly) return 0;
  const twelve = (monthly.price_cents * yearly.period_months) / monthly.period_months;
  return Math.max(0, Math.round(twelve - yearly.price_cents));
}

export const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
