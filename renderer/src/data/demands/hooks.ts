import { useRefreshOn } from '../realtime/hooks';

/**
 * A list read from the server asks again when someone else changes or deletes one of the
 * signed-in user's demands (the server pushes only those: interest, choice, edits, finalization).
 */
export function useDemandsRefresh(reload: () => void): void {
  useRefreshOn('demand:changed', reload);
  useRefreshOn('demand:deleted', reload);
}
