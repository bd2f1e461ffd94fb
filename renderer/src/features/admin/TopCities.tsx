import { countOf } from '@alinhavo/shared/rules/plural';
import type { AdminOverview } from '@alinhavo/shared/schemas/admin';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { SkeletonBar } from '../../ui/SkeletonBar';

/** Spec §2: the 5 cities with the most users. */
export function TopCities({ cities }: { cities: AdminOverview['top_cities'] | null }) {
  return (
    <Card padding="md" h="100%">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Cidades com mais usuários
        </Title>
        {cities === null ? (
          <Stack gap="xs" role="status" aria-busy="true" aria-label="Carregando cidades">
            {[0, 1, 2, 3, 4].map((i) => (
              <SkeletonBar key={i} height={18} />
            ))}
          </Stack>
        ) : cities.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nenhuma cidade informada ainda.
          </Text>
        ) : (
          <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {cities.map((c, index) => (
              <Group key={`${c.city}/${c.uf}`} component="li" gap="sm" wrap="nowrap">
                <Badge variant="light" radius="sm" w={32} style={{ flexShrink: 0 }}>
                  {index + 1}º
                </Badge>
                <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate="end">
                  {`${c.city}/${c.uf}`}
                </Text>
                <Text size="sm" fw={600}>
                  {countOf(c.users, 'usuário', 'usuários')}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
