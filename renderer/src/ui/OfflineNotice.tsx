import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';
import { unavailableTitle, useConnection } from '../data/connection';
import { formatDateTime } from './format';

/**
 * DESIGN §7: the list on screen is the device's copy; say so, with the time of the last sync,
 * and why: 'Você está offline' only when the browser has no network, otherwise the server's
 * trouble in the spec's words (a 429 or a 5xx is not the device being offline).
 */
export function OfflineNotice({
  offline,
  onRetry,
}: {
  offline: { syncedAt: string | null } | null;
  onRetry: () => void;
}) {
  const connection = useConnection();
  if (!offline) return null;
  const Icon = connection.online ? IconAlertTriangle : IconCloudOff;
  return (
    <Alert
      color={connection.online ? 'red' : 'ouro'}
      variant="light"
      icon={<Icon size={20} />}
      title={unavailableTitle(connection)}
    >
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
