import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { ADMIN, anOverview } from './admin-test-kit';
import { lastTwelveWeeks } from './PeriodPicker';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.restoreAllMocks());

describe('Relatórios', () => {
  it('starts on the last 12 weeks and exports a CSV of that period as a protected download', async () => {
    const period = lastTwelveWeeks();
    const seen: { url: string | undefined; params: unknown; type: unknown }[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { server } = renderApp('/app/admin/relatorios', {
      user: ADMIN,
      routes: {
        'GET /admin/overview/': (config) => {
          seen.push({ url: config.url, params: config.params, type: config.responseType });
          return ok(anOverview());
        },
        'GET /admin/export/users.csv': (config) => {
          seen.push({ url: config.url, params: config.params, type: config.responseType });
          return { status: 200, body: new Blob(['\uFEFFnome;e-mail\n'], { type: 'text/csv' }) };
        },
      },
    });
    await waitFor(() => expect(seen[0]?.params).toEqual(period));
    fireEvent.click(await screen.findByRole('button', { name: 'Usuários' }));
    expect(await screen.findByText('Arquivo CSV salvo.')).toBeTruthy();
    expect(server.calls).toContain('GET /admin/export/users.csv');
    expect(seen.at(-1)).toEqual({ url: '/admin/export/users.csv', params: period, type: 'blob' });
    expect(click).toHaveBeenCalled();
  });

  it('shows the product funnel and the weekly use of the chosen period', async () => {
    const period = lastTwelveWeeks();
    const asked: unknown[] = [];
    renderApp('/app/admin/relatorios', {
      user: ADMIN,
      routes: {
        'GET /admin/overview/': () => ok(anOverview()),
        'GET /admin/funnel/': (config) => {
          asked.push(config.params);
          return ok({
            from: period.from,
            to: period.to,
            steps: [
              { name: 'page_view', count: 1200 },
              { name: 'signup_started', count: 300 },
              { name: 'signup_finished', count: 150 },
              { name: 'demand_published', count: 60 },
              { name: 'interest_shown', count: 45 },
              { name: 'provider_chosen', count: 30 },
              { name: 'demand_completed', count: 12 },
            ],
            checkout: [
              { name: 'checkout_started', count: 20 },
              { name: 'checkout_paid', count: 9 },
            ],
            weekly: [
              {
                week_start: '2026-11-16',
                visitors: 420,
                page_views: 1830,
                signups: 51,
                demands: 22,
                paid: 3,
              },
            ],
          });
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Funil do produto' });
    await waitFor(() => expect(section.textContent).toContain('Concluíram o cadastro'));
    expect(asked[0]).toEqual(period);
    expect(section.textContent).toContain('1.200');
    expect(section.textContent).toContain('12,5%'); // 150 of 1.200
    expect(section.textContent).toContain('Pagaram o Plano Pro');
    const table = screen.getByRole('table', { name: 'Uso por semana' });
    expect(table.textContent).toContain('16/11');
    expect(table.textContent).toContain('1.830');
  });
});
