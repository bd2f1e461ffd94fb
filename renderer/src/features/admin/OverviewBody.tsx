import type { AdminOverview } from '@alinhavo/shared/schemas/admin';
import { Grid } from '@mantine/core';
import { OverviewFigures } from './OverviewFigures';
import { TopCities } from './TopCities';
import { WeeklyCharts } from './WeeklyCharts';

/** The figures of one period (Visão geral and Relatórios); null while loading. */
export function OverviewBody({ overview }: { overview: AdminOverview | null }) {
  return (
    <>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <OverviewFigures overview={overview} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <TopCities cities={overview?.top_cities ?? null} />
        </Grid.Col>
      </Grid>
      <WeeklyCharts weekly={overview?.weekly ?? null} />
    </>
  );
}
