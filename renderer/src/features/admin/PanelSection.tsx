import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled block of the user panel, with its empty line. */
export function PanelSection({
  title,
  empty,
  children,
}: {
  title: string;
  /** Said instead of the children when there is nothing to show. */
  empty?: string | false;
  children?: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}
