import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstLoginFlag } from '../../platform/first-login';
import { aUser } from '../../test/fixtures';
import { fail, ok } from '../../test/fake-server';
import { renderApp } from '../../test/render';

describe('e-mail verification', () => {
  it('shows the e-mail from the URL and lets the code be resent, then counts down from 60 s', async () => {
    renderApp('/verificar-email?email=ana%40ateliê.com'.replace('ê', 'e'), {
      routes: {
        'POST /user/email-verification-codes/resend/': () =>
          ok({}, 'Enviamos um novo código para o seu e-mail.'),
      },
    });
    expect(screen.getByText('ana@atelie.com')).toBeTruthy();
    const resend = screen.getByRole('button', { name: 'Reenviar Código' });
    expect(resend).toHaveProperty('disabled', false);
    fireEvent.click(resend);
    const waiting = await screen.findByRole('button', { name: 'Reenviar em 60s' });
    expect(waiting).toHaveProperty('disabled', true);
  });

  it('honours Retry-After from a 429', async () => {
    renderApp('/verificar-email?email=ana%40atelie.com', {
      routes: {
        'POST /user/email-verification-codes/resend/': () =>
          fail(
            429,
            'Aguarde 42 segundos para solicitar um novo código.',
            { code: 'RATE_LIMITED' },
            { 'retry-after': '42' },
          ),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar Código' }));
    expect(await screen.findByRole('button', { name: 'Reenviar em 42s' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('keeps only digits, submits with Enter and shows a wrong code on the field', async () => {
    let sent: unknown;
    renderApp('/verificar-email?email=ana%40atelie.com', {
      routes: {
        'POST /user/email-verification-codes/verify/': (config) => {
          sent = JSON.parse(String(config.data));
          return fail(400, 'Código inválido. Verifique e tente novamente.', {
            code: 'INVALID_CODE',
          });
        },
      },
    });
    const input = screen.getByLabelText<HTMLInputElement>('Código de verificação');
    fireEvent.change(input, { target: { value: '12a34' } });
    expect(input.value).toBe('1234');
    fireEvent.change(input, { target: { value: '12345' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('Código inválido. Verifique e tente novamente.')).toBeTruthy();
    expect(sent).toEqual({ email: 'ana@atelie.com', code: '12345' });
  });

  it('signs in, sets the first-login flag and opens the profile', async () => {
    const user = aUser({ email: 'ana@atelie.com' });
    const { location } = renderApp('/verificar-email?email=ana%40atelie.com', {
      routes: {
        'POST /user/email-verification-codes/verify/': () =>
          ok({ user, token: { access: 'a', refresh: 'r' } }),
      },
    });
    fireEvent.change(screen.getByLabelText('Código de verificação'), {
      target: { value: '12345' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar Código' }));
    await waitFor(() => expect(location()).toBe('/app/perfil'));
    expect(await screen.findByText('Boas-vindas ao Alinhavo!')).toBeTruthy();
    await waitFor(() => expect(firstLoginFlag.isSet()).toBe(false));
    expect(JSON.parse(localStorage.getItem('alinhavo:session')!)).toEqual({
      user_id: user.id,
      user,
    });
  });
});
