import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeReply } from '../../test/fake-server';
import { renderApp } from '../../test/render';

const validCode = (): FakeReply => ({
  status: 200,
  body: { status: 'success', data: { valid: true } },
});

async function fill(password: string, confirm: string) {
  fireEvent.change(await screen.findByLabelText('Nova senha'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirmar nova senha'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Redefinir Senha' }));
}

describe('reset password', () => {
  it('says the passwords do not match, on the confirmation, and sends nothing', async () => {
    const { server } = renderApp('/redefinir-senha?code=abc123', {
      routes: { 'POST /user/password-reset-validate/': validCode },
    });
    await fill('segredo1', 'segredo2');
    const message = await screen.findByText('As senhas não coincidem');
    const confirm = screen.getByLabelText('Confirmar nova senha');
    expect(confirm.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(server.calls).toEqual(['POST /user/password-reset-validate/']);
  });

  it('says a short password is too short', async () => {
    renderApp('/redefinir-senha?code=abc123', {
      routes: { 'POST /user/password-reset-validate/': validCode },
    });
    await fill('123', '123');
    expect(await screen.findByText('A senha deve ter pelo menos 6 caracteres')).toBeTruthy();
  });

  it('sends the code with both passwords and says it is done', async () => {
    let sent: unknown;
    renderApp('/redefinir-senha?code=abc123', {
      routes: {
        'POST /user/password-reset-validate/': validCode,
        'POST /user/password-reset-confirm/': (config): FakeReply => {
          sent = JSON.parse(String(config.data));
          return { status: 200, body: { status: 'success', data: {} } };
        },
      },
    });
    await fill('segredo1', 'segredo1');
    await waitFor(() =>
      expect(sent).toEqual({ code: 'abc123', password: 'segredo1', password2: 'segredo1' }),
    );
    expect(
      await screen.findByText(
        'Senha redefinida com sucesso! Você será redirecionado para o login.',
      ),
    ).toBeTruthy();
  });
});
