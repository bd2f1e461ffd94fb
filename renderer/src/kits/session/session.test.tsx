import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { AUTH_TEXTS } from '@alinhavo/shared/messages/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { platform } from '../../platform';
import { aUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { useSessionStore } from '../../data/session-store';

const USER = aUser({ full_name: 'Maria Souza', is_approved: true });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("'session:ended' from the server", () => {
  it('signs a suspended account out to the login form, which says why', async () => {
    // The device forgets the session (on the web: the logout call, storage and the cache).
    const clear = vi.spyOn(platform.session, 'clear').mockResolvedValue();
    const { location } = renderApp('/app/notificacoes', { user: USER });
    emitServerEventForTest('session:ended', { reason: 'suspended' });

    await waitFor(() => expect(useSessionStore.getState().status).toBe('anonymous'));
    await waitFor(() => expect(location()).toBe('/entrar'));
    // Said once, above the form (no toast repeating it).
    await waitFor(() => expect(screen.getAllByText(ADMIN_TEXTS.accountSuspended)).toHaveLength(1));
    const form = screen.getByRole('button', { name: 'Entrar' }).closest('form');
    expect(within(form!).getByRole('alert').textContent).toBe(ADMIN_TEXTS.accountSuspended);
    expect(screen.queryByText(AUTH_TEXTS.sessionExpired)).toBeNull();
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone for other reasons (a password change goes on in this tab)', async () => {
    const { location } = renderApp('/app/notificacoes', { user: USER });
    emitServerEventForTest('session:ended', { reason: 'password_changed' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useSessionStore.getState().status).toBe('authenticated');
    expect(location()).toBe('/app/notificacoes');
  });
});
