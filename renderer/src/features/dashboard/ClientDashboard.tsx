import type { User } from '@alinhavo/shared/schemas/user';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconCircleCheck,
  IconClipboardList,
  IconPlus,
  IconSearch,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../app/lazy-page';
import { Link } from 'react-router';
import { APP_PATHS } from '../../app/shell/navigation';
import { useRecentMyDemands } from '../../data/demands/client-demands';
import { AnalyticsCard } from '../../ui/AnalyticsCard';
import classes from './Dashboard.module.css';
import { DashboardGreeting } from './DashboardGreeting';
import { formatCount } from './dashboard-format';
import { RECENT_DEMANDS, RecentDemands } from './RecentDemands';
import { useClientCounts } from './useClientCounts';

// Shown only while the profile misses something: loaded after the first paint.
const CompleteProfileCard = lazyPart(() =>
  import('./CompleteProfileCard').then((m) => ({ default: m.CompleteProfileCard })),
);
// The support card sits at the foot of the page: it loads after the first paint.
const SupportCard = lazyPart(() =>
  import('../../kits/support/SupportCard').then((m) => ({ default: m.SupportCard })),
);

// The demand form (date picker, uploads, masks) is its own chunk, fetched on the first open:
// the dashboard's first screen does not wait for it.
const DemandFormModal = lazyPart(() =>
  import('../../kits/demands/form/DemandFormModal').then((m) => ({ default: m.DemandFormModal })),
);

/** Spec §2 Client dashboard. */
export function ClientDashboard({ user, name }: { user: User; name: string }) {
  const [formOpened, setFormOpened] = useState(false);
  // Mounted from the first open on, so it can animate closed.
  const [formWanted, setFormWanted] = useState(false);
  // What others change (interest, a finalization) reaches both through the device's store.
  const recent = useRecentMyDemands(RECENT_DEMANDS);
  const counts = useClientCounts(user.id);
  const data = counts.counts;
  const value = (pick: (c: NonNullable<typeof data>) => number | null) =>
    formatCount(data ? pick(data) : null);

  const openForm = () => {
    setFormWanted(true);
    setFormOpened(true);
  };

  return (
    <Stack gap="lg">
      <DashboardGreeting
        name={name}
        subtitle="Acompanhe aqui suas demandas e profissionais."
        actions={
          <div className={classes.actions}>
            <Button leftSection={<IconPlus size={18} />} onClick={openForm}>
              Nova Demanda
            </Button>
            <Button
              component={Link}
              to={APP_PATHS.findProfessionals}
              variant="default"
              leftSection={<IconSearch size={18} />}
            >
              Buscar Profissionais
            </Button>
          </div>
        }
      />
      <Suspense fallback={null}>
        <CompleteProfileCard isProvider={false} />
      </Suspense>

      <Stack gap="xs">
        <div className={classes.figures}>
          <AnalyticsCard
            label="Demandas Ativas"
            icon={IconClipboardList}
            color="blue"
            value={value((c) => c.active_demands)}
            loading={counts.loading.demands}
          />
          <AnalyticsCard
            label="Profissionais Interessados"
            icon={IconUsers}
            value={value((c) => c.interested_professionals)}
            loading={counts.loading.demands}
          />
          <AnalyticsCard
            label="Trabalhos Concluídos"
            icon={IconCircleCheck}
            color="teal"
            value={value((c) => c.completed_jobs)}
            loading={counts.loading.demands}
          />
          <AnalyticsCard
            label="Profissionais Disponíveis"
            icon={IconUserCheck}
            color="ouro"
            value={value((c) => c.available_professionals)}
            loading={counts.loading.available}
          />
        </div>
        {counts.error !== null && (
          <Group gap="xs">
            <Text size="sm" c="red.8">
              {counts.error}
            </Text>
            <Anchor component="button" type="button" size="sm" onClick={counts.reload}>
              Tentar novamente
            </Anchor>
          </Group>
        )}
      </Stack>

      <RecentDemands
        data={recent.list}
        failure={recent.failure}
        onRetry={recent.reload}
        onCreate={openForm}
      />
      <Suspense fallback={null}>
        <SupportCard />
      </Suspense>

      {formWanted && (
        <Suspense fallback={null}>
          <DemandFormModal
            opened={formOpened}
            onClose={() => setFormOpened(false)}
            onSaved={() => {
              setFormOpened(false);
              // A new demand is not pushed to its author: ask for it.
              recent.reload();
              counts.reload();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
