import { MESSAGING_LIMITS, MESSAGING_TEXTS as T } from '@alinhavo/shared/messages/messaging';
import type { Conversation, Message } from '@alinhavo/shared/schemas/conversation';
import { Button, Center, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { toApiError } from '../../data/api/errors';
import { conversationsClient } from '../../data/messages/api';
import { flushOutbox, queueMessage, usePendingMessages } from '../../data/messages/outbox';
import {
  markReadBy,
  mergeMessages,
  removeMessage,
  upsertMessage,
} from '../../data/messages/thread-state';
import { useResync, useServerEvent } from '../../data/realtime/hooks';
import { useRemote } from '../../data/use-remote';
import { notify } from '../../ui/notify';
import { Composer } from './Composer';
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';
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
}

interface Thread {
  messages: Message[];
  has_more: boolean;
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
  const thread = useRemote<Thread>(
    id,
    (signal) =>
      conversationsClient.messages(id, {}, signal).then((page) => {
        const seed = initialTextRef.current;
        if (seed !== null) {
          if (page.messages.length === 0) setText(seed);
          initialTextUsedRef.current();
        }
        return page;
      }),
    (error) => toApiError(error).message,
  );
  const { set, reload } = thread;
  const messages = thread.data?.messages ?? null;
  const [deleting, setDeleting] = useState<Message | null>(null);
  const lastSent = useRef<{ content: string; at: number } | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const update = (change: (messages: Message[]) => Message[]) =>
    set((data) => ({
      messages: change(data?.messages ?? []),
      has_more: data?.has_more ?? false,
    }));

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

  const count = messages?.length ?? 0;
  useEffect(() => {
    if (count === 0) return;
    const timer = setTimeout(() => {
      const el = viewport.current;
      if (el) el.scrollTo({ top: el.scrollHeight });
    }, MESSAGING_LIMITS.scrollDelayMs);
    return () => clearTimeout(timer);
  }, [count]);

  useServerEvent('message:created', (message) => {
    if (message.conversation_id !== id) return;
    update((list) => upsertMessage(list, message));
    if (message.sender_id !== myId)
      void conversationsClient
        .markRead(id)
        .then(() => onReadRef.current(id))
        .catch(() => undefined);
  });
  useServerEvent('message:updated', (message) => {
    if (message.conversation_id === id) update((list) => upsertMessage(list, message));
  });
  useServerEvent('message:deleted', (event) => {
    if (event.conversation_id === id) update((list) => removeMessage(list, event.id));
  });
  useServerEvent('messages:read', (event) => {
    if (event.conversation_id === id && event.reader_id !== myId)
      update((list) => markReadBy(list, event.reader_id, event.read_at));
  });
  // Back online: only what came after the last message on screen.
  useResync(() => {
    const last = messages?.at(-1);
    if (!last) return reload();
    conversationsClient
      .messages(id, { after: last.created_at })
      .then((page) => update((list) => mergeMessages(list, page.messages)))
      .catch(() => undefined);
  });

  async function loadOlder() {
    const first = messages?.[0];
    if (!first) return;
    try {
      const page = await conversationsClient.messages(id, { before: first.created_at });
      set((data) => ({
        messages: mergeMessages(data?.messages ?? [], page.messages),
        has_more: page.has_more,
      }));
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
      for (const message of outcome.sent)
        if (message.conversation_id === id) update((list) => upsertMessage(list, message));
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
      update((list) => upsertMessage(list, saved));
      return true;
    } catch {
      notify.error(T.editFailed);
      return false;
    }
  }

  async function remove(message: Message) {
    try {
      await conversationsClient.remove(message.id);
      update((list) => removeMessage(list, message.id));
      setDeleting(null);
    } catch {
      notify.error(T.deleteMessageFailed);
    }
  }

  // Sent ones leave the outbox; the server's copy arrives by answer, realtime or catch-up.
  const pending = usePendingMessages(id).filter(
    (row) => !(messages ?? []).some((m) => m.client_id === row.clientId),
  );
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
      <ScrollArea flex={1} type="auto" viewportRef={viewport} className={classes.messages}>
        {messages === null ? (
          thread.status === 'error' ? (
            <Stack align="center" p="xl" gap="xs" role="alert">
              <Text c="dimmed">{thread.message}</Text>
              <Button variant="light" size="xs" onClick={reload}>
                Tentar novamente
              </Button>
            </Stack>
          ) : (
            <Center p="xl">
              <Loader size="sm" aria-label="Carregando mensagens" />
            </Center>
          )
        ) : (
          <Stack gap={4} p="md" aria-label="Mensagens" role="log">
            {thread.data?.has_more && (
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
    </div>
  );
}
