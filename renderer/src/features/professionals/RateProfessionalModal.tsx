import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import { LIMITS } from '@alinhavo/shared/rules/limits';
import type { Rating } from '@alinhavo/shared/schemas/rating';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { ratingsClient } from '../../data/demands/api';
import { storeRating } from '../../data/people/own-rating';
import { notify } from '../../ui/notify';
import { actionError } from '../my-demands/errors';
import { RatingForm, type RatingFormValues } from '../my-demands/RatingForm';

export const rateTitle = (name: string) => `Avaliar Profissional - ${name}`;

/**
 * Spec §2 'Avaliar Profissional - {name}': five stars (one at least) and an optional comment up to
 * 255 characters; the client's rating without a demand is edited when there is one.
 */
export function RateProfessionalModal({
  professional,
  myRating,
  stackId,
  onClose,
}: {
  /** Who is rated; null = closed. */
  professional: { id: string; name: string } | null;
  myRating: Rating | null;
  stackId?: string;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);

  async function save(values: RatingFormValues) {
    if (!professional) return;
    const comment = values.comment.trim() || null;
    setBusy(true);
    try {
      const saved = myRating
        ? await ratingsClient.update(myRating.id, { score: values.score, comment })
        : await ratingsClient.create({
            professional: professional.id,
            score: values.score,
            comment,
          });
      // The profile reads the device: the review shows there at once.
      await storeRating(saved).catch(() => undefined);
      notify.success(myRating ? T.ratingUpdated : T.ratingCreated, LIMITS.toastShortMs);
      onClose();
    } catch (error) {
      notify.error(
        actionError(error, myRating ? T.ratingSaveError : T.ratingSendError),
        LIMITS.toastShortMs,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      {...(stackId ? { stackId } : {})}
      opened={professional !== null}
      onClose={() => !busy && onClose()}
      title={professional ? rateTitle(professional.name) : ''}
      centered
    >
      {professional && (
        <RatingForm
          key={`${professional.id}:${myRating?.id ?? 'new'}`}
          initial={
            myRating ? { score: myRating.score, comment: myRating.comment ?? '' } : undefined
          }
          submitLabel={myRating ? 'Salvar avaliação' : 'Enviar avaliação'}
          busy={busy}
          onSubmit={(values) => void save(values)}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
