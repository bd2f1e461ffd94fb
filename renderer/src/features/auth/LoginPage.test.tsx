import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/fixtures';
import { fail, ok } from '../../test/fake-server';
import { renderApp } from '../../test/render';

function submitLogin(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Senha'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login', () => {
  it('sends an unverified e-mail to the verification screen', async () => {
    const { location } = renderApp('/entrar', {
      routes: {
        'POST /user/login/': () =>
          fail(403, ERRORS.emailNotVerified, { code: 'EMAIL_NOT_VERIFIED' }),
      },
    });
    submitLogin('Nova@Marca.com', 'segredo1');
    await waitFor(() => expect(location()).toBe('/verificar-email?email=nova%40marca.com'));
    expect(screen.getByText('nova@marca.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verificar Código' })).toBeTruthy();
  });

  it('goes to the dashboard with a greeting after a good login', async () => {
    const { location } = renderApp('/entrar', {
      routes: {
        'POST /user/login/': () =>
          ok({ user: aUser({ full_name: 'Maria Souza' }), token: { access: 'a', refresh: 'r' } }),
      },
    });
    submitLogin('maria@exemplo.com.br', 'segredo1');
    await waitFor(() => expect(location()).toBe('/app'));
    expect(await screen.findByText('Olá, Maria Souza!')).toBeTruthy();
  });

  it('goes back to the screen a link asked for once signed in, query included', async () => {
    const { location } = renderApp('/app/mensagens?conversa=c1', {
      routes: {
        'POST /user/login/': () => ok({ user: aUser(), token: { access: 'a', refresh: 'r' } }),
      },
    });
    await waitFor(() => expect(location()).toBe('/entrar'));
    submitLogin('maria@exemplo.com.br', 'segredo1');
    await waitFor(() => expect(location()).toBe('/app/mensagens?conversa=c1'));
  });

  it('stays on login for wrong credentials', async () => {
    const { location } = renderApp('/entrar', {
      routes: {
        'POST /user/login/': () =>
          fail(401, ERRORS.invalidCredentials, { code: 'INVALID_CREDENTIALS' }),
      },
    });
    submitLogin('maria@exemplo.com.br', 'errada');
    expect((await screen.findByTestId('login-refused')).textContent).toBe(
      ERRORS.invalidCredentials,
    );
    expect(location()).toBe('/entrar');
  });

  it('keeps the wrong-password text by the form after the toast, until the next try', async () => {
    let answer: () => ReturnType<typeof fail> = () =>
      fail(401, ERRORS.invalidCredentials, { code: 'INVALID_CREDENTIALS' });
    renderApp('/entrar', { routes: { 'POST /user/login/': () => answer() } });
    submitLogin('maria@exemplo.com.br', 'errada');
    const inline = await screen.findByTestId('login-refused');
    expect(inline.textContent).toBe(ERRORS.invalidCredentials);
    // It sits inside the form, under the fields, not only in the passing toast.
    expect(inline.closest('form')).not.toBeNull();

    answer = () => fail(429, ERRORS.tooManyRequests, { code: 'RATE_LIMITED' });
    submitLogin('maria@exemplo.com.br', 'outra');
    await waitFor(() => expect(screen.queryByTestId('login-refused')).toBeNull());
  });

  it("shows only the spec's 429 text while the server slows the guesses down (no lock, no countdown)", async () => {
    const { location } = renderApp('/entrar', {
      routes: {
        'POST /user/login/': () =>
          fail(429, ERRORS.tooManyRequests, { code: 'RATE_LIMITED' }, { 'retry-after': '900' }),
      },
    });
    submitLogin('maria@exemplo.com.br', 'segredo1');
    expect(await screen.findByText(ERRORS.tooManyRequests)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/bloquead|minutos|suspensa/i);
    expect(location()).toBe('/entrar');
  });

  it('says on the form that a suspended account cannot enter (403 ACCOUNT_SUSPENDED)', async () => {
    const { location } = renderApp('/entrar', {
      routes: {
        'POST /user/login/': () =>
          fail(403, ADMIN_TEXTS.accountSuspended, { code: 'ACCOUNT_SUSPENDED' }),
      },
    });
    submitLogin('maria@exemplo.com.br', 'segredo1');
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe(ADMIN_TEXTS.accountSuspended);
    expect(location()).toBe('/entrar');
  });

  it('validates with the shared texts before calling the server', async () => {
    const { server } = renderApp('/entrar');
    submitLogin('nao-e-email', '');
    expect(await screen.findByText('Email inválido. Verifique o formato.')).toBeTruthy();
    expect(screen.getByText('Este campo é obrigatório.')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
