import { countOf } from '@alinhavo/shared/rules/plural';
import { LOT_TEXTS as T } from '@alinhavo/shared/messages/lots';
import { suggestedQuantity, type LotSide } from '@alinhavo/shared/rules/lots';
import {
  LOT_STEP_LABELS,
  lotCreateSchema,
  type Lot,
  type LotStep,
} from '@alinhavo/shared/schemas/lot';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconAlertTriangle, IconPaperclip, IconPhoto } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { toApiError } from '../../data/api/errors';
import { lotsClient } from '../../data/lots/api';
import { recordLotStep, withPending } from '../../data/lots/outbox';
import { applyLot } from '../../data/lots/store';
import { BrDateInput } from '../../ui/BrDateInput';
import { notify } from '../../ui/notify';
import type { FichaGrade } from '@alinhavo/shared/schemas/ficha';
import { GradeTable } from '../quotes/GradeTable';
import { todayBr } from './lot-format';
import { readyCells } from './lot-cells';

/** Above the demand details these forms open from (Mantine's modals sit at 200). */
const LOT_MODAL_Z = 310;

const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The client sends a lot: quantity, what went with it (text and files), sent and return dates. */
export function LotCreateModal({
  demandId,
  opened,
  onClose,
  maxQuantity,
  grade = null,
}: {
  demandId: string;
  opened: boolean;
  onClose: () => void;
  /** Pieces of the demand not yet in a lot. */
  maxQuantity: number;
  /** With a ficha: the grade and what remains of each cell ([size][colour]); the lot takes cells. */
  grade?: { grade: FichaGrade; remaining: number[][] } | null;
}) {
  const today = todayBr();
  const [quantity, setQuantity] = useState<number | string>(Math.max(1, maxQuantity));
  const [items, setItems] = useState('');
  const [sentOn, setSentOn] = useState(today);
  const [expectedReturn, setExpectedReturn] = useState(plusDays(today, 15));
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  // One id per form: a double submit or a retry after a lost answer makes one lot.
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  // Pieces per cell ([size][colour]) when the demand has a ficha.
  const [cells, setCells] = useState<(number | string)[][]>([]);
  const cellAt = (s: number, c: number) => Number(cells[s]?.[c] ?? 0) || 0;
  const cellTotal = grade
    ? grade.grade.sizes.reduce(
        (n, _s, s) => n + grade.grade.colors.reduce((m, _c, c) => m + cellAt(s, c), 0),
        0,
      )
    : 0;
  const setCell = (s: number, c: number, v: number | string) =>
    setCells((rows) => {
      const next = grade!.grade.sizes.map((_, i) =>
        grade!.grade.colors.map((_, j) => rows[i]?.[j] ?? 0),
      );
      next[s]![c] = v;
      return next;
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const lotCells = grade
      ? grade.grade.sizes.flatMap((size, s) =>
          grade.grade.colors.flatMap((color, c) =>
            cellAt(s, c) > 0 ? [{ size, color: color.name, quantity: cellAt(s, c) }] : [],
          ),
        )
      : null;
    const body = {
      client_id: clientId,
      quantity: grade ? cellTotal : Number(quantity),
      items,
      sent_on: sentOn,
      expected_return: expectedReturn,
      ...(lotCells ? { cells: lotCells.length > 0 ? lotCells : null } : {}),
    };
    if (grade) {
      // Never more than remains of a cell: the server's rule, said before sending.
      for (const [s, size] of grade.grade.sizes.entries())
        for (const [c, color] of grade.grade.colors.entries())
          if (cellAt(s, c) > (grade.remaining[s]?.[c] ?? 0)) {
            setError(T.cellAboveRemaining(size, color.name, grade.remaining[s]?.[c] ?? 0));
            return;
          }
      if (cellTotal === 0) {
        setError('Informe as peças de ao menos um tamanho e cor.');
        return;
      }
    }
    // The server's schema, so the dates are refused here with the texts it would answer.
    const checked = lotCreateSchema.safeParse(body);
    const errors: Partial<Record<string, string>> = {};
    for (const issue of checked.error?.issues ?? [])
      errors[String(issue.path[0])] ??= issue.message;
    setFieldErrors(errors);
    if (!checked.success) return;
    setBusy(true);
    setError(null);
    try {
      const lot = await lotsClient.create(demandId, body);
      for (const file of files) await lotsClient.attach(demandId, lot.id, file);
      await applyLot(
        files.length > 0
          ? ((await lotsClient.list(demandId)).find((l) => l.id === lot.id) ?? lot)
          : lot,
      );
      notify.success(T.created);
      setClientId(crypto.randomUUID());
      setItems('');
      setFiles([]);
      onClose();
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Novo lote"
      centered
      zIndex={LOT_MODAL_Z}
      size={grade ? 'lg' : 'md'}
    >
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="sm">
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
              {error}
            </Alert>
          )}
          {grade && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Peças por tamanho e cor
              </Text>
              <Text size="xs" c="dimmed">
                Até o que falta enviar de cada tamanho e cor (indicado abaixo de cada campo).
              </Text>
              <GradeTable
                sizes={grade.grade.sizes}
                colors={grade.grade.colors.map((c) => c.name)}
                values={grade.grade.sizes.map((_, s) =>
                  grade.grade.colors.map((_, c) => cellAt(s, c)),
                )}
                caption={`Total do lote: ${countOf(cellTotal, 'peça', 'peças')}`}
                testId="celulas-do-lote"
                cell={(s, c) => {
                  const left = grade.remaining[s]?.[c] ?? 0;
                  const size = grade.grade.sizes[s]!;
                  const color = grade.grade.colors[c]!.name;
                  return (
                    <Stack gap={0} align="center">
                      <NumberInput
                        aria-label={`${size} / ${color}`}
                        size="xs"
                        w={56}
                        min={0}
                        max={left}
                        clampBehavior="strict"
                        allowDecimal={false}
                        allowNegative={false}
                        hideControls
                        disabled={left === 0}
                        value={cells[s]?.[c] ?? 0}
                        onChange={(v) => setCell(s, c, v)}
                      />
                      <Text size="10px" c="dimmed">{`resta ${left}`}</Text>
                    </Stack>
                  );
                }}
              />
            </Stack>
          )}
          {!grade && (
            <NumberInput
              label="Quantidade de peças"
              min={1}
              max={Math.max(1, maxQuantity)}
              allowDecimal={false}
              thousandSeparator="."
              decimalSeparator=","
              value={quantity}
              onChange={setQuantity}
              error={fieldErrors.quantity}
              required
            />
          )}
          {grade && fieldErrors.cells && (
            <Text size="sm" c="red">
              {fieldErrors.cells}
            </Text>
          )}
          <Textarea
            label="O que foi enviado"
            description="Corte, aviamentos, ficha técnica…"
            autosize
            minRows={2}
            maxLength={500}
            value={items}
            onChange={(e) => setItems(e.currentTarget.value)}
            error={fieldErrors.items}
          />
          <Group grow align="flex-start">
            <BrDateInput
              label="Enviado em"
              value={sentOn || null}
              error={fieldErrors.sent_on}
              onChange={(day) => setSentOn(day ?? '')}
              required
            />
            <BrDateInput
              label="Retorno previsto"
              value={expectedReturn || null}
              error={fieldErrors.expected_return}
              minDate={sentOn || undefined}
              onChange={(day) => setExpectedReturn(day ?? '')}
              required
            />
          </Group>
          <FileInput
            label="Anexos do lote"
            placeholder="Ficha técnica, fotos do corte…"
            leftSection={<IconPaperclip size={16} />}
            multiple
            clearable
            accept="image/*,.pdf,.doc,.docx,.txt"
            value={files}
            onChange={setFiles}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancelar
            </Button>
            <Button type="submit" loading={busy}>
              Criar lote
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * One side records the lot's next step: quantity (at most what the step before held), defects
 * with a note and photo when ready. The step goes through the outbox, so it waits offline.
 */
export function LotStepModal({
  lot,
  step,
  side,
  onClose,
}: {
  lot: Lot | null;
  step: LotStep | null;
  side: LotSide;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={lot !== null && step !== null}
      onClose={onClose}
      title={step ? `Registrar: ${LOT_STEP_LABELS[step]}` : 'Registrar etapa'}
      centered
      zIndex={LOT_MODAL_Z}
    >
      {lot && step && (
        <StepForm key={`${lot.id}:${step}`} lot={lot} step={step} side={side} onClose={onClose} />
      )}
    </Modal>
  );
}

function StepForm({
  lot,
  step,
  side,
  onClose,
}: {
  lot: Lot;
  step: LotStep;
  side: LotSide;
  onClose: () => void;
}) {
  const [initial] = useState(() => suggestedQuantity(withPending(lot, [], side), step));
  const [quantity, setQuantity] = useState<number | string>(initial);
  const [defects, setDefects] = useState<number | string>(0);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const online = typeof navigator === 'undefined' || navigator.onLine;
  // 'Pronto' and 'Entregue' of a lot sent by size and colour may go per cell.
  const cellLimits =
    (step === 'PRONTO' || step === 'ENTREGUE') && lot.cells?.length ? readyCells(lot, step) : null;
  const [perCell, setPerCell] = useState(false);
  const [cellQty, setCellQty] = useState<(number | string)[]>(
    () => cellLimits?.map((c) => c.max) ?? [],
  );
  const [cellDefects, setCellDefects] = useState<(number | string)[]>(
    () => cellLimits?.map(() => 0) ?? [],
  );
  const byCell = perCell && cellLimits !== null;
  const qtySum = cellQty.reduce<number>((n, v) => n + (Number(v) || 0), 0);
  const defectSum = cellDefects.reduce<number>((n, v) => n + (Number(v) || 0), 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (byCell) {
      const above = cellLimits.findIndex(
        (c, i) =>
          (Number(cellQty[i]) || 0) + (step === 'PRONTO' ? Number(cellDefects[i]) || 0 : 0) > c.max,
      );
      if (above >= 0) {
        const c = cellLimits[above]!;
        setError(
          step === 'PRONTO'
            ? T.cellAboveLot(c.size, c.color, c.max)
            : T.cellAboveReady(c.size, c.color, c.max),
        );
        return;
      }
    }
    setBusy(true);
    setError(null);
    try {
      let photoId: string | null = null;
      if (photo) {
        const [file] = await lotsClient.attach(lot.demand_id, lot.id, photo);
        photoId = file?.id ?? null;
      }
      const { outcome, message } = await recordLotStep(lot, side, {
        step,
        quantity: byCell ? qtySum : Number(quantity) || 0,
        defects: step === 'PRONTO' ? (byCell ? defectSum : Number(defects) || 0) : 0,
        note: note.trim() || null,
        photo_file_id: photoId,
        ...(byCell
          ? {
              cells: cellLimits.map((c, i) => ({
                size: c.size,
                color: c.color,
                quantity: Number(cellQty[i]) || 0,
                defects: step === 'PRONTO' ? Number(cellDefects[i]) || 0 : 0,
              })),
            }
          : {}),
      });
      if (outcome === 'refused') {
        setError(message ?? null);
        return;
      }
      if (outcome === 'waiting')
        notify.info('Sem conexão: a etapa será enviada quando a conexão voltar.');
      else if (outcome === 'stored') notify.success(T.stepRecorded);
      onClose();
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack gap="sm">
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            {error}
          </Alert>
        )}
        {cellLimits && (
          <SegmentedControl
            fullWidth
            aria-label="Como registrar"
            value={perCell ? 'cells' : 'total'}
            onChange={(v) => setPerCell(v === 'cells')}
            data={[
              { value: 'total', label: 'Total' },
              { value: 'cells', label: 'Por tamanho e cor' },
            ]}
          />
        )}
        {byCell && (
          <Stack gap={6} role="group" aria-label="Por tamanho e cor">
            {cellLimits.map((c, i) => (
              <Group key={`${c.size}/${c.color}`} gap="xs" wrap="nowrap" align="flex-end">
                <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {`${c.size} / ${c.color}`}
                  <Text span size="xs" c="dimmed">{` (até ${c.max})`}</Text>
                </Text>
                <NumberInput
                  aria-label={`${c.size} / ${c.color}: ${step === 'PRONTO' ? 'prontas' : 'entregues'}`}
                  label={i === 0 ? (step === 'PRONTO' ? 'Prontas' : 'Entregues') : undefined}
                  size="xs"
                  w={84}
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  value={cellQty[i] ?? 0}
                  onChange={(v) => setCellQty((l) => l.map((x, k) => (k === i ? v : x)))}
                />
                {step === 'PRONTO' && (
                  <NumberInput
                    aria-label={`${c.size} / ${c.color}: com defeito`}
                    label={i === 0 ? 'Com defeito' : undefined}
                    size="xs"
                    w={84}
                    min={0}
                    allowDecimal={false}
                    allowNegative={false}
                    value={cellDefects[i] ?? 0}
                    onChange={(v) => setCellDefects((l) => l.map((x, k) => (k === i ? v : x)))}
                  />
                )}
              </Group>
            ))}
            <Text size="sm" fw={500}>
              {step === 'PRONTO'
                ? `Total: ${countOf(qtySum, 'peça pronta', 'peças prontas')} · ${defectSum.toLocaleString('pt-BR')} com defeito`
                : `Total: ${countOf(qtySum, 'peça entregue', 'peças entregues')}`}
            </Text>
          </Stack>
        )}
        {!byCell && (
          <NumberInput
            label={step === 'PRONTO' ? 'Peças prontas' : 'Quantidade de peças'}
            min={0}
            allowDecimal={false}
            thousandSeparator="."
            decimalSeparator=","
            value={quantity}
            onChange={setQuantity}
            required
          />
        )}
        {step === 'PRONTO' && !byCell && (
          <NumberInput
            label="Peças com defeito"
            min={0}
            allowDecimal={false}
            thousandSeparator="."
            decimalSeparator=","
            value={defects}
            onChange={setDefects}
          />
        )}
        <Textarea
          label="Observação"
          autosize
          minRows={2}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <FileInput
          label={step === 'PRONTO' ? 'Foto dos defeitos' : 'Foto'}
          placeholder={online ? 'Escolher imagem' : 'Disponível com conexão'}
          leftSection={<IconPhoto size={16} />}
          accept="image/*"
          clearable
          disabled={!online}
          value={photo}
          onChange={setPhoto}
        />
        <Text size="xs" c="dimmed">
          {`Lote ${lot.number} · ${countOf(lot.quantity, 'peça', 'peças')}`}
        </Text>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" loading={busy}>
            Registrar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
