import { SEARCH_TEXTS as T } from '@alinhavo/shared/messages/search';
import { FABRIC_TYPE_LABELS, FABRIC_TYPES } from '@alinhavo/shared/schemas/profile';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  CloseButton,
  Group,
  Loader,
  MultiSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  type MultiSelectProps,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconBookmarkPlus,
  IconRefresh,
  IconSearch,
} from '@tabler/icons-react';
import { useMemo, type FormEvent } from 'react';
import {
  stateIdOf,
  useAvailabilities,
  useServiceAreas,
  useServices,
  useSpecialties,
  useStates,
} from '../../data/catalogue';
import { useMunicipioNames } from '../../data/catalogue/search-catalogues';
import { SEARCH_TEXT_MIN } from '../../data/professionals/api';
import { ChipPicker } from './ChipPicker';
import { ProGate } from './ProGate';
import { cityOptions, filterCount, withoutState, type SearchDraft } from './search-draft';
import classes from './SearchFilters.module.css';
import { SEARCH_UI_TEXTS as U } from '../../kits/professional-profile/texts';

const SELECT_PROPS: Partial<MultiSelectProps> = {
  searchable: true,
  clearable: true,
  size: 'md',
  maxDropdownHeight: 240,
  nothingFoundMessage: 'Nada encontrado',
};

const FABRIC_OPTIONS = FABRIC_TYPES.map((value) => ({ value, label: FABRIC_TYPE_LABELS[value] }));

export interface SearchFiltersProps {
  draft: SearchDraft;
  onChange: (update: (draft: SearchDraft) => SearchDraft) => void;
  /** False: only the Plano Básico's filters are open (text, Tipo de Serviço, Estado). */
  isPro: boolean;
  /** 'Carregando filtros...' instead of the selects while the catalogues first arrive. */
  loading: boolean;
  onRun: () => void;
  onClearText: () => void;
  onReset: () => void;
  onSave: () => void;
}

/** Spec §2 'Provider search (client)': the free text, the filters, and the three buttons. */
export function SearchFilters({
  draft,
  onChange,
  isPro,
  loading,
  onRun,
  onClearText,
  onReset,
  onSave,
}: SearchFiltersProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const count = filterCount(draft);
  const text = draft.search.trim();
  const tooShort = text.length > 0 && text.length < SEARCH_TEXT_MIN;

  function submit(event: FormEvent) {
    event.preventDefault();
    onRun();
  }

  return (
    <Card padding="md" component="section" aria-label="Filtros de busca">
      <form onSubmit={submit} role="search">
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              style={{ flex: 1 }}
              size="md"
              type="search"
              aria-label={U.searchLabel}
              placeholder={U.searchPlaceholder}
              leftSection={<IconSearch size={18} />}
              value={draft.search}
              maxLength={100}
              onChange={(e) => {
                const search = e.currentTarget.value;
                onChange((d) => ({ ...d, search }));
              }}
              description={tooShort ? U.searchTooShort : undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              rightSection={
                draft.search ? (
                  <CloseButton aria-label={U.clearSearch} onClick={onClearText} />
                ) : undefined
              }
            />
            <Button
              hiddenFrom="sm"
              size="md"
              variant="default"
              px="sm"
              onClick={toggle}
              // Phones show the icon and the count only, so the search box keeps room for its
              // whole placeholder at 390 px; the name stays 'Filtros'.
              aria-label={count > 0 ? `${U.filtersToggle} (${count})` : U.filtersToggle}
              title={U.filtersToggle}
              aria-expanded={opened}
              aria-controls="professional-filters"
              leftSection={<IconAdjustmentsHorizontal size={18} />}
              rightSection={
                count > 0 ? (
                  <Badge size="sm" circle>
                    {count}
                  </Badge>
                ) : undefined
              }
            >
              <Box component="span" visibleFrom="xs">
                {U.filtersToggle}
              </Box>
            </Button>
          </Group>
          <div
            id="professional-filters"
            className={classes.selects}
            data-open={opened || undefined}
          >
            {loading ? (
              <Group gap="xs" py="md" justify="center" role="status">
                <Loader size="sm" />
                <Text c="dimmed">{T.loadingFilters}</Text>
              </Group>
            ) : (
              <FilterFields draft={draft} onChange={onChange} isPro={isPro} />
            )}
          </div>
          <div className={classes.footer}>
            <Button
              variant="subtle"
              size="md"
              leftSection={<IconBookmarkPlus size={18} />}
              onClick={onSave}
            >
              {U.save}
            </Button>
            <Button
              variant="default"
              size="md"
              leftSection={<IconRefresh size={18} />}
              onClick={onReset}
            >
              {T.reset}
            </Button>
            <Button type="submit" size="md" leftSection={<IconSearch size={18} />}>
              {T.run}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

function FilterFields({
  draft,
  onChange,
  isPro,
}: Pick<SearchFiltersProps, 'draft' | 'onChange' | 'isPro'>) {
  const services = useServices();
  const areas = useServiceAreas();
  const specialties = useSpecialties();
  const availabilities = useAvailabilities();
  const states = useStates();
  const stateIds = useMemo(
    () => draft.ufs.map(stateIdOf).filter((id): id is number => id !== null),
    [draft.ufs],
  );
  const namesByState = useMunicipioNames(stateIds);
  const citiesByUf = useMemo(() => {
    const byUf: Record<string, string[]> = {};
    for (const uf of draft.ufs) {
      const names = namesByState[stateIdOf(uf) ?? -1];
      if (names) byUf[uf] = names;
    }
    return byUf;
  }, [draft.ufs, namesByState]);
  const cities = useMemo(
    () => cityOptions(draft.ufs, citiesByUf).map((name) => ({ value: name, label: name })),
    [draft.ufs, citiesByUf],
  );
  const locked = !isPro;
  const hasState = draft.ufs.length > 0;

  const multi = (
    label: string,
    key: 'services' | 'areas' | 'specialties' | 'availabilities',
    items: readonly { id: number; name: string }[],
  ) => (
    <MultiSelect
      {...SELECT_PROPS}
      label={label}
      placeholder={draft[key].length > 0 ? undefined : 'Todos'}
      data={items.map((i) => ({ value: String(i.id), label: i.name }))}
      value={draft[key]}
      onChange={(values) => onChange((d) => ({ ...d, [key]: values }))}
      disabled={key !== 'services' && locked}
    />
  );

  return (
    <Stack gap="sm">
      {/* Four columns only where each is wide enough for a chosen item's whole name: beside the
          menu at 1280 px a quarter cut 'Costura / Facção' to 'Costura ...'. */}
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="sm">
        {multi('Tipo de Serviço', 'services', services)}
        <ProGate locked={locked} label="Área de Atuação">
          {multi('Área de Atuação', 'areas', areas)}
        </ProGate>
        <ProGate locked={locked} label="Especialidade">
          {multi('Especialidade', 'specialties', specialties)}
        </ProGate>
        <ProGate locked={locked} label="Disponibilidade">
          {multi('Disponibilidade', 'availabilities', availabilities)}
        </ProGate>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <ProGate locked={locked} label="Tipo de Tecido">
          <Radio.Group
            label="Tipo de Tecido"
            description={
              draft.tecidType && !locked ? (
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={() => onChange((d) => ({ ...d, tecidType: null }))}
                >
                  Qualquer tecido
                </Anchor>
              ) : undefined
            }
            inputWrapperOrder={['label', 'input', 'description']}
            value={draft.tecidType ?? ''}
            onChange={(value) => onChange((d) => ({ ...d, tecidType: value || null }))}
          >
            <Group gap="md" mt={8} mih={36}>
              {FABRIC_OPTIONS.map((o) => (
                <Radio key={o.value} value={o.value} label={o.label} disabled={locked} />
              ))}
            </Group>
          </Radio.Group>
        </ProGate>
        <ChipPicker
          label="Estado"
          placeholder="Adicionar estado"
          options={states.map((s) => ({ value: s.sigla, label: s.nome }))}
          chosen={draft.ufs}
          onAdd={(uf) => onChange((d) => ({ ...d, ufs: [...d.ufs, uf] }))}
          onRemove={(uf) => onChange((d) => withoutState(d, uf, citiesByUf))}
        />
        <ProGate locked={locked} label="Cidade">
          <ChipPicker
            label="Cidade"
            placeholder={hasState ? 'Adicionar cidade' : T.citiesNeedState}
            options={cities}
            chosen={draft.cities}
            onAdd={(city) => onChange((d) => ({ ...d, cities: [...d.cities, city] }))}
            onRemove={(city) =>
              onChange((d) => ({ ...d, cities: d.cities.filter((c) => c !== city) }))
            }
            disabled={locked || !hasState}
          />
        </ProGate>
      </SimpleGrid>
    </Stack>
  );
}
