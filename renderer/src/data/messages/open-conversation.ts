import { MESSAGING_TEXTS as T } from '@alinhavo/shared/messages/messaging';
import { notify } from '../../ui/notify';
import { ApiError } from '../api';
import { conversationsClient } from './api';
import { rememberConversation } from './cache';
import { conversationUrl, type StartConversationInput } from './start-conversation';

/**
 * Finds or creates the conversation with `otherUserId` (spec §4 Conversations) and returns the
 * URL of Mensagens with it selected, or null when it failed (the toast already said so).
 */
export async function startConversation({
  otherUserId,
  demandId,
  initialText,
}: StartConversationInput): Promise<string | null> {
  try {
    const result = await conversationsClient.start({
      participant_ids: [otherUserId],
      ...(demandId ? { demand_id: demandId } : {}),
    });
    // The list reads the store: the conversation is there when Mensagens opens, socket or not.
    await rememberConversation(result.conversation).catch(() => undefined);
    if (result.created) notify.success(T.conversationStarted);
    return conversationUrl(result.conversation.id, initialText);
  } catch (error) {
    notify.error(startFailure(error));
    return null;
  }
}

/** The server's refusal when it says who may talk (DESIGN §9.11), else the spec §8 text. */
const START_RULE_TEXTS: ReadonlySet<string> = new Set([
  T.startNotTied,
  T.startProviderNotTied,
  T.startUnavailable,
  T.demandNotFound,
]);
function startFailure(error: unknown): string {
  return error instanceof ApiError && START_RULE_TEXTS.has(error.message)
    ? error.message
    : T.conversationStartFailed;
}
