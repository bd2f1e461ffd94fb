import { useSyncExternalStore } from 'react';
import { BrowserRouter } from 'react-router';
import { useSessionStore } from '../data/session-store';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from './ErrorBoundary';
import { FullPageLoader } from './FullPageLoader';
import { PageViews } from './PageViews';
import { AppProviders } from './providers';
import { ReleaseReload } from './ReleaseReload';

const readStatus = () => useSessionStore.getState().status;

/**
 * Waits for the session to start (bootSession), then routes; nothing renders half-known.
 * The live status also while React adopts a prerendered page (src/prerender): a store hook
 * would answer its initial 'loading' there, and the page would be swapped for the loader.
 */
export function SessionGate() {
  const status = useSyncExternalStore(useSessionStore.subscribe, readStatus, readStatus);
  return status === 'loading' ? <FullPageLoader /> : <AppRoutes />;
}

export function App() {
  return (
    <AppProviders>
      <ErrorBoundary>
        <BrowserRouter>
          <PageViews />
          <ReleaseReload />
          <SessionGate />
        </BrowserRouter>
      </ErrorBoundary>
    </AppProviders>
  );
}
