import { QUOTE_TEXTS } from '@alinhavo/shared/messages/quotes';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteDb } from '../../data/db';
import { ok } from '../../test/fake-server';
import { aDemand, renderWithApi } from '../../test/opportunities-kit';
import { QuoteModal } from './QuoteModal';

beforeEach(async () => {
  await deleteDb();
});

/** 500 pieces, budget R$ 3.000,00 – R$ 6.000,00 (unless the test says otherwise). */
function open(overrides: Partial<Demand> = {}) {
  const demand = aDemand({ amount: 500, min_budget: 3000, max_budget: 6000, ...overrides });
  const sent: unknown[] = [];
  renderWithApi(<QuoteModal demand={demand} onClose={() => {}} onSent={() => {}} />, {
    routes: {
      [`POST /demands/${demand.id}/quotes/`]: (config: InternalAxiosRequestConfig) => {
        sent.push(JSON.parse(String(config.data)));
        return { ...ok(demand), status: 201 };
      },
    },
  });
  const form = within(screen.getByRole('dialog', { name: 'Enviar proposta' }));
  const price = form.getByLabelText<HTMLInputElement>(/Preço por peça/);
  const typePrice = (text: string) => {
    price.focus();
    fireEvent.input(price, {
      target: { value: text, selectionStart: text.length, selectionEnd: text.length },
      inputType: 'insertText',
    });
  };
  return { form, price, typePrice, sent };
}

const farAbove = QUOTE_TEXTS.totalFarAbove('R$\u00a06.000,00');
const farBelow = QUOTE_TEXTS.totalFarBelow('R$\u00a03.000,00');

describe('the quote form', () => {
  it("reads '9,50' and '950' alike as R$ 9,50, the budget's mask", () => {
    const { price, typePrice } = open();
    typePrice('9,50');
    expect(price.value).toBe('R$ 9,50');
    typePrice('950');
    expect(price.value).toBe('R$ 9,50');
  });

  it('shows the total for the demand quantity as the price is typed', () => {
    const { form, typePrice } = open();
    expect(form.queryByText(/Total para/)).toBeNull();
    typePrice('950');
    expect(form.getByText(/Total para 500 peças/).textContent).toBe(
      'Total para 500 peças: R$\u00a04.750,00',
    );
    typePrice('1000');
    expect(form.getByText(/Total para 500 peças/).textContent).toContain('R$\u00a05.000,00');
  });

  it("shows the demand's budget next to its quantity", () => {
    const { form } = open();
    expect(form.getByText(/Orçamento: R\$\s3\.000,00 – R\$\s6\.000,00/)).toBeTruthy();
  });

  it('warns when the total is more than twice the maximum budget, without blocking', async () => {
    const { form, typePrice, sent } = open();
    // R$ 24,01 × 500 = R$ 12.005,00 > 2 × R$ 6.000,00.
    typePrice('2401');
    expect(form.getByRole('status').textContent).toBe(farAbove);
    // Exactly twice is still no slip.
    typePrice('2400');
    expect(form.queryByText(farAbove)).toBeNull();
    typePrice('2401');
    fireEvent.change(form.getByLabelText(/Prazo de entrega/), { target: { value: '15' } });
    fireEvent.click(form.getByRole('button', { name: 'Enviar proposta' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ price_cents: 2401, lead_time_days: 15 });
  });

  it('warns when the total is under a tenth of the minimum budget', () => {
    const { form, typePrice } = open();
    // R$ 0,59 × 500 = R$ 295,00 < R$ 300,00.
    typePrice('59');
    expect(form.getByRole('status').textContent).toBe(farBelow);
    typePrice('60');
    expect(form.queryByText(farBelow)).toBeNull();
  });

  it('says nothing when the total is within reach of the range', () => {
    const inRange = open();
    inRange.typePrice('950');
    expect(inRange.form.queryByRole('status')).toBeNull();
  });

  it('without a budget, no total is a slip', () => {
    const { form, typePrice } = open({ min_budget: null, max_budget: null });
    expect(form.getByText(/Orçamento: A combinar/)).toBeTruthy();
    typePrice('1');
    expect(form.queryByRole('status')).toBeNull();
    typePrice('9999999');
    expect(form.queryByRole('status')).toBeNull();
  });

  it('counts the minimum quantity when it is above the demand quantity', () => {
    const { form, typePrice } = open({ amount: 100, min_budget: null, max_budget: 1000 });
    typePrice('950');
    expect(form.queryByRole('status')).toBeNull();
    fireEvent.change(form.getByLabelText(/Quantidade mínima/), { target: { value: '300' } });
    // R$ 9,50 × 300 = R$ 2.850,00 > 2 × R$ 1.000,00.
    expect(form.getByText(/Total para 300 peças/)).toBeTruthy();
    expect(form.getByRole('status').textContent).toBe(
      QUOTE_TEXTS.totalFarAbove('R$\u00a01.000,00'),
    );
  });
});
