import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import type { Plan } from '@alinhavo/shared/schemas/plan';
import type { UserType } from '@alinhavo/shared/schemas/user';
import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_PATHS } from '../../app/shell/paths';
import { formatCents } from '../../ui/format';
import { perPeriod, yearlySaving } from '../../kits/plans/format';
import { PLAN_PAGE_TEXTS as T } from '../../kits/plans/texts';

const checkoutTo = (code: Plan['code']) => `${APP_PATHS.checkout}?plano=${code}`;

function Perks({ items }: { items: readonly string[] }) {
  return (
    <List spacing={6} size="sm" icon={<IconCheck size={16} color="var(--mantine-color-teal-7)" />}>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

/** Básico and Pro side by side (stacked on phones), with what each unlocks for this person. */
export function PlanCards({
  plans,
  userType,
  isPro,
}: {
  plans: readonly Plan[];
  userType: UserType;
  isPro: boolean;
}) {
  const client = userType === 'CLIENTE';
  const saving = yearlySaving(plans);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Card component="section" padding="lg" withBorder aria-labelledby="plan-basic">
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="lg" id="plan-basic">
              {PLAN_TEXTS.basicName}
            </Title>
            {!isPro && <Badge variant="light">{PLAN_TEXTS.current}</Badge>}
          </Group>
          <Text fz={28} fw={700}>
            {PLAN_TEXTS.free}
          </Text>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {client ? T.forClients : T.forProviders}
          </Text>
          <Perks items={client ? T.basicForClients : T.basicForProviders} />
        </Stack>
      </Card>
      <Card
        component="section"
        padding="lg"
        withBorder
        style={{ borderColor: 'var(--mantine-color-ouro-5)', borderWidth: 2 }}
        aria-labelledby="plan-pro"
      >
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Group gap={6}>
              <IconCrown size={20} color="var(--mantine-color-ouro-7)" aria-hidden />
              <Title order={2} fz="lg" id="plan-pro">
                {PLAN_TEXTS.proName}
              </Title>
            </Group>
            {isPro && (
              <Badge color="ouro" variant="filled">
                {PLAN_TEXTS.current}
              </Badge>
            )}
          </Group>
          <Stack gap="sm">
            {plans.map((plan) => (
              <Group key={plan.code} justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={0}>
                  <Text size="sm" c="dimmed">
                    {plan.name}
                  </Text>
                  <Text fz={24} fw={700}>
                    {formatCents(plan.price_cents)}
                    <Text span size="sm" c="dimmed" fw={400}>
                      {perPeriod(plan)}
                    </Text>
                  </Text>
                  {plan.code === 'yearly' && saving > 0 && (
                    <Text size="xs" c="teal.9" fw={600}>
                      {T.yearlySaving(formatCents(saving))}
                    </Text>
                  )}
                </Stack>
                <Button
                  component={Link}
                  to={checkoutTo(plan.code)}
                  color="vinho"
                  aria-label={`${isPro ? PLAN_TEXTS.renew : PLAN_TEXTS.subscribe} ${plan.name}`}
                >
                  {isPro ? PLAN_TEXTS.renew : PLAN_TEXTS.subscribe}
                </Button>
              </Group>
            ))}
          </Stack>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {client ? T.forClients : T.forProviders}
          </Text>
          <Perks items={client ? T.proForClients : T.proForProviders} />
          <Text size="xs" c="dimmed">
            {PLAN_TEXTS.renewNote}
          </Text>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
