import { useSyncExternalStore } from 'react';

/*
 * The device's clock for what changes with the day (a quote past its validity): one
 * timer for every screen that reads it, running only while one does, ticking each minute, so a
 * quote that expires while the screen stays open is flagged without a reload.
 */
const MINUTE = 60_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    // A screen opened after a long pause starts from the time it opens.
    now = Date.now();
    timer = setInterval(tick, MINUTE);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Milliseconds since the epoch, at most a minute old; re-renders the caller each minute. */
export const useMinuteClock = (): number =>
  useSyncExternalStore(
    subscribe,
    () => (timer ? now : Date.now()),
    () => now,
  );
