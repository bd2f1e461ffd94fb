import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** 'Olá, {name}!' with a line about the page; `actions` sit beside it (below on a phone). */
export function DashboardGreeting({
  name,
  subtitle,
  actions,
}: {
  name: string;
  subtitle: string;
  actions?: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          Olá, {name}!
        </Title>
        <Text c="dimmed">{subtitle}</Text>
      </Stack>
      {actions}
    </Stack>
  );
}
