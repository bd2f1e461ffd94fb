import type { FichaRevision } from '@alinhavo/shared/schemas/ficha';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/errors';
import { db } from '../db';
import { fichaClient } from './api';

/**
 * 'offline': the device holds no copy and the server could not be reached (no network, or no
 * answer); 'error': the server answered with a refusal (`message` says why).
 */
export type FichaRevisionStatus = 'loading' | 'ready' | 'error' | 'offline';

type Settled =
  { for: string; status: 'ready' } | { for: string; status: 'error' | 'offline'; message: string };

/**
 * A past revision of a demand's ficha, in full, for the owner and the chosen facção. A revision
 * never changes once made: the device's copy (kept the first time it is read) is the answer, and
 * the server is asked only for one the device does not hold, so the desktop reads offline what
 * it read once.
 */
export function useFichaRevision(
  demandId: string,
  revision: number,
): {
  revision: FichaRevision | undefined;
  status: FichaRevisionStatus;
  message: string | null;
  reload: () => void;
} {
  const held = useLiveQuery(
    () => db.fichaRevisions.get([demandId, revision]),
    [demandId, revision],
    null,
  );
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = `${demandId}:${revision}:${attempt}`;
  // null: the device has not been read yet; undefined: it holds no copy of this revision.
  const missing = held === undefined;

  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    fichaClient
      .revision(demandId, revision, controller.signal)
      .then(async (fresh) => {
        await db.fichaRevisions.put(fresh);
        if (!controller.signal.aborted) setSettled({ for: key, status: 'ready' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const offline =
          (error instanceof ApiError && error.isNetworkError) ||
          (typeof navigator !== 'undefined' && !navigator.onLine);
        setSettled({
          for: key,
          status: offline ? 'offline' : 'error',
          message: error instanceof Error ? error.message : '',
        });
      });
    return () => controller.abort();
  }, [demandId, revision, key, missing]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (held) return { revision: held, status: 'ready', message: null, reload };
  const answer = settled?.for === key ? settled : null;
  if (!answer || answer.status === 'ready')
    return { revision: undefined, status: 'loading', message: null, reload };
  return { revision: undefined, status: answer.status, message: answer.message, reload };
}
