import { MESSAGING_LIMITS, MESSAGING_TEXTS as T } from '@alinhavo/shared/messages/messaging';
import type { Conversation, Message } from '@alinhavo/shared/schemas/conversation';
import { Box, Button, Center, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { toApiError } from '../../data/api/errors';
import { conversationsClient } from '../../data/messages/api';
import { rememberMessages, syncMessages } from '../../data/messages/cache';
import { useThread } from '../../data/messages/hooks';
import { flushOutbox, queueMessage, usePendingMessages } from '../../data/messages/outbox';
import { useServerEvent } from '../../data/realtime/hooks';
import { useBackOnline } from '../../data/sync-state';
import { notify } from '../../ui/notify';
import { Composer } from './Composer';
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';
import { OfflineNotice } from '../../ui/OfflineNotice';
import { canReport } from '../../kits/reports/can-report';
import { ReportModal, type ReportTarget } from '../../kits/reports/ReportModal';
import { useCurrentUser } from '../../data/session-store';
import classes from './Messages.module.css';
import { MessageBubble, PendingBubble } from './MessageBubble';
import { ThreadHeader } from './ThreadHeader';
import { displayName, groupMessages, otherParty } from './format';

interface ConversationThreadProps {
  conversation: Conversation;
  myId: string;
  /** `?texto=`: goes into the composer when the conversation has no message yet. */
  initialText: string | null;
  onInitialTextUsed: () => void;
  onRead: (conversationId: string) => void;
  onBack?: (() => void) | undefined;
  onToggleArchive: () => void;
  onDelete: () => void;
  /** The list (with its own notice) is not on screen: say here that the thread is the copy. */
  showOfflineNotice: boolean;
}

/** The open conversation: its messages kept live, the composer and the header actions. */
export function ConversationThread(props: ConversationThreadProps) {
  const { conversation, myId, initialText, onInitialTextUsed, onRead } = props;
  const id = conversation.id;
  const [text, setText] = useState('');
  // Read when the first page arrives: the text only fills a conversation with no message yet.
  const initialTextRef = useRef(initialText);
  const initialTextUsedRef = useRef(onInitialTextUsed);
  useEffect(() => {
    initialTextRef.current = initialText;
    initialTextUsedRef.current = onInitialTextUsed;
  });
  const thread = useThread(id, (page) => {
    const seed = initialTextRef.current;
    if (seed !== null) {
      if (page.messages.length === 0) setText(seed);
      initialTextUsedRef.current();
    }
  });
  const { messages, reload, setHasMore, remember, forget } = thread;
  const [deleting, setDeleting] = useState<Message | null>(null);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const user = useCurrentUser();
  const lastSent = useRef<{ content: string; at: number } | null>(null);
  const viewport = useRef<HTMLDivElement>(null);

  // Opening marks every message of the others as read (spec §4).
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  });
  useEffect(() => {
    conversationsClient
      .markRead(id)
      .then(() => onReadRef.current(id))
      .catch(() => undefined);
  }, [id]);

  // Sent ones leave the outbox; the server's copy arrives by answer, realtime or catch-up.
  const pending = usePendingMessages(id).filter(
    (row) => !(messages ?? []).some((m) => m.client_id === row.clientId),
  );
  const count = (messages?.length ?? 0) + pending.length;
  useEffect(() => {
    if (count === 0) return;
    const timer = setTimeout(() => {
      const el = viewport.current;
      if (el) el.scrollTo({ top: el.scrollHeight });
    }, MESSAGING_LIMITS.scrollDelayMs);
    return () => clearTimeout(timer);
  }, [count]);

  // The shell's cache stores every message event; an incoming one is read at once (spec §4).
  useServerEvent('message:created', (message) => {
    if (message.conversation_id !== id || message.sender_id === myId) return;
    void conversationsClient
      .markRead(id)
      .then(() => onReadRef.current(id))
      .catch(() => undefined);
  });
  // Back online: what changed in this thread since its cursor (a reset loads it again).
  useBackOnline(() => {
    // The thread failed to load (offline): load it again now that the line is back.
    if (thread.error !== null) return reload();
    syncMessages(id)
      .then(({ reset }) => {
        if (reset) reload();
      })
      .catch(() => {
        const last = messages?.at(-1);
        if (!last) return reload();
        conversationsClient
          .messages(id, { after: last.created_at })
          .then((page) => rememberMessages(page.messages))
          .catch(() => undefined);
      });
  });

  async function loadOlder() {
    const first = messages?.[0];
    if (!first) return;
    try {
      const page = await conversationsClient.messages(id, { before: first.created_at });
      await remember(page.messages);
      setHasMore(page.has_more);
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  }

  async function send() {
    const raw = text;
    const content = raw.trim();
    if (!content) return;
    const now = Date.now();
    const previous = lastSent.current;
    // The same text twice within 5 s is a double tap, not a second message (spec §9).
    if (
      previous &&
      previous.content === content &&
      now - previous.at < MESSAGING_LIMITS.duplicateWindowMs
    ) {
      setText('');
      return;
    }
    lastSent.current = { content, at: now };
    setText('');
    try {
      // Through the outbox: offline, the message waits (shown as pending) and goes later.
      const row = await queueMessage(id, content);
      const outcome = await flushOutbox();
      await remember(outcome.sent);
      if (outcome.refused.has(row.clientId)) throw new Error('refused');
    } catch {
      lastSent.current = null;
      setText((current) => (current.trim() === '' ? raw : current));
      notify.error(T.sendFailed);
    }
  }

  async function edit(message: Message, content: string): Promise<boolean> {
    try {
      const saved = await conversationsClient.edit(message.id, content);
      await remember([saved]);
      return true;
    } catch {
      notify.error(T.editFailed);
      return false;
    }
  }

  async function remove(message: Message) {
    try {
      await conversationsClient.remove(message.id);
      await forget(message.id);
      setDeleting(null);
    } catch {
      notify.error(T.deleteMessageFailed);
    }
  }

  const other = otherParty(conversation, myId);
  const otherName = displayName(other, conversation);

  return (
    <div className={classes.thread}>
      <ThreadHeader
        conversation={conversation}
        myId={myId}
        onBack={props.onBack}
        onToggleArchive={props.onToggleArchive}
        onDelete={props.onDelete}
      />
      {props.showOfflineNotice && thread.offline && (
        <Box p="xs" className={classes.threadHeader}>
          <OfflineNotice offline={thread.offline} onRetry={reload} />
        </Box>
      )}
      <ScrollArea flex={1} type="auto" viewportRef={viewport} className={classes.messages}>
        {messages === null ? (
          thread.status === 'error' ? (
            <Stack align="center" p="xl" gap="xs" role="alert">
              <Text c="dimmed">{thread.error}</Text>
              <Button variant="light" size="xs" onClick={reload}>
                Tentar novamente
              </Button>
            </Stack>
          ) : (
            <Center p="xl">
              <Loader size="sm" role="status" aria-label="Carregando mensagens" />
            </Center>
          )
        ) : (
          <Stack gap={4} p="md" aria-label="Mensagens" role="log">
            {thread.hasMore && (
              <Button variant="subtle" size="xs" onClick={() => void loadOlder()}>
                Carregar mensagens anteriores
              </Button>
            )}
            {messages.length === 0 && (
              <Text c="dimmed" ta="center" size="sm" py="xl">
                Nenhuma mensagem ainda. Diga olá!
              </Text>
            )}
            {groupMessages(messages).map(({ message, startsGroup }) => (
              <MessageBubble
                key={message.id}
                message={message}
                own={message.sender_id === myId}
                startsGroup={startsGroup}
                senderName={message.sender.full_name ?? otherName}
                onEdit={(content) => edit(message, content)}
                onDelete={() => setDeleting(message)}
                onReport={
                  canReport(user, message.sender_id)
                    ? () =>
                        setReporting({
                          type: 'message',
                          id: message.id,
                          subject: `a mensagem de ${message.sender.full_name ?? otherName}`,
                        })
                    : undefined
                }
              />
            ))}
            {pending.map((row) => (
              <PendingBubble key={row.clientId} content={row.content} />
            ))}
          </Stack>
        )}
      </ScrollArea>
      <Composer value={text} onChange={setText} onSend={() => void send()} />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title="Excluir mensagem"
        message={T.confirmDeleteMessage}
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
      <ReportModal target={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
