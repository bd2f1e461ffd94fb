import { describe, expect, it } from 'vitest';
import { aConversation, aMessage, ANA, ME } from '../../features/messages/test-kit';
import {
  markReadBy,
  mergeMessages,
  upsertMessage,
  withNewMessage,
} from './thread-state';

describe('upsertMessage', () => {
  it('keeps one copy of a message by id and by client_id, in time order', () => {
    const first = aMessage(1);
    const sent = aMessage(3, { sender_id: ME.id, client_id: 'device-1' });
    let list = upsertMessage([first], sent);
    list = upsertMessage(list, sent);
    // The realtime copy of the same send (another id shape would still share the client_id).
    list = upsertMessage(list, { ...sent, id: sent.id, content: 'editada' });
    list = upsertMessage(list, aMessage(2));
    expect(list.map((m) => m.id)).toEqual([first.id, aMessage(2).id, sent.id]);
    expect(list.at(-1)?.content).toBe('editada');
    expect(mergeMessages(list, [first, aMessage(4)])).toHaveLength(4);
  });
});

describe('markReadBy', () => {
  it('marks read what the reader received up to the moment they read', () => {
    const mine = aMessage(1, { sender_id: ME.id });
    const later = aMessage(5, { sender_id: ME.id, created_at: new Date(Date.now() + 60_000).toISOString() });
    const theirs = aMessage(2);
    const read = markReadBy([mine, theirs, later], ANA.id, new Date().toISOString());
    expect(read.map((m) => m.is_read)).toEqual([true, false, false]);
  });
});

describe('withNewMessage', () => {
  it('moves the conversation once per message and counts only the other person’s', () => {
    const c = aConversation(1, { unread_count: 0, last_message: null, last_message_at: null, days_left: null });
    const theirs = aMessage(2, { conversation_id: c.id, sender_id: ANA.id, created_at: '2026-11-23T10:00:00.000Z' });
    const moved = withNewMessage(c, theirs, ME.id);
    expect(moved).toMatchObject({ unread_count: 1, last_message: { id: theirs.id }, last_message_at: theirs.created_at, days_left: 60 });
    expect(withNewMessage(moved, theirs, ME.id)).toBe(moved);
    const mine = aMessage(3, { conversation_id: c.id, sender_id: ME.id, created_at: '2026-11-23T10:01:00.000Z' });
    expect(withNewMessage(moved, mine, ME.id).unread_count).toBe(1);
    const older = aMessage(4, { conversation_id: c.id, sender_id: ANA.id, created_at: '2026-11-23T09:00:00.000Z' });
    expect(withNewMessage(moved, older, ME.id)).toBe(moved);
  });
});
