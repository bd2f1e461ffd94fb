import type { DesktopNoticeSettings, SignInCall } from '@alinhavo/shared/ipc/channels';
import type { ChangePasswordBody } from '@alinhavo/shared/schemas/auth';
import type { User } from '@alinhavo/shared/schemas/user';

/**
 * The one seam between feature code and where the app runs (DESIGN §7–§8, STYLE habit 3).
 * Feature code imports `platform` from './index' and never touches `window.desktop`.
 *
 * Tokens (DESIGN §9.7): the refresh token never reaches renderer memory. On the web it is an
 * httpOnly cookie and the access token lives in the api client's memory; on the desktop both
 * live in the main process, which signs in, refreshes and lends a bearer to each call.
 */
export interface Platform {
  readonly kind: 'web' | 'desktop';
  /** Origin of the server ('' = same origin as the page, the web build). */
  serverOrigin(): Promise<string>;
  session: {
    /** The user stored by the last login on this device, if any. */
    load(): Promise<{ user: User } | null>;
    /** Keep `user` as this device's signed-in user (after sign-in and each profile change). */
    updateUser(user: User): Promise<void>;
    /** End the session on the server (best effort) and forget everything stored locally. */
    clear(): Promise<void>;
    /** Where the tokens live; only the api client uses this. */
    tokens: SessionTokens;
  };
  /**
   * Saves an attachment (DESIGN §8). Desktop: the main process asks where (save dialog), streams
   * the file from `url` with its own bearer, showing progress, and `open` opens the saved file. Web:
   * the browser saves the bytes from `fetchBlob`.
   */
  saveAttachment(request: AttachmentRequest): Promise<AttachmentResult>;
  /** Open wa.me, mailto and social links outside the app. */
  openExternal(url: string): void;
  /**
   * Desktop only: which native notifications this computer shows (kept by the main process, per
   * computer, not per account). Absent on the web, where the app shows no native notifications.
   */
  noticeSettings?: {
    load(): Promise<DesktopNoticeSettings>;
    save(settings: DesktopNoticeSettings): Promise<void>;
  };
}

export interface AttachmentRequest {
  /** Absolute download URL of the file (the desktop sends it with the main process's bearer). */
  url: string;
  /** The name the person gave the file (shown in the dialog). */
  name: string;
  fetchBlob: () => Promise<Blob>;
}

export type AttachmentResult = { status: 'saved'; open: () => void } | { status: 'cancelled' };

export type SessionTokens = PageTokens | MainProcessTokens;

/** Web: the refresh token is an httpOnly cookie; the api client keeps the access token. */
export interface PageTokens {
  readonly where: 'page';
  /** Exchange the cookie for an access token; null when the session is over; throws offline. */
  refresh(): Promise<{ access: string } | null>;
}

/**
 * Desktop: both tokens live in the main process. The page signs in through it (and learns only
 * the user) and reads a bearer for each call; it never holds one between calls.
 */
export interface MainProcessTokens {
  readonly where: 'main-process';
  /** The bearer for one call; null when signed out or when it cannot be renewed now. */
  bearer(): Promise<string | null>;
  /** A new access token; null when the session is over; throws when there is no answer. */
  refresh(): Promise<{ access: string } | null>;
  /** Login or e-mail verification sent by the main process; a refusal throws an ApiError. */
  signIn(call: SignInCall): Promise<User>;
  /** The main process keeps the pair the server issues; a refusal throws an ApiError. */
  changePassword(body: ChangePasswordBody): Promise<void>;
}
