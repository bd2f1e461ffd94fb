import type { Demand } from '@alinhavo/shared/schemas/demand';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db';
import { fromCached } from './cache';

// Apart from the list's hook, so the dashboard's first download does not carry it.
/** One demand as the device holds it, live (undefined when it holds none). */
export function useHeldOpportunity(id: string | null): Demand | undefined {
  return useLiveQuery(async () => {
    const row = id ? await db.opportunities.get(id) : undefined;
    return row ? fromCached(row) : undefined;
  }, [id]);
}
