import { QUOTE_TEXTS as T } from '@alinhavo/shared/messages/quotes';
import { bandProblem, type PriceBand } from '@alinhavo/shared/rules/ficha';
import { sizeKey } from '@alinhavo/shared/schemas/ficha';
import { QUOTE_LIMITS, type SizeBand } from '@alinhavo/shared/schemas/quote';
import { formatCents } from './money';

/** A band as the form holds it: its sizes and its price in cents (null: empty). */
export interface BandDraft {
  from: string;
  to: string;
  priceCents: number | null;
}

/** Two bands to start with: the smaller half of the sizes and the larger (one band for one size). */
export function initialBands(
  sizes: readonly string[],
  previous?: readonly SizeBand[],
): BandDraft[] {
  if (previous && previous.length > 0)
    return previous.map((b) => ({ from: b.from_size, to: b.to_size, priceCents: b.price_cents }));
  if (sizes.length === 0) return [];
  if (sizes.length === 1) return [{ from: sizes[0]!, to: sizes[0]!, priceCents: null }];
  const half = Math.ceil(sizes.length / 2);
  return [
    { from: sizes[0]!, to: sizes[half - 1]!, priceCents: null },
    { from: sizes[half]!, to: sizes.at(-1)!, priceCents: null },
  ];
}

/** The next band: from the size after the last band's end to the last size. */
export function nextBand(sizes: readonly string[], bands: readonly BandDraft[]): BandDraft | null {
  const keys = sizes.map(sizeKey);
  const lastEnd = bands.reduce((m, b) => Math.max(m, keys.indexOf(sizeKey(b.to))), -1);
  const from = sizes[lastEnd + 1];
  if (!from || bands.length >= QUOTE_LIMITS.sizeBands) return null;
  return { from, to: sizes.at(-1)!, priceCents: null };
}

export type BandErrors = { list?: string; prices: (string | undefined)[] };

/**
 * The bands' errors in pt-BR: each empty price, then the rules the server keeps (sizes of the
 * grade, in order, not overlapping) and the form's own: every size in a band.
 */
export function bandErrors(
  sizes: readonly string[],
  bands: readonly BandDraft[],
): BandErrors | null {
  const prices = bands.map((b) =>
    b.priceCents === null || b.priceCents < 1 ? T.bandPriceRequired : undefined,
  );
  let list: string | undefined;
  if (bands.length > QUOTE_LIMITS.sizeBands) list = T.tooManyBands;
  const problem = bandProblem(
    sizes,
    bands.map((b) => ({ from_size: b.from, to_size: b.to, price_cents: b.priceCents ?? 0 })),
  );
  if (!list && problem)
    list =
      problem.reason === 'not_in_grade'
        ? T.bandSizeNotInGrade
        : problem.reason === 'order'
          ? T.bandOrder
          : T.bandsOverlap;
  if (!list) {
    const keys = sizes.map(sizeKey);
    const covered = new Set<number>();
    for (const b of bands)
      for (let i = keys.indexOf(sizeKey(b.from)); i >= 0 && i <= keys.indexOf(sizeKey(b.to)); i++)
        covered.add(i);
    const missing = sizes.filter((_, i) => !covered.has(i));
    if (missing.length > 0) list = T.bandsCoverAll(missing.join(', '));
  }
  return list || prices.some(Boolean) ? { list, prices } : null;
}

/** The bands for the server: each priced band, in the grade's order. */
export const bandsBody = (bands: readonly BandDraft[]): PriceBand[] =>
  bands.flatMap((b) =>
    b.priceCents === null ? [] : [{ from_size: b.from, to_size: b.to, price_cents: b.priceCents }],
  );

/** 'PP–G' ('M' for a band of one size). */
export const bandName = (b: Pick<SizeBand, 'from_size' | 'to_size'>) =>
  sizeKey(b.from_size) === sizeKey(b.to_size) ? b.from_size : `${b.from_size}–${b.to_size}`;

/** 'PP–G: R$ 30,00 · GG–XGG: R$ 34,00' */
export const bandsText = (bands: readonly SizeBand[]) =>
  bands.map((b) => `${bandName(b)}: ${formatCents(b.price_cents)}`).join(' · ');
