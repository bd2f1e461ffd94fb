import { countOf } from '@alinhavo/shared/rules/plural';
import {} from '@alinhavo/shared/rules/plural';
import { CLIENT_SEARCH_TEXTS } from '@alinhavo/shared/messages/client-search';
import type { ClientCard as ClientCardData } from '@alinhavo/shared/schemas/client-search';
import type { Specialty } from '@alinhavo/shared/schemas/catalogue';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  catalogueLabel,
  stateIdOf,
  useMunicipios,
  useSpecialties,
  useStates,
} from '../../data/catalogue';
import { AUTH_PATHS } from '../../kits/auth/auth-paths';
import { usePublicClients, type ClientFilters } from './use-public-clients';

const count = countOf;

function ClientCard({ client, specialties }: { client: ClientCardData; specialties: Specialty[] }) {
  const place = [client.cidade, client.estado].filter(Boolean).join('/');
  return (
    <Card padding="lg" shadow="xs" component="article" aria-label={client.nome}>
      <Stack gap="sm" h="100%">
        <Stack gap={2}>
          <Title order={3} fz="lg" lh={1.3}>
            {client.nome}
          </Title>
          {client.razao_social && client.razao_social !== client.nome && (
            <Text size="sm" c="dimmed">
              {client.razao_social}
            </Text>
          )}
        </Stack>
        {place && (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="sm">{place}</Text>
          </Group>
        )}
        {client.especialidade.length > 0 && (
          <Group gap={6}>
            {client.especialidade.map((id) => (
              <Badge key={id} variant="light" color="vinho" radius="sm" tt="none">
                {catalogueLabel.specialty(specialties, id)}
              </Badge>
            ))}
          </Group>
        )}
        <Text size="sm" fw={600} c="vinho.8">
          {count(client.total_demandas, 'demanda aberta', 'demandas abertas')}
          <Text span size="sm" fw={400} c="dimmed">
            {' · '}
            {count(client.trabalhos_concluidos, 'trabalho concluído', 'trabalhos concluídos')}
          </Text>
        </Text>
        <Button component={Link} to={AUTH_PATHS.register} variant="light" mt="auto">
          Entrar em contato
        </Button>
      </Stack>
    </Card>
  );
}

function Loading() {
  return (
    <Center mih={160} role="status">
      <Group gap="sm">
        <Loader color="vinho" size="sm" />
        <Text c="dimmed">{CLIENT_SEARCH_TEXTS.loading}</Text>
      </Group>
    </Center>
  );
}

/**
 * Spec §2 Landing, Cliente/Marca: real clients who chose to appear, filtered live; `search` is
 * what 'Procurar' last submitted. A chunk of its own, fetched when the tab is chosen.
 */
export default function ClientOpportunities({ search }: { search: string }) {
  const [specialty, setSpecialty] = useState<string | null>(null);
  const [uf, setUf] = useState<string | null>(null);
  const [city, setCity] = useState<string | null>(null);
  const specialties = useSpecialties();
  const states = useStates();
  const municipios = useMunicipios(stateIdOf(uf));
  const cities = useMemo(() => [...new Set(municipios.map((m) => m.nome))], [municipios]);
  const filters: ClientFilters = useMemo(
    () => ({ specialty, uf, city, search }),
    [specialty, uf, city, search],
  );
  const clients = usePublicClients(filters);

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
          data={states.map((s) => ({ value: s.sigla, label: `${s.nome} (${s.sigla})` }))}
          value={uf}
          onChange={(value) => {
            setUf(value);
            setCity(null);
          }}
          clearable
          searchable
        />
        <Select
          label="Cidade"
          placeholder={uf ? 'Selecione' : 'Selecione um estado primeiro'}
          data={cities}
          value={city}
          onChange={setCity}
          disabled={!uf}
          nothingFoundMessage="Nenhuma cidade encontrada"
          clearable
          searchable
        />
      </SimpleGrid>

      {clients.status === 'loading' && <Loading />}
      {clients.status === 'error' && (
        <Alert
          variant="light"
          color="red"
          icon={<IconAlertTriangle size={20} />}
          title={clients.message}
        >
          <Button variant="light" color="red" size="xs" onClick={clients.retry}>
            Tentar novamente
          </Button>
        </Alert>
      )}
      {clients.status === 'ready' && clients.cards.length === 0 && (
        <Center mih={160}>
          <Stack gap="xs" align="center" ta="center">
            <IconSearch size={28} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text c="dimmed">{CLIENT_SEARCH_TEXTS.none}</Text>
          </Stack>
        </Center>
      )}
      {clients.status === 'ready' && clients.cards.length > 0 && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {clients.cards.map((client) => (
              <ClientCard key={client.id} client={client} specialties={specialties} />
            ))}
          </SimpleGrid>
          {clients.moreError && (
            <Text size="sm" c="red.8" ta="center" role="alert">
              {clients.moreError}
            </Text>
          )}
          {clients.hasMore && (
            <Group justify="center">
              <Button variant="default" loading={clients.loadingMore} onClick={clients.loadMore}>
                Carregar mais
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
