/**
 * What the platform tells the person while it works: a download's progress, a file that would
 * not open. platform/ holds no UI, so the app plugs its toasts in at start
 * (`showPlatformNoticesWith`, app/providers.tsx); until then notices go nowhere.
 */
export interface PlatformNotices {
  /** Shows notice `id`, or brings the one on screen to `message`; it stays until `hide(id)`. */
  progress(id: string, message: string): void;
  hide(id: string): void;
  /** A failure the person should know of, gone after the usual time. */
  error(message: string): void;
}

let shownWith: PlatformNotices | null = null;

/** Where the platform's notices show from now on (null: nowhere). */
export function showPlatformNoticesWith(notices: PlatformNotices | null): void {
  shownWith = notices;
}

/** The notices the adapters send, passed on to whatever the app plugged in. */
export const platformNotices: PlatformNotices = {
  progress: (id, message) => shownWith?.progress(id, message),
  hide: (id) => shownWith?.hide(id),
  error: (message) => shownWith?.error(message),
};
