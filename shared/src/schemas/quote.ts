import { z } from 'zod';
import { line, longText } from './text';
import { QUOTE_TEXTS as T } from '../messages/quotes';

export const QUOTE_LIMITS = {
  /** R$ 100.000,00 per piece, in cents. */
  maxPriceCents: 10_000_000,
  maxLeadTimeDays: 365,
  maxMinQuantity: 10_000_000,
  maxValidityDays: 90,
  defaultValidityDays: 7,
  note: 500,
  sizeBands: 10,
} as const;

export const sizeBandSchema = z.object({
  from_size: z.string(),
  to_size: z.string(),
  price_cents: z.number().int(),
});
export type SizeBand = z.infer<typeof sizeBandSchema>;

/** The quote a provider sends with (or after) its interest: money in integer cents of BRL. */
export const quoteBodySchema = z.object({
  price_cents: z
    .number({ error: T.priceRequired })
    .int(T.priceRequired)
    .min(1, T.priceMin)
    .max(QUOTE_LIMITS.maxPriceCents, T.priceMax),
  lead_time_days: z
    .number({ error: T.leadTimeRequired })
    .int(T.leadTimeRange)
    .min(1, T.leadTimeRange)
    .max(QUOTE_LIMITS.maxLeadTimeDays, T.leadTimeRange),
  min_quantity: z
    .number({ error: T.minQuantityRange })
    .int(T.minQuantityRange)
    .min(1, T.minQuantityRange)
    .max(QUOTE_LIMITS.maxMinQuantity, T.minQuantityRange)
    .default(1),
  validity_days: z
    .number({ error: T.validityRange })
    .int(T.validityRange)
    .min(1, T.validityRange)
    .max(QUOTE_LIMITS.maxValidityDays, T.validityRange)
    .default(QUOTE_LIMITS.defaultValidityDays),
  note: longText()
    .trim()
    .max(QUOTE_LIMITS.note, T.noteMax)
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v)),
  /**
   * Prices by size band of the ficha técnica's grade (PP–G, GG–XGG): a size in a band costs the
   * band's price, any other `price_cents`. The total follows the grade (rules/ficha.ts).
   */
  size_bands: z
    .array(
      z.object({
        from_size: line({ error: T.bandSizeNotInGrade }).trim().min(1, T.bandSizeNotInGrade),
        to_size: line({ error: T.bandSizeNotInGrade }).trim().min(1, T.bandSizeNotInGrade),
        price_cents: z
          .number({ error: T.priceRequired })
          .int(T.priceRequired)
          .min(1, T.priceMin)
          .max(QUOTE_LIMITS.maxPriceCents, T.priceMax),
      }),
    )
    .max(QUOTE_LIMITS.sizeBands, T.tooManyBands)
    .default([]),
});
export type QuoteBody = z.infer<typeof quoteBodySchema>;
export type QuoteInput = z.input<typeof quoteBodySchema>;

/** One revision of a provider's quote on a demand (revision 1 is the first one sent). */
export const quoteSchema = z.object({
  id: z.uuid(),
  demand_id: z.uuid(),
  professional_id: z.uuid(),
  revision: z.number().int(),
  price_cents: z.number().int(),
  lead_time_days: z.number().int(),
  min_quantity: z.number().int(),
  valid_until: z.iso.date(),
  note: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  /** Prices by size band; empty: one price per piece. Optional last (fast serializer). */
  size_bands: z.array(sizeBandSchema).optional(),
});
export type Quote = z.infer<typeof quoteSchema>;

/**
 * The frozen copy on a demand (`chosen_quote`): the quote as it stood when the provider was
 * chosen, and whether the client accepted it after its validity had passed (it then confirmed
 * the selection; the provider is no longer bound by an expired quote's figures).
 */
export const frozenQuoteSchema = quoteSchema.extend({
  accepted_expired: z.boolean().optional(),
});
export type FrozenQuote = z.infer<typeof frozenQuoteSchema>;

export {
  brazilDay,
  isQuoteExpired,
  QUOTE_TIME_ZONE,
  quoteValidUntil,
} from '../rules/quote-validity';

/** The total for the demand's quantity, never below the quote's minimum quantity. */
export const quoteTotalCents = (q: Pick<Quote, 'price_cents' | 'min_quantity'>, amount: number) =>
  q.price_cents * Math.max(amount, q.min_quantity);
