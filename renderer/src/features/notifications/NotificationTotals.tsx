import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconChecks, IconMailOpened, type Icon } from '@tabler/icons-react';
import type { NotificationCounters as Counters } from '../../data/notifications/cache';

const TOTALS: { label: string; key: keyof Counters; icon: Icon; color: string }[] = [
  { label: 'Total', key: 'total', icon: IconBell, color: 'vinho' },
  { label: 'Não Lidas', key: 'unread', icon: IconMailOpened, color: 'red' },
  { label: 'Lidas', key: 'read', icon: IconChecks, color: 'teal' },
];

/** Spec §2 Notifications: Total, Não Lidas, Lidas. */
export function NotificationTotals({ counters }: { counters: Counters | null }) {
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
      {TOTALS.map((tile) => {
        const TileIcon = tile.icon;
        return (
          <Paper
            key={tile.key}
            withBorder
            p={{ base: 'sm', sm: 'md' }}
            role="group"
            aria-label={`${tile.label}: ${counters ? counters[tile.key] : 'carregando'}`}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" c="dimmed" fw={500} lh={1.3}>
                  {tile.label}
                </Text>
                {counters ? (
                  <Text fz={{ base: 24, sm: 28 }} fw={700} lh={1.2}>
                    {counters[tile.key]}
                  </Text>
                ) : (
                  <Skeleton height={28} width={40} mt={4} />
                )}
              </div>
              <ThemeIcon variant="light" color={tile.color} size={36} radius="md" visibleFrom="sm">
                <TileIcon size={20} />
              </ThemeIcon>
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
