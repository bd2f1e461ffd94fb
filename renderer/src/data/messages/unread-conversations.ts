import { fitsConversationTab } from '@alinhavo/shared/rules/conversation-tab';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db';

/**
 * How many conversations have messages this user has not read, as the device holds them (the
 * Não lidas tab's rule: archived and hidden ones are not counted). The messaging cache writes
 * every pushed message, read and sync into the store, so the count follows them live on any
 * screen. `openId` is the conversation open on screen: it is being read, so it never counts
 * (its new message is marked read a moment later, and the badge would blink).
 */
export function useUnreadConversationCount(openId: string | null): number {
  return (
    useLiveQuery(
      async () => {
        let count = 0;
        await db.conversations.each((c) => {
          if (c.id !== openId && fitsConversationTab(c, 'unread')) count += 1;
        });
        return count;
      },
      [openId],
      0,
    ) ?? 0
  );
}
