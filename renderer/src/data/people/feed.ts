import { refreshedThisStart } from '../db';
import { singleFlight } from '../sync-state';
import { peopleClient } from './api';
import {
  lackingProfessionals,
  rememberFigures,
  rememberOwnRating,
  rememberProfessionals,
  rememberReviews,
  requestStart,
} from './cache';

/*
 * Server answers into the people tables (issue 12): the screens never read these answers, they
 * read the store, which these calls fill. Concurrent callers of the same read share one request.
 */

/** Every candidate of a demand (opening Candidatos Interessados). */
export function feedCandidates(demandId: string): Promise<void> {
  return singleFlight(`candidates:${demandId}`, async () => {
    const startedAt = requestStart();
    await rememberProfessionals(await peopleClient.candidates(demandId), startedAt);
  });
}

/**
 * The candidates of a demand whose summaries the device lacks (a new interest): the server is
 * asked for those only, and not at all when the device holds them all.
 */
export async function feedLackingCandidates(
  demandId: string,
  candidateIds: readonly string[],
): Promise<void> {
  const lacking = await lackingProfessionals(candidateIds);
  if (lacking.length === 0) return;
  const key = `candidates:${demandId}:${[...lacking].sort().join(',')}`;
  await singleFlight(key, async () => {
    const startedAt = requestStart();
    await rememberProfessionals(await peopleClient.candidates(demandId, lacking), startedAt);
  });
}

/**
 * The chosen professional of a demand, asked once per app start (their figures also move with
 * other clients' ratings, which are not pushed here); a failure lets the next screen ask again.
 */
export function feedChosen(demandId: string, professionalId: string): Promise<void> {
  const key = `chosen:${demandId}:${professionalId}`;
  let run = refreshedThisStart.get(key);
  if (!run) {
    const startedAt = requestStart();
    run = peopleClient.chosen(demandId).then((p) => rememberProfessionals([p], startedAt));
    refreshedThisStart.set(key, run);
    run.catch(() => refreshedThisStart.delete(key));
  }
  return run;
}

/** Every review of a provider (their dashboard). */
export function feedReviews(professionalId: string): Promise<void> {
  return singleFlight(`reviews:${professionalId}`, async () => {
    const startedAt = requestStart();
    await rememberReviews(professionalId, await peopleClient.reviewsOf(professionalId), startedAt);
  });
}

/** The client's own rating of the chosen professional on a demand. */
export function feedOwnRating(q: {
  clientId: string;
  professionalId: string;
  demandId: string;
}): Promise<void> {
  return singleFlight(`own-rating:${q.clientId}:${q.professionalId}:${q.demandId}`, async () => {
    const startedAt = requestStart();
    await rememberOwnRating(q, await peopleClient.ownRating(q), startedAt);
  });
}

/** The provider's dashboard analytics: its rating figures go to the store, the rest is returned. */
export async function loadProfessionalAnalytics(professionalId: string, signal?: AbortSignal) {
  const startedAt = requestStart();
  const answer = await peopleClient.professionalAnalytics(signal);
  await rememberFigures(
    {
      professional_id: professionalId,
      rating_avg: answer.rating_avg,
      rating_count: answer.rating_count,
    },
    startedAt,
  );
  return answer;
}
