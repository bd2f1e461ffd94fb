import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import type { Quote } from '@alinhavo/shared/schemas/quote';
import { describe, expect, it } from 'vitest';
import { placeholderProfessional } from '../professional-profile/professional';
import { DEFAULT_DIR, comparisonRows, sortRows } from './comparison';

const pro = (id: string, over: Partial<ProfessionalSummary> = {}): ProfessionalSummary => ({
  ...placeholderProfessional(id),
  name: `Profissional ${id}`,
  ...over,
});
const quote = (professional_id: string, price_cents: number, over: Partial<Quote> = {}): Quote => ({
  id: `q-${professional_id}`,
  demand_id: 'd',
  professional_id,
  revision: 1,
  price_cents,
  lead_time_days: 10,
  min_quantity: 1,
  valid_until: '2026-12-31',
  note: null,
  created_at: '2026-11-24T12:00:00.000Z',
  ...over,
});

/** A demand of `amount` pieces with no budget range. */
const units = (amount: number) => ({ amount, min_budget: null, max_budget: null });

const names = (rows: ReturnType<typeof comparisonRows>) => rows.map((r) => r.professional.id);

describe('the candidates comparison', () => {
  const candidates = [
    pro('a', { rating_avg: 4.5, rating_count: 2, work_count: 3 }),
    pro('b', { work_count: 10 }),
    pro('c', { rating_avg: 3, rating_count: 9, work_count: 1 }),
  ];
  const quotes = [
    quote('a', 1500, { lead_time_days: 20 }),
    quote('c', 1200, { lead_time_days: 30, min_quantity: 500 }),
  ];
  const rows = comparisonRows(candidates, quotes, units(300));

  it('totals the demand quantity, never below the minimum quantity of the quote', () => {
    expect(rows.map((r) => r.totalCents)).toEqual([450_000, null, 600_000]);
  });

  it("places each total against the demand's budget range (an end left empty is no bound)", () => {
    const within = (min: number | null, max: number | null) =>
      comparisonRows(candidates, quotes, { amount: 300, min_budget: min, max_budget: max }).map(
        (r) => r.budget,
      );
    // a: R$ 4.500,00; b: no quote; c: R$ 6.000,00.
    expect(within(4500, 6000)).toEqual([null, null, null]);
    expect(within(5000, 5500)).toEqual(['below', null, 'above']);
    expect(within(null, 5000)).toEqual([null, null, 'above']);
    expect(within(5000, 0)).toEqual(['below', null, null]);
    expect(rows.map((r) => r.budget)).toEqual([null, null, null]);
  });

  it('sorts by price both ways, with a candidate without a quote always last', () => {
    expect(names(sortRows(rows, 'price', 'asc'))).toEqual(['c', 'a', 'b']);
    expect(names(sortRows(rows, 'price', 'desc'))).toEqual(['a', 'c', 'b']);
  });

  it('sorts by total, lead time, rating and jobs done', () => {
    expect(names(sortRows(rows, 'total', 'asc'))).toEqual(['a', 'c', 'b']);
    expect(names(sortRows(rows, 'lead', 'asc'))).toEqual(['a', 'c', 'b']);
    // No rating is not a zero rating: it goes last either way.
    expect(names(sortRows(rows, 'rating', 'desc'))).toEqual(['a', 'c', 'b']);
    expect(names(sortRows(rows, 'rating', 'asc'))).toEqual(['c', 'a', 'b']);
    expect(names(sortRows(rows, 'jobs', 'desc'))).toEqual(['b', 'a', 'c']);
  });
});

describe('distance, capacity and expiry in the comparison', () => {
  const candidates = [
    pro('a', { daily_production_capacity: 80 }),
    pro('b', { daily_production_capacity: 900 }),
    pro('c', { daily_production_capacity: null }),
  ];
  const distances = new Map<string, number | null>([
    ['a', 12],
    ['b', 430],
    ['c', null],
  ]);
  const quotes = [
    quote('a', 1500, { valid_until: '2026-12-08' }),
    quote('b', 1200, { valid_until: '2026-12-10' }),
  ];
  const at = (iso: string) => Date.parse(iso);

  it('sorts by distance (nearest first by default) and capacity, unknown always last', () => {
    const rows = comparisonRows(
      candidates,
      quotes,
      units(10),
      distances,
      at('2026-12-01T12:00:00Z'),
    );
    expect(rows.map((r) => r.distanceKm)).toEqual([12, 430, null]);
    expect(DEFAULT_DIR.distance).toBe('asc');
    expect(DEFAULT_DIR.capacity).toBe('desc');
    expect(names(sortRows(rows, 'distance', 'asc'))).toEqual(['a', 'b', 'c']);
    expect(names(sortRows(rows, 'distance', 'desc'))).toEqual(['b', 'a', 'c']);
    expect(names(sortRows(rows, 'capacity', 'desc'))).toEqual(['b', 'a', 'c']);
    expect(names(sortRows(rows, 'capacity', 'asc'))).toEqual(['a', 'b', 'c']);
  });

  it('an unknown distance (not measured yet) is null, not zero', () => {
    const rows = comparisonRows(candidates, quotes, units(10));
    expect(rows.map((r) => r.distanceKm)).toEqual([null, null, null]);
  });

  it('flags a quote past its validity by the clock it is given (Brasília days)', () => {
    const flags = (now: string) =>
      comparisonRows(candidates, quotes, units(10), distances, at(now)).map((r) => r.expired);
    // Through the whole 8th in Brasília (02:59 UTC on the 9th), a's quote stands.
    expect(flags('2026-12-09T02:59:00Z')).toEqual([false, false, false]);
    expect(flags('2026-12-09T03:00:00Z')).toEqual([true, false, false]);
    expect(flags('2026-12-11T03:00:00Z')).toEqual([true, true, false]);
  });
});
