import { useEffect, useRef } from 'react';
import {
  onResync,
  onServerEvent,
  type ServerEventName,
  type ServerEventPayload,
} from './realtime';

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
