import { QUOTE_TEXTS } from '@alinhavo/shared/messages/quotes';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteDb } from '../../data/db';
import { ok } from '../../test/fake-server';
import { aDemand, renderWithApi } from '../../test/opportunities-kit';
import { aFichaAnswer, SIX_SIZES } from './ficha-answer.test-kit';
import { QuoteModal } from './QuoteModal';

beforeEach(async () => {
  await deleteDb();
});

function open(ficha: 'ok' | 'fails' = 'ok', overrides: Partial<Demand> = {}) {
  const demand = aDemand({
    amount: 160,
    min_budget: null,
    max_budget: null,
    has_ficha: true,
    ...overrides,
  });
  const sent: Record<string, unknown>[] = [];
  renderWithApi(<QuoteModal demand={demand} onClose={() => {}} onSent={() => {}} />, {
    routes: {
      [`GET /demands/${demand.id}/ficha/`]: () =>
        ficha === 'ok'
          ? ok(aFichaAnswer(demand.id, SIX_SIZES))
          : { status: 500, body: { status: 'error', message: 'Erro interno.' } },
      [`POST /demands/${demand.id}/quotes/`]: (config: InternalAxiosRequestConfig) => {
        sent.push(JSON.parse(String(config.data)) as Record<string, unknown>);
        return { ...ok(demand), status: 201 };
      },
    },
  });
  const form = within(screen.getByRole('dialog', { name: 'Enviar proposta' }));
  const type = (input: HTMLElement, text: string) => {
    input.focus();
    fireEvent.input(input, {
      target: { value: text, selectionStart: text.length, selectionEnd: text.length },
      inputType: 'insertText',
    });
  };
  return { form, type, sent };
}

describe('the quote form on a demand with a ficha', () => {
  it('shows the grade being priced, sizes × colours with totals', async () => {
    const { form } = open();
    const table = await form.findByTestId('grade-da-proposta');
    const rows = within(table).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('CorPPPMGGGXGGTotal');
    expect(rows[1]!.textContent).toBe('Azul10101010202080');
    expect(rows.at(-1)!.textContent).toBe('Total202020204040160');
  });

  it('by size band: the total follows the matrix live, and goes with the bands', async () => {
    const { form, type, sent } = open();
    fireEvent.click(await form.findByText('Preço por faixa de tamanhos'));
    expect(form.queryByLabelText(/^Preço por peça/)).toBeNull();
    // Two bands to start: PP–M and G–XGG.
    type(form.getByLabelText(/Preço PP–M/), '3000');
    expect(form.queryByText(/Total pela grade/)).toBeNull();
    type(form.getByLabelText(/Preço G–XGG/), '3400');
    // 60 × R$ 30,00 + 100 × R$ 34,00 = R$ 5.200,00
    expect(form.getByText(/Total pela grade/).textContent).toBe(
      'Total pela grade para 160 peças: R$\u00a05.200,00',
    );
    type(form.getByLabelText(/Preço G–XGG/), '3500');
    expect(form.getByText(/Total pela grade/).textContent).toContain('R$\u00a05.300,00');
    fireEvent.change(form.getByLabelText(/Prazo de entrega/), { target: { value: '20' } });
    fireEvent.click(form.getByRole('button', { name: 'Enviar proposta' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      price_cents: 3000,
      lead_time_days: 20,
      size_bands: [
        { from_size: 'PP', to_size: 'M', price_cents: 3000 },
        { from_size: 'G', to_size: 'XGG', price_cents: 3500 },
      ],
    });
  });

  it('says in pt-BR when the bands leave a size out, overlap or lack a price', async () => {
    const { form, type, sent } = open();
    fireEvent.click(await form.findByText('Preço por faixa de tamanhos'));
    fireEvent.change(form.getByLabelText(/Prazo de entrega/), { target: { value: '20' } });
    type(form.getByLabelText(/Preço PP–M/), '3000');
    fireEvent.click(form.getByRole('button', { name: 'Enviar proposta' }));
    expect(await form.findByText(QUOTE_TEXTS.bandPriceRequired)).toBeTruthy();
    // Without the second band, G, GG and XGG have no price.
    fireEvent.click(form.getByRole('button', { name: 'Remover faixa 2' }));
    fireEvent.click(form.getByRole('button', { name: 'Enviar proposta' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      QUOTE_TEXTS.bandsCoverAll('G, GG, XGG'),
    );
    expect(form.queryByText(/Total pela grade/)).toBeNull();
    // The new band starts after the last one: G–XGG.
    fireEvent.click(form.getByRole('button', { name: 'Adicionar faixa' }));
    type(form.getByLabelText(/Preço G–XGG/), '3400');
    expect(form.getByText(/Total pela grade/).textContent).toContain('R$\u00a05.200,00');
    expect(sent).toHaveLength(0);
  });

  it('one price per piece still prices the whole grade', async () => {
    const { form, type } = open();
    await form.findByTestId('grade-da-proposta');
    type(form.getByLabelText(/Preço por peça/), '3000');
    expect(form.getByText(/Total para/).textContent).toBe('Total para 160 peças: R$\u00a04.800,00');
  });

  it('says when the grade could not be loaded, and tries again', async () => {
    const { form } = open('fails');
    expect(await form.findByText(/Não foi possível carregar a grade/)).toBeTruthy();
    expect(form.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    // The quote can still be sent with one price.
    expect(form.getByLabelText(/Preço por peça/)).toBeTruthy();
  });
});
