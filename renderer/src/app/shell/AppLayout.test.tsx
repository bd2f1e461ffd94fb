import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const menu = () => within(screen.getByRole('navigation', { name: 'Menu principal' }));
const entries = () =>
  menu()
    .getAllByRole('link')
    .map((link) => link.textContent);

const desktopMatch = window.matchMedia;
afterEach(() => {
  window.matchMedia = desktopMatch;
});

/** A 390 px phone: every max-width query matches. */
function phoneMatch(phone: boolean) {
  return vi.fn().mockImplementation((query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

describe('shell', () => {
  it('shows the provider menu to a PROFISSIONAL', () => {
    renderApp('/app', { user: aUser({ user_type: 'PROFISSIONAL' }) });
    expect(entries()).toEqual([
      'Dashboard',
      'Meu Perfil',
      'Oportunidades',
      'Meus Trabalhos',
      'Mensagens',
      'Central de Dúvidas',
    ]);
    expect(screen.getAllByText('Profissional').length).toBeGreaterThan(0);
  });

  it('shows the client menu to a CLIENTE, without admin entries', () => {
    renderApp('/app', { user: aUser({ user_type: 'CLIENTE' }) });
    expect(entries()).toEqual([
      'Dashboard',
      'Perfil',
      'Buscar Profissionais',
      'Minhas Demandas',
      'Mensagens',
      'Central de Dúvidas',
    ]);
    expect(screen.queryByText('Painel Admin')).toBeNull();
    expect(screen.getAllByText('Cliente / Marca').length).toBeGreaterThan(0);
  });

  it('gives the admin only the admin entries, and the Visão geral as home', async () => {
    const { location } = renderApp('/app', {
      user: aUser({ user_type: 'CLIENTE', is_admin: true }),
    });
    expect(entries()).toEqual([
      'Visão geral',
      'Usuários',
      'Demandas',
      'Aprovações',
      'Denúncias',
      'Relatórios',
      'Pagamentos',
      'Auditoria',
    ]);
    expect(location()).toBe('/app/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel Admin' })).toBeTruthy();
  });

  it('titles every admin screen Painel Admin and marks only its own entry', async () => {
    renderApp('/app/admin/usuarios', { user: aUser({ user_type: 'CLIENTE', is_admin: true }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Painel Admin' })).toBeTruthy();
    const active = menu()
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('data-active'))
      .map((link) => link.textContent);
    expect(active).toEqual(['Usuários']);
  });

  it.each([
    ['/app/admin', 'Visão geral'],
    ['/app/admin/usuarios', 'Usuários'],
    ['/app/admin/demandas', 'Demandas'],
    ['/app/admin/aprovacoes', 'Aprovações'],
    ['/app/admin/denuncias', 'Denúncias'],
    ['/app/admin/relatorios', 'Relatórios'],
    ['/app/admin/pagamentos', 'Pagamentos'],
    ['/app/admin/auditoria', 'Auditoria'],
  ])('gives the admin tab %s its own heading, %s, under Painel Admin', async (path, tab) => {
    renderApp(path, { user: aUser({ user_type: 'CLIENTE', is_admin: true }) });
    expect(await screen.findByRole('heading', { level: 2, name: tab })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Painel Admin' })).toBeTruthy();
    expect(document.title).toBe(`${tab} · Painel Admin · Alinhavo`);
  });

  it('names the admin tab in the header on a phone, where every tab read Painel Admin', async () => {
    window.matchMedia = phoneMatch(true);
    renderApp('/app/admin/usuarios', { user: aUser({ user_type: 'CLIENTE', is_admin: true }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Usuários' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Painel Admin' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 2, name: 'Usuários' })).toBeTruthy();
  });

  it('keeps the page title in the header on a phone outside the admin console', () => {
    window.matchMedia = phoneMatch(true);
    renderApp('/app/mensagens', { user: aUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Mensagens' })).toBeTruthy();
  });

  it.each(['/app/admin', '/app/admin/usuarios', '/app/admin/aprovacoes'])(
    'answers Página não encontrada on %s for anyone else',
    (path) => {
      renderApp(path, { user: aUser({ user_type: 'CLIENTE' }) });
      expect(screen.getByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
      expect(menu().queryByRole('link', { name: 'Usuários' })).toBeNull();
    },
  );

  it('has the header parts: title, bell, e-mail and Sair', () => {
    renderApp('/app/mensagens', { user: aUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Mensagens' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Notificações/ }).getAttribute('href')).toBe(
      '/app/notificacoes',
    );
    expect(screen.getAllByText('maria@exemplo.com.br').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
  });

  it('tells a provider awaiting approval', () => {
    renderApp('/app', { user: aUser({ is_approved: false, full_name: null }) });
    expect(screen.getByText('Olá, maria@exemplo.com.br!')).toBeTruthy();
    expect(screen.getByText('Perfil em análise')).toBeTruthy();
  });

  it('sends an anonymous visitor of the app to login', () => {
    const { location } = renderApp('/app/perfil');
    expect(location()).toBe('/entrar');
  });
});
