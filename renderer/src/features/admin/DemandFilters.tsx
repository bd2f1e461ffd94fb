import { DEMAND_STATUSES, STATUS_LABELS, statusKey } from '@alinhavo/shared/schemas/demand';
import { CloseButton, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { stateIdOf, useMunicipios, useServices } from '../../data/catalogue';
import { BRAZIL_STATES } from '../../ui/brazil-states';

export interface DemandFilterValues {
  search: string;
  status: (typeof DEMAND_STATUSES)[number] | null;
  uf: string | null;
  city: string | null;
  service: string | null;
}

export const NO_DEMAND_FILTERS: DemandFilterValues = {
  search: '',
  status: null,
  uf: null,
  city: null,
  service: null,
};

const STATUS_OPTIONS = DEMAND_STATUSES.map((s) => ({
  value: s,
  label: STATUS_LABELS[statusKey(s)],
}));
const UF_OPTIONS = BRAZIL_STATES.map((s) => ({ value: s.uf, label: `${s.name} (${s.uf})` }));

/** Demandas: free text, status, UF, city (after a UF) and service. */
export function DemandFilters({
  value,
  onChange,
}: {
  value: DemandFilterValues;
  onChange: (next: DemandFilterValues) => void;
}) {
  const services = useServices();
  const cities = useMunicipios(stateIdOf(value.uf));
  const set = (patch: Partial<DemandFilterValues>) => onChange({ ...value, ...patch });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      <TextInput
        label="Buscar"
        placeholder="Título, descrição ou cliente"
        leftSection={<IconSearch size={16} />}
        value={value.search}
        onChange={(e) => set({ search: e.currentTarget.value })}
        rightSection={
          value.search ? (
            <CloseButton aria-label="Limpar busca" onClick={() => set({ search: '' })} />
          ) : null
        }
      />
      <Select
        size="md"
        label="Situação"
        placeholder="Todas"
        data={STATUS_OPTIONS}
        value={value.status}
        clearable
        onChange={(v) => set({ status: v })}
      />
      <Select
        size="md"
        label="Estado"
        placeholder="Todos"
        data={UF_OPTIONS}
        value={value.uf}
        searchable
        clearable
        onChange={(uf) => set({ uf, city: null })}
      />
      <Select
        size="md"
        label="Cidade"
        placeholder={value.uf ? 'Todas' : 'Selecione um estado primeiro'}
        data={[...new Set(cities.map((c) => c.nome))]}
        value={value.city}
        disabled={!value.uf}
        searchable
        clearable
        onChange={(city) => set({ city })}
      />
      <Select
        size="md"
        label="Tipo de serviço"
        placeholder="Todos"
        data={services.map((s) => ({ value: String(s.id), label: s.name }))}
        value={value.service}
        searchable
        clearable
        onChange={(service) => set({ service })}
      />
    </SimpleGrid>
  );
}
