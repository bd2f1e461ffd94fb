import { MESSAGING_TEXTS as T } from '@alinhavo/shared/messages/messaging';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { APP_PATHS } from '../../app/shell/navigation';
import { notify } from '../../ui/notify';
import { ApiError } from '../api';
import { conversationsClient } from './api';
import { rememberConversation } from './cache';

/** `?conversa=<id>` selects a conversation on Mensagens; `?texto=` fills an empty composer. */
export const CONVERSATION_PARAM = 'conversa';
export const INITIAL_TEXT_PARAM = 'texto';

export interface StartConversationInput {
  otherUserId: string;
  demandId?: string | undefined;
  initialText?: string | undefined;
}

/** Where Mensagens opens with `conversationId` selected (and the text waiting in the composer). */
export function conversationUrl(conversationId: string, initialText?: string): string {
  const query = new URLSearchParams({ [CONVERSATION_PARAM]: conversationId });
  if (initialText?.trim()) query.set(INITIAL_TEXT_PARAM, initialText.trim());
  return `${APP_PATHS.messages}?${query.toString()}`;
}

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

/** `start(...)` opens Mensagens with the conversation; `pending` while the server answers. */
export function useStartConversation(): {
  start: (input: StartConversationInput) => Promise<void>;
  pending: boolean;
} {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const start = useCallback(
    async (input: StartConversationInput) => {
      setPending(true);
      try {
        const url = await startConversation(input);
        if (url) void navigate(url);
      } finally {
        setPending(false);
      }
    },
    [navigate],
  );
  return { start, pending };
}
