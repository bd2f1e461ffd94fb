import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, refreshedThisStart, type CachedProfessional, type RatingFiguresRow } from '../db';
import { singleFlight } from '../sync-state';
import { fetchCandidates, fetchChosen } from './api';
import { pick, putAnsweredFigures, requestStart } from './cache';
import { rememberDistances } from './distances';
import { knownPhone, rememberPhones } from './phones';

/*
 * The candidates and chosen professionals of the client's demands: server answers
 * and pushed events go into the store, the screens read it live.
 */

/**
 * What of a summary the device keeps: named fields only, so a field added to the API one day
 * (a document) does not reach IndexedDB unnoticed; the phone never does (whether there is one
 * does). City and UF are the public location
 * the cards show, not an address. The figures go to `ratingFigures`.
 */
const PROFESSIONAL_FIELDS = [
  'id',
  'name',
  'city',
  'uf',
  'about_me',
  'services',
  'areas',
  'specialties',
  'tecid_type',
  'year_experience',
  'availability',
  'work_count',
  'has_phone',
  'daily_production_capacity',
  'portfolio_count',
] as const satisfies readonly (keyof CachedProfessional)[];

const toCachedProfessional = (p: ProfessionalSummary): CachedProfessional =>
  pick(p, PROFESSIONAL_FIELDS);

/** A summary with its figures, as the screens read it. */
export const joinProfessional = (
  p: CachedProfessional,
  f: RatingFiguresRow | undefined,
): ProfessionalSummary => ({
  ...p,
  rating_avg: f?.rating_avg ?? 0,
  rating_count: f?.rating_count ?? 0,
  // Never stored: the number a Pro client was told is kept in memory (phones.ts).
  phone: knownPhone(p.id),
});

/** Summaries the server answered (candidates, the chosen professional) go into the store. */
export async function rememberProfessionals(
  rows: readonly ProfessionalSummary[],
  startedAt: number,
): Promise<void> {
  if (rows.length === 0) return;
  rememberPhones(rows);
  await db.transaction('rw', db.professionals, db.ratingFigures, async () => {
    await db.professionals.bulkPut(rows.map(toCachedProfessional));
    await putAnsweredFigures(
      rows.map((p) => ({
        professional_id: p.id,
        rating_avg: p.rating_avg,
        rating_count: p.rating_count,
      })),
      startedAt,
    );
  });
}

/**
 * The phone of one provider of a client's demand, asked of the server when a Pro client taps
 * WhatsApp and none is known (the plan started after the list was read); remembered in memory.
 */
export async function loadProfessionalPhone(
  demandId: string,
  professionalId: string,
): Promise<string | null> {
  const startedAt = requestStart();
  const candidates = await fetchCandidates(demandId, [professionalId]).catch(() => []);
  rememberDistances(demandId, candidates);
  let found = candidates.find((p) => p.id === professionalId);
  if (!found) {
    const chosen = await fetchChosen(demandId).catch(() => null);
    if (chosen?.id === professionalId) found = chosen;
  }
  if (!found) return null;
  await rememberProfessionals([found], startedAt);
  return found.phone;
}

/** Every candidate of a demand (opening Candidatos Interessados). */
export function feedCandidates(demandId: string): Promise<void> {
  return singleFlight(`candidates:${demandId}`, async () => {
    const startedAt = requestStart();
    const rows = await fetchCandidates(demandId);
    rememberDistances(demandId, rows);
    await rememberProfessionals(rows, startedAt);
  });
}

/** The ids among `ids` whose summary the device does not hold. */
async function lackingProfessionals(ids: readonly string[]): Promise<string[]> {
  const held = await db.professionals.bulkGet([...ids]);
  return ids.filter((_, i) => held[i] === undefined);
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
    const rows = await fetchCandidates(demandId, lacking);
    rememberDistances(demandId, rows);
    await rememberProfessionals(rows, startedAt);
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
    run = fetchChosen(demandId).then((p) => rememberProfessionals([p], startedAt));
    refreshedThisStart.set(key, run);
    run.catch(() => refreshedThisStart.delete(key));
  }
  return run;
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
