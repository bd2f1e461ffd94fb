import type { ProductEventBatch } from '@alinhavo/shared/schemas/product-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { doNotTrack, optedOutOnDevice, rememberOnDevice } from './consent';
import { FLUSH_AT, FLUSH_EVERY_MS } from './queue';
import { createTracker, type TrackerDeps } from './tracker';

const VISIT = '6f1c2a54-8f5e-4d1b-9a57-2d6c1f0e9b3a';

function setup(over: Partial<TrackerDeps> = {}) {
  const sent: Array<{ batch: ProductEventBatch; unloading: boolean }> = [];
  const tracker = createTracker({
    testRun: false,
    serverEnabled: () => Promise.resolve(true),
    send: (batch, { unloading }) => {
      sent.push({ batch, unloading });
      return Promise.resolve();
    },
    visit: VISIT,
    blocked: () => false,
    ...over,
  });
  const stop = tracker.start();
  return { tracker, sent, stop };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
let stops: Array<() => void> = [];
beforeEach(() => {
  vi.useFakeTimers();
  stops = [];
});
afterEach(() => {
  for (const stop of stops) stop();
  vi.useRealTimers();
  localStorage.clear();
});
function started(over: Partial<TrackerDeps> = {}) {
  const s = setup(over);
  stops.push(s.stop);
  return s;
}

describe('product analytics queue', () => {
  it('sends nothing per event: one batch every 10 s', async () => {
    const { tracker, sent } = started();
    await settle();
    tracker.track('page_view', '/app');
    tracker.track('conversation_started', '/app/minhas-demandas');
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS - 1);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      {
        batch: {
          visit: VISIT,
          events: [
            { name: 'page_view', path: '/app' },
            { name: 'conversation_started', path: '/app/minhas-demandas' },
          ],
        },
        unloading: false,
      },
    ]);
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
    expect(sent).toHaveLength(1); // nothing waiting, nothing sent
  });

  it('flushes at once when 20 wait', async () => {
    const { tracker, sent } = started();
    await settle();
    for (let i = 0; i < FLUSH_AT - 1; i++) tracker.track('page_view', '/app');
    expect(sent).toHaveLength(0);
    tracker.track('page_view', '/app');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.batch.events).toHaveLength(FLUSH_AT);
  });

  it('flushes with keepalive when the page is hidden or goes away', async () => {
    const { tracker, sent } = started();
    await settle();
    tracker.track('signup_started', '/app/planos');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(sent).toEqual([
      {
        batch: { visit: VISIT, events: [{ name: 'signup_started', path: '/app/planos' }] },
        unloading: true,
      },
    ]);
    tracker.track('page_view', '/app');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
    expect(sent[1]?.unloading).toBe(true);
  });

  it('replaces ids in paths and drops the query before anything leaves', async () => {
    const { tracker, sent } = started();
    await settle();
    tracker.track('page_view', '/app/demandas/9b2e4c1a-1111-4d1b-9a57-2d6c1f0e9b3a/editar?x=1');
    tracker.track('page_view', '/redefinir-senha/AbC123xyz#token');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent[0]?.batch.events.map((e) => e.path)).toEqual([
      '/app/demandas/:id/editar',
      '/redefinir-senha/:id',
    ]);
  });

  it('holds events until the server answers, and sends them with the next batch when it counts', async () => {
    let answer!: (on: boolean) => void;
    const { tracker, sent } = started({
      serverEnabled: () => new Promise<boolean>((resolve) => (answer = resolve)),
    });
    tracker.track('page_view', '/');
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
    expect(sent).toHaveLength(0);
    answer(true);
    await settle();
    expect(sent).toHaveLength(0); // with the next batch, not a request of its own
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
    expect(sent).toHaveLength(1);
  });

  it('sends nothing when the server does not count (e2e and test servers)', async () => {
    const { tracker, sent } = started({ serverEnabled: () => Promise.resolve(false) });
    await settle();
    for (let i = 0; i < 25; i++) tracker.track('page_view', '/');
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS * 2);
    expect(sent).toHaveLength(0);
    expect(tracker.queue.size).toBe(0);
  });

  it('sends nothing in test mode, even with a server that counts', async () => {
    const serverEnabled = vi.fn(() => Promise.resolve(true));
    const { tracker, sent } = started({ testRun: true, serverEnabled });
    await settle();
    for (let i = 0; i < 25; i++) tracker.track('page_view', '/');
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS * 2);
    expect(sent).toHaveLength(0);
    expect(serverEnabled).not.toHaveBeenCalled();
  });

  it('sends nothing with Do Not Track', async () => {
    const dnt = vi.spyOn(navigator, 'doNotTrack', 'get').mockReturnValue('1');
    try {
      expect(doNotTrack()).toBe(true);
      const { tracker, sent } = started({ blocked: undefined });
      await settle();
      for (let i = 0; i < 25; i++) tracker.track('page_view', '/');
      window.dispatchEvent(new Event('pagehide'));
      await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
      expect(sent).toHaveLength(0);
    } finally {
      dnt.mockRestore();
    }
  });

  it('sends nothing once switched off on this device, and again once switched back on', async () => {
    const { tracker, sent } = started({ blocked: undefined });
    await settle();
    rememberOnDevice(false);
    expect(optedOutOnDevice()).toBe(true);
    tracker.track('page_view', '/');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(0);
    rememberOnDevice(true);
    tracker.track('page_view', '/ajuda');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.map((s) => s.batch.events)).toEqual([[{ name: 'page_view', path: '/ajuda' }]]);
  });
});
