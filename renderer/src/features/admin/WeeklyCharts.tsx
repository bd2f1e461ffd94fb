import type { AdminOverview } from '@alinhavo/shared/schemas/admin';
import { Card, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { BarChart } from '../../ui/BarChart';
import { formatCount } from '../../ui/format';
import { weekLabel } from './format';
import { SkeletonBar } from '../../ui/SkeletonBar';

type Weekly = AdminOverview['weekly'];

function WeeklyChart({
  title,
  weekly,
  field,
  color,
}: {
  title: string;
  weekly: Weekly | null;
  field: 'signups' | 'demands';
  color: string;
}) {
  const data = (weekly ?? []).map((w) => ({
    key: w.week_start,
    label: weekLabel(w.week_start),
    value: w[field],
  }));
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
          <SkeletonBar
            height={220}
            role="status"
            aria-busy="true"
            aria-label={`Carregando ${title}`}
          />
        ) : (
          <>
            <BarChart
              height={220}
              data={data}
              color={color}
              maxBarWidth={28}
              formatValue={formatCount}
              describe={(d) => `Semana de ${d.label}: ${formatCount(d.value)}`}
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

/** New sign-ups and new demands a week (12 weeks by default), drawn as our own SVG (ui/BarChart). */
export function WeeklyCharts({ weekly }: { weekly: Weekly | null }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <WeeklyChart
        title="Novos cadastros por semana"
        weekly={weekly}
        field="signups"
        color="vinho.6"
      />
      <WeeklyChart
        title="Novas demandas por semana"
        weekly={weekly}
        field="demands"
        color="teal.6"
      />
    </SimpleGrid>
  );
}
