import { Card, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAdminOverview } from '../../data/admin/hooks';
import { LoadError } from './AdminStates';
import { ExportButtons } from './ExportButtons';
import { FunnelSection } from './FunnelSection';
import { OverviewBody } from './OverviewBody';
import { isValidPeriod, lastTwelveWeeks, PeriodPicker, type FullPeriod } from './PeriodPicker';

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
        <OverviewBody overview={data} />
      )}
      <FunnelSection period={asked} />
    </Stack>
  );
}
