import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import { LIMITS } from '@alinhavo/shared/rules/limits';
import type { Rating } from '@alinhavo/shared/schemas/rating';
import { Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { ratingsClient } from '../../data/demands/api';
import { storeRating } from '../../data/people/own-rating';
import { notify } from '../../ui/notify';
import { actionError } from '../demands/errors';
import { ONE_SCORE, type OneScoreValues, RatingForm } from '../../ui/reviews/RatingForm';

export const rateTitle = (name: string) => `Avaliar Profissional - ${name}`;

/** The demand a new rating names first: the newest one not yet rated, else the newest. */
const firstDemand = (demands: readonly RateDemand[], mine: readonly Rating[]) =>
  (demands.find((d) => !mine.some((r) => r.demand === d.id)) ?? demands[0])?.id ?? null;

export type RateDemand = { id: string; title: string };

/**
 * Spec §2 'Avaliar Profissional - {name}': five stars (one at least) and an optional comment up to
 * 255 characters, about one of the client's demands on which the professional is or was the
 * chosen one (DESIGN §9.16: a rating always names its demand); the demand's rating is edited
 * when there is one.
 */
export function RateProfessionalModal({
  professional,
  demands,
  myRatings,
  stackId,
  onClose,
}: {
  /** Who is rated; null = closed. */
  professional: { id: string; name: string } | null;
  /** The client's demands this professional took, newest first. */
  demands: readonly RateDemand[];
  /** The client's own ratings of this professional. */
  myRatings: readonly Rating[];
  stackId?: string;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const demandId =
    picked && demands.some((d) => d.id === picked) ? picked : firstDemand(demands, myRatings);
  const myRating = myRatings.find((r) => r.demand !== null && r.demand === demandId) ?? null;

  async function save(values: OneScoreValues) {
    if (!professional || !demandId) return;
    const comment = values.comment.trim() || null;
    setBusy(true);
    try {
      const saved = myRating
        ? await ratingsClient.update(myRating.id, { score: values.score, comment })
        : await ratingsClient.create({
            professional: professional.id,
            score: values.score,
            comment,
            demand: demandId,
          });
      // The profile reads the device: the review shows there at once.
      await storeRating(saved).catch(() => undefined);
      notify.success(myRating ? T.ratingUpdated : T.ratingCreated, LIMITS.toastShortMs);
      setPicked(null);
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
      onClose={() => {
        if (busy) return;
        setPicked(null);
        onClose();
      }}
      title={professional ? rateTitle(professional.name) : ''}
      centered
    >
      {professional && (
        <Stack gap="sm">
          <Select
            label="Demanda"
            required
            allowDeselect={false}
            disabled={busy}
            data={demands.map((d) => ({ value: d.id, label: d.title }))}
            value={demandId}
            onChange={(value) => value && setPicked(value)}
            comboboxProps={{ withinPortal: false }}
          />
          <RatingForm
            criteria={ONE_SCORE}
            commentPlaceholder="Conte como foi trabalhar com este profissional"
            key={`${professional.id}:${demandId ?? ''}:${myRating?.id ?? 'new'}`}
            initial={
              myRating ? { score: myRating.score, comment: myRating.comment ?? '' } : undefined
            }
            submitLabel={myRating ? 'Salvar avaliação' : 'Enviar avaliação'}
            busy={busy}
            onSubmit={(values) => void save(values)}
            onCancel={onClose}
          />
        </Stack>
      )}
    </Modal>
  );
}
