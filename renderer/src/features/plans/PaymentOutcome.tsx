import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import type { Payment } from '@alinhavo/shared/schemas/plan';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_PATHS } from '../../app/shell/paths';
import { useCurrentUser } from '../../data/session-store';
import { formatDay } from '../../kits/plans/plan-status';
import { PLAN_PAGE_TEXTS as T } from '../../kits/plans/texts';

/**
 * How a payment ended, once it is no longer a code to pay: confirmed (with the new end date),
 * refused or expired (with a way to try again), or a card under review.
 */
export function PaymentOutcome({
  payment,
  onRetry,
  onOtherMethod,
}: {
  payment: Payment;
  /** Same plan and method again (a new Pix code, another card). */
  onRetry: () => void;
  onOtherMethod: () => void;
}) {
  const user = useCurrentUser();
  const approved = payment.status === 'approved';
  if (approved) {
    const until = formatDay(payment.period_end ?? user?.pro_until);
    return (
      <Card padding="xl" role="status" aria-live="polite">
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon size={64} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={40} />
          </ThemeIcon>
          <Title order={2}>{PLAN_TEXTS.confirmed}</Title>
          {until && (
            <>
              <Text>{PLAN_TEXTS.confirmedBody(until)}</Text>
              <Text fw={600}>{PLAN_TEXTS.validUntil(until)}</Text>
            </>
          )}
          <Button component={Link} to={APP_PATHS.plans}>
            Ver meu plano
          </Button>
        </Stack>
      </Card>
    );
  }
  if (payment.status === 'pending')
    return (
      <Card padding="xl" role="status">
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon size={64} radius="xl" color="yellow" variant="light">
            <IconClock size={40} />
          </ThemeIcon>
          <Title order={2}>{PLAN_TEXTS.waiting}</Title>
          <Text>{T.pending}</Text>
        </Stack>
      </Card>
    );
  const text =
    payment.status === 'expired'
      ? PLAN_TEXTS.expired
      : (payment.status_message ?? PLAN_TEXTS.rejected);
  return (
    <Card padding="xl" role="alert">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" color="red" variant="light">
          <IconAlertTriangle size={40} />
        </ThemeIcon>
        <Title order={2}>
          {payment.status === 'expired' ? 'Código expirado' : PLAN_TEXTS.notifyRejectedTitle}
        </Title>
        <Text>{text}</Text>
        <Group gap="sm" justify="center">
          <Button onClick={onRetry}>{T.tryAgain}</Button>
          <Button variant="default" onClick={onOtherMethod}>
            {T.otherMethod}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
