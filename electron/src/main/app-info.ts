import type { IpcResult } from '@alinhavo/shared/ipc/channels';

export interface AppInfoSource {
  getVersion(): string;
}

export function appInfo(
  app: AppInfoSource,
  platform: NodeJS.Platform,
  serverUrl: string,
): IpcResult<'app:info'> {
  return { version: app.getVersion(), platform, serverUrl };
}
