import type { AdminDemandRow } from '@alinhavo/shared/schemas/admin';
import { Box, Card, Stack, Table, Text } from '@mantine/core';
import { formatBudget } from '../../kits/demands/format';
import { StatusBadge } from '../../kits/demands/StatusBadge';
import { DemandActions } from './DemandActions';
import { formatDate } from '../../ui/format';
import { personName, placeOf } from './format';

interface Props {
  demands: AdminDemandRow[];
  onDetails: (d: AdminDemandRow) => void;
  onRemove: (d: AdminDemandRow) => void;
}

/** Demandas on wide screens (spec §2: status, client, interested count, budget). */
export function DemandsTable({ demands, onDetails, onRemove }: Props) {
  return (
    <Card padding={0}>
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Demandas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Demanda</Table.Th>
              <Table.Th>Situação</Table.Th>
              <Table.Th>Cliente</Table.Th>
              <Table.Th ta="right">Interessados</Table.Th>
              <Table.Th>Orçamento</Table.Th>
              <Table.Th>Ações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {demands.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td miw={220}>
                  <Stack gap={0}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'break-word' }}>
                      {d.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {`${d.service_name} · ${placeOf(d)} · ${formatDate(d.created_at)}`}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Box w="max-content">
                    <StatusBadge status={d.status} />
                  </Box>
                </Table.Td>
                <Table.Td miw={140}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {personName(d.client)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{d.interested_count}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatBudget(d)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <DemandActions compact demand={d} onDetails={onDetails} onRemove={onRemove} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
