import { describe, expect, it } from 'vitest';
import { aConversation, aMessage, ANA, ME } from '../../test/messages-kit';
import { withNewMessage } from './thread-state';

describe('withNewMessage', () => {
  it('moves the conversation once per message and counts only the other person’s', () => {
    const c = aConversation(1, {
      unread_count: 0,
      last_message: null,
      last_message_at: null,
      days_left: null,
    });
    const theirs = aMessage(2, {
      conversation_id: c.id,
      sender_id: ANA.id,
      created_at: '2026-11-23T10:00:00.000Z',
    });
    const moved = withNewMessage(c, theirs, ME.id);
    expect(moved).toMatchObject({
      unread_count: 1,
      last_message: { id: theirs.id },
      last_message_at: theirs.created_at,
      days_left: 60,
    });
    expect(withNewMessage(moved, theirs, ME.id)).toBe(moved);
    const mine = aMessage(3, {
      conversation_id: c.id,
      sender_id: ME.id,
      created_at: '2026-11-23T10:01:00.000Z',
    });
    expect(withNewMessage(moved, mine, ME.id).unread_count).toBe(1);
    const older = aMessage(4, {
      conversation_id: c.id,
      sender_id: ANA.id,
      created_at: '2026-11-23T09:00:00.000Z',
    });
    expect(withNewMessage(moved, older, ME.id)).toBe(moved);
  });
});
