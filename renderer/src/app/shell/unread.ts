import { UNREAD_TEXTS as T } from '@alinhavo/shared/messages/unread';
import type { Message } from '@alinhavo/shared/schemas/conversation';
import { useLocation, useNavigate } from 'react-router';
import { useServerEvent } from '../../data/realtime/hooks';
import { CONVERSATION_PARAM, conversationUrl } from '../../data/messages/start-conversation';
import { notify } from '../../ui/notify';
import { APP_PATHS } from './paths';

/** The page's own title with the unread conversations in front: '(2) Oportunidades · Alinhavo'. */
export function titleWithUnread(title: string, unread: number): string {
  return unread > 0 ? `(${unread}) ${title}` : title;
}

/** The conversation open on Mensagens (`?conversa=`), or null on any other screen. */
export function useOpenConversationId(): string | null {
  const { pathname, search } = useLocation();
  if (pathname.replace(/\/+$/, '') !== APP_PATHS.messages) return null;
  return new URLSearchParams(search).get(CONVERSATION_PARAM);
}

/** What a toast shows of a message: the start of its text, on one or two lines. */
const PREVIEW_MAX = 140;
const preview = (content: string) =>
  content.length > PREVIEW_MAX ? `${content.slice(0, PREVIEW_MAX - 1).trimEnd()}…` : content;

/**
 * A short toast with 'Abrir' for each message someone else sends while its conversation is
 * not the one open on screen; one toast per conversation, showing its latest message.
 */
export function useNewMessageToasts(myId: string | undefined, openId: string | null): void {
  const navigate = useNavigate();
  useServerEvent('message:created', (m: Message) => {
    if (!myId || m.sender_id === myId || m.conversation_id === openId) return;
    const name = m.sender.full_name?.trim();
    notify.withAction({
      id: `message:${m.conversation_id}`,
      title: name ? T.newMessageFrom(name) : T.newMessage,
      message: preview(m.content),
      action: {
        label: T.openConversation,
        onClick: () => void navigate(conversationUrl(m.conversation_id)),
      },
    });
  });
}
