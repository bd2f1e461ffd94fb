import type { Remote } from './use-remote';

/**
 * A list on screen as the device holds it: its rows always come from Dexie; the
 * server only feeds the store. `offline` is set when the server could not be reached, so the
 * list shown is the device's copy of `syncedAt`.
 */
export type DeviceList<T> = Remote<T> & {
  reload: () => void;
  offline: { syncedAt: string | null } | null;
};
