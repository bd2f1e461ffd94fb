import type { Demand } from '@alinhavo/shared/schemas/demand';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db';
import { fromCached } from './cache';

/**
 * Every demand of the signed-in client, live, when the device holds all of them (issue 12: the
 * sync says so); null while it does not, and the server has to count.
 */
export function useWholeMyDemands(): Demand[] | null {
  return useLiveQuery(
    async () => {
      if (!(await db.syncState.get('mine'))?.complete) return null;
      return (await db.myDemands.toArray()).map(fromCached);
    },
    [],
    null,
  );
}
