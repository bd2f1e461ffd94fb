import { QUOTE_TEXTS } from '@alinhavo/shared/messages/quotes';
import {
  QUOTE_LIMITS,
  quoteBodySchema,
  type Quote,
  type QuoteBody,
} from '@alinhavo/shared/schemas/quote';

/** What the form holds: the price in integer cents (null: empty), other empty fields as ''. */
export interface QuoteDraft {
  priceCents: number | null;
  leadTimeDays: number | '';
  minQuantity: number | '';
  validityDays: number | '';
  note: string;
}

export type QuoteField = 'price' | 'leadTimeDays' | 'minQuantity' | 'validityDays' | 'note';

const FIELD_OF: Record<string, QuoteField> = {
  price_cents: 'price',
  lead_time_days: 'leadTimeDays',
  min_quantity: 'minQuantity',
  validity_days: 'validityDays',
  note: 'note',
};

/** A new quote starts empty with the default validity; a revision starts from the last one. */
export function draftOf(previous: Quote | null | undefined): QuoteDraft {
  if (!previous)
    return {
      priceCents: null,
      leadTimeDays: '',
      minQuantity: 1,
      validityDays: QUOTE_LIMITS.defaultValidityDays,
      note: '',
    };
  return {
    priceCents: previous.price_cents,
    leadTimeDays: previous.lead_time_days,
    minQuantity: previous.min_quantity,
    validityDays: QUOTE_LIMITS.defaultValidityDays,
    note: previous.note ?? '',
  };
}

/** The body for the server, or the first error of each field (the server's own schema). */
export function parseQuoteDraft(
  d: QuoteDraft,
): { ok: true; body: QuoteBody } | { ok: false; errors: Partial<Record<QuoteField, string>> } {
  const parsed = quoteBodySchema.safeParse({
    price_cents: d.priceCents ?? undefined,
    lead_time_days: d.leadTimeDays === '' ? undefined : d.leadTimeDays,
    min_quantity: d.minQuantity === '' ? undefined : d.minQuantity,
    validity_days: d.validityDays === '' ? undefined : d.validityDays,
    note: d.note,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<QuoteField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (d.priceCents === null) errors.price = QUOTE_TEXTS.priceRequired;
  if (d.leadTimeDays === '') errors.leadTimeDays = QUOTE_TEXTS.leadTimeRequired;
  return { ok: false, errors };
}
