import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../test/fixtures';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { loadOpportunitiesPanel } from './OpportunitiesSearch';

// The sample search is a lazy chunk of the landing: loaded once here, so the test waits for the
// observer's report, not for the module to be transformed.
await loadOpportunitiesPanel();

describe('entry parameters on /', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('?auth=register opens registration', async () => {
    const { location } = renderApp('/?auth=register');
    await waitFor(() => expect(location()).toBe('/cadastro'));
    expect(screen.getByRole('button', { name: /Sou Profissional/ })).toBeTruthy();
  });

  it('?auth=forgot opens forgot password', async () => {
    const { location } = renderApp('/?auth=forgot');
    await waitFor(() => expect(location()).toBe('/recuperar-senha'));
    expect(screen.getByRole('button', { name: 'Enviar link de recuperação' })).toBeTruthy();
  });

  it('any other ?auth value opens login', async () => {
    const { location } = renderApp('/?auth=x');
    await waitFor(() => expect(location()).toBe('/entrar'));
    expect(screen.getByText('Esqueceu sua senha?')).toBeTruthy();
  });

  it('?code= with a valid code opens the reset screen', async () => {
    const { location } = renderApp('/?code=abc123', {
      routes: { 'POST /user/password-reset-validate/': () => ok({ valid: true }) },
    });
    expect(await screen.findByRole('button', { name: 'Redefinir Senha' })).toBeTruthy();
    expect(location()).toBe('/redefinir-senha?code=abc123');
    expect(screen.getByLabelText('Nova senha')).toBeTruthy();
    expect(screen.getByLabelText('Confirmar nova senha')).toBeTruthy();
  });

  it('?code= with an invalid code goes to forgot password', async () => {
    const { location } = renderApp('/?code=velho', {
      routes: { 'POST /user/password-reset-validate/': () => ok({ valid: false }) },
    });
    await waitFor(() => expect(location()).toBe('/recuperar-senha'));
  });

  it('without parameters shows the landing page; the sample search arrives near the screen', async () => {
    // happy-dom's observer never reports: this one says the section is in view once observed.
    let reportInView: (() => void) | undefined;
    class InViewObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        reportInView = () =>
          this.callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', InViewObserver);
    renderApp('/');
    expect(screen.getAllByRole('link', { name: 'Quero me cadastrar' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Fazer Login' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('status', { name: 'Carregando a busca' })).toBeTruthy();
    expect(screen.queryByText('Plano PRO')).toBeNull();
    await act(async () => {
      reportInView?.();
      await loadOpportunitiesPanel();
    });
    expect(await screen.findByText('Plano PRO')).toBeTruthy();
    expect(screen.getAllByLabelText('Área de Atuação')[0]).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText('Cliente/Marca'));
    // The client tab is a chunk of its own; its filters arrive with it.
    await waitFor(() =>
      expect(screen.getAllByLabelText('Cidade')[0]).toHaveProperty('disabled', true),
    );
  });

  it('sends a signed-in visitor from auth pages to the app', async () => {
    const { location } = renderApp('/entrar', { user: aUser() });
    await waitFor(() => expect(location()).toBe('/app'));
  });
});
