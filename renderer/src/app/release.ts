/**
 * Which release of the web build this tab runs, and what to do when the server has a newer one.
 * The build keeps the previous releases' chunks (src/build/releases.ts), so an old tab keeps
 * working; should one of its chunks still fail for good, the tab asks the server which release
 * it serves (release.json, never cached) and, if it is another, loads the new one at the next
 * navigation: a full page load then, once per release, instead of a screen that cannot load.
 */

/**
 * Stamped on index.html by the build (src/build/releases.ts), read once as the tab starts;
 * empty in development and tests, which never reload. Not in the JavaScript: a release id there
 * would change every chunk's hash at every build, unchanged code included.
 */
export const RUNNING_RELEASE: string =
  typeof document === 'undefined'
    ? ''
    : (document.querySelector('meta[name="alinhavo-release"]')?.getAttribute('content') ?? '');

let newerRelease: string | null = null;
let asking: Promise<void> | null = null;

/** Called once a chunk failed every try: is the server on another release? */
export function noticeFailedChunk(): void {
  if (!RUNNING_RELEASE || newerRelease || asking || typeof fetch !== 'function') return;
  asking = fetch('/release.json', { cache: 'no-store' })
    .then((answer) => (answer.ok ? (answer.json() as Promise<{ id?: unknown }>) : null))
    .then((release) => {
      if (typeof release?.id === 'string' && release.id !== RUNNING_RELEASE)
        newerRelease = release.id;
    })
    .catch(() => undefined)
    .finally(() => {
      asking = null;
    });
}

/** Whether the server said it runs a newer release than this tab. */
export const hasNewerRelease = (): boolean => newerRelease !== null;

const RELOADED_KEY = 'alinhavo:reloaded-for-release';

/**
 * Loads `url` as a full page when a newer release is known and this tab has not already done so
 * for it (a release whose own chunks fail must not reload forever). Returns whether it did.
 */
export function loadNewRelease(url: string): boolean {
  if (!newerRelease) return false;
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === newerRelease) return false;
    sessionStorage.setItem(RELOADED_KEY, newerRelease);
  } catch {
    return false; // no storage: no way to know it already reloaded, so never
  }
  window.location.assign(url);
  return true;
}

/** Tests: forget what the server said. */
export function resetReleaseState(release: string | null = null): void {
  newerRelease = release;
  asking = null;
}
