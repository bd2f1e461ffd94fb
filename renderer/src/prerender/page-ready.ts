import { useEffect } from 'react';

/**
 * Sent on window once a prerendered page's own frame has been adopted by React (its handlers
 * attached). The prerender boot script waits for it to repeat a tap made on one of the page's
 * buttons before the app had started (vite-plugin.ts BOOT_SCRIPT).
 */
export const PAGE_READY_EVENT = 'alinhavo:page-ready';

/** For the top component of each prerendered page: says its frame is interactive. */
export function usePageReady(): void {
  useEffect(() => {
    window.dispatchEvent(new Event(PAGE_READY_EVENT));
  }, []);
}
