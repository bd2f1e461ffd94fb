import type { BrowserEventName } from '@alinhavo/shared/rules/product-events';
import type { ProductEventBatch } from '@alinhavo/shared/schemas/product-events';
import { doNotTrack, optedOutOnDevice } from './consent';
import { EventQueue } from './queue';

export interface TrackerDeps {
  /** A test run (Vitest): nothing is ever sent, whatever the server says. */
  testRun: boolean;
  /** The server's `product_analytics` (off in e2e and server test runs). */
  serverEnabled: () => Promise<boolean>;
  send: (batch: ProductEventBatch, opts: { unloading: boolean }) => Promise<unknown>;
  visit: string;
  /** Read at every event: DNT and the device's copy of the Conta switch. */
  blocked?: () => boolean;
}

/**
 * The app's analytics: a queue whose consent is the conjunction of "not a test run", "no DNT",
 * "not switched off on this device" and "the server counts"; the last is unknown until the
 * public settings arrive, and events wait for it.
 */
export function createTracker(d: TrackerDeps) {
  let server: boolean | null = null;
  const blocked = d.blocked ?? (() => doNotTrack() || optedOutOnDevice());
  const queue = new EventQueue({
    visit: d.visit,
    send: d.send,
    allowed: () => (d.testRun || blocked() ? false : server),
  });
  let started = false;

  return {
    queue,
    track(name: BrowserEventName, path: string): void {
      queue.track(name, path);
    },
    /** Asks the server once, flushes on a rhythm and when the page is hidden. */
    start(): () => void {
      if (d.testRun || started) return () => undefined;
      started = true;
      d.serverEnabled().then(
        (on) => {
          // What waited leaves with the next batch, not in a request of its own.
          server = on;
        },
        () => undefined, // unknown stays unknown: the events wait for the next page load
      );
      const stop = queue.start();
      const onHidden = () => {
        if (document.visibilityState === 'hidden') queue.flush(true);
      };
      const onPageHide = () => queue.flush(true);
      document.addEventListener('visibilitychange', onHidden);
      window.addEventListener('pagehide', onPageHide);
      return () => {
        started = false;
        stop();
        document.removeEventListener('visibilitychange', onHidden);
        window.removeEventListener('pagehide', onPageHide);
      };
    },
  };
}

export type Tracker = ReturnType<typeof createTracker>;
