import { useEffect, useRef } from 'react';
import { onResync, onServerEvent, type ServerEventName, type ServerEventPayload } from './realtime';

/** Runs `handler` for each `name` event while the component is mounted (latest handler wins). */
export function useServerEvent<K extends ServerEventName>(
  name: K,
  handler: (payload: ServerEventPayload<K>) => void,
): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => onServerEvent(name, (payload) => ref.current(payload)), [name]);
}

/** Runs `handler` after every (re)connection, to fetch what changed while offline. */
export function useResync(handler: () => void): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => onResync(() => ref.current()), []);
}

/** How long a burst of events settles before a screen asks the server again. */
const REFRESH_SETTLE_MS = 250;

/**
 * Asks the server again (once a burst is over) when `name` arrives and `concerns` says it is
 * about what this screen shows. For screens that still read their list from the server; the
 * device's copy is updated by the caches whatever the screen.
 */
export function useRefreshOn<K extends ServerEventName>(
  name: K,
  refresh: () => void,
  concerns: (payload: ServerEventPayload<K>) => boolean = () => true,
): void {
  const latest = useRef({ refresh, concerns });
  useEffect(() => {
    latest.current = { refresh, concerns };
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onServerEvent(name, (payload) => {
      if (!latest.current.concerns(payload)) return;
      clearTimeout(timer);
      timer = setTimeout(() => latest.current.refresh(), REFRESH_SETTLE_MS);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [name]);
}
