import { MESSAGING_TEXTS as T } from '@alinhavo/shared/messages/messaging';
import type { Conversation } from '@alinhavo/shared/schemas/conversation';
import {
  Badge,
  Button,
  EmptyState,
  Group,
  Loader,
  ScrollArea,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconMessageCircle,
  IconSearch,
  IconSearchOff,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { ConversationFilter } from '../../data/messages/api';
import classes from './Messages.module.css';
import { ConversationRows } from './ConversationRows';

export interface ConversationCounts {
  all: number;
  unread: number;
  archived: number;
}

interface ConversationListProps {
  myId: string;
  filter: ConversationFilter;
  onFilter: (filter: ConversationFilter) => void;
  counts: ConversationCounts | null;
  search: string;
  onSearch: (value: string) => void;
  /** The search on screen is the one the server answered (the debounce has settled). */
  searching: boolean;
  /** The search was answered offline by this device: only what it holds was searched. */
  searchedDevice?: boolean;
  conversations: Conversation[] | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Shown under the tabs: the 'Você está offline' notice when the list is the device's copy. */
  notice?: ReactNode;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

const TABS: { value: ConversationFilter; label: string }[] = [
  { value: 'all', label: T.tabAll },
  { value: 'unread', label: T.tabUnread },
  { value: 'archived', label: T.tabArchived },
];

const EMPTY: Record<ConversationFilter, string> = {
  all: T.emptyAll,
  unread: T.emptyUnread,
  archived: T.emptyArchived,
};

/** Spec §2 Messages, left side: search, the three tabs with counts, and the rows. */
export function ConversationList(props: ConversationListProps) {
  const { filter, onFilter, counts, search, onSearch, loading } = props;
  // An element, not a ref: the rows' window reads it once it exists.
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  return (
    <Stack gap={0} h="100%" className={classes.list}>
      <Stack gap="xs" p="sm" className={classes.listHeader}>
        <TextInput
          type="search"
          aria-label="Buscar conversas"
          placeholder={T.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          rightSection={
            loading && search.trim() ? (
              <Loader size="xs" role="status" aria-label="Buscando" />
            ) : null
          }
          value={search}
          maxLength={100}
          onChange={(event) => onSearch(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && search !== '') {
              event.preventDefault();
              onSearch('');
            }
          }}
        />
        {props.searchedDevice && (
          <Text size="xs" c="dimmed" role="status">
            {T.searchedDeviceOnly}
          </Text>
        )}
        <Tabs value={filter} onChange={(value) => value && onFilter(value as ConversationFilter)}>
          <Tabs.List justify="space-between" style={{ flexWrap: 'nowrap' }}>
            {TABS.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value} px={8} fz="sm">
                <Group gap={6} wrap="nowrap">
                  <span>{tab.label}</span>
                  <Badge
                    size="xs"
                    miw={20}
                    variant={filter === tab.value ? 'filled' : 'light'}
                    color={tab.value === 'unread' && (counts?.unread ?? 0) > 0 ? 'vinho' : 'gray'}
                  >
                    {String(counts?.[tab.value] ?? 0)}
                  </Badge>
                </Group>
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {props.notice}
      </Stack>
      <ScrollArea flex={1} type="auto" viewportRef={setViewport}>
        <ListBody {...props} viewport={viewport} />
      </ScrollArea>
    </Stack>
  );
}

function ListBody({
  myId,
  filter,
  searching,
  conversations,
  loading,
  error,
  onRetry,
  selectedId,
  onSelect,
  viewport,
}: ConversationListProps & { viewport: HTMLElement | null }) {
  if (error !== null && !conversations?.length)
    return (
      <Stack gap="xs" p="md" align="flex-start" role="alert">
        <Group gap="xs" wrap="nowrap">
          <IconAlertTriangle size={20} color="var(--mantine-color-red-7)" aria-hidden />
          <Text fw={600}>{T.listLoadFailed}</Text>
        </Group>
        <Text c="dimmed" size="sm">
          {error}
        </Text>
        <Button variant="light" size="xs" onClick={onRetry}>
          Tentar novamente
        </Button>
      </Stack>
    );
  if (conversations === null)
    return (
      <Stack gap={0} role="status" aria-busy="true" aria-label="Carregando conversas">
        {[0, 1, 2, 3].map((row) => (
          <Group key={row} gap="sm" p="sm" wrap="nowrap">
            <Skeleton circle height={40} />
            <Stack gap={6} flex={1}>
              <Skeleton height={12} width="60%" />
              <Skeleton height={10} width="85%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  if (conversations.length === 0 && !loading)
    return searching ? (
      <EmptyState
        icon={<IconSearchOff size={24} />}
        title={T.emptySearch}
        description={T.emptySearchHint}
        color="gray"
        py="xl"
      />
    ) : (
      <EmptyState
        icon={<IconMessageCircle size={24} />}
        title={EMPTY[filter]}
        color="gray"
        py="xl"
      />
    );
  return (
    <ConversationRows
      conversations={conversations}
      myId={myId}
      selectedId={selectedId}
      onSelect={onSelect}
      viewport={viewport}
    />
  );
}
