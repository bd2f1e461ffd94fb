import { useSessionStore } from '../data/session-store';
import { mayHaveStoredSession } from '../platform/session-hint';

/**
 * Spec §4 Session at startup. A visitor with nothing stored is anonymous before the first
 * render (no loading frame, no header swap); otherwise the session code arrives as its own chunk
 * and restores the stored user, while the page shows 'Carregando...'.
 */
export function bootSession(): Promise<void> {
  if (!mayHaveStoredSession()) {
    useSessionStore.getState().setAnonymous();
    return Promise.resolve();
  }
  return import('../kits/session/session')
    .then((session) => session.startSession())
    .catch(() => {
      // The chunk could not arrive (a redeploy, no network): a visitor's page beats a spinner.
      if (useSessionStore.getState().status === 'loading')
        useSessionStore.getState().setAnonymous();
    });
}
