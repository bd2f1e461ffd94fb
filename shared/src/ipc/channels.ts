import { z } from 'zod';
import { userSchema } from '../schemas/user';

/**
 * DESIGN §8: every IPC channel between the renderer and the Electron main process, declared once.
 * The main process parses `args` before acting and `result` is what the preload returns.
 */
export const ipcChannels = {
  'app:info': {
    args: z.tuple([]),
    result: z.object({ version: z.string(), platform: z.string(), serverUrl: z.url() }),
  },
  /** The stored user (never the tokens: the refresh token stays in the main process). */
  'session:load': {
    args: z.tuple([]),
    result: z.object({ user: userSchema }).nullable(),
  },
  'session:save': {
    args: z.tuple([z.object({ user: userSchema, refresh: z.string().min(1).max(512) })]),
    result: z.void(),
  },
  'session:update-user': {
    args: z.tuple([userSchema]),
    result: z.void(),
  },
  /** The main process exchanges its refresh token and hands back only the access token. */
  'session:refresh': {
    args: z.tuple([]),
    result: z.object({ access: z.string() }).nullable(),
  },
  'session:clear': {
    args: z.tuple([]),
    result: z.void(),
  },
  'shell:open-external': {
    args: z.tuple([z.url().max(2048)]),
    result: z.boolean(),
  },
  /**
   * Save an attachment: the main process asks where (save dialog), fetches `url` (only on the
   * configured server's origin) and reports 'file:download-progress' while it streams.
   */
  'file:download': {
    args: z.tuple([
      z.object({
        url: z.url({ protocol: /^https?$/ }).max(2048),
        name: z.string().min(1).max(255),
        accessToken: z.string().min(1).max(4096).nullable(),
      }),
    ]),
    result: z.discriminatedUnion('status', [
      z.object({ status: z.literal('saved'), downloadId: z.uuid() }),
      z.object({ status: z.literal('cancelled') }),
      z.object({
        status: z.literal('failed'),
        downloadId: z.uuid(),
        /** pt-BR, ready to show. */
        message: z.string().max(300),
        /** The server's answer, when there was one. */
        httpStatus: z.number().int().nullable(),
      }),
    ]),
  },
  /** Open a file saved by 'file:download' in this session: an id, never a path. */
  'file:open': {
    args: z.tuple([z.uuid()]),
    result: z.boolean(),
  },
} as const;

export type IpcChannel = keyof typeof ipcChannels;
export type IpcArgs<C extends IpcChannel> = z.infer<(typeof ipcChannels)[C]['args']>;
export type IpcResult<C extends IpcChannel> = z.infer<(typeof ipcChannels)[C]['result']>;

export { FILE_DOWNLOAD_FAILED } from '../messages/downloads';

/** Events the main process sends to the renderer; the preload checks each payload. */
export const ipcEvents = {
  'file:download-progress': z.object({
    downloadId: z.uuid(),
    name: z.string().max(255),
    received: z.number().int().nonnegative(),
    /** null when the server did not say how big the file is. */
    total: z.number().int().nonnegative().nullable(),
  }),
} as const;

export type IpcEvent = keyof typeof ipcEvents;
export type IpcEventPayload<E extends IpcEvent> = z.infer<(typeof ipcEvents)[E]>;

/** What the preload exposes as `window.desktop`. */
export interface DesktopBridge {
  invoke<C extends IpcChannel>(channel: C, ...args: IpcArgs<C>): Promise<IpcResult<C>>;
  /** Listen to an event of the main process; call the returned function to stop. */
  on<E extends IpcEvent>(event: E, listener: (payload: IpcEventPayload<E>) => void): () => void;
}

/** Hosts the desktop app may open in the system browser (wa.me for WhatsApp, mailto). */
export const EXTERNAL_URL_ALLOWLIST = {
  protocols: ['https:', 'mailto:'],
  hosts: [
    'wa.me',
    'api.whatsapp.com',
    'www.instagram.com',
    'instagram.com',
    'www.facebook.com',
    'facebook.com',
    'www.linkedin.com',
    'linkedin.com',
  ],
} as const;

export function isAllowedExternalUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol === 'mailto:') return true;
  if (!(EXTERNAL_URL_ALLOWLIST.protocols as readonly string[]).includes(url.protocol)) return false;
  if (url.username || url.password) return false;
  return (EXTERNAL_URL_ALLOWLIST.hosts as readonly string[]).includes(url.hostname);
}
