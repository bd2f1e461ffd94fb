import type { Notification } from '@alinhavo/shared/schemas/notification';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db';

/**
 * The notifications kept on this device, live; null until a first sync has stored any (then
 * there is no cache to show, only the server).
 */
export function useCachedNotifications(): Notification[] | null {
  return useLiveQuery(
    async (): Promise<Notification[] | null> =>
      (await db.syncState.get('notifications')) ? db.notifications.toArray() : null,
    [],
    null,
  );
}
