import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { firstLoginFlag } from '../platform/first-login';
import { useSessionStore } from '../data/session-store';
import { NotFoundPage } from './NotFoundPage';
import { APP_PATHS, homeFor } from './shell/paths';

/**
 * Where a visitor was going when the app sent them to sign in (a link from an e-mail, a
 * notification or the desktop app to a conversation or a demand): an app address only, never
 * another site.
 */
function returnTo(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && /^\/app(\/|\?|$)/.test(from) ? from : null;
}

/**
 * Auth pages and the landing are for visitors. A signed-in user goes to the app: the profile on
 * the first visit after verification (the flag, spec §2), else the screen they were sent from
 * to sign in, else the dashboard.
 */
export function PublicOnly() {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  const location = useLocation();
  if (status === 'authenticated') {
    const to = firstLoginFlag.isSet() ? '/app/perfil' : (returnTo(location.state) ?? homeFor(user));
    return <Navigate to={to} replace />;
  }
  return <Outlet />;
}

/** The app is for signed-in users; others go to login (or home right after a logout). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);
  const signedOut = useSessionStore((s) => s.signedOut);
  const location = useLocation();
  if (status !== 'authenticated') {
    return (
      <Navigate
        to={signedOut ? '/' : '/entrar'}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  return children;
}

/** Admin pages: anyone else sees the ordinary 'Página não encontrada'. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const isAdmin = useSessionStore((s) => s.user?.is_admin === true);
  return isAdmin ? children : <NotFoundPage />;
}

/** /app is the client's or provider's dashboard; the admin's home is the Visão geral. */
export function UserHome({ children }: { children: ReactNode }) {
  const user = useSessionStore((s) => s.user);
  const home = homeFor(user);
  return home === APP_PATHS.dashboard ? children : <Navigate to={home} replace />;
}
