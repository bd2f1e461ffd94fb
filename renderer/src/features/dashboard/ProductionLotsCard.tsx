import { LOT_TEXTS as T } from '@alinhavo/shared/messages/lots';
import { LOT_STEP_LABELS, type ActiveLot } from '@alinhavo/shared/schemas/lot';
import { Anchor, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { lotsClient } from '../../data/lots/api';
import { useDemandsRefresh } from '../../data/demands/hooks';
import { useRefreshOn, useResync, useServerEvent } from '../../data/realtime/hooks';
import { useRemote } from '../../data/use-remote';
import { DashboardSection } from './DashboardSection';
import { DemandDetailsModal } from '../../kits/demands/DemandDetailsModal';
import { formatDay } from '../../kits/demands/format';
import { STEP_COLORS, lateNow, pieces } from '../../kits/lots/lot-format';

/**
 * The facção's dashboard: 'Lotes em produção', every lot not yet delivered of its jobs
 * in progress, soonest return first, late ones marked; a lot opens its demand's details. Shown
 * only when there is a lot (or the list failed to load). It follows the server's events like
 * every list: a lot delivered, or a job finished, reopened or deleted, leaves at once, and the
 * list is asked again (the server says which lots are still in production).
 */
export default function ProductionLotsCard({ userId }: { userId: string }) {
  const remote = useRemote(
    `active-lots:${userId}`,
    (signal) => lotsClient.active(signal),
    () => 'Não foi possível carregar os lotes agora.',
  );
  useRefreshOn('lot:changed', remote.reload);
  useDemandsRefresh(remote.reload);
  useResync(remote.reload);
  const drop = (leaves: (lot: ActiveLot) => boolean) => {
    if (remote.data?.some(leaves))
      remote.set((current) => (current ?? []).filter((l) => !leaves(l)));
  };
  useServerEvent('lot:changed', (changed) => {
    if (changed.step === 'ENTREGUE') drop((lot) => lot.id === changed.id);
  });
  useServerEvent('demand:changed', (demand) => {
    if (demand.status !== 'EM ANDAMENTO' || demand.chosen_professional !== userId)
      drop((lot) => lot.demand_id === demand.id);
  });
  useServerEvent('demand:deleted', ({ id }) => drop((lot) => lot.demand_id === id));
  const [open, setOpen] = useState<string | null>(null);
  const lots = remote.data ?? [];
  if (remote.status === 'error' && remote.data === null)
    return (
      <DashboardSection title={T.dashboardTitle} icon={IconTruckDelivery}>
        <Group gap="xs">
          <Text size="sm" c="red.8">
            {remote.message}
          </Text>
          <Anchor component="button" type="button" size="sm" onClick={remote.reload}>
            Tentar novamente
          </Anchor>
        </Group>
      </DashboardSection>
    );
  if (lots.length === 0) return null;
  return (
    <DashboardSection
      title={T.dashboardTitle}
      icon={IconTruckDelivery}
      extra={
        <Badge variant="light" tt="none">
          {lots.length}
        </Badge>
      }
    >
      <Stack gap="xs">
        {lots.map((lot) => (
          <LotRow key={lot.id} lot={lot} onOpen={() => setOpen(lot.demand_id)} />
        ))}
      </Stack>
      <DemandDetailsModal demandId={open} onClose={() => setOpen(null)} />
    </DashboardSection>
  );
}

function LotRow({ lot, onOpen }: { lot: ActiveLot; onOpen: () => void }) {
  const late = lateNow(lot);
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={`Lote ${lot.number} de ${lot.demand_title}: ${LOT_STEP_LABELS[lot.step]}${late ? ', atrasado' : ''}`}
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
        padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
      }}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {lot.demand_title}
          </Text>
          <Text size="xs" c="dimmed">
            {`Lote ${lot.number} · ${pieces(lot.quantity)} · Retorno ${formatDay(lot.expected_return)}`}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Badge color={STEP_COLORS[lot.step]} variant="light" tt="none">
            {LOT_STEP_LABELS[lot.step]}
          </Badge>
          {late && (
            <Badge color="red" variant="filled" tt="none">
              {T.late}
            </Badge>
          )}
        </Group>
      </Group>
    </UnstyledButton>
  );
}
