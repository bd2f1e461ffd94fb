import { Stack, Text } from '@mantine/core';
import { useAdminOverview } from '../../data/admin/hooks';
import { LoadError } from './AdminStates';
import { OverviewBody } from './OverviewBody';
import { QueueCounters } from './QueueCounters';

const LAST_12_WEEKS = {};

/** Visão geral, the admin's home (spec §2 overview): how the marketplace grows, live. */
export function OverviewPage() {
  const overview = useAdminOverview(LAST_12_WEEKS);
  if (overview.status === 'error' && !overview.data)
    return <LoadError message={overview.message} onRetry={overview.reload} />;
  const data = overview.data;
  return (
    <Stack gap="lg">
      <Text c="dimmed">Como o marketplace está agora e nas últimas 12 semanas.</Text>
      <QueueCounters overview={data} />
      <OverviewBody overview={data} />
    </Stack>
  );
}
