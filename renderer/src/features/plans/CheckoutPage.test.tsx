import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { fail, ok } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { aCatalogue, aPayment, approved, CLIENT, PIX_CODE } from '../../test/plans-kit';

vi.setConfig({ testTimeout: 20_000 });

const PATH = '/app/planos/assinar?plano=yearly';

function checkoutServer(
  answer = () =>
    ok(aPayment(1, { plan: 'yearly', plan_name: 'PRO Anual', amount_cents: 47900 }), undefined),
) {
  const bodies: unknown[] = [];
  return {
    bodies,
    routes: {
      'GET /plans/': () => ok(aCatalogue()),
      'POST /plans/checkout/': (config: { data?: string }) => {
        bodies.push(JSON.parse(config.data ?? '{}'));
        return answer();
      },
      [`GET /payments/${aPayment(1).id}/`]: () => ok(aPayment(1)),
    },
  };
}

describe('Assinar (pix-manual)', () => {
  it('offers Pix only and says why card and boleto are hidden', async () => {
    renderApp(PATH, { user: CLIENT, routes: checkoutServer().routes });
    expect(await screen.findByRole('radio', { name: 'Pix' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Cartão de crédito' })).toBeNull();
    expect(screen.getByText(aCatalogue().methods_note ?? '')).toBeTruthy();
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: /^PRO Anual — R\$\s479,00\/ano$/ })
        .checked,
    ).toBe(true);
  });

  it('shows the QR and Pix Copia e Cola, copies it, and flips to confirmed on payment:changed', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const server = checkoutServer();
    renderApp(PATH, { user: CLIENT, routes: server.routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('img', { name: 'QR Code do Pix' })).toBeTruthy();
    expect(server.bodies).toEqual([{ plan: 'yearly', method: 'pix' }]);
    const field = screen.getByLabelText<HTMLTextAreaElement>(PLAN_TEXTS.pixCopyPaste);
    expect(field.value).toBe(PIX_CODE);
    expect(screen.getByText(PLAN_TEXTS.waitingManual)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: PLAN_TEXTS.copyCode }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(PIX_CODE));
    expect(await screen.findByRole('button', { name: PLAN_TEXTS.codeCopied })).toBeTruthy();

    // Another payment's event changes nothing here.
    act(() => emitServerEventForTest('payment:changed', approved(aPayment(2))));
    expect(screen.queryByText(PLAN_TEXTS.confirmed)).toBeNull();
    act(() => emitServerEventForTest('payment:changed', approved(aPayment(1))));
    expect(await screen.findByText(PLAN_TEXTS.confirmed)).toBeTruthy();
    expect(screen.getByText('Válido até 24/12/2026')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'QR Code do Pix' })).toBeNull();
  });

  it('shows a refused payment with its text and starts a new one with Tentar de novo', async () => {
    const server = checkoutServer();
    renderApp(PATH, { user: CLIENT, routes: server.routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    await screen.findByRole('img', { name: 'QR Code do Pix' });
    act(() => emitServerEventForTest('payment:changed', aPayment(1, { status: 'rejected' })));
    expect(await screen.findByText(PLAN_TEXTS.rejected)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(server.bodies).toHaveLength(2));
    expect(await screen.findByRole('img', { name: 'QR Code do Pix' })).toBeTruthy();
  });

  it("shows the server's text when the checkout is refused", async () => {
    const server = checkoutServer(() => fail(422, PLAN_TEXTS.methodUnavailable));
    renderApp(PATH, { user: CLIENT, routes: server.routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(PLAN_TEXTS.methodUnavailable);
  });
});
