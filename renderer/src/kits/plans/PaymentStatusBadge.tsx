import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@alinhavo/shared/schemas/plan';
import { Badge } from '@mantine/core';

const COLORS: Record<PaymentStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
  cancelled: 'gray',
  expired: 'gray',
  refunded: 'orange',
  charged_back: 'red',
};

/** A payment's state in words and colour (history, admin Pagamentos). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
