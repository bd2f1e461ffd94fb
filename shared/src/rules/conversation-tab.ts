import type { CONVERSATION_FILTERS } from '../schemas/conversation';

/**
 * Which Mensagens tab a conversation belongs to (spec §2: Todas, Não lidas, Arquivadas), apart
 * from the rest of the list rules (`conversation-lists.ts`): every signed-in screen counts the
 * unread conversations for the menu's badge with it, and loads nothing else of Mensagens.
 */
export type ConversationTab = (typeof CONVERSATION_FILTERS)[number];

export interface ConversationListRow {
  id: string;
  title: string;
  participants: ReadonlyArray<{ full_name: string | null }>;
  last_message: { content: string } | null;
  last_message_at: string | null;
  unread_count: number;
  is_archived: boolean;
  is_hidden: boolean;
  created_at: string;
}

export function fitsConversationTab(
  c: Pick<ConversationListRow, 'is_hidden' | 'is_archived' | 'unread_count'>,
  tab: ConversationTab,
): boolean {
  if (c.is_hidden) return false;
  if (tab === 'archived') return c.is_archived;
  if (c.is_archived) return false;
  return tab === 'all' || c.unread_count > 0;
}
