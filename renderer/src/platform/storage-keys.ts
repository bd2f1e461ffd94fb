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
