/**
 * What the platform tells the person while it works: a download's progress, a file that would
 * not open. platform/ holds no UI: the signed-in frame (app/shell/AppLayout.tsx) sets
 * `shownWith` to ui/notify's toasts; until then notices go nowhere.
 */
export interface PlatformNotices {
  /** Shows notice `id`, or brings the one on screen to `message`; it stays until `hide(id)`. */
  progress(id: string, message: string): void;
  hide(id: string): void;
  /** A failure the person should know of, gone after the usual time. */
  error(message: string): void;
}

export const platformNotices: { shownWith?: PlatformNotices } = {};
