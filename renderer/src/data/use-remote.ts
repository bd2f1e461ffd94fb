import { useCallback, useEffect, useRef, useState } from 'react';

export type Remote<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'error'; message: string; data: T | null }
  | { status: 'ready'; data: T };

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
  const [state, setState] = useState<Remote<T>>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  const messageRef = useRef(errorMessage);
  loadRef.current = load;
  messageRef.current = errorMessage;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', data: s.data }));
    loadRef
      .current(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState((s) => ({ status: 'error', message: messageRef.current(error), data: s.data }));
      });
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback(
    (update: (data: T | null) => T) => setState((s) => ({ status: 'ready', data: update(s.data) })),
    [],
  );
  return { ...state, reload, set };
}
