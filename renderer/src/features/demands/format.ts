import { countOf } from '@alinhavo/shared/rules/plural';
import type { Demand } from '@alinhavo/shared/schemas/demand';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const oneDecimal = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** Spec §9: a rating average with one decimal, 4,5. */
export const formatRating = (value: number) => oneDecimal.format(value);

/** 'R$ 4.500,00' */
export const formatMoney = (value: number) => brl.format(value);

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

/** A calendar date ('2026-12-01') as 01/12/2026, without time-zone drift. */
export function formatDay(isoDate: string | null | undefined): string {
  if (!isoDate) return 'Sem prazo';
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return y && m && d ? `${d}/${m}/${y}` : 'Sem prazo';
}

/** A timestamp in the viewer's zone: 22/11/2026 às 14:05. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const day = date.toLocaleDateString('pt-BR');
  const time = date.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
  return `${day} às ${time}`;
}

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
