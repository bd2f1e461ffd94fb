import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import { DEMAND_LIMITS, removalReason } from '@alinhavo/shared/schemas/demand';
import { Alert, Button, Flex, Modal, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconUserMinus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useUndeliveredLots } from '../../data/lots/store';

interface Props {
  /** The demand and the chosen professional to remove; null = closed. */
  target: { demandId: string; name: string } | null;
  busy: boolean;
  /**
   * The server asked for a reason the device did not know was needed (a lot it had not seen
   * yet): the field shows with this message.
   */
  serverReasonError: string | null;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
}

export const REMOVE_CHOSEN_TITLE = 'Remover profissional escolhido';
export const REMOVE_REASON_LABEL = 'Motivo da remoção';
export const REMOVE_CONFIRM_LABEL = 'Remover profissional';

const lotsPending = (n: number) =>
  n === 0
    ? 'Há lotes desta demanda que ainda não foram entregues. O histórico dos lotes continua na demanda.'
    : n === 1
      ? '1 lote desta demanda ainda não foi entregue. O histórico dos lotes continua na demanda.'
      : `${n} lotes desta demanda ainda não foram entregues. O histórico dos lotes continua na demanda.`;

/**
 * Removing the chosen professional is never one click: the dialog says what follows (the demand
 * opens again and the chosen quote stops binding) and, while a lot is not yet delivered, asks
 * for the reason the facção will read. The server applies the same rule.
 */
export function RemoveChosenConfirm({ target, ...rest }: Props) {
  return (
    <Modal
      opened={target !== null}
      onClose={rest.onClose}
      title={REMOVE_CHOSEN_TITLE}
      centered
      closeOnClickOutside={!rest.busy}
      closeOnEscape={!rest.busy}
    >
      {target && <RemoveChosenBody key={target.demandId} target={target} {...rest} />}
    </Modal>
  );
}

function RemoveChosenBody({
  target,
  busy,
  serverReasonError,
  onConfirm,
  onClose,
}: Props & { target: NonNullable<Props['target']> }) {
  // Asked of the server when the dialog opens; the device's copy answers offline.
  const { count, checked } = useUndeliveredLots(target.demandId);
  const needsReason = count > 0 || serverReasonError !== null;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shownError = error ?? (reason.trim() === '' ? serverReasonError : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!checked && !serverReasonError) return;
    if (!needsReason) {
      onConfirm(undefined);
      return;
    }
    const parsed = removalReason().safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? T.removalReasonEmpty);
      return;
    }
    setError(null);
    onConfirm(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Remover <strong>{target.name}</strong> desta demanda?
        </Text>
        <Text size="sm">{T.removeConsequence}</Text>
        {!checked && !serverReasonError && (
          <Skeleton height={36} role="status" aria-busy="true" aria-label="Verificando lotes" />
        )}
        {(checked || serverReasonError) && needsReason && (
          <>
            <Alert
              variant="light"
              color="ouro"
              icon={<IconAlertTriangle size={18} />}
              title="Há lotes com esta facção"
            >
              {lotsPending(count)}
            </Alert>
            <Textarea
              label={REMOVE_REASON_LABEL}
              description="A facção verá este motivo na notificação e no e-mail."
              placeholder="Ex.: o prazo combinado não foi cumprido."
              required
              autosize
              minRows={3}
              maxLength={DEMAND_LIMITS.removalReason}
              value={reason}
              error={shownError}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                if (error) setError(null);
              }}
            />
            <Text size="xs" c="dimmed" ta="right" aria-hidden>
              {`${reason.length}/${DEMAND_LIMITS.removalReason}`}
            </Text>
          </>
        )}
        {/* Side by side on a desktop; stacked full width on a phone, the confirm on top. */}
        <Flex direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="xs">
          {/* The safe choice has the focus first: Enter alone never removes anyone. */}
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            Cancelar
          </Button>
          <Button
            type="submit"
            color="red"
            leftSection={<IconUserMinus size={16} />}
            loading={busy}
            disabled={!checked && !serverReasonError}
          >
            {REMOVE_CONFIRM_LABEL}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
