import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import type { Payment } from '@alinhavo/shared/schemas/plan';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { platform } from '../../platform';
import { notify } from '../../ui/notify';
import { CopyField } from './CopyField';
import { PaymentHeading } from './PaymentHeading';
import { formatDay } from '../../kits/plans/plan-status';

/**
 * The boleto: linha digitável to copy, the PDF and its due date. On the desktop app the PDF is
 * saved by the main process (like demand files); on the web the browser opens Mercado Pago's.
 */
export function BoletoPayment({ payment }: { payment: Payment }) {
  const [saving, setSaving] = useState(false);
  const boleto = payment.boleto;
  if (!boleto) return null;
  const pdfUrl = boleto.pdf_url;

  async function download() {
    if (platform.kind !== 'desktop') {
      platform.openExternal(pdfUrl);
      return;
    }
    setSaving(true);
    try {
      const result = await platform.saveAttachment({
        url: pdfUrl,
        name: `boleto-alinhavo-${payment.id.slice(0, 8)}.pdf`,
        fetchBlob: () => fetch(pdfUrl).then((r) => r.blob()),
      });
      if (result.status === 'saved') notify.success('Boleto salvo.');
    } catch (error) {
      notify.error(
        error instanceof Error && error.message ? error.message : PLAN_TEXTS.checkoutError,
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card padding="lg">
      <Stack gap="md">
        <PaymentHeading method="Boleto" payment={payment} />
        <CopyField label={PLAN_TEXTS.boletoBarcode} value={boleto.barcode} />
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconFileDownload size={16} />}
            loading={saving}
            onClick={() => void download()}
          >
            {PLAN_TEXTS.boletoPdf}
          </Button>
          <Text fw={600} size="sm">
            {PLAN_TEXTS.boletoDue(formatDay(boleto.due_at))}
          </Text>
        </Group>
        <Alert color="yellow" variant="light" role="status">
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {PLAN_TEXTS.waiting}
            </Text>
            <Text size="sm">{PLAN_TEXTS.boletoNote}</Text>
          </Stack>
        </Alert>
      </Stack>
    </Card>
  );
}
