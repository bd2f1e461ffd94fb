import type { SearchLimits } from '@alinhavo/shared/schemas/search';
import { useMemo, useSyncExternalStore } from 'react';
import { forgetOnDelete } from '../db';
import { useCurrentUser, useSessionStore } from '../session-store';

/*
 * What the client's plan allows, as the server last said it (every search page and full profile
 * carries it). Kept in memory for the app's life, so coming back to the page shows the filters as
 * the plan allows at once, and opening a profile moves the 'perfis completos' count at once.
 */

/** `planWasPro`: the session's plan when the server said these limits (admins search as PRO). */
let known: { userId: string; limits: SearchLimits; planWasPro: boolean | undefined } | null = null;
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
  known = { userId, limits, planWasPro: useSessionStore.getState().user?.is_pro };
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
  const mine = current && current.userId === user?.id ? current : null;
  // The session user follows plan:changed live: a plan bought or ended since the
  // server's last answer shows at once, and the next answer brings the counts. Only a change of
  // plan overrides the server: an admin is never PRO by plan, yet searches with PRO's rights.
  const isPro = user?.is_pro;
  return useMemo(() => {
    if (!mine) return null;
    if (isPro === undefined || mine.planWasPro === undefined || isPro === mine.planWasPro)
      return mine.limits;
    return isPro ? PRO_LIMITS : { is_pro: false, profiles_left: mine.limits.profiles_left };
  }, [mine, isPro]);
}

const PRO_LIMITS: SearchLimits = { is_pro: true, profiles_left: null };
