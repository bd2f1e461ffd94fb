import { fichaApi } from '@alinhavo/shared/api/ficha';
import type { Ficha } from '@alinhavo/shared/schemas/ficha';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../data/api';
import { toApiError } from '../../data/api/errors';

export type FichaLoad =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; ficha: Ficha };

const NONE: FichaLoad = { status: 'none' };
const LOADING: FichaLoad = { status: 'loading' };

/**
 * The demand's ficha técnica for the quote form, the comparison and the lots (its grade):
 * fetched only when the demand has one (`has_ficha`); 'none' otherwise.
 */
export function useDemandFicha(demandId: string, hasFicha: boolean | undefined) {
  const [answer, setAnswer] = useState<{ key: string; load: FichaLoad } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${demandId}:${attempt}`;
  useEffect(() => {
    if (!hasFicha) return;
    const controller = new AbortController();
    api
      .call(fichaApi.get, { params: { id: demandId }, signal: controller.signal })
      .then((ficha) => setAnswer({ key, load: { status: 'ready', ficha } }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setAnswer({ key, load: { status: 'error', message: toApiError(error).message } });
      });
    return () => controller.abort();
  }, [demandId, hasFicha, key]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const load: FichaLoad = !hasFicha ? NONE : answer?.key === key ? answer.load : LOADING;
  return { load, reload };
}
