import type { ComponentType } from 'react';
import { noticeFailedChunk } from '../app/release';

/**
 * Waits before the 2nd and 3rd try of a download: three tries in all, about 2 s, then the
 * screen says the part could not load. A 429 or 503 on a chunk is usually a short burst; a
 * loop that asks again on every render would only make it worse.
 */
export const CHUNK_RETRY_DELAYS_MS: readonly number[] = [500, 1500];

export type LoaderState = 'idle' | 'loading' | 'loaded' | 'failed';

export interface LoaderOptions {
  delays?: readonly number[];
  /** The pause between tries (tests pass fake timers through setTimeout). */
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A component fetched once: `preload` starts (or joins) the download, `loaded` is the component
 * once it arrived. A failed download is tried again with backoff (`CHUNK_RETRY_DELAYS_MS`), and
 * without waiting when the browser says it is offline; once every try failed the failure is
 * remembered (`state` is 'failed'): nothing asks again until `retry`, a person's 'Tentar
 * novamente'. Chromium asks the network again for a module URL whose fetch failed (checked on
 * 156), so trying the same import again is a real new request.
 */
export function componentLoader<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LoaderOptions = {},
) {
  const delays = options.delays ?? CHUNK_RETRY_DELAYS_MS;
  const wait = options.wait ?? sleep;
  let loaded: ComponentType<P> | null = null;
  let state: LoaderState = 'idle';
  let pending: Promise<void> | null = null;
  let settled: Promise<void> | null = null;
  let failure: Error | null = null;
  const listeners = new Set<() => void>();
  const set = (next: LoaderState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  async function tries(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        loaded = await load();
        set('loaded');
        return;
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined || !navigator.onLine) {
          failure = error instanceof Error ? error : new Error(String(error));
          set('failed');
          noticeFailedChunk();
          throw error;
        }
        await wait(delay);
      }
    }
  }

  function start(): Promise<void> {
    if (state === 'failed' && failure) return Promise.reject(failure);
    if (!pending) {
      set('loading');
      pending = tries();
      settled = pending.catch(() => undefined);
    }
    return pending;
  }

  return {
    preload: start,
    /** Resolves when the download ended either way (for React's `use`, which must not throw). */
    settled: (): Promise<void> => {
      if (state === 'failed') return Promise.resolve();
      void start().catch(() => undefined);
      return settled!;
    },
    loaded: () => loaded,
    state: () => state,
    /** Forgets a failure and downloads again (three tries again). */
    retry: (): Promise<void> => {
      if (state !== 'failed') return start();
      pending = null;
      failure = null;
      state = 'idle';
      return start();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ComponentLoader<P extends object> = ReturnType<typeof componentLoader<P>>;
