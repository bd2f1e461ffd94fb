import { claimDbFor } from './db';

/**
 * Spec §4 Session, for the session code: the device cache is handed to whoever signs in, and
 * another user's data is wiped before this user's is read. Features never open the cache itself.
 */
export const claimCacheFor = (userId: string): Promise<void> => claimDbFor(userId);
