import type { AdminUserRow } from '@alinhavo/shared/schemas/admin';
import { USER_TYPE_LABELS } from '@alinhavo/shared/schemas/user-types';
import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDate } from '../../ui/format';
import { personName, placeOf } from './format';
import { UserStatusBadge } from './UserStatusBadge';

/** Usuários on phones: one card a person, the whole card opens the side panel. */
export function UserCards({
  users,
  onOpen,
}: {
  users: AdminUserRow[];
  onOpen: (user: AdminUserRow) => void;
}) {
  return (
    <Stack gap="sm" component="ul" m={0} p={0} aria-label="Usuários" style={{ listStyle: 'none' }}>
      {users.map((u) => (
        <li key={u.id}>
          <Card padding={0}>
            <UnstyledButton onClick={() => onOpen(u)} p="md" w="100%">
              <Stack gap={4}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                    {personName(u)}
                  </Text>
                  <UserStatusBadge user={u} />
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {u.email}
                </Text>
                <Text size="xs" c="dimmed">
                  {`${USER_TYPE_LABELS[u.user_type]} · ${placeOf(u)} · desde ${formatDate(u.created_at)}`}
                </Text>
              </Stack>
            </UnstyledButton>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
