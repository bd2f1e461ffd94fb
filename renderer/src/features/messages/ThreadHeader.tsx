import { MESSAGING_TEXTS as T } from '@alinhavo/shared/messages/messaging';
import type { Conversation } from '@alinhavo/shared/schemas/conversation';
import { ActionIcon, Avatar, Badge, Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconArchive,
  IconArchiveOff,
  IconArrowLeft,
  IconClockHour4,
  IconTrash,
} from '@tabler/icons-react';
import { useRealtimeStatus } from '../../data/realtime/realtime';
import classes from './Messages.module.css';
import { displayName, expiryWarning, initials, otherParty, roleLabel } from './format';

interface ThreadHeaderProps {
  conversation: Conversation;
  myId: string;
  onBack?: (() => void) | undefined;
  onToggleArchive: () => void;
  onDelete: () => void;
}

export function RealtimeIndicator() {
  const connected = useRealtimeStatus((s) => s.connected);
  return (
    <Group gap={6} wrap="nowrap" role="status">
      <Box
        w={8}
        h={8}
        style={{
          borderRadius: '50%',
          background: connected ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-yellow-5)',
        }}
        aria-hidden
      />
      <Text size="xs" c={connected ? 'green.8' : 'yellow.9'}>
        {connected ? T.realtime : T.connecting}
      </Text>
    </Group>
  );
}

/** The other party, the expiry warning (spec §9), live status and the conversation actions. */
export function ThreadHeader({
  conversation,
  myId,
  onBack,
  onToggleArchive,
  onDelete,
}: ThreadHeaderProps) {
  const other = otherParty(conversation, myId);
  const name = displayName(other, conversation);
  const expiry = expiryWarning(conversation);
  const archived = conversation.is_archived;
  return (
    <Group gap="sm" p="sm" wrap="nowrap" className={classes.threadHeader}>
      {onBack && (
        <ActionIcon variant="subtle" color="gray" aria-label="Voltar às conversas" onClick={onBack}>
          <IconArrowLeft size={20} />
        </ActionIcon>
      )}
      <Avatar color="vinho" radius="xl">
        {initials(name)}
      </Avatar>
      <Stack gap={2} flex={1} miw={0}>
        <Text fw={700} truncate component="h2" size="md" m={0}>
          {name}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {roleLabel(other)}
          </Text>
          <RealtimeIndicator />
          {expiry && (
            <Badge
              size="sm"
              color="orange"
              variant="light"
              leftSection={<IconClockHour4 size={12} />}
            >
              {expiry}
            </Badge>
          )}
        </Group>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <Tooltip label={archived ? 'Desarquivar' : 'Arquivar'}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={archived ? 'Desarquivar conversa' : 'Arquivar conversa'}
            onClick={onToggleArchive}
          >
            {archived ? <IconArchiveOff size={20} /> : <IconArchive size={20} />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Excluir conversa">
          <ActionIcon variant="subtle" color="red" aria-label="Excluir conversa" onClick={onDelete}>
            <IconTrash size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
