import { Badge, Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconCrown, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ClientOpportunities } from './ClientOpportunities';
import { ProviderOpportunities } from './ProviderOpportunities';

type Tab = 'provider' | 'client';

/** The landing's sample search: kind of search, search box and results (a chunk of its own). */
export function OpportunitiesPanel() {
  const [tab, setTab] = useState<Tab>('provider');
  const [search, setSearch] = useState('');
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={tab}
          onChange={(value) => setTab(value)}
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
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <TextInput
          aria-label="Procurar"
          placeholder="Procurar..."
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button size="md" variant="filled">
          Procurar
        </Button>
      </Group>
      {tab === 'provider' ? <ProviderOpportunities /> : <ClientOpportunities />}
    </Stack>
  );
}
