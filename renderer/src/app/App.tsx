import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { startSession } from '../features/session/session';
import { useSessionStore } from '../features/session/session-store';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from './ErrorBoundary';
import { FullPageLoader } from './FullPageLoader';
import { AppProviders } from './providers';

/** Waits for the session to start, then routes; nothing renders in a half-known state. */
export function SessionGate() {
  const status = useSessionStore((s) => s.status);
  useEffect(() => {
    void startSession();
  }, []);
  return status === 'loading' ? <FullPageLoader /> : <AppRoutes />;
}

export function App() {
  return (
    <AppProviders>
      <ErrorBoundary>
        <BrowserRouter>
          <SessionGate />
        </BrowserRouter>
      </ErrorBoundary>
    </AppProviders>
  );
}
