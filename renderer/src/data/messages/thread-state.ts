import type { Conversation, Message } from '@alinhavo/shared/schemas/conversation';

const byCreatedAt = (a: Message, b: Message) => a.created_at.localeCompare(b.created_at);

/**
 * Adds or replaces one message. The same message can arrive from the send answer and from the
 * realtime event (in any order), so it is matched by id and by the sender's client_id.
 */
export function upsertMessage(messages: readonly Message[], message: Message): Message[] {
  const index = messages.findIndex(
    (m) => m.id === message.id || (message.client_id !== null && m.client_id === message.client_id),
  );
  if (index === -1) return [...messages, message].sort(byCreatedAt);
  const next = [...messages];
  next[index] = message;
  return next;
}

export function mergeMessages(messages: readonly Message[], incoming: readonly Message[]) {
  return incoming.reduce<Message[]>((list, m) => upsertMessage(list, m), [...messages]);
}

export const removeMessage = (messages: readonly Message[], id: string) =>
  messages.filter((m) => m.id !== id);

/** Another participant read everything sent to them up to `readAt`: the ticks turn blue. */
export function markReadBy(
  messages: readonly Message[],
  readerId: string,
  readAt: string,
): Message[] {
  const until = Date.parse(readAt);
  return messages.map((m) =>
    m.sender_id !== readerId && !m.is_read && Date.parse(m.created_at) <= until
      ? { ...m, is_read: true }
      : m,
  );
}

/**
 * A conversation moved by a new message (the server sends message:created alone for a send):
 * last message, activity time, one more unread when someone else wrote it, and the 60 days
 * starting with the first message. The same message twice changes nothing.
 */
export function withNewMessage(c: Conversation, m: Message, myId: string | undefined): Conversation {
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
