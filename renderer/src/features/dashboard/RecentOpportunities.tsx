import { OPPORTUNITY_TEXTS } from '@alinhavo/shared/messages/opportunities';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { Anchor, Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCash, IconMapPin, IconSparkles } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { lazyPart } from '../../app/lazy-page';
import { APP_PATHS } from '../../app/shell/navigation';
import type { OpportunityFilters } from '../../data/demands/api';
import { useOpportunities } from '../../data/demands/opportunities';
import { formatBudget, formatDay, formatLocation } from '../../kits/demands/format';
import { DashboardSection } from './DashboardSection';
import classes from './RecentOpportunities.module.css';
import { deadlineLabel, Fact } from './DemandFacts';
import { SkeletonBar } from '../../ui/SkeletonBar';

/** Spec §9: the dashboard lists the 3 most recent open opportunities. */
export const RECENT_OPPORTUNITIES = 3;

const RECENT_QUERY: OpportunityFilters = { pageSize: RECENT_OPPORTUNITIES };

/** The next step of each item, in its own chunk (fetched as the list is first shown). */
const RecentOpportunityAction = lazyPart(() => import('./RecentOpportunityAction'));

export const opportunityPath = (id: string) =>
  `${APP_PATHS.opportunities}?demanda=${encodeURIComponent(id)}`;

/**
 * Read like Oportunidades: the server's first page through the device's store, so an
 * edit pushed for one of them shows here too; offline, the newest the device holds.
 */
export function RecentOpportunities() {
  const list = useOpportunities(RECENT_QUERY);
  const demands = list.demands.slice(0, RECENT_OPPORTUNITIES);
  // Fetched beside the list, so the buttons are there when the items are.
  useEffect(() => {
    RecentOpportunityAction.preload().catch(() => undefined);
  }, []);

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
      {list.status === 'error' ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="red.8">
            {OPPORTUNITY_TEXTS.loadError}
          </Text>
          <Button size="xs" variant="light" onClick={list.retry}>
            Tentar novamente
          </Button>
        </Stack>
      ) : list.status === 'loading' ? (
        <Stack gap="md">
          {[0, 1, 2].map((i) => (
            <Stack key={i} gap={6}>
              <SkeletonBar height={14} width="60%" />
              <SkeletonBar height={12} width="85%" />
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
  const interested = demand.user_is_interested;
  return (
    <Box
      component="li"
      aria-label={demand.title}
      pt={first ? 0 : 'sm'}
      mt={first ? 0 : 'sm'}
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }} lineClamp={2}>
            {demand.title}
          </Text>
          {demand.quote_requested_at && !demand.my_quote && (
            <Badge color="vinho" variant="light" size="sm" tt="none" style={{ flexShrink: 0 }}>
              Proposta pedida
            </Badge>
          )}
          {interested && (
            <Badge color="teal" variant="light" size="sm" style={{ flexShrink: 0 }}>
              Interessado
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {demand.service_name}
        </Text>
        <Group justify="space-between" align="flex-end" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
            <Fact icon={IconCash}>{formatBudget(demand)}</Fact>
            <Fact icon={IconCalendarEvent}>{deadlineLabel(formatDay(demand.deadline))}</Fact>
            <Fact icon={IconMapPin}>{formatLocation(demand)}</Fact>
          </Stack>
          {/* The next step, as on Oportunidades' card: interest, the quote asked for, or chat. */}
          <div className={classes.actions}>
            <Suspense fallback={<SkeletonBar height={30} width={110} />}>
              <RecentOpportunityAction demand={demand} />
            </Suspense>
            <Button
              component={Link}
              to={opportunityPath(demand.id)}
              variant="light"
              size="xs"
              aria-label={`Ver Detalhes: ${demand.title}`}
            >
              Ver Detalhes
            </Button>
          </div>
        </Group>
      </Stack>
    </Box>
  );
}
