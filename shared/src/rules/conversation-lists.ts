import { foldText, searchTerms } from './search';
import {
  fitsConversationTab,
  type ConversationListRow,
  type ConversationTab,
} from './conversation-tab';

/**
 * The Mensagens list rules (spec §2: Todas, Não lidas, Arquivadas and the search) as pure
 * functions, the device's half of the server's conversations repository. The parity
 * test in server/test/list-parity.test.ts runs both over the same conversations. Which tab a row
 * belongs to lives in `conversation-tab.ts`.
 */
export { fitsConversationTab, type ConversationListRow, type ConversationTab };

const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/** What the order compares, read once per row. */
interface OrderKey {
  last: number | null;
  created: number;
  id: string;
}
const orderKey = (c: ConversationListRow): OrderKey => ({
  last: time(c.last_message_at),
  created: Date.parse(c.created_at),
  id: c.id,
});

/** Last activity first (never-used conversations last), then newest, then id: a total order. */
function compareKeys(a: OrderKey, b: OrderKey): number {
  if (a.last !== b.last) {
    if (a.last === null) return 1;
    if (b.last === null) return -1;
    return b.last - a.last;
  }
  if (a.created !== b.created) return b.created - a.created;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** The server's ORDER BY, as a comparator. */
export const conversationOrder = (a: ConversationListRow, b: ConversationListRow): number =>
  compareKeys(orderKey(a), orderKey(b));

/**
 * `rows` in the server's order, each row's dates parsed once (a list re-sorted for every pushed
 * message). The order is total, so equal inputs always come out the same.
 */
export function sortConversations<T extends ConversationListRow>(rows: readonly T[]): T[] {
  return rows
    .map((row) => ({ row, key: orderKey(row) }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .map(({ row }) => row);
}

/** The three tab counts; the search does not change them. */
export function conversationTabCounts(rows: readonly ConversationListRow[]) {
  const counts = { all: 0, unread: 0, archived: 0 };
  for (const c of rows) {
    if (fitsConversationTab(c, 'all')) counts.all += 1;
    if (fitsConversationTab(c, 'unread')) counts.unread += 1;
    if (fitsConversationTab(c, 'archived')) counts.archived += 1;
  }
  return counts;
}

/**
 * Every word somewhere in the title, a participant's name (the caller's own included, as on the
 * server) or a message of the conversation. `messages` are the texts the caller holds: the
 * server has all of them; a device has those of the threads it opened, plus the last message.
 */
export function conversationMatches(
  c: ConversationListRow,
  search: string | undefined,
  messages: readonly string[] = [],
): boolean {
  const terms = searchTerms(search);
  if (terms.length === 0) return true;
  const fields = [
    c.title,
    ...c.participants.map((p) => p.full_name ?? ''),
    c.last_message?.content ?? '',
    ...messages,
  ].map(foldText);
  return terms.every((t) => fields.some((f) => f.includes(t)));
}

/** One tab of Mensagens, searched and ordered, with the three counts. */
export function conversationsList<T extends ConversationListRow>(
  rows: readonly T[],
  q: { tab: ConversationTab; search?: string | undefined },
  messagesOf: (conversationId: string) => readonly string[] = () => [],
): { conversations: T[]; counts: ReturnType<typeof conversationTabCounts> } {
  return {
    conversations: sortConversations(
      rows.filter(
        (c) => fitsConversationTab(c, q.tab) && conversationMatches(c, q.search, messagesOf(c.id)),
      ),
    ),
    counts: conversationTabCounts(rows),
  };
}
