import type { Notification } from '@alinhavo/shared/schemas/notification';
import { Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { OfflineNotice } from '../../ui/OfflineNotice';
import { useCurrentUser } from '../../data/session-store';
import { DeleteNotificationModal } from './DeleteNotificationModal';
import { notificationDestination } from '../../kits/notifications/destination';
import { NotificationItem } from './NotificationItem';
import { NotificationTotals } from './NotificationTotals';
import {
  NoNotifications,
  NotificationsLoadError,
  NotificationsSkeleton,
} from './NotificationsStates';
import { useNotifications } from './use-notifications';
import { useProgressiveCount } from '../../ui/progressive';

const MINUTE = 60_000;

/** Notificações (spec §2, §4): totals, the list newest first, read and delete, live. */
export function NotificationsPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const list = useNotifications();
  const [deleting, setDeleting] = useState<Notification | null>(null);
  // 'há 5 minutos' keeps telling the truth while the page stays open.
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), MINUTE, { autoInvoke: true });

  if (!user) return null;
  const userType = user.user_type;

  function open(n: Notification) {
    void list.markRead(n);
    const to = notificationDestination(n, userType);
    if (to) void navigate(to);
  }

  const firstLoad = list.status === 'loading' && list.rows.length === 0;
  let content;
  if (firstLoad) content = <NotificationsSkeleton />;
  else if (list.status === 'error')
    content = <NotificationsLoadError message={list.error ?? ''} onRetry={list.retry} />;
  else if (list.rows.length === 0) content = <NoNotifications />;
  else
    content = (
      <NotificationList
        rows={list.rows}
        now={now}
        onOpen={open}
        onMarkRead={list.markRead}
        onDelete={setDeleting}
      />
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Text c="dimmed" maw={560} style={{ flex: '1 1 280px' }}>
          Novidades das suas demandas e conversas, das mais recentes para as mais antigas.
        </Text>
        <Button
          variant="light"
          leftSection={<IconChecks size={18} />}
          onClick={() => void list.markAllRead()}
          loading={list.markingAll}
          disabled={list.status !== 'ready' || list.counters.unread === 0}
        >
          Marcar todas como lidas
        </Button>
      </Group>

      <OfflineNotice offline={list.offline} onRetry={list.retry} />

      {list.status !== 'error' && (
        <NotificationTotals counters={firstLoad ? null : list.counters} />
      )}

      {content}

      {list.status === 'ready' && list.hasMore && (
        <Group justify="center">
          <Button variant="default" loading={list.loadingMore} onClick={() => void list.loadMore()}>
            Carregar mais
          </Button>
        </Group>
      )}

      <DeleteNotificationModal
        notification={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={list.remove}
      />
    </Stack>
  );
}

/** Rows a phone shows above the fold: drawn first, the rest of the page right after. */
const FIRST_ROWS = 8;

function NotificationList({
  rows,
  now,
  onOpen,
  onMarkRead,
  onDelete,
}: {
  rows: readonly Notification[];
  now: number;
  onOpen: (n: Notification) => void;
  onMarkRead: (n: Notification) => Promise<unknown>;
  onDelete: (n: Notification) => void;
}) {
  const shown = useProgressiveCount(rows.length, FIRST_ROWS);
  return (
    <Card padding={0} style={{ overflow: 'hidden' }}>
      <Box component="ul" aria-label="Notificações" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.slice(0, shown).map((n, index) => (
          <NotificationItem
            key={n.id}
            notification={n}
            now={now}
            onOpen={onOpen}
            onMarkRead={onMarkRead}
            onDelete={onDelete}
            divided={index > 0}
          />
        ))}
      </Box>
    </Card>
  );
}
