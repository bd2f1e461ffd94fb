import type { AdminDemandRow } from '@alinhavo/shared/schemas/admin';
import { Card, Group, Stack, Text } from '@mantine/core';
import { candidatesLabel, formatBudget } from '../../kits/demands/format';
import { StatusBadge } from '../../kits/demands/StatusBadge';
import { DemandActions } from './DemandActions';
import { personName, placeOf } from './format';

interface Props {
  demands: AdminDemandRow[];
  onDetails: (d: AdminDemandRow) => void;
  onRemove: (d: AdminDemandRow) => void;
}

/** Demandas on phones: one card a demand. */
export function DemandCards({ demands, onDetails, onRemove }: Props) {
  return (
    <Stack gap="sm" component="ul" m={0} p={0} aria-label="Demandas" style={{ listStyle: 'none' }}>
      {demands.map((d) => (
        <Card key={d.id} component="li" padding="md">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {d.title}
              </Text>
              <StatusBadge status={d.status} />
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {`${personName(d.client)} · ${d.service_name}`}
            </Text>
            <Text size="sm">
              {`${formatBudget(d)} · ${placeOf(d)} · ${candidatesLabel(d.interested_count)}`}
            </Text>
            <DemandActions demand={d} onDetails={onDetails} onRemove={onRemove} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
