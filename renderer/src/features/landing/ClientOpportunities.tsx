import { Alert, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useMunicipios, useSpecialties, useStates } from '../../data/catalogue';

export const CLIENTS_COMING_SOON =
  'Em breve você poderá encontrar clientes por especialidade e região.';

export function ClientOpportunities() {
  const [specialty, setSpecialty] = useState<string | null>(null);
  const [stateId, setStateId] = useState<string | null>(null);
  const [city, setCity] = useState<string | null>(null);
  const specialties = useSpecialties();
  const states = useStates();
  const municipios = useMunicipios(stateId === null ? null : Number(stateId));
  const cities = useMemo(() => [...new Set(municipios.map((m) => m.nome))], [municipios]);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label="Especialidade"
          placeholder="Selecione"
          data={specialties.map((s) => ({ value: String(s.id), label: s.name }))}
          value={specialty}
          onChange={setSpecialty}
          clearable
          searchable
        />
        <Select
          label="Estado"
          placeholder="Selecione"
          data={states.map((s) => ({ value: String(s.id), label: `${s.nome} (${s.sigla})` }))}
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
