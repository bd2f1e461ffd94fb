import { STORAGE_KEYS } from './storage-keys';

/**
 * Whether this device may hold a signed-in session, answered without loading an adapter: a
 * visitor with none gets the landing at once, and the session code (api client, local
 * database, realtime) is downloaded only by those who need it. The desktop app keeps its
 * session in the main process, so it always asks.
 */
export function mayHaveStoredSession(): boolean {
  if (typeof window !== 'undefined' && window.desktop) return true;
  try {
    return localStorage.getItem(STORAGE_KEYS.session) !== null;
  } catch {
    return false;
  }
}
