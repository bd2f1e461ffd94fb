import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import { PAYMENT_METHOD_LABELS, type Payment } from '@alinhavo/shared/schemas/plan';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadErrorCard } from '../../ui/LoadErrorCard';
import { formatCents, formatDateTime } from '../../ui/format';
import { PaymentStatusBadge } from '../../kits/plans/PaymentStatusBadge';
import { ReceiptModal } from './ReceiptModal';

/** 'Histórico de pagamentos', newest first, with 'Recibo' on the paid ones. */
export function PaymentHistory({
  history,
  error,
  onRetry,
}: {
  history: readonly Payment[] | null;
  error: string | null;
  onRetry: () => void;
}) {
  const [receipt, setReceipt] = useState<Payment | null>(null);
  if (history === null && error)
    return <LoadErrorCard title={PLAN_TEXTS.history} message={error} onRetry={onRetry} />;
  return (
    <Card padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {PLAN_TEXTS.history}
        </Title>
        {history === null ? (
          <Stack gap="xs" role="status" aria-busy="true" aria-label="Carregando pagamentos">
            <Skeleton height={16} width="60%" />
            <Skeleton height={16} width="45%" />
          </Stack>
        ) : history.length === 0 ? (
          <Text c="dimmed">{PLAN_TEXTS.historyEmpty}</Text>
        ) : (
          <Stack
            component="ul"
            gap={0}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={PLAN_TEXTS.history}
          >
            {history.map((p, i) => (
              <Group
                component="li"
                key={p.id}
                justify="space-between"
                gap="sm"
                py="sm"
                wrap="wrap"
                style={{
                  borderTop: i ? '1px solid var(--mantine-color-default-border)' : undefined,
                }}
                aria-label={`${p.plan_name}, ${formatDateTime(p.created_at)}`}
              >
                <Stack gap={2} miw={0} style={{ flex: '1 1 200px' }}>
                  <Text fw={600} size="sm">
                    {`${p.plan_name} · ${formatCents(p.amount_cents)}`}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {`${PAYMENT_METHOD_LABELS[p.method]} · ${formatDateTime(p.created_at)}`}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <PaymentStatusBadge status={p.status} />
                  {p.status === 'approved' && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconReceipt size={14} />}
                      onClick={() => setReceipt(p)}
                      aria-label={`${PLAN_TEXTS.receipt} de ${p.plan_name} (${formatDateTime(p.created_at)})`}
                    >
                      {PLAN_TEXTS.receipt}
                    </Button>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <ReceiptModal payment={receipt} onClose={() => setReceipt(null)} />
    </Card>
  );
}
