import type { BrowserEventName } from '@alinhavo/shared/rules/product-events';
import type * as NetworkModule from './api';
import { createTracker } from './tracker';

type Network = typeof NetworkModule;

const VISIT_KEY = 'alinhavo:visit';

/** A random id for this tab's visit (sessionStorage: it ends with the tab, never with a person). */
function visitId(): string {
  try {
    const kept = sessionStorage.getItem(VISIT_KEY);
    if (kept) return kept;
    const fresh = crypto.randomUUID();
    sessionStorage.setItem(VISIT_KEY, fresh);
    return fresh;
  } catch {
    return crypto.randomUUID();
  }
}

let loadedNetwork: Network | null = null;
const network = () =>
  import('./api').then((m) => {
    loadedNetwork = m;
    return m;
  });

let tracker: ReturnType<typeof createTracker> | null = null;
function theTracker() {
  tracker ??= createTracker({
    testRun: import.meta.env.MODE === 'test',
    // The api client arrives with this import, after the page is up, not in its first bytes.
    serverEnabled: () => network().then((m) => m.serverCounts()),
    // Held once loaded: as the page goes away, an import() still to resolve would never send.
    send: (body, opts) =>
      loadedNetwork
        ? loadedNetwork.sendBatch(body, opts)
        : network().then((m) => m.sendBatch(body, opts)),
    visit: visitId(),
  });
  return tracker;
}

/** Counts a product event on the current page; nothing leaves without consent. */
export function track(name: BrowserEventName, path: string = window.location.pathname): void {
  theTracker().track(name, path);
}

export function startProductEvents(): () => void {
  return theTracker().start();
}
