import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import type { Payment } from '@alinhavo/shared/schemas/plan';
import { Alert, Box, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { CopyField } from './CopyField';
import { Countdown } from './Countdown';
import { PaymentHeading } from './PaymentHeading';

/** The Pix to pay: the QR, 'Pix Copia e Cola' and what happens next (manual or online). */
export function PixPayment({ payment, onExpired }: { payment: Payment; onExpired: () => void }) {
  const pix = payment.pix;
  if (!pix) return null;
  const manual = payment.provider === 'pix-manual';
  return (
    <Card padding="lg">
      <Stack gap="md">
        <PaymentHeading method="Pix" payment={payment} />
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Box
            p="sm"
            bg="white"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
          >
            <QRCodeSVG
              value={pix.code}
              size={208}
              marginSize={1}
              role="img"
              aria-label="QR Code do Pix"
              title="QR Code do Pix"
            />
          </Box>
          <Stack gap="sm" style={{ flex: '1 1 260px' }} miw={0}>
            <CopyField label={PLAN_TEXTS.pixCopyPaste} value={pix.code} />
            {pix.expires_at && <Countdown until={pix.expires_at} onExpired={onExpired} />}
          </Stack>
        </Group>
        <Alert
          color="yellow"
          variant="light"
          icon={<Loader size={18} color="yellow" />}
          role="status"
        >
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {PLAN_TEXTS.waiting}
            </Text>
            <Text size="sm">{manual ? PLAN_TEXTS.waitingManual : PLAN_TEXTS.waitingOnline}</Text>
          </Stack>
        </Alert>
      </Stack>
    </Card>
  );
}
