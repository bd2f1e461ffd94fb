import { Group, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** A small icon + text pair under a demand's title (budget, deadline, interested). */
export function Fact({ icon: IconOf, children }: { icon: Icon; children: string }) {
  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
      <IconOf size={15} color="var(--mantine-color-dimmed)" aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" c="dimmed" truncate>
        {children}
      </Text>
    </Group>
  );
}

/** 'Prazo: 01/12/2026' or 'Sem prazo'. */
export const deadlineLabel = (formatted: string) =>
  formatted === 'Sem prazo' ? formatted : `Prazo: ${formatted}`;
