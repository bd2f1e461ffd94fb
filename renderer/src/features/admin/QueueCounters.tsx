import type { AdminOverview } from '@alinhavo/shared/schemas/admin';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, IconFlag, IconUserCheck, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ADMIN_PATHS } from '../../app/shell/navigation';
import { formatCount } from '../../ui/format';
import { SkeletonBar } from '../../ui/SkeletonBar';

function Counter({
  label,
  value,
  to,
  icon: IconOf,
  color,
}: {
  label: string;
  value: number | null;
  to: string;
  icon: Icon;
  color: string;
}) {
  const busy = value === null;
  return (
    <Card
      component={Link}
      to={to}
      padding="md"
      aria-label={busy ? label : `${label}: ${formatCount(value)}`}
      aria-busy={busy}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
          <IconOf size={24} />
        </ThemeIcon>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {busy ? (
            <SkeletonBar height={28} width={48} mt={4} />
          ) : (
            <Text fz={26} fw={700} lh={1.2}>
              {formatCount(value)}
            </Text>
          )}
        </Stack>
        <IconChevronRight size={20} color="var(--mantine-color-dimmed)" aria-hidden />
      </Group>
    </Card>
  );
}

/** The two queues the operator works through; each opens its tab. */
export function QueueCounters({ overview }: { overview: AdminOverview | null }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <Counter
        label="Aprovações pendentes"
        value={overview?.pending_approvals ?? null}
        to={ADMIN_PATHS.approvals}
        icon={IconUserCheck}
        color="yellow"
      />
      <Counter
        label="Denúncias abertas"
        value={overview?.open_reports ?? null}
        to={ADMIN_PATHS.moderation}
        icon={IconFlag}
        color="red"
      />
    </SimpleGrid>
  );
}
