import { SEARCH_TEXTS } from '@alinhavo/shared/messages/search';
import type { Rating } from '@alinhavo/shared/schemas/rating';
import type { ProfessionalProfile } from '@alinhavo/shared/schemas/search';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiError } from '../api';
import { toApiError } from '../api/errors';
import { rememberReviews, requestStart } from '../people/cache';
import { rememberProfessionals, useProfessionals } from '../people/candidates';
import { useReviews } from '../people/provider';
import { useCurrentUser } from '../session-store';
import { professionalsClient } from './api';
import { noteLimits } from './limits';

export type ProfileLoad =
  | { status: 'loading' }
  /** A Basic client opened their monthly number of full profiles (403, spec plan text). */
  | { status: 'limit'; message: string }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; profile: ProfessionalProfile };

/** Whether a refusal is the Basic plan's monthly profile limit (and not another 403). */
export const isProfileLimit = (error: ApiError) =>
  error.status === 403 && error.message === SEARCH_TEXTS.profileLimit;

const newestFirst = (a: Rating, b: Rating) =>
  b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

/** The answer's reviews and own rating: one list, each review once. */
function reviewsOf(profile: ProfessionalProfile): Rating[] {
  const rows = new Map(profile.reviews.map((r) => [r.id, r]));
  if (profile.my_rating) rows.set(profile.my_rating.id, profile.my_rating);
  return [...rows.values()];
}

export interface ProfessionalProfileView {
  load: ProfileLoad;
  retry: () => void;
  /**
   * The answer, with the newest summary and figures the device holds (a pushed rating moves the
   * average in the open modal); null until the server answered.
   */
  profile: ProfessionalProfile | null;
  /** Client reviews, newest first, as the device holds them after the answer. */
  reviews: Rating[];
  /** This client's own ratings of the professional (one per demand), newest first. */
  myRatings: Rating[];
}

/**
 * GET /user/professionals/{id}/ (the search modal, candidates, the chosen professional): the
 * summary and reviews go into the store and are read back live; what only this answer may carry
 * (e-mail, phone, capacities, whether this client may rate) stays in memory.
 */
export function useProfessionalProfile(id: string | null): ProfessionalProfileView {
  const user = useCurrentUser();
  const userId = user?.id ?? null;
  const [answer, setAnswer] = useState<{ id: string; attempt: number; load: ProfileLoad } | null>(
    null,
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    const startedAt = requestStart();
    const settle = (load: ProfileLoad) => {
      if (!controller.signal.aborted) setAnswer({ id, attempt, load });
    };
    professionalsClient
      .profile(id, controller.signal)
      .then(async (profile) => {
        if (userId) noteLimits(userId, profile.limits);
        // A device that cannot keep it still shows the answer.
        await rememberProfessionals([profile], startedAt).catch(() => undefined);
        await rememberReviews(id, reviewsOf(profile), startedAt).catch(() => undefined);
        settle({ status: 'ready', profile });
      })
      .catch((raw: unknown) => {
        const error = toApiError(raw);
        settle(
          isProfileLimit(error)
            ? { status: 'limit', message: error.message }
            : { status: 'error', error },
        );
      });
    return () => controller.abort();
  }, [id, attempt, userId]);

  const load: ProfileLoad =
    answer && answer.id === id && answer.attempt === attempt ? answer.load : { status: 'loading' };
  const ready = load.status === 'ready' ? load.profile : null;

  const stored = useProfessionals(ready ? [ready.id] : [], ready?.id ?? '');
  const held = ready ? stored?.people.get(ready.id) : undefined;
  // The store's copy brings pushed rating figures; the phone never reaches the device, so the
  // answer's stays.
  const profile = useMemo(
    () => (ready && held ? { ...ready, ...held, phone: ready.phone } : ready),
    [ready, held],
  );

  const view = useReviews(id ?? '');
  const reviews = useMemo(() => {
    if (!ready) return [];
    // Until the store is read (or when it could not keep them), the answer's own list.
    const rows = view && view.rows.length > 0 ? view.rows : reviewsOf(ready);
    return [...rows].sort(newestFirst);
  }, [ready, view]);
  const myRatings = useMemo(
    () => (userId ? reviews.filter((r) => r.client === userId) : []),
    [reviews, userId],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, retry, profile, reviews, myRatings };
}
