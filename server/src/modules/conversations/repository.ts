import { conversationRows } from './conversations.repository';
import { expiryRows } from './expiry.repository';
import { messageRows } from './messages.repository';
import { participantRows } from './participants.repository';
import { syncRows } from './sync.repository';
import { tieRows } from './ties.repository';

export type { ConversationFilter, MessageWithSender, SenderRow } from './columns';
export type { SendResult } from './messages.repository';

/** One name for the module's queries, each kept in the file of its concern. */
export const conversationsRepository = {
  ...conversationRows,
  ...participantRows,
  ...messageRows,
  ...syncRows,
  ...expiryRows,
  ...tieRows,
};
