import type { AdminDemandRow } from '@alinhavo/shared/schemas/admin';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';

/** 'Ver detalhes' and 'Remover' of one demand row or card. */
export function DemandActions({
  demand,
  onDetails,
  onRemove,
  compact = false,
}: {
  demand: AdminDemandRow;
  onDetails: (d: AdminDemandRow) => void;
  onRemove: (d: AdminDemandRow) => void;
  /** Icons with tooltips, for the table's narrow last column. */
  compact?: boolean;
}) {
  if (compact)
    return (
      <Group gap={4} wrap="nowrap">
        <Tooltip label="Ver detalhes">
          <ActionIcon
            variant="light"
            size="lg"
            onClick={() => onDetails(demand)}
            aria-label={`Ver detalhes de ${demand.title}`}
          >
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Remover">
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={() => onRemove(demand)}
            aria-label={`Remover ${demand.title}`}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
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
