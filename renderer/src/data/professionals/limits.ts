import type { SearchLimits } from '@alinhavo/shared/schemas/search';
import { useMemo, useSyncExternalStore } from 'react';
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
  const user = useCurrentUser();
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const limits = current && current.userId === user?.id ? current.limits : null;
  // The plan itself is the session user's (plan:changed moves it live, issue 14): a plan bought
  // or ended since the last answer shows at once; the next answer brings the counts.
  const isPro = user?.is_pro;
  return useMemo(() => {
    if (!limits || isPro === undefined || limits.is_pro === isPro) return limits;
    return isPro ? PRO_LIMITS : { is_pro: false, profiles_left: limits.profiles_left };
  }, [limits, isPro]);
}

const PRO_LIMITS: SearchLimits = { is_pro: true, profiles_left: null };
