/** electron-updater's autoUpdater, reduced to what is used (a fake in tests). */
export interface AutoUpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdatesAndNotify(): Promise<unknown>;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export interface UpdateOptions {
  /** ALINHAVO_UPDATE_URL: the generic feed (latest.yml and installers); null = updates off. */
  updateFeedUrl: string | null;
  /** Only an installed app can replace itself. */
  isPackaged: boolean;
  /** Loads electron-updater only when updates are on (a fake in tests). */
  loadUpdater: () => Promise<AutoUpdaterLike>;
  log?: (message: string) => void;
}

/**
 * Auto-update through electron-builder's generic provider (build/electron-builder.yml), off
 * unless a feed URL is configured: without one nothing is loaded, asked or downloaded. With one,
 * the installed app checks once at start, downloads in the background and installs on quit.
 */
export async function startAutoUpdates(options: UpdateOptions): Promise<boolean> {
  if (!options.updateFeedUrl || !options.isPackaged) return false;
  const log = options.log ?? ((message: string) => console.warn(message));
  const updater = await options.loadUpdater();
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  updater.setFeedURL({ provider: 'generic', url: options.updateFeedUrl });
  updater.on('error', (error) => log(`[alinhavo] atualização falhou: ${error.message}`));
  updater.checkForUpdatesAndNotify().catch((error: unknown) => {
    log(`[alinhavo] atualização falhou: ${error instanceof Error ? error.message : String(error)}`);
  });
  return true;
}
