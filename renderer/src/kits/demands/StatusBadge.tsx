import {
  STATUS_LABELS,
  statusKey,
  type DemandStatusKey,
} from '@alinhavo/shared/schemas/demand-status';
import { Badge } from '@mantine/core';

const COLORS: Record<DemandStatusKey, string> = {
  open: 'teal',
  in_progress: 'blue',
  completed: 'gray',
  cancelled: 'red',
  unknown: 'gray',
};

/** Spec §4: Aberta / Em Andamento / Concluída / Cancelada / Desconhecido. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const key = statusKey(status);
  return (
    <Badge color={COLORS[key]} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {STATUS_LABELS[key]}
    </Badge>
  );
}
