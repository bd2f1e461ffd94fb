import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  conversationOrder,
  sortConversations,
  type ConversationListRow,
} from './conversation-lists';

const row = (id: string, over: Partial<ConversationListRow> = {}): ConversationListRow => ({
  id,
  title: 'Conversa com 2 participante(s)',
  participants: [],
  last_message: null,
  last_message_at: '2026-11-20T10:00:00.000Z',
  unread_count: 0,
  is_archived: false,
  is_hidden: false,
  created_at: '2026-11-01T10:00:00.000Z',
  ...over,
});

const rows = [
  row('a'),
  row('b', { last_message_at: null }),
  row('c'),
  row('d', { last_message_at: '2026-11-21T10:00:00.000Z' }),
  row('e', { created_at: '2026-11-02T10:00:00.000Z' }),
  row('f', { last_message_at: null, created_at: '2026-11-03T10:00:00.000Z' }),
];

describe('the Mensagens order', () => {
  it('puts the last activity first, never-used ones last, then the newest, then the id descending', () => {
    expect(sortConversations(rows).map((r) => r.id)).toEqual(['d', 'e', 'c', 'a', 'f', 'b']);
  });

  it('is the comparator’s order, whatever order the rows come in', () => {
    const expected = [...rows].sort(conversationOrder).map((r) => r.id);
    fc.assert(
      fc.property(fc.shuffledSubarray(rows, { minLength: rows.length }), (shuffled) => {
        expect(sortConversations(shuffled).map((r) => r.id)).toEqual(expected);
      }),
    );
  });
});
