import { BrowserRouter } from 'react-router';
import { useSessionStore } from '../features/session/session-store';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from './ErrorBoundary';
import { FullPageLoader } from './FullPageLoader';
import { AppProviders } from './providers';

/** Waits for the session to start (bootSession), then routes; nothing renders half-known. */
export function SessionGate() {
  const status = useSessionStore((s) => s.status);
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
