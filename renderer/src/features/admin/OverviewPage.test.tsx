import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { fail, ok } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { ADMIN, anOverview } from './admin-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const card = (label: string) => within(screen.getByRole('group', { name: label }));

describe('Visão geral', () => {
  it('renders users by type, demand counts, top cities and the weekly figures', async () => {
    renderApp('/app/admin', {
      user: ADMIN,
      routes: { 'GET /admin/overview/': () => ok(anOverview()) },
    });
    await waitFor(() => expect(card('Clientes / Marcas').getByText('120')).toBeTruthy());
    expect(card('Profissionais').getByText('80')).toBeTruthy();
    expect(
      card('Profissionais').getByText('50 aprovados · 25 pendentes · 5 rejeitados'),
    ).toBeTruthy();
    expect(card('Contas suspensas').getByText('2')).toBeTruthy();
    expect(card('Total').getByText('300')).toBeTruthy();
    expect(card('Abertas').getByText('140')).toBeTruthy();
    expect(card('Em andamento').getByText('60')).toBeTruthy();
    expect(card('Concluídas').getByText('90')).toBeTruthy();
    expect(screen.getByText('São Paulo/SP')).toBeTruthy();
    expect(screen.getByText('70 usuários')).toBeTruthy();
    expect(screen.getByText('13 no período, por semana (começando na segunda-feira)')).toBeTruthy();
    // The screen readers' list (the chart's hover tip says the same, in an aria-hidden drawing).
    expect(screen.getByText('Semana de 02/03: 11', { selector: 'li' })).toBeTruthy();
  });

  it('opens Aprovações and Denúncias from their counters', async () => {
    const { location } = renderApp('/app/admin', {
      user: ADMIN,
      routes: { 'GET /admin/overview/': () => ok(anOverview()) },
    });
    const pending = await screen.findByRole('link', { name: 'Aprovações pendentes: 25' });
    expect(screen.getByRole('link', { name: 'Denúncias abertas: 3' }).getAttribute('href')).toBe(
      '/app/admin/denuncias',
    );
    fireEvent.click(pending);
    await waitFor(() => expect(location()).toBe('/app/admin/aprovacoes'));
  });

  it('updates live on admin:changed', async () => {
    let overview = anOverview();
    renderApp('/app/admin', {
      user: ADMIN,
      routes: { 'GET /admin/overview/': () => ok(overview) },
    });
    await screen.findByRole('link', { name: 'Aprovações pendentes: 25' });
    overview = anOverview({ pending_approvals: 24 });
    emitServerEventForTest('admin:changed', { kind: 'professional', id: null });
    expect(await screen.findByRole('link', { name: 'Aprovações pendentes: 24' })).toBeTruthy();
  });

  it('says when the figures fail to load and tries again', async () => {
    let failing = true;
    renderApp('/app/admin', {
      user: ADMIN,
      routes: {
        'GET /admin/overview/': () =>
          failing ? fail(500, 'Erro interno do servidor') : ok(anOverview()),
      },
    });
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Denúncias abertas: 3' })).toBeTruthy();
  });
});
