import { QUOTE_TEXTS } from '@alinhavo/shared/messages/quotes';
import { countOf } from '@alinhavo/shared/rules/plural';
import { QUOTE_LIMITS } from '@alinhavo/shared/schemas/quote';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { quotesClient } from '../../data/demands/quotes';
import { MoneyInput } from '../../ui/MoneyInput';
import { notify } from '../../ui/notify';
import { formatBudget } from '../demands/format';
import { budgetOf, budgetSlip } from './budget';
import { formatCents } from './money';
import { draftOf, parseQuoteDraft, type QuoteDraft, type QuoteField } from './quote-form';

/**
 * 'Enviar proposta' / 'Atualizar proposta': price per piece, lead time, minimum
 * quantity, validity and a note. Sending also shows interest when the provider had not.
 */
export function QuoteModal({
  demand,
  onClose,
  onSent,
}: {
  /** null = closed. */
  demand: Demand | null;
  onClose: () => void;
  onSent: (demand: Demand) => void | Promise<void>;
}) {
  const phone = useMediaQuery('(max-width: 30em)');
  return (
    <Modal
      opened={demand !== null}
      onClose={onClose}
      title={demand?.my_quote ? 'Atualizar proposta' : 'Enviar proposta'}
      fullScreen={phone === true}
      centered
      size="md"
    >
      {demand && <QuoteForm key={demand.id} demand={demand} onClose={onClose} onSent={onSent} />}
    </Modal>
  );
}

function QuoteForm({
  demand,
  onClose,
  onSent,
}: {
  demand: Demand;
  onClose: () => void;
  onSent: (demand: Demand) => void | Promise<void>;
}) {
  const [draft, setDraft] = useState<QuoteDraft>(() => draftOf(demand.my_quote));
  const [errors, setErrors] = useState<Partial<Record<QuoteField, string>>>({});
  const [sending, setSending] = useState(false);
  const set = <K extends keyof QuoteDraft>(key: K, value: QuoteDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key === 'priceCents' ? 'price' : key]: undefined }));
  };
  // Mantine answers a string while the typed text is not a plain number ('12.50' kept whole).
  const asNumber = (v: string | number): number | '' => {
    if (typeof v === 'number') return v;
    const n = v.trim() === '' ? NaN : Number(v);
    return Number.isFinite(n) ? n : '';
  };
  const units = Math.max(demand.amount, draft.minQuantity === '' ? 1 : draft.minQuantity);
  const total = draft.priceCents === null ? null : draft.priceCents * units;
  const budget = budgetOf(demand);
  const slip = total === null ? null : budgetSlip(total, budget);

  async function submit() {
    const parsed = parseQuoteDraft(draft);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setSending(true);
    try {
      const updated = await quotesClient.send(demand.id, parsed.body);
      await onSent(updated);
      notify.success(
        demand.my_quote ? 'Proposta atualizada com sucesso!' : 'Proposta enviada com sucesso!',
      );
      onClose();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Erro ao enviar proposta.');
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {demand.title} · {countOf(demand.amount, 'peça', 'peças')} · Orçamento:{' '}
          {formatBudget(demand)}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <MoneyInput
            label="Preço por peça"
            required
            size="sm"
            value={draft.priceCents}
            onChange={(cents) => set('priceCents', cents)}
            error={errors.price}
          />
          <NumberInput
            label="Prazo de entrega (dias)"
            required
            allowDecimal={false}
            min={1}
            max={QUOTE_LIMITS.maxLeadTimeDays}
            value={draft.leadTimeDays}
            onChange={(v) => set('leadTimeDays', asNumber(v))}
            error={errors.leadTimeDays}
          />
          <NumberInput
            label="Quantidade mínima"
            allowDecimal={false}
            thousandSeparator="."
            decimalSeparator=","
            min={1}
            value={draft.minQuantity}
            onChange={(v) => set('minQuantity', asNumber(v))}
            error={errors.minQuantity}
          />
          <NumberInput
            label="Validade (dias)"
            allowDecimal={false}
            min={1}
            max={QUOTE_LIMITS.maxValidityDays}
            value={draft.validityDays}
            onChange={(v) => set('validityDays', asNumber(v))}
            error={errors.validityDays}
          />
        </SimpleGrid>
        <Textarea
          label="Observação"
          autosize
          minRows={2}
          maxLength={QUOTE_LIMITS.note}
          value={draft.note}
          onChange={(e) => set('note', e.currentTarget.value)}
          error={errors.note}
          description={`${draft.note.length}/${QUOTE_LIMITS.note}`}
        />
        <Stack gap="xs" aria-live="polite">
          {total !== null && total > 0 && (
            <Text size="sm">
              Total para {countOf(units, 'peça', 'peças')}: <strong>{formatCents(total)}</strong>
            </Text>
          )}
          {slip && (
            <Alert
              color="orange"
              variant="light"
              role="status"
              icon={<IconAlertTriangle size={18} aria-hidden />}
            >
              {slip === 'above'
                ? QUOTE_TEXTS.totalFarAbove(formatCents(budget.max ?? 0))
                : QUOTE_TEXTS.totalFarBelow(formatCents(budget.min ?? 0))}
            </Alert>
          )}
        </Stack>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={sending}>
            {demand.my_quote ? 'Atualizar proposta' : 'Enviar proposta'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
