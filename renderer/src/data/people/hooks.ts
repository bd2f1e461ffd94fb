import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { Rating } from '@alinhavo/shared/schemas/rating';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { db, ratingsScope, type RatingFiguresRow } from '../db';
import { joinProfessional } from './cache';

export type FeedStatus = 'pending' | 'done' | 'failed';

/**
 * Runs `run` (a server read that feeds the store) when `key` changes, and again on `retry`.
 * Only the outcome is kept here; what was read is in Dexie, where the screen reads it.
 */
export function useFeed(
  key: string | null,
  run: () => Promise<void>,
): { status: FeedStatus | null; error: unknown; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ for: string; ok: boolean; error?: unknown } | null>(
    null,
  );
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  const current = key === null ? null : `${attempt}:${key}`;
  useEffect(() => {
    if (current === null) return;
    let alive = true;
    runRef.current().then(
      () => alive && setSettled({ for: current, ok: true }),
      (error: unknown) => alive && setSettled({ for: current, ok: false, error }),
    );
    return () => {
      alive = false;
    };
  }, [current]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (current === null) return { status: null, error: undefined, retry };
  if (settled?.for !== current) return { status: 'pending', error: undefined, retry };
  return { status: settled.ok ? 'done' : 'failed', error: settled.error, retry };
}

type CandidatesOf = Pick<Demand, 'id' | 'interested_professionals' | 'updated_at'>;

/**
 * The candidate ids of one of the client's demands, in the order they showed interest: from
 * the newer of the screen's copy and the device's (where pushed changes land).
 */
export function useCandidateIds(demand: CandidatesOf | null): readonly string[] {
  const id = demand?.id ?? null;
  const stored = useLiveQuery(
    async () => (id ? ((await db.myDemands.get(id)) ?? null) : null),
    [id],
  );
  const newer =
    !stored || (demand && Date.parse(demand.updated_at) >= Date.parse(stored.updated_at))
      ? demand
      : stored;
  return newer?.interested_professionals ?? [];
}

export interface ProfessionalsView<C extends string> {
  /** The ids asked for, in their order. */
  ids: readonly string[];
  /** Those of them the device holds, with their figures. */
  people: ReadonlyMap<string, ProfessionalSummary>;
  /** What the caller knew when this was read (e.g. how its server reads ended). */
  context: C;
}

/**
 * The summaries (with figures) the device holds of `ids`, live; undefined while reading. The
 * answer carries the `context` it was read under, so a caller weighs a server read's outcome
 * against the store as it stood after that outcome, never against an older read.
 */
export function useProfessionals<C extends string>(
  ids: readonly string[],
  context: C,
): ProfessionalsView<C> | undefined {
  const key = ids.join(',');
  return useLiveQuery(async () => {
    const list = key ? key.split(',') : [];
    const [people, figures] = await Promise.all([
      db.professionals.bulkGet(list),
      db.ratingFigures.bulkGet(list),
    ]);
    const found = new Map<string, ProfessionalSummary>();
    list.forEach((id, i) => {
      const person = people[i];
      if (person) found.set(id, joinProfessional(person, figures[i]));
    });
    return { ids: list, people: found, context };
  }, [key, context]);
}

/** A provider's figures, live: null when the device has none, undefined while reading. */
export function useRatingFigures(professionalId: string): RatingFiguresRow | null | undefined {
  return useLiveQuery(
    async () => (await db.ratingFigures.get(professionalId)) ?? null,
    [professionalId],
  );
}

export interface ReviewsView {
  /** Newest first. */
  rows: Rating[];
  /** The server's whole list was stored here once: an empty list means no reviews. */
  whole: boolean;
}

/** A provider's reviews as the device holds them, live; undefined while reading. */
export function useReviews(professionalId: string): ReviewsView | undefined {
  return useLiveQuery(async () => {
    const [rows, state] = await Promise.all([
      db.ratings.where('professional').equals(professionalId).toArray(),
      db.syncState.get(ratingsScope(professionalId)),
    ]);
    rows.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
    return { rows, whole: state !== undefined };
  }, [professionalId]);
}

/**
 * The client's own rating of a provider on a demand, live (`row` null when none is held), with
 * the `context` it was read under (see useProfessionals); undefined while reading.
 */
export function useOwnRatingRow<C extends string>(
  q: { clientId: string; professionalId: string; demandId: string } | null,
  context: C,
): { row: Rating | null; context: C } | undefined {
  const clientId = q?.clientId;
  const professionalId = q?.professionalId;
  const demandId = q?.demandId;
  return useLiveQuery(async () => {
    if (!clientId || !professionalId || !demandId) return { row: null, context };
    const row = await db.ratings
      .where('demand')
      .equals(demandId)
      .filter((r) => r.client === clientId && r.professional === professionalId)
      .first();
    return { row: row ?? null, context };
  }, [clientId, professionalId, demandId, context]);
}
