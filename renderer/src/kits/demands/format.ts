import { countOf } from '@alinhavo/shared/rules/plural';
import type { Demand } from '@alinhavo/shared/schemas/demand';

import { formatCalendarDay, formatMoney } from '../../ui/format';

/** Spec §2 cards: the budget range as the client gave it. */
export function formatBudget(d: Pick<Demand, 'min_budget' | 'max_budget'>): string {
  const min = d.min_budget && d.min_budget > 0 ? d.min_budget : null;
  const max = d.max_budget && d.max_budget > 0 ? d.max_budget : null;
  if (min !== null && max !== null)
    return min === max ? formatMoney(min) : `${formatMoney(min)} – ${formatMoney(max)}`;
  if (min !== null) return `A partir de ${formatMoney(min)}`;
  if (max !== null) return `Até ${formatMoney(max)}`;
  return 'A combinar';
}

/** A deadline ('2026-12-01') as 01/12/2026, 'Sem prazo' when there is none. */
export const formatDay = (isoDate: string | null | undefined) =>
  formatCalendarDay(isoDate, 'Sem prazo');

export function formatLocation(d: { city: string | null; uf: string | null }): string {
  if (d.city && d.uf) return `${d.city}/${d.uf}`;
  return d.city || d.uf || 'Local não informado';
}

/** Spec §9: the dashboard cuts descriptions at 150 characters. */
export function cutText(text: string, max = 150): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}

export const FABRIC_LABELS: Record<string, string> = {
  PLANO: 'Plano',
  MALHA: 'Malha',
  AMBOS: 'Ambos',
};

/** 'n candidatos' with the right plural. */
export const candidatesLabel = (n: number) => countOf(n, 'interessado', 'interessados');
