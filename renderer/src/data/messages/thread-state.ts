import type { Conversation, Message } from '@alinhavo/shared/schemas/conversation';

/**
 * A conversation moved by a new message (the server sends message:created alone for a send):
 * last message, activity time, one more unread when someone else wrote it, and the 60 days
 * starting with the first message. The same message twice changes nothing.
 */
export function withNewMessage(
  c: Conversation,
  m: Message,
  myId: string | undefined,
): Conversation {
  if (c.last_message?.id === m.id) return c;
  if (c.last_message_at && c.last_message_at > m.created_at) return c;
  return {
    ...c,
    last_message: m,
    last_message_at: m.created_at,
    updated_at: m.created_at,
    unread_count: c.unread_count + (myId !== undefined && m.sender_id !== myId ? 1 : 0),
    days_left: c.days_left ?? 60,
    is_hidden: false,
  };
}
