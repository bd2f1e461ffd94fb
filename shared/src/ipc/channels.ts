import { z } from 'zod';
import { changePasswordBodySchema, loginBodySchema, verifyEmailBodySchema } from '../schemas/auth';
import { userSchema } from '../schemas/user';

/** The calls that answer with tokens: on the desktop the main process sends them (DESIGN §9.7). */
export const signInCallSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('login'), body: loginBodySchema }),
  z.object({ kind: z.literal('verify-email'), body: verifyEmailBodySchema }),
]);
export type SignInCall = z.infer<typeof signInCallSchema>;

/** What the server said when it refused, reduced to what a form shows (never a token). */
export const serverRefusalSchema = z.object({
  message: z.string().max(2000).optional(),
  code: z.string().max(100).optional(),
  errors: z.record(z.string().max(100), z.string().max(2000)).optional(),
});
export type ServerRefusal = z.infer<typeof serverRefusalSchema>;

/**
 * How a token-issuing call sent by the main process ended. The tokens stay there: the renderer
 * learns who signed in, or why not.
 */
export const sessionAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed-in'), user: userSchema }),
  z.object({
    status: z.literal('refused'),
    httpStatus: z.number().int(),
    error: serverRefusalSchema.nullable(),
    /** The Retry-After header of a 429, as sent. */
    retryAfter: z.string().max(100).nullable(),
  }),
  /** The server answered 2xx with something that is not the contract's answer. */
  z.object({ status: z.literal('invalid-answer'), httpStatus: z.number().int() }),
  z.object({ status: z.literal('unreachable'), timedOut: z.boolean() }),
]);
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** A screen of the app named from outside it: a deep link or a native notification's click. */
export const desktopTargetSchema = z.object({
  kind: z.enum(['demanda', 'conversa']),
  id: z.uuid(),
});
export type DesktopTarget = z.infer<typeof desktopTargetSchema>;

/** What a native notification can be about; each kind can be turned off on this computer. */
export const DESKTOP_NOTICE_KINDS = ['message', 'lot', 'selection', 'approval'] as const;
export const desktopNoticeSettingsSchema = z.object({
  message: z.boolean(),
  lot: z.boolean(),
  selection: z.boolean(),
  approval: z.boolean(),
});
export type DesktopNoticeSettings = z.infer<typeof desktopNoticeSettingsSchema>;

export const desktopNoticeSchema = z.object({
  kind: z.enum(DESKTOP_NOTICE_KINDS),
  title: z.string().min(1).max(200),
  body: z.string().max(500),
  /** The screen a click opens; null opens the window where it was. */
  target: desktopTargetSchema.nullable(),
});
export type DesktopNotice = z.infer<typeof desktopNoticeSchema>;

const accessTokenSchema = z.object({ access: z.string().min(1).max(4096) }).nullable();

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
  /** Login or e-mail verification, sent by the main process, which keeps both tokens. */
  'session:sign-in': {
    args: z.tuple([signInCallSchema]),
    result: sessionAnswerSchema,
  },
  /** Change the password as the signed-in user; the main process keeps the new tokens. */
  'session:change-password': {
    args: z.tuple([changePasswordBodySchema]),
    result: sessionAnswerSchema,
  },
  'session:update-user': {
    args: z.tuple([userSchema]),
    result: z.void(),
  },
  /**
   * The bearer for one API call, read as the call is sent (renewed first when the main process
   * holds none); null when signed out. The refresh token never crosses.
   */
  'session:access-token': {
    args: z.tuple([]),
    result: accessTokenSchema,
  },
  /** The main process exchanges its refresh token and hands back only the access token. */
  'session:refresh': {
    args: z.tuple([]),
    result: accessTokenSchema,
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
   * Save an attachment: the main process asks where (save dialog), fetches `url` with its own
   * bearer (only on the configured server's origin) and reports 'file:download-progress'.
   */
  'file:download': {
    args: z.tuple([
      z.object({
        url: z.url({ protocol: /^https?$/ }).max(2048),
        name: z.string().min(1).max(255),
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
  /**
   * A native notification while the window is not focused, if this computer's settings allow its
   * kind; true when shown. A click brings the window back on `target`.
   */
  'notify:show': {
    args: z.tuple([desktopNoticeSchema]),
    result: z.boolean(),
  },
  'notify:settings': {
    args: z.tuple([]),
    result: desktopNoticeSettingsSchema,
  },
  'notify:set-settings': {
    args: z.tuple([desktopNoticeSettingsSchema]),
    result: z.void(),
  },
} as const;

export type IpcChannel = keyof typeof ipcChannels;
export type IpcArgs<C extends IpcChannel> = z.infer<(typeof ipcChannels)[C]['args']>;
export type IpcResult<C extends IpcChannel> = z.infer<(typeof ipcChannels)[C]['result']>;

// Its own module: the renderer imports the text without this contract's schemas (bundle size).
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
