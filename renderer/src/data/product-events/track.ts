import type { BrowserEventName } from '@alinhavo/shared/rules/product-events';

/*
 * What pages and data calls use to count a product event. Tiny on purpose: the
 * queue, the consent checks and the api client load with the first event, after the page is
 * up, so no page's first bytes grow for analytics.
 */

const tracker = () => import('./index');

/**
 * Counts `name` on the current page (the path is read now, the event queued a moment later).
 * Only page views and interface steps: the funnel's facts are recorded by the server.
 */
export function track(name: BrowserEventName, path: string = window.location.pathname): void {
  void tracker().then((m) => m.track(name, path));
}

export function startProductEvents(): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void tracker().then((m) => {
    if (!stopped) stop = m.startProductEvents();
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** `work`, counting `name` once it succeeded (an action the server refused is not a step). */
export function tracked<T>(name: BrowserEventName, work: Promise<T>): Promise<T> {
  return work.then((value) => {
    track(name);
    return value;
  });
}
