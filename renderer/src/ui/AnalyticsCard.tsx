import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SkeletonBar } from './SkeletonBar';

export interface AnalyticsCardProps {
  label: string;
  /** Already formatted for pt-BR. */
  value: string;
  icon: Icon;
  color?: string;
  loading?: boolean;
  /** A line under the number (stars, a hint). */
  footer?: ReactNode;
}

/** One number of a dashboard; a skeleton holds its place while the first load runs. */
export function AnalyticsCard({
  label,
  value,
  icon: IconOf,
  color = 'vinho',
  loading = false,
  footer,
}: AnalyticsCardProps) {
  return (
    <Card padding="md" h="100%" role="group" aria-label={label} aria-busy={loading}>
      <Stack gap={6} h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" fw={500} lh={1.3} style={{ minWidth: 0 }}>
            {label}
          </Text>
          <ThemeIcon size={34} radius="md" variant="light" color={color} aria-hidden>
            <IconOf size={20} />
          </ThemeIcon>
        </Group>
        {loading ? (
          <SkeletonBar height={32} width={64} mt={2} />
        ) : (
          <Text fz={28} fw={700} lh={1.1}>
            {value}
          </Text>
        )}
        {footer && !loading && <div>{footer}</div>}
      </Stack>
    </Card>
  );
}
