import { SEARCH_TEXTS as T } from '@alinhavo/shared/messages/search';
import type {
  ProfessionalCard,
  ProfessionalSearchFilters,
  SavedSearch,
} from '@alinhavo/shared/schemas/search';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { APP_PATHS } from '../../app/shell/navigation';
import { useSearchCataloguesLoaded } from '../../data/catalogue/search-catalogues';
import { effectiveText, SEARCH_TEXT_MIN, type SearchOrdering } from '../../data/professionals/api';
import { useSearchLimits } from '../../data/professionals/limits';
import { useSavedSearches } from '../../data/professionals/saved-searches';
import { useProfessionalSearch, type SearchRequest } from '../../data/professionals/search';
import { notify } from '../../ui/notify';
import { useProfile } from '../../kits/profile/useProfile';
import { useCurrentUser } from '../../data/session-store';
import { useCatalogueNames } from '../../kits/professional-profile/catalogue-names';
import { clientUf } from './client-location';
import { ProfessionalProfileModal } from '../../kits/professional-profile/ProfessionalProfileModal';
import { SavedSearches } from './SavedSearches';
import { SaveSearchModal } from './SaveSearchModal';
import {
  basicOnly,
  EMPTY_DRAFT,
  fromFilters,
  hasProFilters,
  SEARCH_TIMING,
  toFilters,
  type SearchDraft,
} from './search-draft';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';
import { SEARCH_UI_TEXTS as U } from '../../kits/professional-profile/texts';

/** Spec §2 'Provider search (client)', at /app/buscar-profissionais. */
export function FindProfessionalsPage() {
  const user = useCurrentUser();
  if (!user) return null;
  if (user.user_type === 'PROFISSIONAL') return <ClientsOnly />;
  return <SearchScreen />;
}

function ClientsOnly() {
  return (
    <Card padding="xl" maw={560}>
      <Stack gap="xs" align="flex-start">
        <IconLock size={28} color="var(--mantine-color-dimmed)" aria-hidden />
        <Title order={2} fz="lg">
          {T.onlyClients}
        </Title>
        <Text c="dimmed">
          Como profissional, você encontra as demandas abertas em Oportunidades.
        </Text>
        <Button component={Link} to={APP_PATHS.opportunities} variant="light" mt="xs">
          Ver oportunidades
        </Button>
      </Stack>
    </Card>
  );
}

function SearchScreen() {
  const limits = useSearchLimits();
  const isPro = limits?.is_pro === true;
  const catalogues = useSearchCataloguesLoaded();
  const names = useCatalogueNames();
  const saved = useSavedSearches();
  const [draft, setDraft] = useState<SearchDraft>(EMPTY_DRAFT);
  const [request, setRequest] = useState<SearchRequest | null>(null);
  const [nearMe, setNearMe] = useState(false);
  const [viewing, setViewing] = useState<ProfessionalCard | null>(null);
  const [saving, setSaving] = useState<ProfessionalSearchFilters | null>(null);
  const view = useProfessionalSearch(request);

  // What the timers read when they fire: the filters and plan as they are then.
  const latest = useRef({ draft, isPro, nearMe });
  useEffect(() => {
    latest.current = { draft, isPro, nearMe };
  });
  const runs = useRef(0);
  /** The free text of the last search (as sent), so the debounce does not ask for it again. */
  const askedText = useRef('');
  /** A search was asked (by the person or the automatic one): the automatic one is not needed. */
  const [asked, setAsked] = useState(false);

  const run = useCallback((from: SearchDraft, ordering?: SearchOrdering) => {
    const { isPro: pro, nearMe: near } = latest.current;
    // DESIGN §9.9: the Plano Básico's search carries only its own filters.
    const filters = toFilters(pro ? from : basicOnly(from));
    askedText.current = effectiveText(filters.search);
    setAsked(true);
    setRequest({
      filters,
      ordering: pro ? (ordering ?? (near ? 'distance' : 'relevance')) : 'relevance',
      run: ++runs.current,
    });
  }, []);

  // Spec §5/§9: typing searches 500 ms after the last key, with 3 characters or more (or none).
  const [debouncedText] = useDebouncedValue(draft.search, SEARCH_TIMING.debounceMs);
  useEffect(() => {
    const text = debouncedText.trim();
    if (text.length > 0 && text.length < SEARCH_TEXT_MIN) return;
    if (text === askedText.current) return;
    run({ ...latest.current.draft, search: debouncedText });
  }, [debouncedText, run]);

  // Spec §2/§9: the client's own state is chosen, and the search runs 1.5 s after it loads.
  const profile = useProfile();
  const located = profile.load.status !== 'loading';
  const locatedUf = profile.load.status === 'ready' ? clientUf(profile.load.profile) : null;
  const [preselected, setPreselected] = useState(false);
  if (located && !preselected) {
    setPreselected(true);
    if (locatedUf && !asked && draft.ufs.length === 0) setDraft({ ...draft, ufs: [locatedUf] });
  }
  useEffect(() => {
    if (!located || asked) return;
    const timer = setTimeout(() => run(latest.current.draft), SEARCH_TIMING.autoSearchMs);
    return () => clearTimeout(timer);
  }, [located, asked, run]);

  function reset() {
    setDraft(EMPTY_DRAFT);
    setNearMe(false);
    run(EMPTY_DRAFT, 'relevance');
  }

  function clearText() {
    const next = { ...draft, search: '' };
    setDraft(next);
    run(next);
  }

  // Stable across renders, so the memoised results and saved searches skip the filters' renders.
  const toggleNearMe = useCallback((on: boolean) => {
    setNearMe(on);
    const next = ++runs.current;
    setRequest((r) => r && { ...r, ordering: on ? 'distance' : 'relevance', run: next });
  }, []);
  const retry = useCallback(() => {
    const next = ++runs.current;
    setRequest((r) => r && { ...r, run: next });
  }, []);
  const closeProfile = useCallback(() => setViewing(null), []);
  const closeSaving = useCallback(() => setSaving(null), []);

  const runSaved = useCallback(
    (search: SavedSearch) => {
      let next = fromFilters(search.filters);
      if (!latest.current.isPro && hasProFilters(next)) {
        notify.info(U.savedProDropped);
        next = basicOnly(next);
      }
      setDraft(next);
      run(next);
    },
    [run],
  );

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={2}>
        <Title order={2} fz={{ base: 24, sm: 30 }}>
          {T.heading}
        </Title>
        <Text c="dimmed">{U.intro}</Text>
      </Stack>

      <SearchFilters
        draft={draft}
        onChange={setDraft}
        isPro={isPro}
        loading={!catalogues}
        onRun={() => run(draft)}
        onClearText={clearText}
        onReset={reset}
        onSave={() => setSaving(toFilters(isPro ? draft : basicOnly(draft)))}
      />

      <SavedSearches
        searches={saved.list}
        names={names}
        onRun={runSaved}
        onDeleted={saved.removed}
      />

      <SearchResults
        view={view}
        names={names}
        isPro={limits ? limits.is_pro : undefined}
        profilesLeft={limits?.profiles_left ?? null}
        waiting={!asked}
        nearMe={nearMe}
        onNearMe={toggleNearMe}
        onRetry={retry}
        onViewProfile={setViewing}
      />

      <ProfessionalProfileModal
        professionalId={viewing?.id ?? null}
        summary={viewing}
        onClose={closeProfile}
      />
      <SaveSearchModal filters={saving} onClose={closeSaving} onSaved={saved.added} />
    </Stack>
  );
}
