import type { Payment } from '@alinhavo/shared/schemas/plan';
import { Group, Text, Title } from '@mantine/core';
import { formatCents } from '../../ui/format';

/** The top line of a charge being paid: how, which plan, and how much. */
export function PaymentHeading({ method, payment }: { method: string; payment: Payment }) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Title order={2} fz="lg">
        {`${method} · ${payment.plan_name}`}
      </Title>
      <Text fw={700} fz="lg">
        {formatCents(payment.amount_cents)}
      </Text>
    </Group>
  );
}
