import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { Quote } from '@alinhavo/shared/schemas/quote';
import { isQuoteExpired } from '@alinhavo/shared/rules/quote-validity';
import { quoteTotalCents } from '@alinhavo/shared/schemas/quote';
import { quoteTotalCents as gradeTotalCents } from '@alinhavo/shared/rules/ficha';
import type { FichaGrade } from '@alinhavo/shared/schemas/ficha';
import { budgetFit, budgetOf } from './budget';

/**
 * One candidate in the comparison: the profile summary, its latest quote (if any), whether
 * that quote is past its validity, where its total falls against the demand's budget range
 * (null: inside it, no range, or no quote), and its distance from the demand's place (null:
 * unknown).
 */
export interface ComparisonRow {
  professional: ProfessionalSummary;
  quote: Quote | null;
  totalCents: number | null;
  expired: boolean;
  budget: 'above' | 'below' | null;
  distanceKm: number | null;
}

export const SORT_KEYS = [
  'price',
  'total',
  'lead',
  'rating',
  'jobs',
  'distance',
  'capacity',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';

export const SORT_LABELS: Record<SortKey, string> = {
  price: 'Preço por peça',
  total: 'Total',
  lead: 'Prazo',
  rating: 'Avaliação',
  jobs: 'Trabalhos',
  distance: 'Distância',
  capacity: 'Capacidade',
};

/**
 * Cheaper, quicker and nearer first; better rated, more experienced and with more pieces a day
 * first.
 */
export const DEFAULT_DIR: Record<SortKey, SortDir> = {
  price: 'asc',
  total: 'asc',
  lead: 'asc',
  rating: 'desc',
  jobs: 'desc',
  distance: 'asc',
  capacity: 'desc',
};

/** The words of each direction on the phones' 'Ordenar por'. */
export const DIR_LABELS: Record<SortKey, Record<SortDir, string>> = {
  price: { asc: 'menor primeiro', desc: 'maior primeiro' },
  total: { asc: 'menor primeiro', desc: 'maior primeiro' },
  lead: { asc: 'menor primeiro', desc: 'maior primeiro' },
  rating: { asc: 'menor primeiro', desc: 'maior primeiro' },
  jobs: { asc: 'menos primeiro', desc: 'mais primeiro' },
  distance: { asc: 'mais perto primeiro', desc: 'mais longe primeiro' },
  capacity: { asc: 'menor primeiro', desc: 'maior primeiro' },
};

/**
 * `demand`: its quantity (for the totals) and budget range; `now`: the clock that says whether a
 * quote is past its validity (tests move it).
 */
export function comparisonRows(
  candidates: readonly ProfessionalSummary[],
  quotes: readonly Quote[],
  demand: Pick<Demand, 'amount' | 'min_budget' | 'max_budget'>,
  distances: ReadonlyMap<string, number | null> = new Map(),
  now: number = Date.now(),
  /** The ficha's grade: a quote by size band totals by it (null while it loads: no total). */
  grade: FichaGrade | null = null,
): ComparisonRow[] {
  const byProvider = new Map(quotes.map((q) => [q.professional_id, q]));
  const range = budgetOf(demand);
  return candidates.map((professional) => {
    const quote = byProvider.get(professional.id) ?? null;
    const byBand = (quote?.size_bands?.length ?? 0) > 0;
    const totalCents = !quote
      ? null
      : byBand
        ? grade
          ? gradeTotalCents(quote, grade, demand.amount)
          : null
        : quoteTotalCents(quote, demand.amount);
    return {
      professional,
      quote,
      totalCents,
      expired: quote ? isQuoteExpired(quote, now) : false,
      budget: totalCents === null ? null : budgetFit(totalCents, range),
      distanceKm: distances.get(professional.id) ?? null,
    };
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
    case 'distance':
      return row.distanceKm;
    case 'capacity':
      return row.professional.daily_production_capacity ?? null;
  }
}

/**
 * Sorted by one column; a candidate without that value (no quote, no rating, an unknown
 * distance or capacity) always goes last, whichever the direction, and ties keep the order of
 * interest.
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
