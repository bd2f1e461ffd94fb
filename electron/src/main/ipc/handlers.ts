import { appInfo, type AppInfoSource } from '../app-info';
import type { DownloadHandlers } from '../downloads';
import { openAllowedExternal, type ExternalOpener } from '../external-links';
import type { DesktopNotice, DesktopNoticeSettings } from '@alinhavo/shared/ipc/channels';
import type { NoticeSettingsStore } from '../notifications';
import type { SessionHandlers } from '../session';
import type { IpcHandlers } from './register';

export interface IpcHandlerDeps {
  app: AppInfoSource;
  platform: NodeJS.Platform;
  serverUrl: string;
  session: SessionHandlers;
  shell: ExternalOpener;
  downloads: DownloadHandlers;
  notifications: { show(notice: DesktopNotice): Promise<boolean> };
  noticeSettings: NoticeSettingsStore;
}

/** One handler per channel of the shared contract; arguments arrive already validated. */
export function createIpcHandlers(deps: IpcHandlerDeps): IpcHandlers {
  return {
    'app:info': () => Promise.resolve(appInfo(deps.app, deps.platform, deps.serverUrl)),
    'session:load': () => deps.session.load(),
    'session:sign-in': (call) => deps.session.signIn(call),
    'session:change-password': (body) => deps.session.changePassword(body),
    'session:update-user': (user) => deps.session.updateUser(user),
    'session:access-token': () => deps.session.accessToken(),
    'session:refresh': () => deps.session.refresh(),
    'session:clear': () => deps.session.clear(),
    'shell:open-external': (url) => Promise.resolve(openAllowedExternal(deps.shell, url)),
    'file:download': (request) => deps.downloads.download(request),
    'file:open': (downloadId) => deps.downloads.open(downloadId),
    'notify:show': (notice) => deps.notifications.show(notice),
    'notify:settings': () => deps.noticeSettings.load(),
    'notify:set-settings': (settings: DesktopNoticeSettings) => deps.noticeSettings.save(settings),
  };
}
