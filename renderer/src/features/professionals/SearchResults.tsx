import { countOf } from '@alinhavo/shared/rules/plural';
import { SEARCH_TEXTS as T } from '@alinhavo/shared/messages/search';
import type { ProfessionalCard as Card } from '@alinhavo/shared/schemas/search';
import {
  Badge,
  Button,
  Card as MantineCard,
  Center,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconUserSearch } from '@tabler/icons-react';
import { memo } from 'react';
import { toApiError } from '../../data/api/errors';
import type { ProfessionalSearchView } from '../../data/professionals/search';
import { LoadErrorCard } from '../../ui/LoadErrorCard';
import { notify } from '../../ui/notify';
import type { CatalogueNames } from '../../kits/professional-profile/catalogue-names';
import { ProfessionalCard } from './ProfessionalCard';
import { ProGate } from './ProGate';
import { searchErrorText } from './search-errors';
import { SEARCH_UI_TEXTS as U } from '../../kits/professional-profile/texts';

function CardsSkeleton() {
  return (
    <SimpleGrid
      cols={{ base: 1, md: 2 }}
      spacing="md"
      role="status"
      aria-busy="true"
      aria-label="Carregando profissionais"
    >
      {[0, 1, 2, 3].map((i) => (
        <MantineCard key={i} padding="lg">
          <Stack gap="sm">
            <Group gap="sm">
              <Skeleton circle height={48} />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={16} width="60%" />
                <Skeleton height={12} width="40%" />
              </Stack>
            </Group>
            <Skeleton height={12} />
            <Skeleton height={12} width="80%" />
            <Skeleton height={36} mt="sm" />
          </Stack>
        </MantineCard>
      ))}
    </SimpleGrid>
  );
}

/** '12 profissionais', '1 profissional', '1.000+ profissionais' (no exact count past 1,000). */
export function resultsCount(total: number, capped: boolean): string {
  return capped
    ? `${T.manyResults} profissionais`
    : countOf(total, 'profissional', 'profissionais');
}

export interface SearchResultsProps {
  view: ProfessionalSearchView;
  names: CatalogueNames;
  /** The viewer's plan as the server said it; undefined before any answer. */
  isPro: boolean | undefined;
  profilesLeft: number | null;
  /** Before the first search: the automatic one is on its way. */
  waiting: boolean;
  nearMe: boolean;
  onNearMe: (on: boolean) => void;
  onRetry: () => void;
  onViewProfile: (professional: Card) => void;
}

/**
 * 'Resultados encontrados': the count, the cards, their states, and 'Carregar mais'. Memoised:
 * typing in the filters above re-renders the page, and the cards need not follow.
 */
export const SearchResults = memo(function SearchResults({
  view,
  names,
  isPro,
  profilesLeft,
  waiting,
  nearMe,
  onNearMe,
  onRetry,
  onViewProfile,
}: SearchResultsProps) {
  async function loadMore() {
    try {
      await view.loadMore();
    } catch (error) {
      notify.error(searchErrorText(toApiError(error)));
    }
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="results-title">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" align="center">
          <Title order={2} fz="xl" id="results-title">
            {T.results}
          </Title>
          {view.status === 'ready' && (
            <Badge variant="light" color="vinho" size="lg" tt="none" radius="sm">
              {resultsCount(view.total, view.totalCapped)}
            </Badge>
          )}
        </Group>
        <ProGate locked={isPro !== true} label={U.nearMe}>
          <Switch
            label={U.nearMe}
            description={U.nearMeHint}
            checked={nearMe}
            disabled={isPro !== true}
            onChange={(e) => onNearMe(e.currentTarget.checked)}
            pr={isPro === true ? 0 : 40}
          />
        </ProGate>
      </Group>

      {isPro === false && profilesLeft !== null && (
        <Group gap="xs" wrap="nowrap" c="dimmed">
          <IconInfoCircle size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">
            {profilesLeft > 0 ? U.profilesLeft(profilesLeft) : U.noProfilesLeft}
          </Text>
        </Group>
      )}

      {(view.status === 'loading' || (view.status === 'idle' && waiting)) && <CardsSkeleton />}

      {view.status === 'idle' && !waiting && (
        <Text c="dimmed" ta="center" py="lg">
          {U.idle}
        </Text>
      )}

      {view.status === 'error' && view.error && (
        <LoadErrorCard
          order={3}
          title={searchErrorText(view.error)}
          message={searchErrorText(view.error)}
          onRetry={onRetry}
        />
      )}

      {view.status === 'ready' && view.professionals.length === 0 && (
        <MantineCard padding="xl">
          <Center>
            <Stack gap="xs" align="center" ta="center" maw={460}>
              <ThemeIcon size={52} radius="xl" variant="light">
                <IconUserSearch size={26} />
              </ThemeIcon>
              <Title order={3} fz="lg">
                {view.matchedIncomplete ? T.noneComplete : T.noneFound}
              </Title>
              <Text size="sm" c="dimmed">
                {U.emptyHint}
              </Text>
            </Stack>
          </Center>
        </MantineCard>
      )}

      {view.status === 'ready' && view.professionals.length > 0 && (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {view.professionals.map((p) => (
              <ProfessionalCard
                key={p.id}
                professional={p}
                names={names}
                viewerIsPro={isPro}
                onViewProfile={onViewProfile}
              />
            ))}
          </SimpleGrid>
          {view.hasMore && (
            <Center>
              <Button variant="default" loading={view.loadingMore} onClick={() => void loadMore()}>
                {U.loadMore}
              </Button>
            </Center>
          )}
        </>
      )}
    </Stack>
  );
});
