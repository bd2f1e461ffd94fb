import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { formatDateTime } from './format';

/** DESIGN §7: the list on screen is the device's copy; say so, with the time of the last sync. */
export function OfflineNotice({
  offline,
  onRetry,
}: {
  offline: { syncedAt: string | null } | null;
  onRetry: () => void;
}) {
  if (!offline) return null;
  return (
    <Alert color="ouro" variant="light" icon={<IconCloudOff size={20} />} title="Você está offline">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {offline.syncedAt
            ? `Mostrando os dados salvos neste aparelho em ${formatDateTime(offline.syncedAt)}.`
            : 'Mostrando os dados salvos neste aparelho.'}
        </Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Tentar novamente
        </Button>
      </Group>
    </Alert>
  );
}
