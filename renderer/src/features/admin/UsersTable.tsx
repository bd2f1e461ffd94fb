import type { AdminUserRow } from '@alinhavo/shared/schemas/admin';
import { USER_TYPE_LABELS } from '@alinhavo/shared/schemas/user-types';
import { Box, Card, Table, Text, UnstyledButton } from '@mantine/core';
import { formatDate } from '../../ui/format';
import { personName, placeOf } from './format';
import { UserStatusBadge } from './UserStatusBadge';

/** Usuários on wide screens: one row a person; the name (or the row) opens the side panel. */
export function UsersTable({
  users,
  onOpen,
}: {
  users: AdminUserRow[];
  onOpen: (user: AdminUserRow) => void;
}) {
  return (
    <Card padding={0}>
      <Table.ScrollContainer minWidth={860}>
        <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="Usuários">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nome</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Tipo</Table.Th>
              <Table.Th>Situação</Table.Th>
              <Table.Th>Cidade/UF</Table.Th>
              <Table.Th>Cadastro</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((u) => (
              <Table.Tr key={u.id} onClick={() => onOpen(u)} style={{ cursor: 'pointer' }}>
                <Table.Td miw={180}>
                  <UnstyledButton
                    onClick={(e) => {
                      e.stopPropagation();
                      onOpen(u);
                    }}
                    fw={600}
                    fz="sm"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {personName(u)}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td maw={240}>
                  <Text size="sm" truncate="end" title={u.email}>
                    {u.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {USER_TYPE_LABELS[u.user_type]}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Box w="max-content">
                    <UserStatusBadge user={u} />
                  </Box>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{placeOf(u)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(u.created_at)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
