import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_PATHS } from '../../app/shell/paths';
import { useCurrentUser } from '../../data/session-store';
import { planStatusOf } from './plan-status';
import { PLAN_PAGE_TEXTS as T } from './texts';

/**
 * The 'Plano' block: the plan, 'Válido até', days left and the renewal note, read from the
 * session user (one place: a `plan:changed` updates it there). On the plans page and in Conta.
 */
export function PlanStatusCard({ withLink = false }: { withLink?: boolean }) {
  const status = planStatusOf(useCurrentUser());
  return (
    <Card padding="lg" aria-labelledby="plan-status-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} fz="lg" id="plan-status-title">
            {T.yourPlan}
          </Title>
          <Badge
            size="lg"
            color={status.isPro ? 'ouro' : 'gray'}
            variant={status.isPro ? 'filled' : 'light'}
            leftSection={status.isPro ? <IconCrown size={14} /> : undefined}
          >
            {status.isPro ? PLAN_TEXTS.proName : PLAN_TEXTS.basicName}
          </Badge>
        </Group>
        {status.isPro ? (
          <Stack gap={4}>
            {status.validUntil && <Text fw={600}>{PLAN_TEXTS.validUntil(status.validUntil)}</Text>}
            {status.daysLeft !== null && (
              <Text size="sm" c="dimmed">
                {PLAN_TEXTS.daysLeft(status.daysLeft)}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {PLAN_TEXTS.renewNote}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {T.basicSummary}
          </Text>
        )}
        {withLink && (
          <Group>
            <Button
              component={Link}
              to={APP_PATHS.plans}
              variant="light"
              leftSection={<IconCrown size={16} />}
            >
              {status.isPro ? PLAN_TEXTS.renew : 'Ver planos'}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
