import { Card, Group, Stack, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A titled card of a dashboard; `extra` sits at the right of the title (a count, a link). */
export function DashboardSection({
  title,
  icon: IconOf,
  extra,
  children,
}: {
  title: string;
  icon: Icon;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card padding="lg" h="100%" component="section" aria-label={title}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon size={32} radius="md" variant="light" aria-hidden>
              <IconOf size={18} />
            </ThemeIcon>
            <Title order={3} fz="lg">
              {title}
            </Title>
          </Group>
          {extra}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
