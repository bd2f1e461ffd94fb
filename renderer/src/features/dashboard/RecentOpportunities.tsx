import type { Demand } from '@alinhavo/shared/schemas/demand';
import { Anchor, Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCash, IconMapPin, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_PATHS } from '../../app/shell/navigation';
import { demandsClient } from '../../data/demands/api';
import { useRemote } from '../../data/use-remote';
import { formatBudget, formatDay, formatLocation } from '../demands/format';
import { DashboardSection } from './DashboardSection';
import { deadlineLabel, Fact } from './DemandFacts';

/** Spec §9: the dashboard lists the 3 most recent open opportunities. */
export const RECENT_OPPORTUNITIES = 3;

export const opportunityPath = (id: string) =>
  `${APP_PATHS.opportunities}?demanda=${encodeURIComponent(id)}`;

export function RecentOpportunities({ userId }: { userId: string }) {
  const remote = useRemote(
    `dashboard-opportunities:${userId}`,
    (signal) => demandsClient.opportunities({ pageSize: RECENT_OPPORTUNITIES }, signal),
    () => 'Erro ao carregar oportunidades. Tente novamente.',
  );
  const demands = (remote.data?.demands ?? []).slice(0, RECENT_OPPORTUNITIES);

  return (
    <DashboardSection
      title="Oportunidades Recentes"
      icon={IconSparkles}
      extra={
        <Anchor component={Link} to={APP_PATHS.opportunities} size="sm" fw={500}>
          Ver todas
        </Anchor>
      }
    >
      {remote.status === 'error' && remote.data === null ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="red.8">
            {remote.message}
          </Text>
          <Button size="xs" variant="light" onClick={remote.reload}>
            Tentar novamente
          </Button>
        </Stack>
      ) : remote.data === null ? (
        <Stack gap="md">
          {[0, 1, 2].map((i) => (
            <Stack key={i} gap={6}>
              <Skeleton height={14} width="60%" />
              <Skeleton height={12} width="85%" />
            </Stack>
          ))}
        </Stack>
      ) : demands.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhuma oportunidade aberta no momento. Volte mais tarde ou ajuste seus interesses no
          perfil.
        </Text>
      ) : (
        <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {demands.map((demand, i) => (
            <OpportunityItem key={demand.id} demand={demand} first={i === 0} />
          ))}
        </Box>
      )}
    </DashboardSection>
  );
}

function OpportunityItem({ demand, first }: { demand: Demand; first: boolean }) {
  return (
    <Box
      component="li"
      aria-label={demand.title}
      pt={first ? 0 : 'sm'}
      mt={first ? 0 : 'sm'}
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} lineClamp={2}>
            {demand.title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {demand.service_name}
          </Text>
          <Stack gap={2}>
            <Fact icon={IconCash}>{formatBudget(demand)}</Fact>
            <Fact icon={IconCalendarEvent}>{deadlineLabel(formatDay(demand.deadline))}</Fact>
            <Fact icon={IconMapPin}>{formatLocation(demand)}</Fact>
          </Stack>
        </Stack>
        <Button
          component={Link}
          to={opportunityPath(demand.id)}
          variant="light"
          size="xs"
          aria-label={`Ver Detalhes: ${demand.title}`}
        >
          Ver Detalhes
        </Button>
      </Group>
    </Box>
  );
}
