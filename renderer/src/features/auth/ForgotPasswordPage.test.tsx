import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render';

describe('forgot password', () => {
  it('confirms with Email enviado! and the next steps', async () => {
    renderApp('/recuperar-senha', { routes: { 'POST /user/password-reset/': () => ok({}) } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@atelie.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link de recuperação' }));
    expect(await screen.findByRole('heading', { name: 'Email enviado!' })).toBeTruthy();
    expect(screen.getByText('Defina sua nova senha.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao login' }).getAttribute('href')).toBe(
      '/entrar',
    );
  });
});
