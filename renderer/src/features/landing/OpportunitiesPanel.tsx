import { CLIENT_SEARCH_TEXTS } from '@alinhavo/shared/messages/client-search';
import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCrown, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { ProviderOpportunities } from './ProviderOpportunities';

type Tab = 'provider' | 'client';

// The client tab reads real clients from the server: its own chunk, asked for when the visitor
// reaches for the tab, so the landing's search loads nothing of it until then.
export const loadClientOpportunities = () => import('./ClientOpportunities');
const ClientOpportunities = lazy(loadClientOpportunities);

function ClientTabLoading() {
  return (
    <Center mih={240} role="status">
      <Group gap="sm">
        <Loader color="vinho" size="sm" />
        <Text c="dimmed">{CLIENT_SEARCH_TEXTS.loading}</Text>
      </Group>
    </Center>
  );
}

/** The landing's search: kind of search, search box and results (a chunk of its own). */
export function OpportunitiesPanel() {
  const [tab, setTab] = useState<Tab>('provider');
  const [search, setSearch] = useState('');
  // What 'Procurar' (or Enter) last submitted: the client tab searches by it.
  const [submitted, setSubmitted] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(search.trim());
  };
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={tab}
          onChange={(value) => setTab(value)}
          // A finger or pointer on the control fetches the client tab before the choice ends.
          onPointerDown={() => void loadClientOpportunities()}
          data={[
            { value: 'provider', label: 'Prestador de Serviços' },
            { value: 'client', label: 'Cliente/Marca' },
          ]}
          radius="md"
          size="sm"
          w={{ base: '100%', xs: 'auto' }}
          aria-label="Tipo de busca"
        />
        <Badge
          size="lg"
          radius="sm"
          color="ouro.4"
          c="vinho.9"
          leftSection={<IconCrown size={14} />}
        >
          Plano PRO
        </Badge>
      </Group>
      <form role="search" onSubmit={submit}>
        <Group gap="sm" wrap="nowrap" align="flex-end">
          <TextInput
            aria-label="Procurar"
            placeholder="Procurar..."
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" size="md" variant="filled">
            Procurar
          </Button>
        </Group>
      </form>
      {tab === 'provider' ? (
        <ProviderOpportunities />
      ) : (
        <Suspense fallback={<ClientTabLoading />}>
          <ClientOpportunities search={submitted} />
        </Suspense>
      )}
    </Stack>
  );
}
