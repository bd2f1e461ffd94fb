import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_TEXTS as T } from '@alinhavo/shared/messages/reviews';
import { LIMITS } from '@alinhavo/shared/rules/limits';
import { Button, Group, Input, Modal, Rating, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { createClientReview } from '../../data/reviews/api';
import { storeClientReview } from '../../data/reviews/store';
import { CounterTextarea } from '../../ui/CounterTextarea';
import { notify } from '../../ui/notify';
import { starLabel } from '../my-demands/professional';
import { ApiError } from '../../data/api';
import { actionError } from '../my-demands/errors';

export const REVIEW_COMMENT_MAX = 255;
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

const score = z.number().int().min(1, T.score).max(5, T.score);
const schema = z.object({
  payment: score,
  communication: score,
  clarity: score,
  comment: z.string().max(REVIEW_COMMENT_MAX, T.commentMax),
});
type Values = z.infer<typeof schema>;

const CRITERIA = [
  { name: 'payment', label: T.criteria.payment },
  { name: 'communication', label: T.criteria.communication },
  { name: 'clarity', label: T.criteria.clarity },
] as const;

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
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { payment: 0, communication: 0, clarity: 0, comment: '' },
  });
  const values = useWatch({ control: form.control });
  const { errors } = form.formState;
  const complete = CRITERIA.every((c) => (values[c.name] ?? 0) >= 1);

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
    <form onSubmit={(event) => void form.handleSubmit(save)(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          A sua avaliação e a do cliente são publicadas juntas, quando os dois avaliarem ou 14 dias
          depois da conclusão.
        </Text>
        {CRITERIA.map((c) => (
          <Controller
            key={c.name}
            control={form.control}
            name={c.name}
            render={({ field }) => (
              <Input.Wrapper
                label={c.label}
                labelElement="div"
                id={`rate-client-${c.name}`}
                required
                error={errors[c.name]?.message}
              >
                <Rating
                  role="radiogroup"
                  aria-label={c.label}
                  name={`rate-client-${c.name}`}
                  value={field.value}
                  onChange={field.onChange}
                  size="lg"
                  color="ouro"
                  getSymbolLabel={starLabel}
                  mt={4}
                />
              </Input.Wrapper>
            )}
          />
        ))}
        <Controller
          control={form.control}
          name="comment"
          render={({ field }) => (
            <CounterTextarea
              label="Comentário (opcional)"
              placeholder="Conte como foi trabalhar com este cliente"
              value={field.value}
              onChange={field.onChange}
              max={REVIEW_COMMENT_MAX}
              minRows={3}
              error={errors.comment?.message}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" variant="light" loading={busy} disabled={!complete}>
            Enviar avaliação
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
