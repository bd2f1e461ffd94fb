import type { AdminDemandRow } from '@alinhavo/shared/schemas/admin';
import { Button, Group } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';

/** 'Ver detalhes' and 'Remover' of one demand row or card. */
export function DemandActions({
  demand,
  onDetails,
  onRemove,
}: {
  demand: AdminDemandRow;
  onDetails: (d: AdminDemandRow) => void;
  onRemove: (d: AdminDemandRow) => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconEye size={16} />}
        onClick={() => onDetails(demand)}
        aria-label={`Ver detalhes de ${demand.title}`}
      >
        Ver detalhes
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={() => onRemove(demand)}
        aria-label={`Remover ${demand.title}`}
      >
        Remover
      </Button>
    </Group>
  );
}
