import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  desktopNoticeSettingsSchema,
  type DesktopNotice,
  type DesktopNoticeSettings,
  type DesktopTarget,
} from '@alinhavo/shared/ipc/channels';

/** Electron's Notification, reduced to what is used (a fake in tests). */
export interface NativeNotification {
  on(event: 'click', listener: () => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  show(): void;
}
export interface NotificationFactory {
  new (options: { title: string; body: string }): NativeNotification;
  isSupported(): boolean;
}

/** The window a notification brings back (a fake in tests). */
export interface NotifiedWindow {
  isDestroyed(): boolean;
  isFocused(): boolean;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

export const NOTICE_SETTINGS_FILE = 'notifications.json';

/** Every kind on until the person turns one off on this computer. */
export const DEFAULT_NOTICE_SETTINGS: DesktopNoticeSettings = {
  message: true,
  lot: true,
  selection: true,
  approval: true,
};

export interface NoticeSettingsStore {
  load(): Promise<DesktopNoticeSettings>;
  save(settings: DesktopNoticeSettings): Promise<void>;
}

/** The person's choices in userData (not secret: plain JSON); a broken file reads as the defaults. */
export function createNoticeSettingsStore(userDataDir: string): NoticeSettingsStore {
  const filePath = path.join(userDataDir, NOTICE_SETTINGS_FILE);
  let cached: DesktopNoticeSettings | null = null;
  return {
    async load() {
      if (cached) return cached;
      try {
        const parsed = desktopNoticeSettingsSchema.safeParse(
          JSON.parse(await readFile(filePath, 'utf8')),
        );
        cached = parsed.success ? parsed.data : DEFAULT_NOTICE_SETTINGS;
      } catch {
        cached = DEFAULT_NOTICE_SETTINGS;
      }
      return cached;
    },
    async save(settings) {
      const valid = desktopNoticeSettingsSchema.parse(settings);
      await mkdir(userDataDir, { recursive: true });
      await writeFile(`${filePath}.tmp`, JSON.stringify(valid));
      await rename(`${filePath}.tmp`, filePath);
      cached = valid;
    },
  };
}

export interface NotificationDeps {
  Notification: NotificationFactory;
  window: () => NotifiedWindow | null;
  settings: NoticeSettingsStore;
  /** Brings the app to a screen (the same path a deep link takes). */
  open: (target: DesktopTarget) => void;
}

/**
 * Native notifications (a new message, a lot step, a selection, an approval) while the person
 * is elsewhere: none while the window has focus (the page's own toast is on screen), none of a
 * kind they turned off, none where the OS has no notifications. A click restores the window and
 * opens the notice's screen.
 */
export function createNotifications(deps: NotificationDeps) {
  // Windows drops the click handler of a notification that was garbage-collected.
  const live = new Set<NativeNotification>();

  const bringBack = () => {
    const current = deps.window();
    if (!current || current.isDestroyed()) return;
    if (current.isMinimized()) current.restore();
    current.show();
    current.focus();
  };

  return {
    async show(notice: DesktopNotice): Promise<boolean> {
      const current = deps.window();
      if (current && !current.isDestroyed() && current.isFocused()) return false;
      if (!(await deps.settings.load())[notice.kind]) return false;
      if (!deps.Notification.isSupported()) return false;
      const notification = new deps.Notification({ title: notice.title, body: notice.body });
      live.add(notification);
      notification.on('click', () => {
        live.delete(notification);
        bringBack();
        if (notice.target) deps.open(notice.target);
      });
      notification.on('close', () => live.delete(notification));
      notification.show();
      return true;
    },
  };
}
