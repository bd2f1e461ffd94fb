import { CONVERSATION_START_FAILED } from '@alinhavo/shared/messages/conversation-start';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { APP_PATHS } from '../../app/shell/navigation';
import { notify } from '../../ui/notify';
import type { startConversation } from './open-conversation';

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

type OpenConversation = { startConversation: typeof startConversation };

// Its own chunk: the contact buttons of the dashboard's cards load the
// conversations' client and copy when one is pressed, not with the first screen.
const loadOpenConversation = (): Promise<OpenConversation> => import('./open-conversation');

/**
 * `start(...)` opens Mensagens with the conversation; `pending` while the server answers. A
 * chunk that cannot be fetched (offline, or a release replaced it) gets the same toast as a
 * failed start. `load` is replaced by tests.
 */
export function useStartConversation(
  load: () => Promise<OpenConversation> = loadOpenConversation,
): {
  start: (input: StartConversationInput) => Promise<void>;
  pending: boolean;
} {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const start = useCallback(
    async (input: StartConversationInput) => {
      setPending(true);
      try {
        let open: OpenConversation;
        try {
          open = await load();
        } catch {
          notify.error(CONVERSATION_START_FAILED);
          return;
        }
        const url = await open.startConversation(input);
        if (url) void navigate(url);
      } finally {
        setPending(false);
      }
    },
    [load, navigate],
  );
  return { start, pending };
}
