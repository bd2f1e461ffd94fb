import { describe, expect, it, vi } from 'vitest';
import { startAutoUpdates, type AutoUpdaterLike } from './updates';

function fakeUpdater() {
  const updater: AutoUpdaterLike = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    setFeedURL: vi.fn(),
    checkForUpdatesAndNotify: vi.fn(async () => null),
    on: vi.fn(),
  };
  return updater;
}

describe('startAutoUpdates', () => {
  it('is off without a feed URL: electron-updater is not even loaded', async () => {
    const loadUpdater = vi.fn(async () => fakeUpdater());
    await expect(
      startAutoUpdates({ updateFeedUrl: null, isPackaged: true, loadUpdater }),
    ).resolves.toBe(false);
    expect(loadUpdater).not.toHaveBeenCalled();
  });

  it('is off in an unpackaged app, feed or not', async () => {
    const loadUpdater = vi.fn(async () => fakeUpdater());
    await expect(
      startAutoUpdates({
        updateFeedUrl: 'https://alinhavo.com.br/desktop',
        isPackaged: false,
        loadUpdater,
      }),
    ).resolves.toBe(false);
    expect(loadUpdater).not.toHaveBeenCalled();
  });

  it('checks the configured generic feed once, downloading in the background', async () => {
    const updater = fakeUpdater();
    await expect(
      startAutoUpdates({
        updateFeedUrl: 'https://alinhavo.com.br/desktop',
        isPackaged: true,
        loadUpdater: async () => updater,
      }),
    ).resolves.toBe(true);
    expect(updater.setFeedURL).toHaveBeenCalledExactlyOnceWith({
      provider: 'generic',
      url: 'https://alinhavo.com.br/desktop',
    });
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
    expect(updater.checkForUpdatesAndNotify).toHaveBeenCalledOnce();
  });

  it('logs a failed check instead of crashing the app', async () => {
    const updater = fakeUpdater();
    updater.checkForUpdatesAndNotify = vi.fn(async () => {
      throw new Error('net::ERR_NAME_NOT_RESOLVED');
    });
    const log = vi.fn();
    await startAutoUpdates({
      updateFeedUrl: 'https://alinhavo.com.br/desktop',
      isPackaged: true,
      loadUpdater: async () => updater,
      log,
    });
    await vi.waitFor(() => {
      expect(log).toHaveBeenCalledWith(expect.stringContaining('ERR_NAME_NOT_RESOLVED'));
    });
  });
});
