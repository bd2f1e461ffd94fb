import { Card, Grid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAdminOverview } from '../../data/admin/hooks';
import { LoadError } from './AdminStates';
import { ExportButtons } from './ExportButtons';
import { OverviewFigures } from './OverviewFigures';
import { isValidPeriod, lastTwelveWeeks, PeriodPicker, type FullPeriod } from './PeriodPicker';
import { TopCities } from './TopCities';
import { WeeklyCharts } from './WeeklyCharts';

/** Relatórios: the overview figures over a chosen period, and the CSV exports of it. */
export function ReportsPage() {
  const [period, setPeriod] = useState<FullPeriod>(() => lastTwelveWeeks());
  const valid = isValidPeriod(period);
  // An inverted period is not asked for: the last valid one stays on screen.
  const [asked, setAsked] = useState<FullPeriod>(period);
  const overview = useAdminOverview(asked);
  const data = overview.data;

  function change(next: FullPeriod) {
    setPeriod(next);
    if (isValidPeriod(next)) setAsked(next);
  }

  return (
    <Stack gap="lg">
      <Card padding="md">
        <Stack gap="md">
          <Text c="dimmed">
            Escolha o período. Os números e os arquivos seguem as mesmas datas.
          </Text>
          <PeriodPicker value={period} onChange={change} />
          <ExportButtons period={asked} disabled={!valid} />
        </Stack>
      </Card>
      {overview.status === 'error' && !data ? (
        <LoadError message={overview.message} onRetry={overview.reload} />
      ) : (
        <>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <OverviewFigures overview={data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <TopCities cities={data?.top_cities ?? null} />
            </Grid.Col>
          </Grid>
          <WeeklyCharts weekly={data?.weekly ?? null} />
        </>
      )}
    </Stack>
  );
}
