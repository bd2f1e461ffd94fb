import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import { PAYMENT_METHOD_LABELS, type AdminPayment } from '@alinhavo/shared/schemas/plan';
import { USER_TYPE_LABELS } from '@alinhavo/shared/schemas/user-types';
import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { formatCents, formatDateTime } from '../../ui/format';
import { PaymentStatusBadge } from '../../kits/plans/PaymentStatusBadge';

interface Props {
  payments: AdminPayment[];
  onConfirm: (p: AdminPayment) => void;
  onReject: (p: AdminPayment) => void;
}

/** Only a pix-manual payment still waiting is decided by hand; the others by the provider. */
export const decidable = (p: AdminPayment) => p.status === 'pending' && p.provider === 'pix-manual';

/** The payment's own id, the Pix txid of a pix-manual code, or the provider's payment id. */
/** What the admin matches against the bank or Mercado Pago: the Pix txid, or the provider's id. */
const reference = (p: AdminPayment) => p.txid ?? p.provider_payment_id ?? p.id;

function Actions({
  payment,
  onConfirm,
  onReject,
}: Omit<Props, 'payments'> & { payment: AdminPayment }) {
  if (!decidable(payment)) return null;
  const who = payment.user.name || payment.user.email;
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="compact-sm"
        color="teal"
        onClick={() => onConfirm(payment)}
        aria-label={`${PLAN_TEXTS.adminConfirm} de ${who}`}
      >
        {PLAN_TEXTS.adminConfirm}
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        onClick={() => onReject(payment)}
        aria-label={`${PLAN_TEXTS.adminReject} pagamento de ${who}`}
      >
        {PLAN_TEXTS.adminReject}
      </Button>
    </Group>
  );
}

function Person({ payment }: { payment: AdminPayment }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {payment.user.name || payment.user.email}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {`${payment.user.email} · ${USER_TYPE_LABELS[payment.user.user_type]}`}
      </Text>
    </Stack>
  );
}

/** Pagamentos on wide screens. */
export function PaymentsTable({ payments, onConfirm, onReject }: Props) {
  return (
    <Card padding={0}>
      <Table.ScrollContainer minWidth={960}>
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Pagamentos">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Usuário</Table.Th>
              <Table.Th>Plano</Table.Th>
              <Table.Th ta="right">Valor</Table.Th>
              <Table.Th>Situação</Table.Th>
              <Table.Th>Criado em</Table.Th>
              <Table.Th>Referência</Table.Th>
              <Table.Th>Ações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.map((p) => (
              <Table.Tr key={p.id} aria-label={`Pagamento de ${p.user.name || p.user.email}`}>
                <Table.Td miw={200}>
                  <Person payment={p} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {p.plan_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {PAYMENT_METHOD_LABELS[p.method]}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatCents(p.amount_cents)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <PaymentStatusBadge status={p.status} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(p.created_at)}
                  </Text>
                </Table.Td>
                <Table.Td maw={180}>
                  <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {reference(p)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Actions payment={p} onConfirm={onConfirm} onReject={onReject} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** Pagamentos on phones: one card a payment. */
export function PaymentCards({ payments, onConfirm, onReject }: Props) {
  return (
    <Stack
      gap="sm"
      component="ul"
      m={0}
      p={0}
      aria-label="Pagamentos"
      style={{ listStyle: 'none' }}
    >
      {payments.map((p) => (
        <Card
          key={p.id}
          component="li"
          padding="md"
          aria-label={`Pagamento de ${p.user.name || p.user.email}`}
        >
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Person payment={p} />
              <PaymentStatusBadge status={p.status} />
            </Group>
            <Text size="sm">
              {`${p.plan_name} · ${formatCents(p.amount_cents)} · ${PAYMENT_METHOD_LABELS[p.method]}`}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(p.created_at)}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {reference(p)}
            </Text>
            <Actions payment={p} onConfirm={onConfirm} onReject={onReject} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
