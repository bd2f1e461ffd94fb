import { REVIEW_TEXTS } from '@alinhavo/shared/messages/reviews';
import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import { LOT_TEXTS } from '@alinhavo/shared/messages/lots';
import { LIMITS } from '@alinhavo/shared/rules/limits';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { Rating as RatingRow } from '@alinhavo/shared/schemas/rating';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Rating,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../data/api';
import { ratingsClient } from '../../data/demands/api';
import { myDemandActions } from '../../data/demands/optimistic';
import { countUndeliveredLots, useUndeliveredLots } from '../../data/lots/store';
import { dropRating, storeRating } from '../../data/people/own-rating';
import { notify } from '../../ui/notify';
import { useCurrentUser } from '../../data/session-store';
import { formatDateTime } from '../../ui/format';
import { actionError } from '../../kits/demands/errors';
import { ONE_SCORE, type OneScoreValues, RatingForm } from '../../ui/reviews/RatingForm';
import { useChosenProfessional, useOwnRating } from './use-demand-people';
import { useLastNonNull } from '../../ui/use-last';

export interface FinalizeTarget {
  demand: Demand;
  /** Known from the card already; null while it was still loading there. */
  professional: ProfessionalSummary | null;
}

interface FinalizeModalProps {
  target: FinalizeTarget | null;
  onClose: () => void;
  onFinalized: (demand: Demand) => void;
}

/** Spec §4: rate the chosen professional, then Finalizar (enabled only once a rating exists). */
export function FinalizeModal({ target, onClose, onFinalized }: FinalizeModalProps) {
  const shown = useLastNonNull(target);
  return (
    <Modal opened={target !== null} onClose={onClose} title="Finalizar Demanda" centered size="lg">
      {shown && (
        <FinalizeContent
          key={shown.demand.id}
          target={shown}
          onClose={onClose}
          onFinalized={onFinalized}
        />
      )}
    </Modal>
  );
}

type Busy = 'rating' | 'remove' | 'finalize' | null;

function FinalizeContent({
  target: { demand, professional },
  onClose,
  onFinalized,
}: {
  target: FinalizeTarget;
  onClose: () => void;
  onFinalized: (demand: Demand) => void;
}) {
  const user = useCurrentUser();
  const professionalId = demand.chosen_professional;
  const rating = useOwnRating(user?.id ?? null, professionalId, demand.id);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  // Lots not delivered yet make Finalizar ask first.
  const { count: undelivered, checked: lotsChecked } = useUndeliveredLots(demand.id);
  const [confirmLots, setConfirmLots] = useState(false);
  const own = rating.status === 'ready' ? rating.data : null;
  // Opened from the details modal the card's copy is not at hand: ask the server once.
  const fetched = useChosenProfessional({
    id: demand.id,
    chosen_professional: professional ? null : professionalId,
  });
  const name = (professional ?? fetched.professional)?.name ?? 'o profissional';

  async function saveRating(values: OneScoreValues) {
    if (!user || !professionalId) {
      notify.error(T.userNotIdentified, LIMITS.toastShortMs);
      return;
    }
    const comment = values.comment.trim() || null;
    setBusy('rating');
    try {
      const saved: RatingRow = own
        ? await ratingsClient.update(own.id, { score: values.score, comment })
        : await ratingsClient.create({
            professional: professionalId,
            score: values.score,
            comment,
            demand: demand.id,
          });
      // The toast comes once the modal shows the saved rating (it reads the device). A device
      // that cannot keep it does not undo the server's save; the pushed event tries again.
      await storeRating(saved).catch(() => undefined);
      setEditing(false);
      notify.success(own ? T.ratingUpdated : T.ratingCreated, LIMITS.toastShortMs);
    } catch (error) {
      notify.error(
        actionError(error, own ? T.ratingSaveError : T.ratingSendError),
        LIMITS.toastShortMs,
      );
    } finally {
      setBusy(null);
    }
  }

  async function removeRating() {
    if (!own) {
      notify.error(T.ratingNotFound, LIMITS.toastShortMs);
      return;
    }
    setBusy('remove');
    try {
      await ratingsClient.remove(own.id);
      await dropRating(own.id).catch(() => undefined);
      setEditing(false);
      notify.success(T.ratingRemoved, LIMITS.toastShortMs);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        await dropRating(own.id).catch(() => undefined);
        notify.error(T.ratingNotFound, LIMITS.toastShortMs);
      } else {
        notify.error(actionError(error, T.ratingRemoveError), LIMITS.toastShortMs);
      }
    } finally {
      setBusy(null);
    }
  }

  async function finalize() {
    setBusy('finalize');
    try {
      const updated = await myDemandActions.finalize(demand.id);
      notify.success(T.finalized, LIMITS.toastShortMs);
      onFinalized(updated);
      onClose();
    } catch (error) {
      notify.error(actionError(error, T.finalizeError), LIMITS.toastShortMs);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        Avalie <strong>{name}</strong> para finalizar a demanda{' '}
        <strong style={{ overflowWrap: 'anywhere' }}>{demand.title}</strong>. A demanda só pode ser
        finalizada depois da avaliação.
      </Text>

      <Paper withBorder p="md" radius="md">
        <Text fw={600} mb="sm">
          Avaliação do profissional
        </Text>
        {rating.status === 'loading' && rating.data === null && (
          <Stack gap="xs" role="status" aria-busy="true" aria-label="Carregando avaliação">
            <Skeleton height={28} width={180} />
            <Skeleton height={60} />
          </Stack>
        )}
        {rating.status === 'error' && rating.data === null && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{rating.message}</Text>
              <Button size="xs" variant="light" color="red" onClick={rating.reload}>
                Tentar novamente
              </Button>
            </Stack>
          </Alert>
        )}
        {rating.status === 'ready' && own && !editing && (
          <Stack gap="xs">
            <Group gap="sm">
              <Rating
                value={own.score}
                readOnly
                color="ouro"
                // Read-only stars are a picture of the score (no inputs): a label needs a role.
                role="img"
                aria-label={`Nota ${own.score} de 5`}
              />
              <Badge variant="light" color="vinho" size="sm" tt="none">
                Você
              </Badge>
              {own.published_at === null && (
                <Badge variant="light" color="ouro" size="sm" tt="none">
                  {REVIEW_TEXTS.pending}
                </Badge>
              )}
              <Text size="xs" c="dimmed">
                {formatDateTime(own.updated_at)}
              </Text>
            </Group>
            {own.comment && (
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {own.comment}
              </Text>
            )}
            <Group gap="xs" mt={4}>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPencil size={14} />}
                disabled={busy !== null}
                onClick={() => setEditing(true)}
              >
                Editar avaliação
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                loading={busy === 'remove'}
                disabled={busy !== null && busy !== 'remove'}
                onClick={() => void removeRating()}
              >
                Remover avaliação
              </Button>
            </Group>
          </Stack>
        )}
        {rating.status === 'ready' && (!own || editing) && (
          <RatingForm
            criteria={ONE_SCORE}
            commentPlaceholder="Conte como foi trabalhar com este profissional"
            initial={own ? { score: own.score, comment: own.comment ?? '' } : undefined}
            submitLabel={own ? 'Salvar Avaliação' : 'Enviar Avaliação'}
            busy={busy === 'rating'}
            onSubmit={(values) => void saveRating(values)}
            onCancel={own ? () => setEditing(false) : undefined}
          />
        )}
      </Paper>

      {confirmLots && undelivered > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {LOT_TEXTS.finalizeWithOpenLots(undelivered)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy === 'finalize'}>
          Cancelar
        </Button>
        <Button
          leftSection={<IconCheck size={16} />}
          disabled={!own || editing || !lotsChecked || (busy !== null && busy !== 'finalize')}
          loading={busy === 'finalize'}
          onClick={() => {
            if (confirmLots) return void finalize();
            // The device's count at the click, not the last render's: a list that has just
            // arrived may not have reached the screen yet.
            void countUndeliveredLots(demand.id).then((n) =>
              n > 0 ? setConfirmLots(true) : finalize(),
            );
          }}
        >
          {confirmLots && undelivered > 0 ? 'Finalizar mesmo assim' : 'Finalizar'}
        </Button>
      </Group>
    </Stack>
  );
}
