import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import {
  ADMIN_PAYMENT_FILTER_LABELS,
  ADMIN_PAYMENT_FILTERS,
  type AdminPayment,
} from '@alinhavo/shared/schemas/plan';
import { Button, Group, Modal, SegmentedControl, Stack, Text, Alert } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useCursorList } from '../../data/admin/use-cursor-list';
import { adminPaymentsClient, type AdminPaymentFilter } from '../../data/plans/api';
import { notify } from '../../ui/notify';
import { formatCents } from '../../ui/format';
import { AdminList } from './AdminList';
import { PaymentCards, PaymentsTable } from './PaymentRows';
import { ReasonModal } from './ReasonModal';

const KINDS = ['payment'] as const;

function belongsTo(filter: AdminPaymentFilter, p: AdminPayment): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'pending':
      return p.status === 'pending';
    case 'approved':
      return p.status === 'approved';
    case 'problem':
      return p.status !== 'pending' && p.status !== 'approved';
  }
}

/**
 * Pagamentos: every payment by state; a pix-manual Pix still waiting is confirmed
 * ('Confirmar pagamento', which starts the Plano Pro) or refused here. Live on 'admin:changed'
 * of kind 'payment'.
 */
export function PaymentsPage() {
  const phone = useMediaQuery('(max-width: 48em)');
  const [filter, setFilter] = useState<AdminPaymentFilter>('pending');
  const [pendingCount, setPendingCount] = useState<number | null>(null);
  const list = useCursorList<AdminPayment>(
    filter,
    async (cursor, signal) => {
      const page = await adminPaymentsClient.list(filter, cursor, signal);
      setPendingCount(page.pending_count);
      return { rows: page.payments, next: page.next_cursor };
    },
    KINDS,
  );
  const [confirming, setConfirming] = useState<AdminPayment | null>(null);
  const [rejecting, setRejecting] = useState<AdminPayment | null>(null);

  /** A decided payment leaves the list it no longer belongs to, or is replaced in place. */
  function decided(fresh: AdminPayment) {
    if (belongsTo(filter, fresh)) list.replaceRow(fresh);
    else list.removeRow(fresh.id);
    setPendingCount((n) => (n === null ? n : Math.max(0, n - 1)));
  }

  async function reject(p: AdminPayment, reason: string | undefined) {
    const fresh = await adminPaymentsClient.reject(p.id, reason);
    setRejecting(null);
    decided(fresh);
    notify.success(PLAN_TEXTS.adminRejected);
  }

  return (
    <Stack gap="lg">
      <SegmentedControl
        value={filter}
        onChange={setFilter}
        data={ADMIN_PAYMENT_FILTERS.map((value) => ({
          value,
          label:
            value === 'pending' && pendingCount
              ? `${ADMIN_PAYMENT_FILTER_LABELS[value]} (${pendingCount})`
              : ADMIN_PAYMENT_FILTER_LABELS[value],
        }))}
        aria-label="Situação dos pagamentos"
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        styles={{ root: { flexWrap: 'wrap' } }}
      />
      <AdminList
        list={list}
        loadingLabel="Carregando pagamentos"
        empty={{ icon: <IconCreditCard size={28} />, title: PLAN_TEXTS.adminEmpty }}
      >
        {(rows) =>
          phone ? (
            <PaymentCards payments={rows} onConfirm={setConfirming} onReject={setRejecting} />
          ) : (
            <PaymentsTable payments={rows} onConfirm={setConfirming} onReject={setRejecting} />
          )
        }
      </AdminList>
      <ConfirmPaymentModal
        payment={confirming}
        onClose={() => setConfirming(null)}
        onConfirmed={(fresh) => {
          setConfirming(null);
          decided(fresh);
          notify.success(PLAN_TEXTS.adminConfirmed);
        }}
      />
      <ReasonModal
        opened={rejecting !== null}
        title="Recusar pagamento"
        message="O Pix deste pagamento não foi recebido? A pessoa é avisada e pode gerar um novo código."
        label="Motivo (opcional, vai no aviso à pessoa)"
        required={false}
        confirmLabel={PLAN_TEXTS.adminReject}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => (rejecting ? reject(rejecting, reason) : Promise.resolve())}
      />
    </Stack>
  );
}

/** 'Confirmar pagamento' asks first: the Pix really arrived? Then the plan starts. */
function ConfirmPaymentModal({
  payment,
  onClose,
  onConfirmed,
}: {
  payment: AdminPayment | null;
  onClose: () => void;
  onConfirmed: (fresh: AdminPayment) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function confirm() {
    if (!payment) return;
    setBusy(true);
    setFailure(null);
    try {
      onConfirmed(await adminPaymentsClient.confirm(payment.id));
    } catch (error) {
      setFailure(
        error instanceof Error && error.message ? error.message : PLAN_TEXTS.checkoutError,
      );
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      opened={payment !== null}
      onClose={() => {
        if (busy) return;
        setFailure(null);
        onClose();
      }}
      title={PLAN_TEXTS.adminConfirm}
      centered
    >
      {payment && (
        <Stack gap="md">
          <Text>{PLAN_TEXTS.adminConfirmQuestion}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {`${payment.user.name || payment.user.email} · ${payment.plan_name} · ${formatCents(payment.amount_cents)}`}
          </Text>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancelar
            </Button>
            <Button color="teal" loading={busy} onClick={() => void confirm()} data-autofocus>
              {PLAN_TEXTS.adminConfirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
