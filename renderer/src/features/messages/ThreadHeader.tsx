import { countOf } from '@alinhavo/shared/rules/plural';
import { MESSAGING_TEXTS as T } from '@alinhavo/shared/messages/messaging';
import type { Conversation } from '@alinhavo/shared/schemas/conversation';
import { ActionIcon, Avatar, Badge, Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconArchive,
  IconArchiveOff,
  IconArrowLeft,
  IconClipboardList,
  IconClockHour4,
  IconTrash,
} from '@tabler/icons-react';
import { useRealtimeStatus } from '../../data/realtime/realtime';
import classes from './Messages.module.css';
import { displayName, expiryWarning, initials, otherParty, roleLabel } from './format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight of `date` on the device's calendar. */
const dayStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/**
 * Spec §9 'days ago': how long ago the conversation started, in calendar days on the device
 * ('Iniciada hoje', 'Iniciada há 1 dia', 'Iniciada há 3 dias'). A clock behind the server's
 * never shows a negative age.
 */
export function startedAgo(createdAt: string, now: Date = new Date()): string {
  const started = new Date(createdAt);
  if (Number.isNaN(started.getTime())) return '';
  // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
  const days = Math.max(
    0,
    Math.round((dayStart(now).getTime() - dayStart(started).getTime()) / DAY_MS),
  );
  if (days === 0) return 'Iniciada hoje';
  return `Iniciada há ${countOf(days, 'dia', 'dias')}`;
}

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
      {/* green 8 and yellow 9 read 3.4:1 and 3.0:1 on white; these shades keep AA (5.0 and 5.6). */}
      <Text size="xs" c={connected ? 'teal.9' : '#a35200'}>
        {connected ? T.realtime : T.connecting}
      </Text>
    </Group>
  );
}

/**
 * The other party, the demand it is about, how long ago the conversation started and
 * the expiry warning (spec §9), live status and the conversation actions.
 */
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
  const started = startedAgo(conversation.created_at);
  const archived = conversation.is_archived;
  return (
    <Group gap="sm" p="sm" wrap="nowrap" className={classes.threadHeader}>
      {onBack && (
        <Tooltip label="Voltar às conversas">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Voltar às conversas"
            onClick={onBack}
          >
            <IconArrowLeft size={20} />
          </ActionIcon>
        </Tooltip>
      )}
      <Avatar color="vinho" radius="xl">
        {initials(name)}
      </Avatar>
      <Stack gap={2} flex={1} miw={0}>
        <Text fw={700} truncate component="h2" size="md" m={0}>
          {name}
        </Text>
        {conversation.demand_title && (
          <Group gap={4} wrap="nowrap" miw={0} c="vinho.8" align="flex-start">
            <IconClipboardList size={14} aria-hidden style={{ flexShrink: 0, marginTop: 1 }} />
            {/* Two lines at most: on a phone one line would cut most titles short. */}
            <Text
              size="xs"
              fw={500}
              c="vinho.8"
              lineClamp={2}
              title={conversation.demand_title}
              style={{ overflowWrap: 'anywhere' }}
            >
              {`Demanda: ${conversation.demand_title}`}
            </Text>
          </Group>
        )}
        {/* Rows close together: on a phone these wrap into two or three short lines. */}
        <Group gap="xs" wrap="wrap" style={{ rowGap: 2 }}>
          <Text size="xs" c="dimmed">
            {roleLabel(other)}
          </Text>
          <RealtimeIndicator />
          {started && (
            <Text
              size="xs"
              c="dimmed"
              component="time"
              dateTime={conversation.created_at}
              title={new Date(conversation.created_at).toLocaleDateString('pt-BR')}
            >
              {started}
            </Text>
          )}
          {expiry && (
            <Badge
              size="sm"
              color="orange"
              variant="light"
              // Darker than orange.9, which reads at 3.6:1 on the light badge (axe, e2e).
              style={{ '--badge-color': '#9c3d00' }}
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
