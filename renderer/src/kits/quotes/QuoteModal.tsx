import { QUOTE_TEXTS } from '@alinhavo/shared/messages/quotes';
import { countOf } from '@alinhavo/shared/rules/plural';
import { QUOTE_LIMITS } from '@alinhavo/shared/schemas/quote';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { quoteTotalCents as gradeTotalCents } from '@alinhavo/shared/rules/ficha';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { quotesClient } from '../../data/demands/quotes';
import { MoneyInput } from '../../ui/MoneyInput';
import { notify } from '../../ui/notify';
import { formatBudget } from '../demands/format';
import { budgetOf, budgetSlip } from './budget';
import { formatCents } from './money';
import {
  bandErrors,
  bandName,
  bandsBody,
  initialBands,
  nextBand,
  type BandDraft,
  type BandErrors,
} from './bands';
import { GradeTable } from './GradeTable';
import { draftOf, parseQuoteDraft, type QuoteDraft, type QuoteField } from './quote-form';
import { useDemandFicha } from './useDemandFicha';

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
      size={demand?.has_ficha ? 'lg' : 'md'}
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
  const narrow = useMediaQuery('(max-width: 30em)') === true;
  const { load: fichaLoad, reload: reloadFicha } = useDemandFicha(demand.id, demand.has_ficha);
  const grade = fichaLoad.status === 'ready' ? fichaLoad.ficha.ficha.grade : null;
  const [mode, setMode] = useState<'single' | 'bands'>(() =>
    (demand.my_quote?.size_bands?.length ?? 0) > 0 ? 'bands' : 'single',
  );
  const [bandProblems, setBandProblems] = useState<BandErrors | null>(null);
  // The bands typed; until then, the two halves of the grade (or the last quote's bands).
  const [typedBands, setBands] = useState<BandDraft[] | null>(null);
  const bands = typedBands ?? (grade ? initialBands(grade.sizes, demand.my_quote?.size_bands) : []);
  const byBands = mode === 'bands' && grade !== null;
  const setBand = (i: number, patch: Partial<BandDraft>) => {
    setBands(bands.map((b, k) => (k === i ? { ...b, ...patch } : b)));
    setBandProblems(null);
  };
  const bandPrices = bands.map((b) => b.priceCents).filter((c): c is number => c !== null);
  const units = byBands
    ? demand.amount
    : Math.max(demand.amount, draft.minQuantity === '' ? 1 : draft.minQuantity);
  const total = byBands
    ? bandErrors(grade.sizes, bands) === null
      ? gradeTotalCents(
          { price_cents: Math.min(...bandPrices), size_bands: bandsBody(bands) },
          grade,
          demand.amount,
        )
      : null
    : draft.priceCents === null
      ? null
      : draft.priceCents * units;
  const budget = budgetOf(demand);
  const slip = total === null ? null : budgetSlip(total, budget);

  async function submit() {
    const problems = byBands ? bandErrors(grade.sizes, bands) : null;
    setBandProblems(problems);
    // By band, the one price is the cheapest band's (every size has its band: it prices none).
    const parsed = parseQuoteDraft(
      byBands
        ? { ...draft, priceCents: bandPrices.length > 0 ? Math.min(...bandPrices) : 1 }
        : draft,
    );
    if (!parsed.ok || problems) {
      if (!parsed.ok) setErrors(parsed.errors);
      return;
    }
    setSending(true);
    try {
      const updated = await quotesClient.send(demand.id, {
        ...parsed.body,
        size_bands: byBands ? bandsBody(bands) : [],
      });
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
        {demand.has_ficha && fichaLoad.status === 'loading' && (
          <Skeleton height={96} role="status" aria-label="Carregando a grade da ficha técnica" />
        )}
        {fichaLoad.status === 'error' && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{`Não foi possível carregar a grade da ficha técnica. ${fichaLoad.message}`}</Text>
              <Button size="xs" variant="light" color="red" onClick={reloadFicha}>
                Tentar novamente
              </Button>
            </Stack>
          </Alert>
        )}
        {grade && (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              Grade da ficha técnica
            </Text>
            <GradeTable
              sizes={grade.sizes}
              colors={grade.colors.map((c) => c.name)}
              values={grade.quantities}
              caption="Peças por tamanho e cor"
              testId="grade-da-proposta"
            />
            <SegmentedControl
              fullWidth
              orientation={narrow ? 'vertical' : 'horizontal'}
              aria-label="Como cobrar"
              value={mode}
              onChange={(v) => {
                setMode(v);
                setBandProblems(null);
              }}
              data={[
                { value: 'single', label: 'Preço único por peça' },
                { value: 'bands', label: 'Preço por faixa de tamanhos' },
              ]}
            />
          </Stack>
        )}
        {byBands && (
          <Stack gap="xs" role="group" aria-label="Faixas de tamanho">
            {bands.map((band, i) => (
              <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
                <Select
                  label="De"
                  aria-label={`Faixa ${i + 1}: de`}
                  data={grade.sizes}
                  value={band.from}
                  allowDeselect={false}
                  onChange={(v) => v && setBand(i, { from: v })}
                  w={84}
                  comboboxProps={{ zIndex: 400 }}
                />
                <Select
                  label="Até"
                  aria-label={`Faixa ${i + 1}: até`}
                  data={grade.sizes}
                  value={band.to}
                  allowDeselect={false}
                  onChange={(v) => v && setBand(i, { to: v })}
                  w={84}
                  comboboxProps={{ zIndex: 400 }}
                />
                <MoneyInput
                  label={`Preço ${bandName({ from_size: band.from, to_size: band.to })}`}
                  size="sm"
                  required
                  style={{ flex: 1, minWidth: 0 }}
                  value={band.priceCents}
                  onChange={(cents) => setBand(i, { priceCents: cents })}
                  error={bandProblems?.prices[i]}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  mt={26}
                  aria-label={`Remover faixa ${i + 1}`}
                  disabled={bands.length === 1}
                  onClick={() => {
                    setBands(bands.filter((_, k) => k !== i));
                    setBandProblems(null);
                  }}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {bandProblems?.list && (
              <Text size="sm" c="red" role="alert">
                {bandProblems.list}
              </Text>
            )}
            {nextBand(grade.sizes, bands) && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPlus size={14} aria-hidden />}
                style={{ alignSelf: 'flex-start' }}
                onClick={() => {
                  const next = nextBand(grade.sizes, bands);
                  if (next) setBands([...bands, next]);
                  setBandProblems(null);
                }}
              >
                Adicionar faixa
              </Button>
            )}
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {!byBands && (
            <MoneyInput
              label="Preço por peça"
              required
              size="sm"
              value={draft.priceCents}
              onChange={(cents) => set('priceCents', cents)}
              error={errors.price}
            />
          )}
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
              {byBands ? 'Total pela grade' : 'Total'} para {countOf(units, 'peça', 'peças')}:{' '}
              <strong>{formatCents(total)}</strong>
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
