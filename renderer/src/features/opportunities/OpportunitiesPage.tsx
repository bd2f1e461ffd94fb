import { OPPORTUNITY_TEXTS as T } from '@alinhavo/shared/messages/opportunities';
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
import { useMemo, useState } from 'react';
import { useHeldOpportunity } from '../../data/demands/held-opportunity';
import { rememberOpportunities, useOpportunities } from '../../data/demands/opportunities';
import { notify } from '../../ui/notify';
import { DemandDetailsModal } from '../../kits/demands/DemandDetailsModal';
import { OfflineNotice } from '../../ui/OfflineNotice';
import { WhatsAppButton } from '../../kits/demands/WhatsAppButton';
import { EMPTY_FILTERS, toQuery, type FilterDraft } from '../../kits/search-filters/filters';
import { OpportunityCard } from './OpportunityCard';
import { useClientFiguresFeed } from '../../kits/reviews/use-client-figures-feed';
import { OpportunityFiltersBar } from './OpportunityFilters';
import { NotApprovedNotice } from './ApprovalGate';
import { useProviderApproved } from '../../kits/opportunity-actions/use-provider-approved';
import { ChatButton, InterestButton } from '../../kits/opportunity-actions/ProviderActions';
import { QuoteButton } from '../../kits/opportunity-actions/QuoteButton';
import { QuoteModal } from '../../kits/quotes/QuoteModal';
import { useDemandParam } from '../../kits/demands/useDemandParam';
import { useShowInterest } from '../../kits/opportunity-actions/useShowInterest';

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
  const list = useOpportunities(query);
  const details = useDemandParam();
  // Spec §4: until an admin approves the profile, interest and quotes are off, and say why.
  const approved = useProviderApproved();
  // The demand of the modal as the device holds it: interest shown there lands on the card too.
  const held = useHeldOpportunity(details.demandId);

  // The device's store is what every screen reads: the card (and the dashboard) follow it.
  const interest = useShowInterest((updated) =>
    rememberOpportunities([updated]).catch(() => undefined),
  );

  // The quote form, for a card's or the details' demand; the answer lands in the store.
  const [quoting, setQuoting] = useState<Demand | null>(null);

  async function loadMore() {
    try {
      await list.loadMore();
    } catch {
      notify.error(T.loadError);
    }
  }

  const demands = list.demands;
  // The clients' published averages on the cards, one request for the page.
  useClientFiguresFeed(demands.map((d) => d.user_created));
  const initial = demands.find((d) => d.id === details.demandId) ?? held;
  // The freshest copy of what the modal shows; the phone only ever comes from the server.
  const latest = (shown: Demand): Demand =>
    held && held.id === shown.id && Date.parse(held.updated_at) >= Date.parse(shown.updated_at)
      ? { ...held, user_cellphone: shown.user_cellphone }
      : shown;

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

      {!approved && <NotApprovedNotice />}

      <OpportunityFiltersBar applied={applied} onApply={setApplied} />

      <OfflineNotice offline={list.offline} onRetry={list.retry} />

      {list.status === 'loading' && <ListSkeleton />}

      {list.status === 'error' && (
        <Card padding="xl">
          <Stack gap="sm" align="flex-start">
            <Group gap="xs" wrap="nowrap">
              <IconAlertTriangle size={22} color="var(--mantine-color-red-7)" />
              <Text fw={600}>{T.loadError}</Text>
            </Group>
            {list.message && list.message !== T.loadError && (
              <Text size="sm" c="dimmed">
                {list.message}
              </Text>
            )}
            <Button variant="light" onClick={list.retry}>
              Tentar novamente
            </Button>
          </Stack>
        </Card>
      )}

      {list.status === 'ready' && demands.length === 0 && (
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

      {list.status === 'ready' && demands.length > 0 && (
        <Stack gap="md">
          <Stack gap="md">
            {demands.map((demand) => (
              <OpportunityCard
                key={demand.id}
                demand={demand}
                pending={interest.pendingId === demand.id}
                onDetails={(d) => details.open(d.id)}
                onInterest={interest.show}
                onQuote={setQuoting}
              />
            ))}
          </Stack>
          {list.hasMore && (
            <Center>
              <Button variant="default" loading={list.loadingMore} onClick={() => void loadMore()}>
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
        notice={approved ? undefined : <NotApprovedNotice />}
        actions={(shown) => {
          const demand = latest(shown);
          return (
            <>
              <WhatsAppButton demand={demand} />
              <ChatButton demand={demand} label="Chat" keepLabel />
              <QuoteButton demand={demand} onQuote={setQuoting} />
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
      <QuoteModal
        demand={quoting}
        onClose={() => setQuoting(null)}
        onSent={(updated) => rememberOpportunities([updated]).catch(() => undefined)}
      />
    </Stack>
  );
}
