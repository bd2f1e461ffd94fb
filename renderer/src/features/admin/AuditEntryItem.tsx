import { AUDIT_ACTION_LABELS, type AuditEntry } from '@alinhavo/shared/schemas/admin';
import { Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../ui/format';

/** One audit line: what was done, by whom, to what, why and when (pt-BR date and time). */
export function AuditEntryItem({
  entry,
  withTarget = true,
}: {
  entry: AuditEntry;
  withTarget?: boolean;
}) {
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap="xs" align="baseline">
        <Text fw={600} size="sm">
          {AUDIT_ACTION_LABELS[entry.action]}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
        </Text>
      </Group>
      {withTarget && entry.target_label && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {entry.target_label}
        </Text>
      )}
      {entry.reason && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {`Motivo: ${entry.reason}`}
        </Text>
      )}
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {`Por ${entry.actor_email}`}
      </Text>
    </Stack>
  );
}
