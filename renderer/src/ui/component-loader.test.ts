import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RETRY_DELAYS_MS, componentLoader } from './component-loader';

const Part: ComponentType<object> = () => null;

/** A download that fails its first `failures` times (a 503 on the chunk), then arrives. */
function flakyDownload(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls++;
    if (calls <= failures)
      throw new TypeError('Failed to fetch dynamically imported module: /assets/abc.js');
    return Part;
  });
  return load;
}

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

beforeEach(() => {
  vi.useFakeTimers();
  setOnline(true);
});
afterEach(() => {
  vi.useRealTimers();
  setOnline(true);
});

describe('componentLoader', () => {
  it('tries three times in all, waiting 0.5 s then 1.5 s, then remembers the failure', async () => {
    const load = flakyDownload(Infinity);
    const loader = componentLoader(load);
    const outcome = loader.preload().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAYS_MS[0]! - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAYS_MS[1]!);
    expect(load).toHaveBeenCalledTimes(3);
    expect(await outcome).toBeInstanceOf(TypeError);
    expect(loader.state()).toBe('failed');

    // Nothing asks the network again on its own: more preloads, and time, do not.
    await expect(loader.preload()).rejects.toBeInstanceOf(TypeError);
    await loader.settled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('arrives on the third try when the server recovers in time', async () => {
    const load = flakyDownload(2);
    const loader = componentLoader(load);
    const done = loader.preload();
    await vi.advanceTimersByTimeAsync(2_000);
    await done;
    expect(load).toHaveBeenCalledTimes(3);
    expect(loader.loaded()).toBe(Part);
    expect(loader.state()).toBe('loaded');
  });

  it('retry downloads again after a failure (three more tries at most)', async () => {
    const load = flakyDownload(4);
    const loader = componentLoader(load);
    const first = loader.preload().catch(() => 'failed');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await first).toBe('failed');
    expect(load).toHaveBeenCalledTimes(3);

    const again = loader.retry();
    await vi.advanceTimersByTimeAsync(500);
    await again;
    expect(load).toHaveBeenCalledTimes(5);
    expect(loader.loaded()).toBe(Part);
  });

  it('does not wait to try again while the browser is offline', async () => {
    setOnline(false);
    const load = flakyDownload(Infinity);
    const loader = componentLoader(load);
    await expect(loader.preload()).rejects.toBeInstanceOf(TypeError);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loader.state()).toBe('failed');
  });

  it('shares one download between callers', async () => {
    const load = flakyDownload(0);
    const loader = componentLoader(load);
    await Promise.all([loader.preload(), loader.preload(), loader.settled()]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
