import type { Conversation } from '@alinhavo/shared/schemas/conversation';
import { db } from '../db';
import { whenSettled } from '../sync-state';
import { conversationsClient } from './api';
import { forgetConversation, rememberConversation, rememberConversations } from './cache';

/**
 * One change to a conversation of the user, as demands/optimistic.ts does for
 * demands: the guess goes to the device first, so the list, its counts and the thread show it at
 * once (`onShown` runs then, or after the answer when the device does not hold the row); then it
 * is sent and `settle` stores what the server answered. A
 * refusal puts the row back as it was — unless something newer landed meanwhile (an event, a
 * sync), which is then the truth — and rethrows, so the screen shows the spec's text.
 */
async function changeConversation<T>(
  id: string,
  guess: (row: Conversation) => Conversation,
  send: () => Promise<T>,
  settle: (answer: T) => Promise<void>,
  onShown?: () => void,
): Promise<T> {
  // A sync that started before the change must not bring the old row back after it.
  await whenSettled('conversations');
  const held = await db.conversations.get(id);
  // The guess keeps the row's updated_at: the server's answer, or anything newer, replaces it.
  if (held) {
    await db.conversations.put(guess(held));
    onShown?.();
  }
  let answer: T;
  try {
    answer = await send();
  } catch (error) {
    if (held) await rememberConversations([held]);
    throw error;
  }
  // Done on the server: a failed write here is not a refusal, and the next sync repairs it.
  await settle(answer).catch(() => undefined);
  // Not on the device (opened by a link): shown once the server's row is.
  if (!held) onShown?.();
  return answer;
}

/** Archive and unarchive (spec §4), and 'delete', which only hides it for this user. */
export const conversationActions = {
  setArchived: (id: string, archived: boolean, onShown?: () => void) =>
    changeConversation(
      id,
      (row) => ({ ...row, is_archived: archived }),
      () => conversationsClient.setArchived(id, archived),
      rememberConversation,
      onShown,
    ),
  /** Leaves every tab at once; once the server agrees, the device forgets it and its messages. */
  hide: (id: string) =>
    changeConversation(
      id,
      (row) => ({ ...row, is_hidden: true }),
      () => conversationsClient.hide(id),
      () => forgetConversation(id),
    ),
};
