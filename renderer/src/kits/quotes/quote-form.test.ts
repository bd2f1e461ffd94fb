import { describe, expect, it } from 'vitest';
import { draftOf, parseQuoteDraft } from './quote-form';

describe('the quote form', () => {
  it('starts with validity 7 days and minimum quantity 1', () => {
    expect(draftOf(null)).toMatchObject({ priceCents: null, validityDays: 7, minQuantity: 1 });
  });

  it('sends the price in integer cents', () => {
    const parsed = parseQuoteDraft({
      priceCents: 1234,
      leadTimeDays: 15,
      minQuantity: 100,
      validityDays: 7,
      note: '  Inclui o corte.  ',
    });
    expect(parsed).toEqual({
      ok: true,
      body: {
        price_cents: 1234,
        lead_time_days: 15,
        min_quantity: 100,
        validity_days: 7,
        note: 'Inclui o corte.',
        // One price per piece: no size bands (the form adds them when pricing by band).
        size_bands: [],
      },
    });
  });

  it('names each wrong field with its pt-BR text', () => {
    const parsed = parseQuoteDraft({
      priceCents: null,
      leadTimeDays: 0,
      minQuantity: 0,
      validityDays: 91,
      note: 'x'.repeat(501),
    });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        price: 'Informe o preço por peça.',
        leadTimeDays: 'O prazo de entrega deve ficar entre 1 e 365 dias.',
        minQuantity: 'A quantidade mínima deve ficar entre 1 e 10.000.000.',
        validityDays: 'A validade deve ficar entre 1 e 90 dias.',
        note: 'A observação pode ter no máximo 500 caracteres.',
      },
    });
    expect(parseQuoteDraft({ ...draftOf(null), priceCents: 0, leadTimeDays: 5 })).toMatchObject({
      ok: false,
      errors: { price: 'O preço por peça deve ser maior que zero.' },
    });
  });
});
