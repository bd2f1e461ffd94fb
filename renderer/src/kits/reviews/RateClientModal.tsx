import { REVIEW_TEXTS as T } from '@alinhavo/shared/messages/reviews';
import { LIMITS } from '@alinhavo/shared/rules/limits';
import { Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { createClientReview } from '../../data/reviews/api';
import { storeClientReview } from '../../data/reviews/store';
import { notify } from '../../ui/notify';
import { RatingForm, type RatingValues } from '../../ui/reviews/RatingForm';
import { ApiError } from '../../data/api';
import { actionError } from '../demands/errors';

export const rateClientTitle = (name: string) => `Avaliar Cliente - ${name}`;
const SEND_ERROR = 'Erro ao enviar avaliação. Tente novamente.';
/** The review rules the server states in words (not chosen, not completed, already sent). */
const RULE_TEXTS: ReadonlySet<string> = new Set([
  T.notChosen,
  T.notCompleted,
  T.duplicate,
  T.commentMax,
]);
const sendError = (error: unknown) =>
  error instanceof ApiError && RULE_TEXTS.has(error.message)
    ? error.message
    : actionError(error, SEND_ERROR);

const CRITERIA = [
  { name: 'payment', label: T.criteria.payment },
  { name: 'communication', label: T.criteria.communication },
  { name: 'clarity', label: T.criteria.clarity },
] as const;
type Values = RatingValues<(typeof CRITERIA)[number]['name']>;

/**
 * 'Avaliar Cliente - {name}': the chosen provider of a completed demand rates its client
 * from 1 to 5 on three rows of stars (each a radio group: arrows move, Tab leaves) with an
 * optional comment up to 255 characters. The review waits for the client's before anyone sees it.
 */
export function RateClientModal({
  target,
  onClose,
  stackId,
}: {
  /** The demand and its client's name; null = closed. */
  target: { demandId: string; clientName: string } | null;
  onClose: () => void;
  /** Opened over the demand details (their Modal.Stack). */
  stackId?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      {...(stackId ? { stackId } : {})}
      opened={target !== null}
      onClose={() => !busy && onClose()}
      title={target ? rateClientTitle(target.clientName) : ''}
      centered
    >
      {target && (
        <RateClientForm
          key={target.demandId}
          demandId={target.demandId}
          busy={busy}
          setBusy={setBusy}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function RateClientForm({
  demandId,
  busy,
  setBusy,
  onDone,
}: {
  demandId: string;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onDone: () => void;
}) {
  async function save(v: Values) {
    setBusy(true);
    try {
      const saved = await createClientReview({
        demand: demandId,
        payment: v.payment,
        communication: v.communication,
        clarity: v.clarity,
        comment: v.comment.trim() || null,
      });
      await storeClientReview(saved).catch(() => undefined);
      notify.success(T.created, LIMITS.toastShortMs);
      onDone();
    } catch (error) {
      notify.error(sendError(error), LIMITS.toastShortMs);
    } finally {
      setBusy(false);
    }
  }

  return (
    <RatingForm
      criteria={CRITERIA}
      idPrefix="rate-client"
      commentPlaceholder="Conte como foi trabalhar com este cliente"
      intro={
        <Text size="sm" c="dimmed">
          A sua avaliação e a do cliente são publicadas juntas, quando os dois avaliarem ou 14 dias
          depois da conclusão.
        </Text>
      }
      submitLabel="Enviar avaliação"
      busy={busy}
      onSubmit={(values) => void save(values)}
      onCancel={onDone}
    />
  );
}
