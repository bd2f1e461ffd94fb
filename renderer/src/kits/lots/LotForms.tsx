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
import { todayBr } from './lot-format';

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
}: {
  demandId: string;
  opened: boolean;
  onClose: () => void;
  /** Pieces of the demand not yet in a lot. */
  maxQuantity: number;
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      client_id: clientId,
      quantity: Number(quantity),
      items,
      sent_on: sentOn,
      expected_return: expectedReturn,
    };
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
    <Modal opened={opened} onClose={onClose} title="Novo lote" centered zIndex={LOT_MODAL_Z}>
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="sm">
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
              {error}
            </Alert>
          )}
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

  async function submit(event: FormEvent) {
    event.preventDefault();
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
        quantity: Number(quantity) || 0,
        defects: step === 'PRONTO' ? Number(defects) || 0 : 0,
        note: note.trim() || null,
        photo_file_id: photoId,
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
        {step === 'PRONTO' && (
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
