import { MESSAGING_LIMITS, MESSAGING_TEXTS as T } from '@alinhavo/shared/messages/messaging';
import type { Conversation } from '@alinhavo/shared/schemas/conversation';
import { Center, EmptyState, Stack } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { conversationsClient, type ConversationFilter } from '../../data/messages/api';
import {
  forgetConversation,
  markConversationReadInCache,
  rememberConversation,
} from '../../data/messages/cache';
import { useConversation, useConversationList } from '../../data/messages/hooks';
import { CONVERSATION_PARAM, INITIAL_TEXT_PARAM } from '../../data/messages/start-conversation';
import { upsertConversation, withNewMessage } from '../../data/messages/thread-state';
import { useServerEvent } from '../../data/realtime/hooks';
import { useBackOnline } from '../../data/sync-state';
import { notify } from '../../ui/notify';
import { useCurrentUser } from '../session/session-store';
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';
import { OfflineNotice } from '../demands/OfflineNotice';
import { ConversationList } from './ConversationList';
import { ConversationThread } from './ConversationThread';
import classes from './Messages.module.css';
import { RealtimeIndicator } from './ThreadHeader';

/** Mensagens (spec §2, §4, §5): the conversations on the left, the open one on the right. */
export function MessagesPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return <MessagesScreen myId={user.id} />;
}

function MessagesScreen({ myId }: { myId: string }) {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(CONVERSATION_PARAM);
  const initialText = params.get(INITIAL_TEXT_PARAM);
  const [filter, setFilter] = useState<ConversationFilter>('all');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), MESSAGING_LIMITS.searchDebounceMs);
  // A blank box clears the search at once; only typing waits for the debounce.
  const query = search.trim() === '' ? '' : debounced;
  const [confirmDelete, setConfirmDelete] = useState<Conversation | null>(null);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;

  // The server's list, or the device's copy while it loads and when offline (DESIGN §7).
  const list = useConversationList(filter, query);
  const { set: setList, reload: reloadList } = list;
  const conversations = list.data?.conversations ?? null;
  const listed = conversations?.find((c) => c.id === selectedId) ?? null;
  const fetched = useConversation(selectedId, listed === null);
  const selected =
    listed ?? (fetched.conversation?.id === selectedId ? fetched.conversation : null);

  const select = (id: string | null) =>
    setParams(id ? { [CONVERSATION_PARAM]: id } : {}, { replace: id === null });
  const dropInitialText = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(INITIAL_TEXT_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const placeInList = (conversation: Conversation, tab: ConversationFilter) =>
    setList((data) => ({
      counts: data?.counts ?? { all: 0, unread: 0, archived: 0 },
      conversations: upsertConversation(data?.conversations ?? [], conversation, tab),
    }));

  // The counts are the server's: a change asks again shortly after, once per burst of events.
  const countsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(countsTimer.current), []);
  useServerEvent('conversation:changed', (conversation) => {
    placeInList(conversation, filter);
    clearTimeout(countsTimer.current);
    countsTimer.current = setTimeout(reloadList, 500);
  });
  // A send arrives as message:created alone: the list moves its conversation itself.
  useServerEvent('message:created', (message) => {
    const known = list.data?.conversations.find((c) => c.id === message.conversation_id);
    if (known) placeInList(withNewMessage(known, message, myId), filter);
    clearTimeout(countsTimer.current);
    countsTimer.current = setTimeout(reloadList, 500);
  });
  // An edit, or a removal by moderation, of a conversation's last message changes its preview.
  useServerEvent('message:updated', (message) => {
    const known = list.data?.conversations.find((c) => c.last_message?.id === message.id);
    if (known) placeInList({ ...known, last_message: message }, filter);
  });
  useBackOnline(reloadList);

  const onRead = useCallback(
    (id: string) => {
      void markConversationReadInCache(id).catch(() => undefined);
      setList((data) => {
        const base = data ?? { conversations: [], counts: { all: 0, unread: 0, archived: 0 } };
        const wasUnread = base.conversations.some((c) => c.id === id && c.unread_count > 0);
        return {
          conversations: base.conversations.map((c) =>
            c.id === id ? { ...c, unread_count: 0 } : c,
          ),
          counts: wasUnread
            ? { ...base.counts, unread: Math.max(0, base.counts.unread - 1) }
            : base.counts,
        };
      });
    },
    [setList],
  );

  async function toggleArchive(conversation: Conversation) {
    const archive = !conversation.is_archived;
    try {
      const saved = await conversationsClient.setArchived(conversation.id, archive);
      await rememberConversation(saved).catch(() => undefined);
      const tab: ConversationFilter = archive ? 'archived' : 'all';
      placeInList(saved, tab);
      setSearch('');
      setFilter(tab);
    } catch {
      notify.error(archive ? T.archiveFailed : T.unarchiveFailed);
    }
  }

  async function hide(conversation: Conversation) {
    try {
      await conversationsClient.hide(conversation.id);
      await forgetConversation(conversation.id).catch(() => undefined);
      setConfirmDelete(null);
      setList((data) => ({
        counts: data?.counts ?? { all: 0, unread: 0, archived: 0 },
        conversations: (data?.conversations ?? []).filter((c) => c.id !== conversation.id),
      }));
      select(null);
      reloadList();
    } catch {
      notify.error(T.deleteConversationFailed);
    }
  }

  const showList = !phone || !selectedId;
  const showThread = !phone || Boolean(selectedId);

  return (
    <div className={phone ? `${classes.page} ${classes.single}` : classes.page}>
      {showList && (
        <ConversationList
          myId={myId}
          filter={filter}
          onFilter={setFilter}
          counts={list.data?.counts ?? null}
          search={search}
          onSearch={setSearch}
          searching={query !== ''}
          conversations={conversations}
          loading={list.status === 'loading'}
          error={list.status === 'error' ? list.message : null}
          onRetry={reloadList}
          notice={<OfflineNotice offline={list.offline} onRetry={reloadList} />}
          selectedId={selectedId}
          onSelect={select}
        />
      )}
      {showThread &&
        (selected ? (
          <ConversationThread
            key={selected.id}
            conversation={selected}
            myId={myId}
            initialText={initialText}
            onInitialTextUsed={dropInitialText}
            onRead={onRead}
            onBack={phone ? () => select(null) : undefined}
            onToggleArchive={() => void toggleArchive(selected)}
            onDelete={() => setConfirmDelete(selected)}
            showOfflineNotice={phone}
          />
        ) : (
          <Center className={classes.thread} p="xl">
            <Stack align="center" gap="sm">
              <EmptyState
                icon={<IconMessages size={28} />}
                title={selectedId && fetched.error ? fetched.error : T.selectConversation}
                description="Escolha uma conversa na lista para ver as mensagens."
                color="vinho"
              />
              <RealtimeIndicator />
            </Stack>
          </Center>
        ))}
      <ConfirmDeleteModal
        opened={confirmDelete !== null}
        title="Excluir conversa"
        message={T.confirmDeleteConversation}
        onClose={() => setConfirmDelete(null)}
        onConfirm={() => (confirmDelete ? hide(confirmDelete) : Promise.resolve())}
      />
    </div>
  );
}
