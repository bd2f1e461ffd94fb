import type { Ficha } from '@alinhavo/shared/schemas/ficha';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/errors';
import { db } from '../db';
import { useResync, useServerEvent } from '../realtime/hooks';
import { fichaClient } from './api';

/** A ficha as answered or pushed: kept unless the device already holds a later one. */
export async function applyFicha(ficha: Ficha): Promise<void> {
  await db.transaction('rw', db.fichas, async () => {
    const held = await db.fichas.get(ficha.demand_id);
    if (held && isNewer(held, ficha)) return;
    await db.fichas.put(ficha);
  });
}

/** Later revision, or the same one saved later (revision 1 is rewritten until the choice). */
function isNewer(a: Ficha, b: Ficha): boolean {
  if (a.revision !== b.revision) return a.revision > b.revision;
  if (Date.parse(a.updated_at) !== Date.parse(b.updated_at))
    return Date.parse(a.updated_at) > Date.parse(b.updated_at);
  // Same revision and save: the one with the later 'Ciente' is the newer news.
  return (a.acknowledged_revision ?? 0) > (b.acknowledged_revision ?? 0);
}

/** The chosen facção's 'Ciente', pushed: the device's copy stops highlighting what it read. */
export async function applyAcknowledged(e: {
  demand_id: string;
  revision: number;
  acknowledged_at: string;
}): Promise<void> {
  await db.transaction('rw', db.fichas, async () => {
    const held = await db.fichas.get(e.demand_id);
    if (!held || (held.acknowledged_revision ?? 0) >= e.revision) return;
    await db.fichas.put({
      ...held,
      acknowledged_revision: e.revision,
      acknowledged_at: e.acknowledged_at,
    });
  });
}

export type FichaStatus = 'loading' | 'ready' | 'none' | 'error';

/**
 * The ficha of a demand from the device (it reads offline and moves with each push), asked of
 * the server when the screen opens and after every reconnection. 'none': the demand has no
 * ficha (the server said 404; the device's copy goes).
 */
export function useFicha(demandId: string): {
  ficha: Ficha | undefined;
  status: FichaStatus;
  reload: () => void;
} {
  const held = useLiveQuery(() => db.fichas.get(demandId), [demandId], null);
  const [settled, setSettled] = useState<{ for: string; status: FichaStatus } | null>(null);
  const reload = useCallback(() => {
    fichaClient
      .get(demandId)
      .then(async (fresh) => {
        await db.fichas.put(fresh);
        setSettled({ for: demandId, status: 'ready' });
      })
      .catch(async (e: unknown) => {
        if (e instanceof ApiError && e.status === 404) {
          await db.fichas.delete(demandId);
          await db.fichaRevisions.where('demand_id').equals(demandId).delete();
          setSettled({ for: demandId, status: 'none' });
        } else setSettled({ for: demandId, status: 'error' });
      });
  }, [demandId]);
  useEffect(reload, [reload]);
  useResync(reload);
  useServerEvent('ficha:changed', (f) => {
    if (f.demand_id === demandId) void applyFicha(f);
  });
  useServerEvent('ficha:acknowledged', (e) => {
    if (e.demand_id === demandId) void applyAcknowledged(e);
  });
  const answered = settled?.for === demandId ? settled.status : 'loading';
  // null: the device has not been read yet; undefined: it holds no ficha of this demand.
  const ficha = held ?? undefined;
  let status: FichaStatus = answered;
  if (ficha && answered !== 'none') status = 'ready';
  else if (held === null && answered === 'loading') status = 'loading';
  return { ficha, status, reload };
}
