import '@mantine/charts/styles.css';
import type { AdminOverview } from '@alinhavo/shared/schemas/admin';
import { BarChart } from '@mantine/charts';
import { Card, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatCount, weekLabel } from './format';

type Weekly = AdminOverview['weekly'];

function WeeklyChart({
  title,
  weekly,
  field,
  series,
  color,
}: {
  title: string;
  weekly: Weekly | null;
  field: 'signups' | 'demands';
  series: string;
  color: string;
}) {
  const data = (weekly ?? []).map((w) => ({ semana: weekLabel(w.week_start), [series]: w[field] }));
  const total = (weekly ?? []).reduce((sum, w) => sum + w[field], 0);
  return (
    <Card padding="md" role="figure" aria-label={title}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {weekly && (
            <Text size="sm" c="dimmed">
              {`${formatCount(total)} no período, por semana (começando na segunda-feira)`}
            </Text>
          )}
        </div>
        {weekly === null ? (
          <Skeleton height={220} aria-busy="true" aria-label={`Carregando ${title}`} />
        ) : (
          <>
            <BarChart
              h={220}
              data={data}
              dataKey="semana"
              series={[{ name: series, color }]}
              tickLine="none"
              gridAxis="x"
              maxBarWidth={28}
              valueFormatter={formatCount}
              yAxisProps={{ allowDecimals: false, width: 40 }}
              // Recharts' keyboard layer makes the drawing a Tab stop; the chart is hidden from
              // assistive technology (the list below says the same), so it must not take focus.
              barChartProps={{ accessibilityLayer: false }}
              aria-hidden
            />
            {/* The same numbers for screen readers: a chart is a picture. */}
            <VisuallyHidden>
              <ul>
                {(weekly ?? []).map((w) => (
                  <li
                    key={w.week_start}
                  >{`Semana de ${weekLabel(w.week_start)}: ${formatCount(w[field])}`}</li>
                ))}
              </ul>
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** New sign-ups and new demands a week (12 weeks by default), drawn with @mantine/charts. */
export function WeeklyCharts({ weekly }: { weekly: Weekly | null }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <WeeklyChart
        title="Novos cadastros por semana"
        weekly={weekly}
        field="signups"
        series="Cadastros"
        color="vinho.6"
      />
      <WeeklyChart
        title="Novas demandas por semana"
        weekly={weekly}
        field="demands"
        series="Demandas"
        color="teal.6"
      />
    </SimpleGrid>
  );
}
