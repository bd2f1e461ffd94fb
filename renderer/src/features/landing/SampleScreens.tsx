import { Badge, Box, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconCalendar,
  IconCheck,
  IconMapPin,
  IconPackage,
  IconStarFilled,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import classes from './Landing.module.css';

/** Illustrative only (spec §9): these values are not data from the platform. */
function SampleFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      className={classes.sample}
      role="group"
      aria-label={`Exemplo ilustrativo da tela ${title}`}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text fw={700} ff="heading" fz="lg">
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          Exemplo ilustrativo
        </Text>
      </Group>
      {children}
    </Box>
  );
}

export function ProfileSample() {
  return (
    <SampleFrame title="Perfil">
      <Paper p="md" withBorder>
        <Group wrap="nowrap" align="flex-start">
          {/* Drawn like Mantine's Avatar (light, initials) with a component the landing already
              loads: the landing's first script stays within its budget. */}
          <ThemeIcon color="vinho" variant="light" radius="xl" size={56} fw={700} fz={22}>
            AC
          </ThemeIcon>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={700}>Ateliê de Costura</Text>
            <Group gap={4} c="dimmed">
              <IconMapPin size={14} />
              <Text size="sm">São Paulo/SP</Text>
            </Group>
            <Group gap={2} c="ouro.5" aria-hidden>
              {[0, 1, 2, 3, 4].map((i) => (
                <IconStarFilled key={i} size={14} />
              ))}
              <Text size="xs" c="dimmed" ml={4}>
                4,9
              </Text>
            </Group>
          </Stack>
        </Group>
        <Group gap={6} mt="md">
          {['Costura / Facção', 'Moda Feminina', 'Malharia'].map((tag) => (
            <Badge key={tag} variant="light" radius="sm">
              {tag}
            </Badge>
          ))}
        </Group>
        <Group mt="md" gap="lg">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Capacidade diária
            </Text>
            <Text fw={600}>300 peças</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Disponibilidade
            </Text>
            <Text fw={600}>Imediato</Text>
          </Stack>
        </Group>
      </Paper>
    </SampleFrame>
  );
}

const FILTERS = ['Todas', 'Abertas', 'Encerradas'] as const;
type Filter = (typeof FILTERS)[number];

const REQUESTS = [
  {
    title: 'Camisetas básicas em malha',
    amount: '300 peças',
    deadline: 'até 20 dias',
    budget: 'R$ 4.500',
    open: true,
  },
  {
    title: 'Vestidos de festa sob medida',
    amount: '40 peças',
    deadline: 'até 30 dias',
    budget: 'R$ 6.800',
    open: true,
  },
  {
    title: 'Modelagem de calça jeans',
    amount: '1 modelo',
    deadline: 'até 7 dias',
    budget: 'R$ 900',
    open: false,
  },
];

export function RequestsSample() {
  const [filter, setFilter] = useState<Filter>('Todas');
  const shown = REQUESTS.filter((r) => filter === 'Todas' || (filter === 'Abertas') === r.open);
  return (
    <SampleFrame title="Minhas Solicitações">
      {/* Chip-like toggles from Button, which the landing already loads (its size budget). */}
      <Group gap={6} mb="sm" role="group" aria-label="Filtrar solicitações">
        {FILTERS.map((f) => (
          <Button
            key={f}
            size="compact-xs"
            radius="xl"
            h={23}
            px={filter === f ? 8 : 16}
            fw={400}
            variant="light"
            color={filter === f ? undefined : 'gray'}
            c={filter === f ? undefined : 'var(--mantine-color-text)'}
            aria-pressed={filter === f}
            leftSection={filter === f ? <IconCheck size={10} stroke={3} /> : undefined}
            onClick={() => setFilter(f)}
          >
            {f}
          </Button>
        ))}
      </Group>
      <Stack gap="xs">
        {shown.map((r) => (
          <Paper key={r.title} p="sm" withBorder>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} size="sm" truncate="end">
                {r.title}
              </Text>
              <Badge
                size="xs"
                color={r.open ? 'teal' : 'gray'}
                variant="light"
                style={{ flexShrink: 0 }}
              >
                {r.open ? 'Aberta' : 'Encerrada'}
              </Badge>
            </Group>
            <Group gap="md" mt={6} c="dimmed">
              <Group gap={4}>
                <IconPackage size={14} />
                <Text size="xs">{r.amount}</Text>
              </Group>
              <Group gap={4}>
                <IconCalendar size={14} />
                <Text size="xs">{r.deadline}</Text>
              </Group>
              <Text size="xs" fw={700} c="vinho.8">
                {r.budget}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    </SampleFrame>
  );
}

/** The hero's picture: how an opportunity reaches a professional (illustrative values). */
export function OpportunitySample() {
  return (
    <SampleFrame title="Nova oportunidade">
      <Paper p="md" withBorder>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700}>Costura de camisetas em malha</Text>
          <Badge color="teal" variant="light" size="sm" style={{ flexShrink: 0 }}>
            Aberta
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" mt={6}>
          Marca de moda casual procura facção para produção de camisetas básicas, com aviamentos
          fornecidos.
        </Text>
        <Group gap="lg" mt="md" c="dimmed">
          <Group gap={4}>
            <IconPackage size={16} />
            <Text size="sm">300 peças</Text>
          </Group>
          <Group gap={4}>
            <IconCalendar size={16} />
            <Text size="sm">até 20 dias</Text>
          </Group>
          <Group gap={4}>
            <IconMapPin size={16} />
            <Text size="sm">Belo Horizonte/MG</Text>
          </Group>
        </Group>
        <Group justify="space-between" mt="md" wrap="nowrap">
          <Text fw={800} fz="xl" c="vinho.8">
            R$ 4.500
          </Text>
          <Badge variant="filled" size="lg" radius="sm">
            3 interessados
          </Badge>
        </Group>
      </Paper>
    </SampleFrame>
  );
}
