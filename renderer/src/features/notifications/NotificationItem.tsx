import type { Notification } from '@alinhavo/shared/schemas/notification';
import {
  ActionIcon,
  Badge,
  Box,
  Flex,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../ui/format';
import { formatWhen } from './format';
import { NOTIFICATION_KINDS } from './notification-kinds';

interface NotificationItemProps {
  notification: Notification;
  now: number;
  /** Marks it read and goes to what it is about. */
  onOpen: (n: Notification) => void;
  onMarkRead: (n: Notification) => Promise<unknown>;
  onDelete: (n: Notification) => void;
  /** Every row but the first has a line above it. */
  divided: boolean;
}

/** One row of Notificações: unread ones stand out with a tinted background, a bar and 'Nova'. */
export function NotificationItem({
  notification: n,
  now,
  onOpen,
  onMarkRead,
  onDelete,
  divided,
}: NotificationItemProps) {
  const [marking, setMarking] = useState(false);
  const kind = NOTIFICATION_KINDS[n.type];
  const KindIcon = kind.icon;
  const unread = !n.is_read;

  async function markRead() {
    setMarking(true);
    try {
      await onMarkRead(n);
    } finally {
      setMarking(false);
    }
  }

  return (
    <Box
      component="li"
      aria-label={n.title}
      bg={unread ? 'vinho.0' : undefined}
      style={{
        borderTop: divided ? '1px solid var(--mantine-color-default-border)' : undefined,
        boxShadow: unread ? 'inset 3px 0 0 var(--mantine-color-vinho-6)' : undefined,
      }}
    >
      <Group gap={4} wrap="nowrap" align="flex-start" pr={{ base: 'xs', sm: 'md' }}>
        <UnstyledButton
          onClick={() => onOpen(n)}
          p={{ base: 'sm', sm: 'md' }}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color={kind.color} size={36} radius="md" aria-hidden>
              <KindIcon size={20} />
            </ThemeIcon>
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={unread ? 700 : 500} lh={1.35} style={{ overflowWrap: 'anywhere' }}>
                {n.title}
              </Text>
              <Text
                size="sm"
                c={unread ? undefined : 'dimmed'}
                style={{ overflowWrap: 'anywhere' }}
              >
                {n.message}
              </Text>
              <Group gap={8} mt={4} wrap="nowrap">
                {unread && (
                  <Badge size="xs" color="vinho" variant="filled" style={{ flexShrink: 0 }}>
                    Nova
                  </Badge>
                )}
                <Text size="xs" c="dimmed">
                  <VisuallyHidden>{`${kind.label}${unread ? ', não lida' : ''}, `}</VisuallyHidden>
                  <time dateTime={n.created_at} title={formatDateTime(n.created_at)}>
                    {formatWhen(n.created_at, now)}
                  </time>
                </Text>
              </Group>
            </Stack>
          </Group>
        </UnstyledButton>
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          gap={2}
          pt={{ base: 'xs', sm: 'md' }}
          style={{ flexShrink: 0 }}
        >
          {unread && (
            <Tooltip label="Marcar como lida">
              <ActionIcon
                variant="subtle"
                color="vinho"
                size="lg"
                aria-label="Marcar como lida"
                loading={marking}
                onClick={() => void markRead()}
              >
                <IconCheck size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Excluir">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label="Excluir notificação"
              onClick={() => onDelete(n)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Flex>
      </Group>
    </Box>
  );
}
