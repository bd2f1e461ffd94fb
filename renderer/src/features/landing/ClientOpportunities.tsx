import { Alert, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { api } from '../../data/api';
import { BRAZIL_STATES } from '../../ui/brazil-states';
import { citiesOfState } from './geo-api';
import { LANDING_SPECIALTIES } from './landing-catalogue';

export const CLIENTS_COMING_SOON =
  'Em breve você poderá encontrar clientes por especialidade e região.';

/** Loads a state's cities; any failure leaves an empty list (spec §7: city failure gives none). */
function useCities(stateId: string | null) {
  // Cities are kept with the state they belong to, so a state change never shows stale ones.
  const [loaded, setLoaded] = useState<{ stateId: string; cities: string[] } | null>(null);
  useEffect(() => {
    if (!stateId) return;
    const controller = new AbortController();
    api
      .call(citiesOfState, undefined, { params: { id: stateId }, signal: controller.signal })
      .then((rows) =>
        setLoaded({
          stateId,
          cities: [...new Set(rows.map((r) => r.nome))].sort((a, b) => a.localeCompare(b, 'pt-BR')),
        }),
      )
      .catch(() => setLoaded({ stateId, cities: [] }));
    return () => controller.abort();
  }, [stateId]);
  return loaded && loaded.stateId === stateId ? loaded.cities : [];
}

export function ClientOpportunities() {
  const [specialty, setSpecialty] = useState<string | null>(null);
  const [stateId, setStateId] = useState<string | null>(null);
  const [city, setCity] = useState<string | null>(null);
  const cities = useCities(stateId);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label="Especialidade"
          placeholder="Selecione"
          data={LANDING_SPECIALTIES.map((s) => ({ value: String(s.id), label: s.name }))}
          value={specialty}
          onChange={setSpecialty}
          clearable
          searchable
        />
        <Select
          label="Estado"
          placeholder="Selecione"
          data={BRAZIL_STATES.map((s) => ({ value: String(s.id), label: `${s.name} (${s.uf})` }))}
          value={stateId}
          onChange={(value) => {
            setStateId(value);
            setCity(null);
          }}
          clearable
          searchable
        />
        <Select
          label="Cidade"
          placeholder={stateId ? 'Selecione' : 'Selecione um estado primeiro'}
          data={cities}
          value={city}
          onChange={setCity}
          disabled={!stateId}
          nothingFoundMessage="Nenhuma cidade encontrada"
          clearable
          searchable
        />
      </SimpleGrid>
      <Alert variant="light" color="vinho" icon={<IconInfoCircle size={20} />}>
        {CLIENTS_COMING_SOON}
      </Alert>
    </Stack>
  );
}
