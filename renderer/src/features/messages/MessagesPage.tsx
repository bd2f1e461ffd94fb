import { MESSAGING_LIMITS, MESSAGING_TEXTS as T } from '@alinhavo/shared/messages/messaging';
import type { Conversation } from '@alinhavo/shared/schemas/conversation';
import { Center, EmptyState, Stack } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ConversationFilter } from '../../data/messages/api';
import { markConversationReadInCache } from '../../data/messages/cache';
import { useConversationList } from '../../data/messages/conversation-list';
import { useConversation } from '../../data/messages/hooks';
import { conversationActions } from '../../data/messages/optimistic';
import { CONVERSATION_PARAM, INITIAL_TEXT_PARAM } from '../../data/messages/start-conversation';
import { notify } from '../../ui/notify';
import { useCurrentUser } from '../../data/session-store';
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';
import { OfflineNotice } from '../../ui/OfflineNotice';
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

  // The conversations as this device holds them, live: events, syncs and this
  // screen's own actions write the store, and the list follows.
  const [keptUnread, setKeptUnread] = useState<string | null>(null);
  const list = useConversationList(filter, query, filter === 'unread' ? keptUnread : null);
  const reloadList = list.reload;
  const conversations = list.data?.conversations ?? null;
  const listed = conversations?.find((c) => c.id === selectedId) ?? null;
  const fetched = useConversation(selectedId, listed === null);
  const current = listed ?? (fetched.conversation?.id === selectedId ? fetched.conversation : null);
  // Every store change gives the list fresh objects; the open thread gets a new one only when
  // the conversation itself changed, so a message to another one does not re-render it
  // (100 events a second).
  const currentJson = current ? JSON.stringify(current) : null;
  const selected = useMemo(
    () => (currentJson ? (JSON.parse(currentJson) as Conversation) : null),
    [currentJson],
  );

  const select = (id: string | null) =>
    setParams(id ? { [CONVERSATION_PARAM]: id } : {}, { replace: id === null });
  // One handler for every row, so a row repaints only when what it shows changes.
  const selectRef = useRef(select);
  useEffect(() => {
    selectRef.current = select;
  });
  const selectRow = useCallback((id: string) => selectRef.current(id), []);
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
  const changeFilter = useCallback((next: ConversationFilter) => {
    setKeptUnread(null);
    setFilter(next);
  }, []);

  const filterRef = useRef(filter);
  useEffect(() => {
    filterRef.current = filter;
  });
  const onRead = useCallback((id: string) => {
    // Read on Não lidas: it stays there until the tab changes, under the reader's eyes.
    if (filterRef.current === 'unread') setKeptUnread(id);
    void markConversationReadInCache(id).catch(() => undefined);
  }, []);

  // Shown at once and undone with the spec's text when the server refuses.
  const toggleArchive = useCallback(
    async (conversation: Conversation) => {
      const archive = !conversation.is_archived;
      const from = filterRef.current;
      const to: ConversationFilter = archive ? 'archived' : 'all';
      try {
        await conversationActions.setArchived(conversation.id, archive, () => {
          setSearch('');
          changeFilter(to);
        });
      } catch {
        // The row went back to its tab; so does the list, unless the tab was changed meanwhile.
        if (filterRef.current === to) changeFilter(from);
        notify.error(archive ? T.archiveFailed : T.unarchiveFailed);
      }
    },
    [changeFilter],
  );
  const onToggleArchive = useCallback(
    () => void (selected && toggleArchive(selected)),
    [selected, toggleArchive],
  );
  const onDelete = useCallback(() => setConfirmDelete(selected), [selected]);
  const back = useCallback(() => selectRef.current(null), []);
  const closeDelete = useCallback(() => setConfirmDelete(null), []);

  const hide = useCallback(
    (conversation: Conversation): Promise<void> => {
      setConfirmDelete(null);
      selectRef.current(null);
      conversationActions
        .hide(conversation.id)
        .then(reloadList, () => notify.error(T.deleteConversationFailed));
      return Promise.resolve();
    },
    [reloadList],
  );
  const confirmHide = useCallback(
    () => (confirmDelete ? hide(confirmDelete) : Promise.resolve()),
    [confirmDelete, hide],
  );

  const showList = !phone || !selectedId;
  const showThread = !phone || Boolean(selectedId);

  return (
    <div className={phone ? `${classes.page} ${classes.single}` : classes.page}>
      {showList && (
        <ConversationList
          myId={myId}
          filter={filter}
          onFilter={changeFilter}
          counts={list.data?.counts ?? null}
          search={search}
          onSearch={setSearch}
          searching={query !== ''}
          searchedDevice={list.searchedDevice}
          conversations={conversations}
          loading={list.status === 'loading' || list.fetching}
          error={list.status === 'error' ? list.message : null}
          onRetry={reloadList}
          notice={<OfflineNotice offline={list.offline} onRetry={reloadList} />}
          selectedId={selectedId}
          onSelect={selectRow}
        />
      )}
      {showThread &&
        (selected ? (
          <Thread
            key={selected.id}
            conversation={selected}
            myId={myId}
            initialText={initialText}
            onInitialTextUsed={dropInitialText}
            onRead={onRead}
            onBack={phone ? back : undefined}
            onToggleArchive={onToggleArchive}
            onDelete={onDelete}
            showOfflineNotice={phone}
          />
        ) : (
          <NoConversation error={selectedId ? fetched.error : null} />
        ))}
      <ConfirmDelete
        opened={confirmDelete !== null}
        title="Excluir conversa"
        message={T.confirmDeleteConversation}
        onClose={closeDelete}
        onConfirm={confirmHide}
      />
    </div>
  );
}

// The thread pane and the dialog re-render only when their own props change, not with the list.
const Thread = memo(ConversationThread);
const ConfirmDelete = memo(ConfirmDeleteModal);

const NoConversation = memo(function NoConversation({ error }: { error: string | null }) {
  return (
    <Center className={classes.thread} p="xl">
      <Stack align="center" gap="sm">
        <EmptyState
          icon={<IconMessages size={28} />}
          title={error ?? T.selectConversation}
          description="Escolha uma conversa na lista para ver as mensagens."
          color="vinho"
        />
        <RealtimeIndicator />
      </Stack>
    </Center>
  );
});
