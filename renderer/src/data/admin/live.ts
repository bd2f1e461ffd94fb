import { useEffect, useRef } from 'react';
import { useResync, useServerEvent } from '../realtime/hooks';
import type { ServerEventPayload } from '../realtime/realtime';

export type AdminChangeKind = ServerEventPayload<'admin:changed'>['kind'];

/** One admin action sends several events at once (approve: professional, user, audit). */
const SETTLE_MS = 250;

/**
 * Keeps an admin screen current (DESIGN §6): `refresh` runs once shortly after any
 * 'admin:changed' of `kinds` — from this admin or another one on any instance — and after each
 * reconnection, for what changed while the socket was down.
 */
export function useAdminLive(kinds: readonly AdminChangeKind[], refresh: () => void): void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const schedule = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      refreshRef.current();
    }, SETTLE_MS);
  };

  useServerEvent('admin:changed', (change) => {
    if (kinds.includes(change.kind)) schedule();
  });
  useResync(schedule);
}
