import { useCallback, useEffect, useRef, useState } from 'react';

export type Remote<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'error'; message: string; data: T | null }
  | { status: 'ready'; data: T };

type Settled<T> =
  | { for: string; status: 'error'; message: string; data: T | null }
  | { for: string; status: 'ready'; data: T };

/**
 * One server read tied to `key`: a new key aborts the old request; `reload` asks again keeping
 * the data on screen; `set` replaces the data after a write without another request. An error
 * keeps the previous data so a list never blanks out on a failed refresh.
 */
export function useRemote<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  errorMessage: (error: unknown) => string,
): Remote<T> & { reload: () => void; set: (update: (data: T | null) => T) => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const loadRef = useRef(load);
  const messageRef = useRef(errorMessage);
  useEffect(() => {
    loadRef.current = load;
    messageRef.current = errorMessage;
  });
  // The answer on screen belongs to one key and attempt; anything else is still loading.
  const current = `${attempt}:${key ?? ''}`;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const forKey = `${attempt}:${key}`;
    loadRef
      .current(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setSettled({ for: forKey, status: 'ready', data });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setSettled((s) => ({
            for: forKey,
            status: 'error',
            message: messageRef.current(error),
            data: s?.data ?? null,
          }));
      });
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback(
    (update: (data: T | null) => T) =>
      setSettled((s) => ({
        for: s?.for ?? '',
        status: 'ready',
        data: update(s?.data ?? null),
      })),
    [],
  );

  let state: Remote<T>;
  if (settled === null) state = { status: 'loading', data: null };
  else if (settled.for !== current) state = { status: 'loading', data: settled.data };
  else if (settled.status === 'ready') state = { status: 'ready', data: settled.data };
  else state = { status: 'error', message: settled.message, data: settled.data };
  return { ...state, reload, set };
}
