import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import { useSyncExternalStore } from 'react';
import { forgetOnDelete } from '../db';

/*
 * The candidates' distance column: how far each candidate is from one demand's place, as the server
 * measured it when it answered that demand's candidates. It belongs to the pair (demand,
 * candidate), not to the provider's summary the device keeps for every screen, so it is kept in
 * memory like the phones (phones.ts): forgotten on reload and sign-out, asked again whenever
 * Candidatos Interessados opens (it reads every candidate then). Unknown shows '—'.
 */
type Distances = ReadonlyMap<string, number | null>;
const byDemand = new Map<string, Distances>();
const listeners = new Set<() => void>();
const EMPTY: Distances = new Map();

function changed(): void {
  for (const listener of listeners) listener();
}

forgetOnDelete(() => {
  byDemand.clear();
  changed();
});

/** The distances of a candidates answer (rows without the field change nothing). */
export function rememberDistances(
  demandId: string,
  rows: readonly Pick<ProfessionalSummary, 'id' | 'distance_km'>[],
): void {
  const measured = rows.filter((r) => r.distance_km !== undefined);
  if (measured.length === 0) return;
  const next = new Map(byDemand.get(demandId) ?? EMPTY);
  for (const r of measured) next.set(r.id, r.distance_km ?? null);
  byDemand.set(demandId, next);
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The known distances of a demand's candidates, live (a new map object on each change). */
export function useCandidateDistances(demandId: string): Distances {
  return useSyncExternalStore(subscribe, () => byDemand.get(demandId) ?? EMPTY);
}
