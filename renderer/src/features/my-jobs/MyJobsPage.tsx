import { OPPORTUNITY_TEXTS as T } from '@alinhavo/shared/messages/opportunities';
import {
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconBriefcase,
  IconChecklist,
  IconCircleCheck,
  IconHourglass,
  IconListDetails,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { APP_PATHS } from '../../app/shell/navigation';
import { useMyJobs } from '../../data/demands/my-demands';
import { useCurrentUser } from '../../data/session-store';
import { DemandDetailsModal } from '../../kits/demands/DemandDetailsModal';
import { useDemandParam } from '../../kits/demands/useDemandParam';
import { TileCount } from '../../ui/TileCount';
import { JobCard } from './JobCard';
import { JobContact } from './JobContact';
import { JOB_TABS, jobsOf, type JobTab } from './jobs';

function Tile({
  icon: I,
  label,
  value,
  unavailable,
  color,
}: {
  icon: Icon;
  label: string;
  value: number | null;
  unavailable: boolean;
  color: string;
}) {
  return (
    <Paper withBorder p="md" radius="lg" role="group" aria-label={label}>
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon size={40} radius="md" variant="light" color={color} visibleFrom="xs">
          <I size={22} />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <TileCount
            value={value}
            unavailable={unavailable}
            fz={26}
            skeleton={{ height: 26, width: 36, my: 2 }}
          />
          <Text size="sm" c="dimmed" lh={1.3}>
            {label}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function CardsSkeleton() {
  return (
    <SimpleGrid
      cols={{ base: 1, md: 2 }}
      spacing="md"
      aria-busy="true"
      aria-label="Carregando trabalhos"
    >
      {[0, 1].map((i) => (
        <Card key={i} padding="lg">
          <Stack gap="sm">
            <Skeleton height={20} width="55%" />
            <Skeleton height={14} width="35%" />
            <Skeleton height={14} width="75%" />
            <Skeleton height={36} width={120} ml="auto" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Spec §2 Meus Trabalhos (provider): counters, three tabs of jobs and the details modal. */
export function MyJobsPage() {
  const user = useCurrentUser();
  const remote = useMyJobs();
  const [tab, setTab] = useState<JobTab>('ativos');
  const details = useDemandParam();
  const counters = remote.data?.counters ?? null;
  const demands = remote.data?.demands ?? [];
  const unavailable = remote.status === 'error' && remote.data === null;

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={2}>
        <Title order={2} fz={{ base: 24, sm: 30 }}>
          Meus Trabalhos
        </Title>
        <Text c="dimmed">
          Acompanhe os trabalhos em andamento, os concluídos e suas candidaturas.
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        <Tile
          icon={IconBriefcase}
          label="Trabalhos Ativos"
          unavailable={unavailable}
          value={counters?.ativos ?? null}
          color="blue"
        />
        <Tile
          icon={IconCircleCheck}
          label="Concluídos"
          unavailable={unavailable}
          value={counters?.concluidos ?? null}
          color="teal"
        />
        <Tile
          icon={IconHourglass}
          label="Candidaturas"
          unavailable={unavailable}
          value={counters?.candidaturas ?? null}
          color="ouro"
        />
        <Tile
          icon={IconListDetails}
          label="Total"
          value={counters?.total ?? null}
          unavailable={unavailable}
          color="vinho"
        />
      </SimpleGrid>

      {unavailable ? (
        <Card padding="xl">
          <Stack gap="sm" align="flex-start">
            <Group gap="xs" wrap="nowrap">
              <IconAlertTriangle size={22} color="var(--mantine-color-red-7)" />
              <Text fw={600}>{T.jobsLoadError}</Text>
            </Group>
            {remote.message !== T.jobsLoadError && (
              <Text size="sm" c="dimmed">
                {remote.message}
              </Text>
            )}
            <Button variant="light" onClick={remote.reload}>
              Tentar novamente
            </Button>
          </Stack>
        </Card>
      ) : (
        <Tabs
          value={tab}
          onChange={(value) => value && setTab(value as JobTab)}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            {JOB_TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {JOB_TABS.map((t) => {
            const jobs = jobsOf(demands, t.value, user?.id ?? '');
            return (
              <Tabs.Panel key={t.value} value={t.value}>
                {remote.data === null ? (
                  <CardsSkeleton />
                ) : jobs.length === 0 ? (
                  <Card padding="xl">
                    <Stack gap="xs" align="center" ta="center">
                      <ThemeIcon size={48} radius="xl" variant="light">
                        <IconChecklist size={24} />
                      </ThemeIcon>
                      <Title order={3} fz="lg">
                        {t.empty}
                      </Title>
                      <Text size="sm" c="dimmed" maw={420}>
                        {t.hint}
                      </Text>
                      {t.value !== 'concluidos' && (
                        <Button
                          component={Link}
                          to={APP_PATHS.opportunities}
                          variant="light"
                          mt="xs"
                        >
                          Ver oportunidades
                        </Button>
                      )}
                    </Stack>
                  </Card>
                ) : (
                  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                    {jobs.map((demand) => (
                      <JobCard
                        key={demand.id}
                        demand={demand}
                        candidacy={t.value === 'candidaturas'}
                        onDetails={(d) => details.open(d.id)}
                      />
                    ))}
                  </SimpleGrid>
                )}
              </Tabs.Panel>
            );
          })}
        </Tabs>
      )}

      <DemandDetailsModal
        demandId={details.demandId}
        initial={demands.find((d) => d.id === details.demandId)}
        onClose={details.close}
        actions={(demand) => <JobContact demand={demand} me={user?.id ?? ''} />}
      />
    </Stack>
  );
}
