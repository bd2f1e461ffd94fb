import type { Demand } from '@alinhavo/shared/schemas/demand';
import { statusKey } from '@alinhavo/shared/schemas/demand-status';
import { Box, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconClipboardList, IconFilePlus, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_PATHS } from '../../app/shell/navigation';
import { ConversarButton } from '../../kits/conversations/ConversarButton';
import { candidatesLabel, cutText, formatDay } from '../../kits/demands/format';
import { StatusBadge } from '../../kits/demands/StatusBadge';
import { DashboardSection } from './DashboardSection';
import { demandsTotalLabel } from './dashboard-format';
import { deadlineLabel, Fact } from './DemandFacts';
import { LoadErrorCard } from '../../ui/LoadErrorCard';
import { SkeletonBar } from '../../ui/SkeletonBar';

/** Spec §9: the dashboard lists the 3 most recent demands. */
export const RECENT_DEMANDS = 3;

export const manageDemandPath = (id: string) =>
  `${APP_PATHS.myDemands}?demanda=${encodeURIComponent(id)}`;

export interface RecentList {
  demands: Demand[];
  /** Null when unknown: the rows are the device's copy after a failed load. */
  total: number | null;
}

export const DEMANDS_LOAD_ERROR = 'Erro ao carregar demandas. Tente novamente.';

/**
 * 'Suas Demandas': the latest three, the total, Ver todas and the first-demand invitation. A
 * failed load says so with 'Tentar novamente' (over the device's copy when it holds some): it
 * never shows the invitation, which would tell a client with demands that they have none.
 */
export function RecentDemands({
  data,
  failure = null,
  onRetry,
  onCreate,
}: {
  /** Null while loading (or failed with nothing on the device). */
  data: RecentList | null;
  failure?: string | null;
  onRetry?: () => void;
  onCreate: () => void;
}) {
  return (
    <DashboardSection
      title="Suas Demandas"
      icon={IconClipboardList}
      extra={
        data &&
        data.total !== null && (
          <Text size="sm" c="dimmed" fw={500}>
            {demandsTotalLabel(data.total)}
          </Text>
        )
      }
    >
      {failure !== null && (
        <LoadErrorCard
          title={DEMANDS_LOAD_ERROR}
          message={failure}
          onRetry={onRetry ?? (() => undefined)}
          order={3}
        />
      )}
      {data === null ? (
        failure !== null ? null : (
          <Stack gap="md">
            {[0, 1, 2].map((i) => (
              <Stack key={i} gap={6}>
                <SkeletonBar height={16} width="45%" />
                <SkeletonBar height={12} width="90%" />
                <SkeletonBar height={12} width="30%" />
              </Stack>
            ))}
          </Stack>
        )
      ) : data.demands.length === 0 ? (
        // After a failed refresh an empty copy may be stale: no invitation then, the error says it.
        failure !== null ? null : (
          <EmptyDemands onCreate={onCreate} />
        )
      ) : (
        <Stack gap="md">
          <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.demands.map((demand, i) => (
              <DemandItem key={demand.id} demand={demand} first={i === 0} />
            ))}
          </Box>
          {(data.total ?? 0) > RECENT_DEMANDS && (
            <Button
              component={Link}
              to={APP_PATHS.myDemands}
              variant="subtle"
              style={{ alignSelf: 'center' }}
            >
              Ver todas
            </Button>
          )}
        </Stack>
      )}
    </DashboardSection>
  );
}

function DemandItem({ demand, first }: { demand: Demand; first: boolean }) {
  // Same rule as Minhas Demandas (spec §2): Conversar while in progress with a chosen professional.
  const chosen = statusKey(demand.status) === 'in_progress' ? demand.chosen_professional : null;
  return (
    <Box
      component="li"
      aria-label={demand.title}
      pt={first ? 0 : 'md'}
      mt={first ? 0 : 'md'}
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {demand.title}
          </Text>
          <StatusBadge status={demand.status} />
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {cutText(demand.description)}
        </Text>
        <Group justify="space-between" align="center" gap="sm">
          <Group gap="md" style={{ rowGap: 4 }}>
            <Fact icon={IconUsers}>{candidatesLabel(demand.interested_professionals_count)}</Fact>
            <Fact icon={IconCalendarEvent}>{deadlineLabel(formatDay(demand.deadline))}</Fact>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {chosen && (
              <ConversarButton
                size="xs"
                otherUserId={chosen}
                demandId={demand.id}
                aria-label={`Conversar: ${demand.title}`}
              />
            )}
            <Button
              component={Link}
              to={manageDemandPath(demand.id)}
              variant="light"
              size="xs"
              aria-label={`Gerenciar: ${demand.title}`}
            >
              Gerenciar
            </Button>
          </Group>
        </Group>
      </Stack>
    </Box>
  );
}

function EmptyDemands({ onCreate }: { onCreate: () => void }) {
  return (
    <Stack align="center" gap="xs" py="lg" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="ouro" aria-hidden>
        <IconFilePlus size={26} />
      </ThemeIcon>
      <Text fw={600}>Você ainda não publicou nenhuma demanda.</Text>
      <Text size="sm" c="dimmed" maw={420}>
        Publique sua primeira demanda e receba o interesse de profissionais da moda.
      </Text>
      <Button mt="xs" leftSection={<IconFilePlus size={18} />} onClick={onCreate}>
        Criar Primeira Demanda
      </Button>
    </Stack>
  );
}
