import type { AdminOverview } from '@alinhavo/shared/schemas/admin';
import classes from './Overview.module.css';
import { OverviewFigures } from './OverviewFigures';
import { TopCities } from './TopCities';
import { WeeklyCharts } from './WeeklyCharts';

/** The figures of one period (Visão geral and Relatórios); null while loading. */
export function OverviewBody({ overview }: { overview: AdminOverview | null }) {
  return (
    <>
      <div className={classes.columns}>
        <OverviewFigures overview={overview} />
        <TopCities cities={overview?.top_cities ?? null} />
      </div>
      <WeeklyCharts weekly={overview?.weekly ?? null} />
    </>
  );
}
