import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconCrown, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ClientOpportunities } from './ClientOpportunities';
import { ProviderOpportunities } from './ProviderOpportunities';
import { LANDING_SECTIONS } from './scroll';
import { SectionHeading } from './SectionHeading';
import classes from './Landing.module.css';

type Tab = 'provider' | 'client';

export function OpportunitiesSection() {
  const [tab, setTab] = useState<Tab>('provider');
  const [search, setSearch] = useState('');

  return (
    <Box
      component="section"
      id={LANDING_SECTIONS.opportunities}
      className={classes.section}
      aria-labelledby="opps-title"
    >
      <Container size="lg">
        <SectionHeading
          id="opps-title"
          eyebrow="Oportunidades"
          title="Encontre com quem trabalhar"
          text="Veja como a busca funciona. Para entrar em contato, crie sua conta grátis."
        />
        <Paper p={{ base: 'md', sm: 'xl' }} withBorder shadow="xs">
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
        </Paper>
      </Container>
    </Box>
  );
}
