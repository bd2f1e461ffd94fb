import type { User } from '@alinhavo/shared/schemas/user';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '../app/AppRoutes';
import { preloadPages } from '../app/pages';
import { AppProviders } from '../app/providers';
import { api } from '../data/api';
import { useSessionStore } from '../data/session-store';
import { preloadDeferred } from '../ui/deferred';
import { fakeServer, type FakeRoute } from './fake-server';

// Pages (and the parts deferred past the first render) are lazy chunks in the app; here they are
// all loaded first, so a route renders at once and in its final form.
await Promise.all([
  preloadPages(),
  preloadDeferred(),
  import('../features/admin/AdminArea').then((m) => m.preloadAdminPages()),
]);

/** Shows where the router is, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Mounts the real routes at `url` with the real api client, whose network is `routes`.
 * `user` starts the test signed in; otherwise the visitor is anonymous.
 */
export function renderApp(
  url: string | { pathname: string; search?: string; state?: unknown },
  options: { user?: User; routes?: Record<string, FakeRoute> } = {},
) {
  const server = fakeServer(options.routes ?? {});
  api.http.defaults.adapter = server;
  if (options.user) useSessionStore.getState().setAuthenticated(options.user);
  else useSessionStore.getState().setAnonymous();

  const view = render(
    <AppProviders env="test">
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, server, location: () => view.getByTestId('location').textContent ?? '' };
}
