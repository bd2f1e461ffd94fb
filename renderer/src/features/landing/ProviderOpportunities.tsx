import { Avatar, Button, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AUTH_PATHS } from '../../kits/auth/auth-paths';
import { catalogueLabel, useServiceAreas, useServices, useSpecialties } from '../../data/catalogue';
import classes from './Landing.module.css';

const PLACEHOLDER_ROLES = ['Oficina de costura', 'Modelista', 'Estilista'];

/** Spec §2: three static placeholder cards; real profiles are seen after signing up. */
function PlaceholderCard({ role }: { role: string }) {
  return (
    <Card padding="lg" shadow="xs">
      <Stack gap="sm">
        <Group wrap="nowrap">
          <Avatar radius="xl" size={48} color="linho" />
          <Stack gap={6} style={{ flex: 1 }}>
            <div className={classes.placeholderLine} style={{ width: '70%' }} />
            <div className={classes.placeholderLine} style={{ width: '45%' }} />
          </Stack>
        </Group>
        <Text fw={600}>{role}</Text>
        <div className={classes.placeholderLine} />
        <div className={classes.placeholderLine} style={{ width: '85%' }} />
        <Button
          component={Link}
          to={AUTH_PATHS.register}
          variant="light"
          leftSection={<IconLock size={16} />}
          mt="xs"
        >
          Cadastre-se para ver
        </Button>
      </Stack>
    </Card>
  );
}

export function ProviderOpportunities() {
  const [service, setService] = useState<string | null>(null);
  const [area, setArea] = useState<string | null>(null);
  const [specialty, setSpecialty] = useState<string | null>(null);
  const services = useServices();
  const areas = useServiceAreas();
  const specialties = useSpecialties();

  const areaOptions = useMemo(() => {
    const chosen = services.find((s) => String(s.id) === service);
    if (!chosen) return [];
    return chosen.areas.map((id) => ({
      value: String(id),
      label: catalogueLabel.area(areas, id),
    }));
  }, [service, services, areas]);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label="Tipo de Serviço"
          placeholder="Selecione"
          data={services.map((s) => ({ value: String(s.id), label: s.name }))}
          value={service}
          onChange={(value) => {
            setService(value);
            setArea(null);
            setSpecialty(null);
          }}
          clearable
          searchable
        />
        <Select
          label="Área de Atuação"
          placeholder={service ? 'Selecione' : 'Selecione um serviço primeiro'}
          data={areaOptions}
          value={area}
          onChange={(value) => {
            setArea(value);
            setSpecialty(null);
          }}
          disabled={!service}
          clearable
          searchable
        />
        <Select
          label="Especialidade"
          placeholder={area ? 'Selecione' : 'Selecione uma área primeiro'}
          data={specialties.map((s) => ({ value: String(s.id), label: s.name }))}
          value={specialty}
          onChange={setSpecialty}
          disabled={!area}
          clearable
          searchable
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {PLACEHOLDER_ROLES.map((role) => (
          <PlaceholderCard key={role} role={role} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
