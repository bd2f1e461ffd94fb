/** Every localStorage key the app writes, so logout can wipe them all. */
export const STORAGE_KEYS = {
  /** { user_id, user } of the last login on this device (web only; desktop keeps it in main). */
  session: 'alinhavo:session',
  /** '1' right after e-mail verification: the first visit goes to the profile (spec §2). */
  firstLogin: 'alinhavo:first-login',
} as const;

export function wipeStorageKeys(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage may be unavailable (private mode); nothing to wipe then.
    }
  }
}

/**
 * '1' = 'Permitir estatísticas de uso anônimas' is off on this device. Kept on logout on
 * purpose: signing out must not turn tracking back on for the pages seen without a session.
 */
export const ANALYTICS_OPT_OUT_KEY = 'alinhavo:analytics-off';
