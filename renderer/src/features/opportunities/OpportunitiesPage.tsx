import { OPPORTUNITY_TEXTS as T } from '@alinhavo/shared/messages/demands';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import {
  Button,
  Card,
  Center,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { demandsClient } from '../../data/demands/api';
import { useOpportunities } from '../../data/demands/hooks';
import { notify } from '../../ui/notify';
import { DemandDetailsModal } from '../demands/DemandDetailsModal';
import { OfflineNotice } from '../demands/OfflineNotice';
import { WhatsAppButton } from '../demands/WhatsAppButton';
import { EMPTY_FILTERS, toQuery, type FilterDraft } from './filters';
import { OpportunityCard } from './OpportunityCard';
import { OpportunityFiltersBar } from './OpportunityFilters';
import { ChatButton, InterestButton } from './ProviderActions';
import { useDemandParam } from './useDemandParam';
import { useShowInterest } from './useShowInterest';

const withoutRepeats = (demands: Demand[]) => {
  const seen = new Set<string>();
  return demands.filter((d) => !seen.has(d.id) && seen.add(d.id));
};

function ListSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Carregando oportunidades">
      {[0, 1, 2].map((i) => (
        <Card key={i} padding="lg">
          <Stack gap="sm">
            <Skeleton height={20} width="60%" />
            <Skeleton height={12} />
            <Skeleton height={12} width="85%" />
            <Group gap="md">
              <Skeleton height={14} width={110} />
              <Skeleton height={14} width={90} />
              <Skeleton height={14} width={120} />
            </Group>
            <Group justify="flex-end" gap="xs">
              <Skeleton height={36} width={110} />
              <Skeleton height={36} width={110} />
              <Skeleton height={36} width={120} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** Spec §2 Oportunidades (provider): open demands, filters, interest and the details modal. */
export function OpportunitiesPage() {
  const [applied, setApplied] = useState<FilterDraft>(EMPTY_FILTERS);
  const query = useMemo(() => toQuery(applied), [applied]);
  const remote = useOpportunities(query);
  const { set, reload } = remote;
  const hasList = remote.data !== null;
  const [page, setPage] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);
  // A page asked for under older filters must not land in the new list.
  const generation = useRef(0);
  const details = useDemandParam();
  // Demands this person showed interest in here, for the modal opened by a dashboard link.
  const [touched, setTouched] = useState<Record<string, Demand>>({});

  const interest = useShowInterest((updated) => {
    setTouched((t) => ({ ...t, [updated.id]: updated }));
    if (!hasList) return;
    set((data) => ({
      demands: (data?.demands ?? []).map((d) => (d.id === updated.id ? updated : d)),
      has_more: data?.has_more ?? false,
    }));
  });

  function apply(filters: FilterDraft) {
    generation.current += 1;
    setPage(1);
    setLoadingMore(false);
    setApplied(filters);
  }

  function retry() {
    generation.current += 1;
    setPage(1);
    reload();
  }

  async function loadMore() {
    const asked = generation.current;
    setLoadingMore(true);
    try {
      const next = await demandsClient.opportunities({ ...query, page: page + 1 });
      if (asked !== generation.current) return;
      set((data) => ({
        demands: withoutRepeats([...(data?.demands ?? []), ...next.demands]),
        has_more: next.has_more,
      }));
      setPage((p) => p + 1);
    } catch {
      if (asked === generation.current) notify.error(T.loadError);
    } finally {
      if (asked === generation.current) setLoadingMore(false);
    }
  }

  const demands = remote.status === 'ready' ? remote.data.demands : [];
  const latest = (d: Demand) => touched[d.id] ?? d;
  const initial = demands.find((d) => d.id === details.demandId);

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={2}>
        <Title order={2} fz={{ base: 24, sm: 30 }}>
          {T.heading}
        </Title>
        <Text c="dimmed">
          Demandas abertas de clientes e marcas. Demonstre interesse para conversar com quem
          publicou.
        </Text>
      </Stack>

      <OpportunityFiltersBar applied={applied} onApply={apply} />

      <OfflineNotice offline={remote.offline} onRetry={retry} />

      {remote.status === 'loading' && <ListSkeleton />}

      {remote.status === 'error' && (
        <Card padding="xl">
          <Stack gap="sm" align="flex-start">
            <Group gap="xs" wrap="nowrap">
              <IconAlertTriangle size={22} color="var(--mantine-color-red-7)" />
              <Text fw={600}>{T.loadError}</Text>
            </Group>
            {remote.message !== T.loadError && (
              <Text size="sm" c="dimmed">
                {remote.message}
              </Text>
            )}
            <Button variant="light" onClick={retry}>
              Tentar novamente
            </Button>
          </Stack>
        </Card>
      )}

      {remote.status === 'ready' && demands.length === 0 && (
        <Card padding="xl">
          <Center>
            <Stack gap="xs" align="center" ta="center" maw={420}>
              <ThemeIcon size={52} radius="xl" variant="light">
                <IconSearch size={26} />
              </ThemeIcon>
              <Title order={3} fz="lg">
                {T.empty}
              </Title>
              <Text size="sm" c="dimmed">
                Tente outros filtros ou volte mais tarde: novas demandas são publicadas todos os
                dias.
              </Text>
            </Stack>
          </Center>
        </Card>
      )}

      {remote.status === 'ready' && demands.length > 0 && (
        <Stack gap="md">
          <Stack gap="md">
            {demands.map((demand) => (
              <OpportunityCard
                key={demand.id}
                demand={demand}
                pending={interest.pendingId === demand.id}
                onDetails={(d) => details.open(d.id)}
                onInterest={interest.show}
              />
            ))}
          </Stack>
          {remote.data.has_more && (
            <Center>
              <Button variant="default" loading={loadingMore} onClick={() => void loadMore()}>
                Carregar mais
              </Button>
            </Center>
          )}
        </Stack>
      )}

      <DemandDetailsModal
        demandId={details.demandId}
        initial={initial}
        onClose={details.close}
        actions={(shown) => {
          const demand = latest(shown);
          return (
            <>
              <WhatsAppButton demand={demand} />
              <ChatButton demand={demand} label="Chat" keepLabel />
              <InterestButton
                demand={demand}
                label="Demonstrar Interesse"
                pending={interest.pendingId === demand.id}
                onShow={interest.show}
              />
            </>
          );
        }}
      />
    </Stack>
  );
}
