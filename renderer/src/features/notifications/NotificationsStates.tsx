import { NOTIFICATION_TEXTS as T } from '@alinhavo/shared/messages/notifications';
import { Card, EmptyState, Group, Skeleton, Stack } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { LoadErrorCard } from '../../ui/LoadErrorCard';

export function NotificationsSkeleton() {
  return (
    <Card padding={0} role="status" aria-busy="true" aria-label="Carregando notificações">
      {[0, 1, 2, 3, 4].map((row) => (
        <Group
          key={row}
          gap="md"
          p="md"
          wrap="nowrap"
          align="flex-start"
          style={{ borderTop: row ? '1px solid var(--mantine-color-default-border)' : undefined }}
        >
          <Skeleton height={38} width={38} radius="md" />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={14} width="45%" />
            <Skeleton height={12} width="85%" />
            <Skeleton height={10} width={90} />
          </Stack>
        </Group>
      ))}
    </Card>
  );
}

export function NotificationsLoadError({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => void;
}) {
  return <LoadErrorCard title={T.loadFailed} message={message} onRetry={onRetry} />;
}

export function NoNotifications() {
  return (
    <Card padding="xl">
      <EmptyState
        icon={<IconBellOff size={28} />}
        title="Nenhuma notificação"
        description="Tudo em dia por aqui. Quando houver novidades sobre suas demandas e conversas, elas aparecem nesta página."
        color="vinho"
        py="lg"
      />
    </Card>
  );
}
