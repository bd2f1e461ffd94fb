import type { User } from '@alinhavo/shared/schemas/user';

/**
 * The one seam between feature code and where the app runs (DESIGN §7–§8, STYLE habit 3).
 * Feature code imports `platform` from './index' and never touches `window.desktop`.
 *
 * Tokens: the access token lives only in renderer memory (the api client holds it). The refresh
 * token never reaches feature code: on the web it is an httpOnly cookie set by the server, on the
 * desktop the main process keeps it (safeStorage) and performs the refresh itself.
 */
export interface Platform {
  readonly kind: 'web' | 'desktop';
  /** Origin of the server ('' = same origin as the page, the web build). */
  serverOrigin(): Promise<string>;
  session: {
    /** The user stored by the last login on this device, if any. */
    load(): Promise<{ user: User } | null>;
    /** Keep the session after login/verification. `refresh` is ignored on the web (cookie). */
    save(session: { user: User; refresh: string }): Promise<void>;
    updateUser(user: User): Promise<void>;
    /** Exchange the stored refresh token; null when there is no valid session any more. */
    refresh(): Promise<{ access: string } | null>;
    /** End the session on the server (best effort) and forget everything stored locally. */
    clear(): Promise<void>;
  };
  /**
   * Saves an attachment (DESIGN §8). Desktop: the main process asks where (save dialog), streams
   * the file with `url` and `accessToken` showing progress, and `open` opens the saved file. Web:
   * the browser saves the bytes from `fetchBlob`.
   */
  saveAttachment(request: AttachmentRequest): Promise<AttachmentResult>;
  /** Open wa.me, mailto and social links outside the app. */
  openExternal(url: string): void;
}

export interface AttachmentRequest {
  /** Absolute download URL of the file. */
  url: string;
  /** The name the person gave the file (shown in the dialog). */
  name: string;
  accessToken: string | null;
  fetchBlob: () => Promise<Blob>;
}

export type AttachmentResult = { status: 'saved'; open: () => void } | { status: 'cancelled' };
