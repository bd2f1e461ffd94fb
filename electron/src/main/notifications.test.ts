import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DesktopNotice } from '@alinhavo/shared/ipc/channels';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_NOTICE_SETTINGS,
  NOTICE_SETTINGS_FILE,
  createNoticeSettingsStore,
  createNotifications,
  type NoticeSettingsStore,
} from './notifications';

const CONVERSATION = '6f1c2a4e-8b9d-4e3f-a1b2-c3d4e5f60718';
const message: DesktopNotice = {
  kind: 'message',
  title: 'Nova mensagem de Ateliê Flor de Lis',
  body: 'As peças chegam amanhã?',
  target: { kind: 'conversa', id: CONVERSATION },
};

function fakeNotificationClass(supported = true) {
  const shown: { options: { title: string; body: string }; click: () => void }[] = [];
  class FakeNotification {
    private listeners = new Map<string, () => void>();
    constructor(readonly options: { title: string; body: string }) {}
    static isSupported() {
      return supported;
    }
    on(event: string, listener: () => void) {
      this.listeners.set(event, listener);
      return this;
    }
    show() {
      shown.push({ options: this.options, click: () => this.listeners.get('click')?.() });
    }
  }
  return { FakeNotification, shown };
}

function fakeWindow(state: { focused: boolean; minimized: boolean }) {
  return {
    isDestroyed: () => false,
    isFocused: () => state.focused,
    isMinimized: () => state.minimized,
    restore: vi.fn(),
    show: vi.fn(),
    focus: vi.fn(),
  };
}

const settingsOf = (values = DEFAULT_NOTICE_SETTINGS): NoticeSettingsStore => ({
  load: async () => values,
  save: async () => undefined,
});

describe('createNotifications', () => {
  it('shows a native notification while the window is not focused; its click opens the screen', async () => {
    const { FakeNotification, shown } = fakeNotificationClass();
    const window = fakeWindow({ focused: false, minimized: true });
    const open = vi.fn();
    const notifications = createNotifications({
      Notification: FakeNotification,
      window: () => window,
      settings: settingsOf(),
      open,
    });

    await expect(notifications.show(message)).resolves.toBe(true);
    expect(shown.map((n) => n.options)).toEqual([{ title: message.title, body: message.body }]);
    expect(open).not.toHaveBeenCalled();

    shown[0]?.click();
    expect(window.restore).toHaveBeenCalledOnce();
    expect(window.focus).toHaveBeenCalledOnce();
    expect(open).toHaveBeenCalledExactlyOnceWith({ kind: 'conversa', id: CONVERSATION });
  });

  it('stays quiet while the person is looking at the window (the page shows its own toast)', async () => {
    const { FakeNotification, shown } = fakeNotificationClass();
    const notifications = createNotifications({
      Notification: FakeNotification,
      window: () => fakeWindow({ focused: true, minimized: false }),
      settings: settingsOf(),
      open: vi.fn(),
    });
    await expect(notifications.show(message)).resolves.toBe(false);
    expect(shown).toEqual([]);
  });

  it('respects a kind turned off on this computer, and only that kind', async () => {
    const { FakeNotification, shown } = fakeNotificationClass();
    const notifications = createNotifications({
      Notification: FakeNotification,
      window: () => fakeWindow({ focused: false, minimized: false }),
      settings: settingsOf({ ...DEFAULT_NOTICE_SETTINGS, message: false }),
      open: vi.fn(),
    });
    await expect(notifications.show(message)).resolves.toBe(false);
    const lot: DesktopNotice = { kind: 'lot', title: 'Lote entregue', body: '', target: null };
    await expect(notifications.show(lot)).resolves.toBe(true);
    expect(shown.map((n) => n.options.title)).toEqual(['Lote entregue']);
  });

  it('does nothing where the OS has no notifications', async () => {
    const { FakeNotification, shown } = fakeNotificationClass(false);
    const notifications = createNotifications({
      Notification: FakeNotification,
      window: () => null,
      settings: settingsOf(),
      open: vi.fn(),
    });
    await expect(notifications.show(message)).resolves.toBe(false);
    expect(shown).toEqual([]);
  });
});

describe('notification settings (notifications.json)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'alinhavo-notices-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('start with every kind on, and keep what the person chose for the next launch', async () => {
    await expect(createNoticeSettingsStore(dir).load()).resolves.toEqual(DEFAULT_NOTICE_SETTINGS);
    const chosen = { message: true, lot: false, selection: true, approval: false };
    await createNoticeSettingsStore(dir).save(chosen);
    await expect(createNoticeSettingsStore(dir).load()).resolves.toEqual(chosen);
    expect(JSON.parse(await readFile(path.join(dir, NOTICE_SETTINGS_FILE), 'utf8'))).toEqual(
      chosen,
    );
  });

  it('read a broken file as the defaults', async () => {
    await writeFile(path.join(dir, NOTICE_SETTINGS_FILE), '{"message":"sim"}');
    await expect(createNoticeSettingsStore(dir).load()).resolves.toEqual(DEFAULT_NOTICE_SETTINGS);
  });
});
