import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** One fact of a demand card (budget, deadline, place...): an icon, and a label for readers. */
export function CardMeta({
  icon: I,
  label,
  children,
}: {
  icon: Icon;
  label: string;
  children: string;
}) {
  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      <I size={16} color="var(--mantine-color-vinho-6)" style={{ flexShrink: 0 }} aria-hidden />
      <Text size="sm" truncate>
        <VisuallyHidden>{`${label}: `}</VisuallyHidden>
        {children}
      </Text>
    </Group>
  );
}
