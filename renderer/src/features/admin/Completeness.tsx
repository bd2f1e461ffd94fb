import { COMPLETENESS_LABELS } from '@alinhavo/shared/messages/profile';
import { Badge, Text } from '@mantine/core';

const labelOf = (item: string) =>
  (COMPLETENESS_LABELS as Record<string, string | undefined>)[item] ?? item;

/** Spec §3 completeness: 'Perfil completo', or what is still missing. */
export function Completeness({ missing }: { missing: string[] }) {
  if (missing.length === 0)
    return (
      <Badge color="teal" variant="light" radius="sm">
        Perfil completo
      </Badge>
    );
  return (
    // Orange text as the theme deepens it (accessible-theme.ts): orange 8 gave 3.6:1 on white.
    <Text size="sm" c="orange" style={{ overflowWrap: 'anywhere' }}>
      {`Falta: ${missing.map(labelOf).join(', ')}`}
    </Text>
  );
}
