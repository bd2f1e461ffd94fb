import { OPPORTUNITY_TEXTS as T } from '@alinhavo/shared/messages/opportunities';
import {
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  TextInput,
  type MultiSelectProps,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilter, IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  stateIdOf,
  useMunicipios,
  useServiceAreas,
  useServices,
  useStates,
} from '../../data/catalogue';
import {
  activeCount,
  cityUnion,
  EMPTY_FILTERS,
  keepCities,
  type FilterDraft,
} from '../../kits/search-filters/filters';
import classes from './OpportunityFilters.module.css';

const SELECT_PROPS: Partial<MultiSelectProps> = {
  searchable: true,
  clearable: true,
  size: 'md',
  maxDropdownHeight: 240,
  nothingFoundMessage: 'Nada encontrado',
};

/** Loads one state's municipalities and reports their names. */
function MunicipiosOf({
  uf,
  onNames,
}: {
  uf: string;
  onNames: (uf: string, names: string[]) => void;
}) {
  const rows = useMunicipios(stateIdOf(uf));
  useEffect(() => {
    if (rows.length > 0)
      onNames(
        uf,
        rows.map((r) => r.nome),
      );
  }, [uf, rows, onNames]);
  return null;
}

export interface OpportunityFiltersProps {
  applied: FilterDraft;
  onApply: (filters: FilterDraft) => void;
}

/**
 * Spec §2: search box and four multi-selects; nothing is asked until Filtrar (or Enter in the
 * search box). Limpar empties everything and shows all open demands again. On a phone the selects
 * fold behind 'Mostrar filtros' / 'Ocultar filtros', which only shows or hides them: it never
 * reads as a second 'Filtrar'.
 */
export function OpportunityFiltersBar({ applied, onApply }: OpportunityFiltersProps) {
  const [draft, setDraft] = useState<FilterDraft>(applied);
  const [opened, { toggle }] = useDisclosure(false);
  const [citiesByUf, setCitiesByUf] = useState<Record<string, string[]>>({});
  const services = useServices();
  const areas = useServiceAreas();
  const states = useStates();

  const onNames = useCallback(
    (uf: string, names: string[]) => setCitiesByUf((current) => ({ ...current, [uf]: names })),
    [],
  );
  const cityOptions = cityUnion(draft.ufs, citiesByUf);
  const hasState = draft.ufs.length > 0;
  const count = activeCount(applied);

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  function clear() {
    setDraft(EMPTY_FILTERS);
    onApply(EMPTY_FILTERS);
  }

  return (
    <Card padding="md" component="section" aria-label="Filtros de oportunidades">
      {draft.ufs.map((uf) => (
        <MunicipiosOf key={uf} uf={uf} onNames={onNames} />
      ))}
      <form onSubmit={submit} role="search">
        <Stack gap="sm">
          <TextInput
            aria-label="Buscar oportunidades"
            placeholder="Buscar oportunidades..."
            leftSection={<IconSearch size={18} />}
            value={draft.search}
            onChange={(e) => {
              const search = e.currentTarget.value;
              setDraft((d) => ({ ...d, search }));
            }}
          />
          {/* Phones: shows or hides the selects; it never asks anything (Filtrar does). */}
          <Button
            hiddenFrom="sm"
            variant="subtle"
            px={0}
            style={{ alignSelf: 'flex-start' }}
            onClick={toggle}
            aria-expanded={opened}
            aria-controls="opportunity-selects"
            leftSection={<IconAdjustmentsHorizontal size={18} />}
            rightSection={
              count > 0 ? (
                <Badge size="sm" circle>
                  {count}
                </Badge>
              ) : undefined
            }
          >
            {opened ? 'Ocultar filtros' : 'Mostrar filtros'}
          </Button>
          <div id="opportunity-selects" className={classes.selects} data-open={opened || undefined}>
            <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="sm">
              <MultiSelect
                {...SELECT_PROPS}
                label="Tipo de Serviço"
                placeholder={draft.services.length > 0 ? undefined : 'Todos'}
                data={services.map((s) => ({ value: String(s.id), label: s.name }))}
                value={draft.services}
                onChange={(services) => setDraft((d) => ({ ...d, services }))}
              />
              <MultiSelect
                {...SELECT_PROPS}
                label="Área de Atuação"
                placeholder={draft.areas.length > 0 ? undefined : 'Todas'}
                data={areas.map((a) => ({ value: String(a.id), label: a.name }))}
                value={draft.areas}
                onChange={(areas) => setDraft((d) => ({ ...d, areas }))}
              />
              <MultiSelect
                {...SELECT_PROPS}
                label="Estado"
                placeholder={draft.ufs.length > 0 ? undefined : 'Todos'}
                data={states.map((s) => ({ value: s.sigla, label: s.nome }))}
                value={draft.ufs}
                onChange={(ufs) =>
                  setDraft((d) => ({ ...d, ufs, cities: keepCities(d.cities, ufs, citiesByUf) }))
                }
              />
              <MultiSelect
                {...SELECT_PROPS}
                label="Cidade"
                placeholder={
                  !hasState ? T.selectStateFirst : draft.cities.length > 0 ? undefined : 'Todas'
                }
                disabled={!hasState}
                data={cityOptions}
                value={draft.cities}
                onChange={(cities) => setDraft((d) => ({ ...d, cities }))}
              />
            </SimpleGrid>
          </div>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="md" onClick={clear}>
              Limpar
            </Button>
            <Button type="submit" size="md" leftSection={<IconFilter size={18} />}>
              Filtrar
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
