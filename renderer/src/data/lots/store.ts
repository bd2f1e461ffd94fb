import type { Lot } from '@alinhavo/shared/schemas/lot';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { db } from '../db';
import { useRefreshOn, useResync, useServerEvent } from '../realtime/hooks';
import { lotsClient } from './api';

/** A lot as pushed or answered: kept unless the device already holds a later version. */
export async function applyLot(lot: Lot): Promise<void> {
  await db.transaction('rw', db.lots, async () => {
    const held = await db.lots.get(lot.id);
    if (held && held.version > lot.version) return;
    await db.lots.put(lot);
  });
}

/** The server's whole list of a demand's lots replaces the device's. */
export async function replaceLots(demandId: string, lots: Lot[]): Promise<void> {
  await db.transaction('rw', db.lots, async () => {
    const keep = new Set(lots.map((l) => l.id));
    const held = await db.lots.where('demand_id').equals(demandId).primaryKeys();
    await db.lots.bulkDelete(held.filter((id) => !keep.has(id)));
    await db.lots.bulkPut(lots);
  });
}

export type LotsStatus = 'loading' | 'ready' | 'error';

/**
 * The lots of a demand from the device (so they show offline, and move with each push), asked
 * of the server when the screen opens and after every reconnection.
 */
export function useLots(demandId: string): { lots: Lot[]; status: LotsStatus; reload: () => void } {
  const lots = useLiveQuery(
    () => db.lots.where('demand_id').equals(demandId).sortBy('number'),
    [demandId],
  );
  // The answer's state for the demand it was asked for: another demand's reads as loading.
  const [settled, setSettled] = useState<{ for: string; status: LotsStatus } | null>(null);
  const reload = useCallback(() => {
    lotsClient
      .list(demandId)
      .then(async (fresh) => {
        await replaceLots(demandId, fresh);
        setSettled({ for: demandId, status: 'ready' });
      })
      .catch(() => setSettled({ for: demandId, status: 'error' }));
  }, [demandId]);
  useEffect(reload, [reload]);
  useResync(reload);
  // Pushed while a lots screen is open (the lists are asked again whenever one opens, so the
  // shell needs no lots code): the timeline moves live.
  useServerEvent('lot:changed', (lot) => {
    if (lot.demand_id === demandId) void applyLot(lot);
  });
  // The admin is told of a lot through the admin screens' event, not lot:changed.
  useRefreshOn('admin:changed', reload, (e) => e.kind === 'demand' && e.id === demandId);
  const status = settled?.for === demandId ? settled.status : 'loading';
  return { lots: lots ?? [], status: lots && lots.length > 0 ? 'ready' : status, reload };
}

/** Lots of a demand on this device not yet delivered. */
export const countUndeliveredLots = (demandId: string): Promise<number> =>
  db.lots
    .where('demand_id')
    .equals(demandId)
    .filter((l) => l.step !== 'ENTREGUE')
    .count();

/**
 * Lots of a demand not yet delivered (finalizing asks for confirmation then): the device's count,
 * refreshed from the server once when asked. `checked` turns true once the server answered (or
 * could not be reached: then the device's copy is all there is), so Finalizar never decides on a
 * list that has not arrived yet.
 */
export function useUndeliveredLots(demandId: string): { count: number; checked: boolean } {
  const [checkedFor, setCheckedFor] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    lotsClient
      .list(demandId)
      .then((fresh) => replaceLots(demandId, fresh))
      .catch(() => undefined)
      .finally(() => {
        if (live) setCheckedFor(demandId);
      });
    return () => {
      live = false;
    };
  }, [demandId]);
  const count = useLiveQuery(() => countUndeliveredLots(demandId), [demandId]) ?? 0;
  return { count, checked: checkedFor === demandId };
}
