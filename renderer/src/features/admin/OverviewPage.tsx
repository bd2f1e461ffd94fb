import { Grid, Stack, Text } from '@mantine/core';
import { useAdminOverview } from '../../data/admin/hooks';
import { LoadError } from './AdminStates';
import { OverviewFigures } from './OverviewFigures';
import { QueueCounters } from './QueueCounters';
import { TopCities } from './TopCities';
import { WeeklyCharts } from './WeeklyCharts';

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
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <OverviewFigures overview={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <TopCities cities={data?.top_cities ?? null} />
        </Grid.Col>
      </Grid>
      <WeeklyCharts weekly={data?.weekly ?? null} />
    </Stack>
  );
}
