import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import type { Quote } from '@alinhavo/shared/schemas/quote';
import { quoteTotalCents } from '@alinhavo/shared/schemas/quote';

/** One candidate in the comparison: the profile summary and its latest quote, if any. */
export interface ComparisonRow {
  professional: ProfessionalSummary;
  quote: Quote | null;
  totalCents: number | null;
}

export const SORT_KEYS = ['price', 'total', 'lead', 'rating', 'jobs'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';

export const SORT_LABELS: Record<SortKey, string> = {
  price: 'Preço por peça',
  total: 'Total',
  lead: 'Prazo',
  rating: 'Avaliação',
  jobs: 'Trabalhos',
};

/** Cheaper and quicker first; better rated, more experienced and more available first. */
export const DEFAULT_DIR: Record<SortKey, SortDir> = {
  price: 'asc',
  total: 'asc',
  lead: 'asc',
  rating: 'desc',
  jobs: 'desc',
};

export function comparisonRows(
  candidates: readonly ProfessionalSummary[],
  quotes: readonly Quote[],
  amount: number,
): ComparisonRow[] {
  const byProvider = new Map(quotes.map((q) => [q.professional_id, q]));
  return candidates.map((professional) => {
    const quote = byProvider.get(professional.id) ?? null;
    return { professional, quote, totalCents: quote ? quoteTotalCents(quote, amount) : null };
  });
}

function valueOf(row: ComparisonRow, key: SortKey): number | null {
  switch (key) {
    case 'price':
      return row.quote?.price_cents ?? null;
    case 'total':
      return row.totalCents;
    case 'lead':
      return row.quote?.lead_time_days ?? null;
    case 'rating':
      return row.professional.rating_count > 0 ? row.professional.rating_avg : null;
    case 'jobs':
      return row.professional.work_count;
  }
}

/**
 * Sorted by one column; a candidate without that value (no quote, no rating) always goes last,
 * whichever the direction, and ties keep the order of interest.
 */
export function sortRows(
  rows: readonly ComparisonRow[],
  key: SortKey,
  dir: SortDir,
): ComparisonRow[] {
  const sign = dir === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, key) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      return (a.value - b.value) * sign || a.index - b.index;
    })
    .map((x) => x.row);
}
