import { PAYMENT_METHOD_LABELS, type Payment } from '@alinhavo/shared/schemas/plan';
import { Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPrinter } from '@tabler/icons-react';
import { useCurrentUser } from '../../data/session-store';
import { formatCents, formatDateTime } from '../../ui/format';
import { formatDay } from '../../kits/plans/plan-status';
import classes from './Receipt.module.css';
import { PLAN_PAGE_TEXTS as T } from '../../kits/plans/texts';

/** The receipt of a paid payment: the facts a person keeps or prints (window.print). */
export function ReceiptModal({
  payment,
  onClose,
}: {
  payment: Payment | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 30em)');
  const user = useCurrentUser();
  const rows: [string, string][] = payment
    ? [
        [T.payer, user ? [user.full_name, user.email].filter(Boolean).join(' · ') : '—'],
        [T.plan, payment.plan_name],
        [T.amount, formatCents(payment.amount_cents)],
        [T.method, PAYMENT_METHOD_LABELS[payment.method]],
        [T.paidAt, formatDateTime(payment.paid_at)],
        [
          T.period,
          payment.period_start && payment.period_end
            ? `${formatDay(payment.period_start)} a ${formatDay(payment.period_end)}`
            : '—',
        ],
        [T.paymentId, payment.id],
      ]
    : [];
  return (
    <Modal
      opened={payment !== null}
      onClose={onClose}
      title={T.receiptTitle}
      centered
      size="lg"
      fullScreen={phone === true}
    >
      {payment && (
        <Stack gap="md">
          <div className={classes.receipt} data-testid="receipt">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                Alinhavo — {T.receiptTitle}
              </Title>
              <Table variant="vertical" withTableBorder layout="fixed">
                <Table.Tbody>
                  {rows.map(([label, value]) => (
                    <Table.Tr key={label}>
                      <Table.Th w={{ base: 120, sm: 180 }}>{label}</Table.Th>
                      <Table.Td>
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {value}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          </div>
          <Group justify="flex-end" gap="sm" className={classes.noPrint}>
            <Button variant="default" onClick={onClose}>
              Fechar
            </Button>
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {T.print}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
