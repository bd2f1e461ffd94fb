import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React adopts prerendered markup (and in that markup), true once the page's
 * handlers are attached, and at once on a page rendered in the browser. For controls whose
 * browser default would be wrong before then: a login form submitted natively would send the
 * password in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
