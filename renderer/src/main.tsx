import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@fontsource-variable/inter/wght.css';
import './app/fonts.css';
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootSession } from './app/session-boot';
import { entryRedirect } from './features/landing/LandingPage';
import { mayHaveStoredSession } from './platform/session-hint';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * The server sends `/` and `/entrar` already rendered for a visitor without a session
 * (src/prerender). React adopts that markup only when this visit would render exactly it: the
 * same path, nobody possibly signed in (the desktop app always asks), no old ?auth=/?code= link
 * to redirect. Anything else renders from scratch, as every other route and the desktop app do.
 */
function adoptsPrerenderedMarkup(element: HTMLElement): boolean {
  if (element.dataset.prerendered !== window.location.pathname) return false;
  if (mayHaveStoredSession()) return false;
  return !(
    window.location.pathname === '/' && entryRedirect(new URLSearchParams(window.location.search))
  );
}

// The build has zod set them itself (vite.config.ts, zodInPortuguese); dev only, dropped there.
if (import.meta.env.DEV) void import('@alinhavo/shared/zod-locale');

const hydrate = adoptsPrerenderedMarkup(root);
void bootSession();
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (hydrate) {
  // As a transition, adopting the page is split into short slices between which the browser
  // answers input; a plain hydrateRoot is one long task on a slow phone.
  // From here on a click is React's to answer (it replays those on parts not adopted yet): the
  // boot script repeats only a tap made before (src/prerender).
  root.dataset.adopting = '';
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // A signed-in visitor must not interact with the visitor's page while the session starts.
  root.replaceChildren();
  createRoot(root).render(app);
}
