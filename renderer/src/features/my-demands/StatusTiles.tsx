import type { DemandStatus } from '@alinhavo/shared/schemas/demand';
import { Group, Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconCircleCheck,
  IconClipboardList,
  IconFolderOpen,
  IconProgress,
  type Icon,
} from '@tabler/icons-react';
import { TileCount } from '../../ui/TileCount';

export interface DemandCounters {
  total: number;
  abertas: number;
  em_andamento: number;
  concluidas: number;
}

interface Tile {
  label: string;
  status: DemandStatus | undefined;
  count: keyof DemandCounters;
  icon: Icon;
  color: string;
}

/** Spec §2: Total, Abertas, Em Andamento, Concluídas; each filters the list by its status. */
const TILES: Tile[] = [
  { label: 'Total', status: undefined, count: 'total', icon: IconClipboardList, color: 'vinho' },
  { label: 'Abertas', status: 'ABERTA', count: 'abertas', icon: IconFolderOpen, color: 'teal' },
  {
    label: 'Em Andamento',
    status: 'EM ANDAMENTO',
    count: 'em_andamento',
    icon: IconProgress,
    color: 'blue',
  },
  {
    label: 'Concluídas',
    status: 'CONCLUÍDA',
    count: 'concluidas',
    icon: IconCircleCheck,
    color: 'gray',
  },
];

interface StatusTilesProps {
  counters: DemandCounters | null;
  /** The list could not be loaded and the device holds none: a dash, not a skeleton forever. */
  unavailable: boolean;
  active: DemandStatus | undefined;
  /** Clicking the active tile again, or Total, shows every demand. */
  onChange: (status: DemandStatus | undefined) => void;
}

/**
 * Each tile's accessible name is its visible text, label then count ('Total 3'): an aria-label
 * of its own ('Total: 3') differs from what a speech-input user reads on screen and says
 * (WCAG 2.5.3 Label in Name).
 */
export function StatusTiles({ counters, unavailable, active, onChange }: StatusTilesProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      {TILES.map((tile) => {
        const pressed = tile.status === active;
        const TileIcon = tile.icon;
        return (
          <UnstyledButton
            key={tile.label}
            aria-pressed={pressed}
            onClick={() => onChange(pressed || !tile.status ? undefined : tile.status)}
            style={{ borderRadius: 'var(--mantine-radius-lg)' }}
          >
            <Paper
              withBorder
              p={{ base: 'sm', sm: 'md' }}
              style={{
                borderColor: pressed ? `var(--mantine-color-${tile.color}-6)` : undefined,
                boxShadow: pressed ? `0 0 0 1px var(--mantine-color-${tile.color}-6)` : undefined,
                backgroundColor: pressed ? `var(--mantine-color-${tile.color}-0)` : undefined,
              }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" c="dimmed" fw={500} lh={1.3}>
                    {tile.label}
                  </Text>
                  <TileCount
                    value={counters ? counters[tile.count] : null}
                    unavailable={unavailable}
                    fz={{ base: 24, sm: 28 }}
                    skeleton={{ height: 28, width: 40, mt: 4 }}
                  />
                </div>
                <ThemeIcon
                  variant="light"
                  color={tile.color}
                  size={36}
                  radius="md"
                  visibleFrom="sm"
                >
                  <TileIcon size={20} />
                </ThemeIcon>
              </Group>
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
