import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { useSessionStore } from '../../data/session-store';
import { fail, ok } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { aCatalogue, aMyPlan, aPayment, approved, CLIENT } from '../../test/plans-kit';

vi.setConfig({ testTimeout: 20_000 });

const PATH = '/app/planos';

describe('Planos', () => {
  it('shows Básico and Pro with BRL prices, the yearly saving and Assinar', async () => {
    renderApp(PATH, {
      user: CLIENT,
      routes: { 'GET /plans/': () => ok(aCatalogue()), 'GET /plans/me/': () => ok(aMyPlan()) },
    });
    const pro = within(await screen.findByRole('region', { name: PLAN_TEXTS.proName }));
    expect(pro.getByText('R$ 49,90')).toBeTruthy();
    expect(pro.getByText('R$ 479,00')).toBeTruthy();
    // 12 × 49,90 = 598,80 → 119,80 saved.
    expect(pro.getByText('Economize R$ 119,80 no plano anual')).toBeTruthy();
    expect(pro.getByText('Contato direto pelo WhatsApp')).toBeTruthy();
    expect(pro.getByRole('link', { name: 'Assinar PRO Anual' }).getAttribute('href')).toBe(
      '/app/planos/assinar?plano=yearly',
    );
    expect(screen.getByText('Você está no Plano Básico.')).toBeTruthy();
    expect(await screen.findByText(PLAN_TEXTS.historyEmpty)).toBeTruthy();
  });

  it('says the catalogue failed and loads it again with Tentar novamente', async () => {
    let calls = 0;
    renderApp(PATH, {
      user: CLIENT,
      routes: {
        'GET /plans/': () => (++calls === 1 ? fail(503, PLAN_TEXTS.loadError) : ok(aCatalogue())),
        'GET /plans/me/': () => ok(aMyPlan()),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PLAN_TEXTS.loadError);
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('R$ 49,90')).toBeTruthy();
  });

  it('shows a PRO account: Válido até, days left, Renovar, history with a printable receipt', async () => {
    const paid = approved(aPayment(1));
    const print = vi.fn();
    window.print = print;
    renderApp(PATH, {
      user: { ...CLIENT, is_pro: true, pro_until: '2999-12-24T15:05:00.000Z' },
      routes: {
        'GET /plans/': () => ok(aCatalogue()),
        'GET /plans/me/': () =>
          ok(aMyPlan({ plan: 'pro', is_pro: true, expires_at: paid.period_end, history: [paid] })),
      },
    });
    expect(await screen.findByText('Válido até 24/12/2999')).toBeTruthy();
    expect(screen.getByText(/^Faltam \d+ dias$/)).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Renovar PRO Mensal' })).toBeTruthy();
    const history = within(await screen.findByRole('list', { name: PLAN_TEXTS.history }));
    expect(history.getByText('Pago')).toBeTruthy();
    fireEvent.click(history.getByRole('button', { name: /^Recibo de PRO Mensal/ }));
    const receipt = within(await screen.findByTestId('receipt'));
    expect(receipt.getByText('Marca Exemplo · marca@exemplo.com.br')).toBeTruthy();
    expect(receipt.getByText('R$ 49,90')).toBeTruthy();
    expect(receipt.getByText('Pix')).toBeTruthy();
    expect(receipt.getByText('24/11/2026 a 24/12/2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('turns PRO live when plan:changed arrives, in the page and in the header', async () => {
    renderApp(PATH, {
      user: CLIENT,
      routes: { 'GET /plans/': () => ok(aCatalogue()), 'GET /plans/me/': () => ok(aMyPlan()) },
    });
    expect(await screen.findByText('Você está no Plano Básico.')).toBeTruthy();
    emitServerEventForTest(
      'plan:changed',
      aMyPlan({ plan: 'pro', is_pro: true, expires_at: '2999-01-10T12:00:00.000Z', days_left: 9 }),
    );
    expect(await screen.findByText('Válido até 10/01/2999')).toBeTruthy();
    expect(useSessionStore.getState().user?.is_pro).toBe(true);
    expect(screen.getByRole('link', { name: 'Plano Pro · até 10/01/2999' })).toBeTruthy();
  });
});
