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
});
