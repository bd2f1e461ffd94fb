import { countOf } from '@alinhavo/shared/rules/plural';
import type { AdminOverview } from '@alinhavo/shared/schemas/admin';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBriefcase,
  IconCircleCheck,
  IconClipboardList,
  IconFolderOpen,
  IconProgress,
  IconUserOff,
  IconUsers,
} from '@tabler/icons-react';
import { AnalyticsCard } from '../../ui/AnalyticsCard';
import { formatCount } from '../../ui/format';

/** '1 aprovado', '3 aprovados' */
const counted = (n: number, word: string) => countOf(n, word, `${word}s`);

/** Spec §2 overview: users by type and demand status counts (null while loading). */
export function OverviewFigures({ overview }: { overview: AdminOverview | null }) {
  const loading = overview === null;
  const value = (n: number | undefined) => (n === undefined ? '' : formatCount(n));
  const u = overview?.users;
  const d = overview?.demands;
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Usuários
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <AnalyticsCard
            label="Clientes / Marcas"
            value={value(u?.clients)}
            icon={IconUsers}
            loading={loading}
          />
          <AnalyticsCard
            label="Profissionais"
            value={value(u?.professionals)}
            icon={IconBriefcase}
            loading={loading}
            footer={
              u && (
                <Text size="xs" c="dimmed">
                  {`${counted(u.approved, 'aprovado')} · ${counted(u.pending, 'pendente')} · ${counted(u.rejected, 'rejeitado')}`}
                </Text>
              )
            }
          />
          <AnalyticsCard
            label="Contas suspensas"
            value={value(u?.suspended)}
            icon={IconUserOff}
            color="gray"
            loading={loading}
          />
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Demandas
        </Title>
        <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
          <AnalyticsCard
            label="Total"
            value={value(d?.total)}
            icon={IconClipboardList}
            loading={loading}
          />
          <AnalyticsCard
            label="Abertas"
            value={value(d?.abertas)}
            icon={IconFolderOpen}
            color="teal"
            loading={loading}
          />
          <AnalyticsCard
            label="Em andamento"
            value={value(d?.em_andamento)}
            icon={IconProgress}
            color="blue"
            loading={loading}
          />
          <AnalyticsCard
            label="Concluídas"
            value={value(d?.concluidas)}
            icon={IconCircleCheck}
            color="gray"
            loading={loading}
          />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
