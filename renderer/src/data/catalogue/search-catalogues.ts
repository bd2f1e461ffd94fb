import type { Table } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '../db';
import {
  loadAvailabilities,
  loadServiceAreas,
  loadServices,
  loadSpecialties,
  refreshMunicipios,
} from './catalogue';
import { refreshOnce, replaceRows } from './refresh';

/* The provider search's reads of the catalogues, apart so only its screen carries them. */

/**
 * The municipality names of several states at once, by state id (a state not held yet is
 * missing from the answer); each state is fetched as useMunicipios does.
 */
export function useMunicipioNames(stateIds: readonly number[]): Record<number, string[]> {
  const key = [...stateIds].sort((a, b) => a - b).join(',');
  useEffect(() => {
    for (const id of key ? key.split(',').map(Number) : []) void refreshMunicipios(id);
  }, [key]);
  return useLiveQuery(
    async () => {
      const ids = key ? key.split(',').map(Number) : [];
      const rows = ids.length > 0 ? await db.municipios.where('stateId').anyOf(ids).toArray() : [];
      const byState: Record<number, string[]> = {};
      for (const row of rows) (byState[row.stateId] ??= []).push(row.nome);
      return byState;
    },
    [key],
    NO_NAMES,
  );
}
const NO_NAMES: Record<number, string[]> = {};

/** The four search catalogues, under the keys useCachedList refreshes them with. */
const SEARCH_CATALOGUES = [
  ['services', db.services, loadServices],
  ['serviceAreas', db.serviceAreas, loadServiceAreas],
  ['specialties', db.specialties, loadSpecialties],
  ['availabilities', db.availabilities, loadAvailabilities],
] as const;

/**
 * Whether the filter catalogues can be offered: the device holds them all, or this start's
 * download of each has settled (offline and never downloaded: the filters show empty, not
 * 'Carregando...' forever).
 */
export function useSearchCataloguesLoaded(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.all(
      SEARCH_CATALOGUES.map(([key, table, load]) =>
        refreshOnce(key, async () =>
          replaceRows<unknown>(table as Table<unknown, number>, await load()),
        ),
      ),
    ).then(() => {
      if (live) setSettled(true);
    });
    return () => {
      live = false;
    };
  }, []);
  const held = useLiveQuery(
    async () =>
      (await Promise.all(SEARCH_CATALOGUES.map(([, table]) => table.count()))).every((n) => n > 0),
    [],
    false,
  );
  return settled || held;
}
