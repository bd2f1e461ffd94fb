import type { SearchLimits } from '@alinhavo/shared/schemas/search';
import { useSyncExternalStore } from 'react';
import { forgetOnDelete } from '../db';
import { useCurrentUser } from '../session-store';

/*
 * What the client's plan allows, as the server last said it (every search page and full profile
 * carries it). Kept in memory for the app's life, so coming back to the page shows the filters as
 * the plan allows at once, and opening a profile moves the 'perfis completos' count at once.
 */

let known: { userId: string; limits: SearchLimits } | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
forgetOnDelete(() => {
  known = null;
  changed();
});

export function noteLimits(userId: string, limits: SearchLimits): void {
  if (
    known?.userId === userId &&
    known.limits.is_pro === limits.is_pro &&
    known.limits.profiles_left === limits.profiles_left
  )
    return;
  known = { userId, limits };
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => known;

/** The signed-in client's limits; null until the server has told them in this app start. */
export function useSearchLimits(): SearchLimits | null {
  const userId = useCurrentUser()?.id;
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return current && current.userId === userId ? current.limits : null;
}
