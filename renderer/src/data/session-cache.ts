/** Dexie arrives in its own chunk when the session first needs it: pages before sign-in never
 * download it. One loader, so the app carries this glue once. */
const loadDb = () => import('./db');

/**
 * Spec §4 Session, for the session code: the device cache is handed to whoever signs in, and
 * another user's data is wiped before this user's is read. Features never open the cache itself.
 */
export async function claimCacheFor(userId: string): Promise<void> {
  await (await loadDb()).claimDbFor(userId);
}

/** Logout (the platform's session.clear) deletes the device cache completely. */
export async function deleteCache(): Promise<void> {
  await (await loadDb()).forgetDevice();
}
