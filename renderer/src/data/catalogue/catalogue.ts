import { catalogueApi, geoApi } from '@alinhavo/shared/api/catalogue';
import type {
  Availability,
  Machine,
  Service,
  ServiceArea,
  Specialty,
} from '@alinhavo/shared/schemas/catalogue';
import type { Municipio, State } from '@alinhavo/shared/schemas/geo';
import type { Table } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { BRAZIL_STATES } from '../../ui/brazil-states';
import { api } from '../api';
import { db } from '../db';
import { refreshOnce, replaceRows } from './refresh';

const NONE: never[] = [];

/**
 * Reads one table with a live query (the last data, also offline) and refreshes it from the API
 * in the background once per app start (DESIGN §7).
 */
function useCachedList<T>(key: string, table: Table<T, number>, load: () => Promise<T[]>): T[] {
  useEffect(() => {
    void refreshOnce(key, async () => replaceRows(table, await load()));
  }, [key, table, load]);
  return useLiveQuery(() => table.toArray(), [table], NONE);
}

export const loadServices = () => api.call(catalogueApi.services.list);
export const loadServiceAreas = () => api.call(catalogueApi.serviceAreas.list);
export const loadSpecialties = () => api.call(catalogueApi.specialties.list);
export const loadMachines = () => api.call(catalogueApi.machines.list);
export const loadAvailabilities = () => api.call(catalogueApi.availabilities.list);
export const loadStates = () => api.call(geoApi.states);

export const useServices = (): Service[] => useCachedList('services', db.services, loadServices);
export const useServiceAreas = (): ServiceArea[] =>
  useCachedList('serviceAreas', db.serviceAreas, loadServiceAreas);
export const useSpecialties = (): Specialty[] =>
  useCachedList('specialties', db.specialties, loadSpecialties);
export const useMachines = (): Machine[] => useCachedList('machines', db.machines, loadMachines);
export const useAvailabilities = (): Availability[] =>
  useCachedList('availabilities', db.availabilities, loadAvailabilities);

const byName = (a: { nome: string }, b: { nome: string }) => a.nome.localeCompare(b.nome, 'pt-BR');

/** The fixed 27 states (IBGE), so pickers work even before the first download. */
const STATES_FALLBACK: State[] = BRAZIL_STATES.map((s) => ({
  id: s.id,
  sigla: s.uf,
  nome: s.name,
}));

/** The 27 states by name: cached rows, or the fixed list when nothing is cached yet. */
export function useStates(): State[] {
  const rows = useCachedList('states', db.states, loadStates);
  return rows.length === 0 ? STATES_FALLBACK : [...rows].sort(byName);
}

/** IBGE id of a UF ('SP' → 35); the ids are fixed, so no download is needed. */
export function stateIdOf(uf: string | null | undefined): number | null {
  const upper = (uf ?? '').toUpperCase();
  return BRAZIL_STATES.find((s) => s.uf === upper)?.id ?? null;
}

/** One state's municipalities from the API into the store, once per app start. */
export function refreshMunicipios(stateId: number): Promise<void> {
  return refreshOnce(`municipios:${stateId}`, async () => {
    const rows = await api.call(geoApi.municipios, { params: { id: stateId } });
    await db.transaction('rw', db.municipios, async () => {
      await db.municipios.where('stateId').equals(stateId).delete();
      await db.municipios.bulkPut(rows.map((r) => ({ id: r.id, nome: r.nome, stateId })));
    });
  });
}

/**
 * Municipalities of one state, by name; fetched the first time a state is needed in this app
 * start. A failure leaves what was cached (spec §7: no cities rather than an error).
 */
export function useMunicipios(stateId: number | null): Municipio[] {
  useEffect(() => {
    if (stateId !== null) void refreshMunicipios(stateId);
  }, [stateId]);
  return useLiveQuery(
    async () =>
      stateId === null
        ? NONE
        : (await db.municipios.where('stateId').equals(stateId).toArray())
            .map(({ id, nome }) => ({ id, nome }))
            .sort(byName),
    [stateId],
    NONE,
  );
}
