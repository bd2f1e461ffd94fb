/**
 * The renderer is served from this privileged scheme instead of file:// so it gets a real,
 * stable origin: CSP 'self', fetch, and the IPC sender check all key on it.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'alinhavo';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/`;

/**
 * WHATWG URL gives `origin === 'null'` for non-special schemes, so compare scheme and host.
 * Credentials and ports are refused: the app origin never carries them.
 */
export function isAppUrl(raw: string | null | undefined): boolean {
  if (!raw) return false;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return (
    url.protocol === `${APP_SCHEME}:` &&
    url.hostname === APP_HOST &&
    url.port === '' &&
    url.username === '' &&
    url.password === ''
  );
}
