import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import type { Quote } from '@alinhavo/shared/schemas/quote';
import { Button, Flex, Modal, Stack, Text } from '@mantine/core';
import { IconReceipt, IconUserCheck } from '@tabler/icons-react';
import { formatDay } from '../demands/format';
import { formatCents, formatDays } from './money';

interface Props {
  /** The candidate chosen and its expired quote; null = closed. */
  target: { professional: ProfessionalSummary; quote: Quote } | null;
  busy: 'select' | 'request' | null;
  onSelect: () => void;
  onRequest: () => void;
  onClose: () => void;
}

/**
 * Choosing a candidate whose quote is past its validity. In Brazil a proposal binds
 * whoever made it only while it is valid; after that the provider may change price and lead
 * time. So the figures are never frozen silently: the client either asks for an updated quote
 * (the default, and the conversation about the demand) or chooses anyway, knowingly — the
 * accepted quote then says it was accepted after it expired, on both sides.
 */
export function ExpiredQuoteConfirm({ target, busy, onSelect, onRequest, onClose }: Props) {
  const q = target?.quote;
  return (
    <Modal opened={target !== null} onClose={onClose} title="Proposta expirada" centered size="lg">
      {target && q && (
        <Stack gap="md">
          <Text size="sm">
            {`A proposta de ${target.professional.name} (${formatCents(q.price_cents)} por peça, ${formatDays(q.lead_time_days)}) venceu em ${formatDay(q.valid_until)}.`}
          </Text>
          <Text size="sm" c="dimmed">
            Depois da validade, o profissional não precisa manter o preço e o prazo. Peça uma
            proposta atualizada ou selecione assim mesmo e confirme os valores na conversa.
          </Text>
          {/* Side by side on a desktop; stacked full width on a phone, the request on top. */}
          <Flex direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={busy !== null}>
              Cancelar
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconUserCheck size={16} />}
              loading={busy === 'select'}
              disabled={busy === 'request'}
              onClick={onSelect}
            >
              Selecionar mesmo assim
            </Button>
            <Button
              leftSection={<IconReceipt size={16} />}
              loading={busy === 'request'}
              disabled={busy === 'select'}
              onClick={onRequest}
              data-autofocus
            >
              Pedir proposta atualizada
            </Button>
          </Flex>
        </Stack>
      )}
    </Modal>
  );
}
