import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/fixtures';
import { fail, type FakeReply } from '../../test/fake-server';
import { renderApp } from '../../test/render';

function fillStep2(email: string, password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Senha'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirmar senha'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
}

describe('registration', () => {
  it('step 2 says the passwords do not match and sends nothing', async () => {
    const { server } = renderApp('/cadastro');
    fireEvent.click(screen.getByRole('button', { name: /Sou Cliente\/Marca/ }));
    expect(screen.getByRole('heading', { name: 'Criar conta' })).toBeTruthy();
    fillStep2('nova@marca.com', 'segredo1', 'segredo2');
    expect(await screen.findByText('As senhas não conferem.')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('says a short password is too short', async () => {
    renderApp('/cadastro');
    fireEvent.click(screen.getByRole('button', { name: /Sou Profissional/ }));
    fillStep2('nova@marca.com', '123', '123');
    expect(await screen.findByText('A senha deve ter pelo menos 6 caracteres.')).toBeTruthy();
  });

  it('sends the chosen type and goes to verification with the e-mail', async () => {
    let sent: unknown;
    const { location } = renderApp('/cadastro', {
      routes: {
        'POST /user/register/': (config): FakeReply => {
          sent = JSON.parse(String(config.data));
          return {
            status: 201,
            body: { status: 'success', data: { user: aUser({ is_email_verified: false }) } },
          };
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: /Sou Profissional/ }));
    fillStep2(' Nova@Marca.com ', 'segredo1', 'segredo1');
    await waitFor(() => expect(location()).toBe('/verificar-email?email=nova%40marca.com'));
    expect(sent).toEqual({
      email: 'nova@marca.com',
      password: 'segredo1',
      password2: 'segredo1',
      user_type: 'PROFISSIONAL',
    });
    expect(screen.getByText('nova@marca.com')).toBeTruthy();
    // A code was just sent: the resend button cools down at once.
    expect(screen.getByRole('button', { name: 'Reenviar em 60s' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows an e-mail in use on the e-mail field', async () => {
    renderApp('/cadastro', {
      routes: {
        'POST /user/register/': () =>
          fail(409, 'Conflito. Este email já está em uso.', { code: 'EMAIL_IN_USE' }),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: /Sou Profissional/ }));
    fillStep2('usado@marca.com', 'segredo1', 'segredo1');
    expect(await screen.findByText('Conflito. Este email já está em uso.')).toBeTruthy();
  });
});
