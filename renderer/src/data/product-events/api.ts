import { productEventsApi } from '@alinhavo/shared/api/product-events';
import type { ProductEventBatch } from '@alinhavo/shared/schemas/product-events';
import { api } from '../api';
import { loadPublicSettings } from '../legal/api';

/*
 * The network side of product analytics, loaded on demand: the landing's first paint does not
 * carry the api client for it (index.ts imports this module dynamically).
 */

/** As the page goes away, fetch keepalive (an XHR would be cancelled with the page). */
export async function sendBatch(
  body: ProductEventBatch,
  { unloading }: { unloading: boolean },
): Promise<void> {
  if (unloading) await api.keepalive(productEventsApi.record, body);
  else await api.call(productEventsApi.record, { body, identify: true });
}

export const serverCounts = () => loadPublicSettings().then((s) => s.product_analytics);

export const analyticsClient = {
  preference: (signal?: AbortSignal) =>
    api.call(productEventsApi.preference, signal ? { signal } : {}),
  setPreference: (enabled: boolean) =>
    api.call(productEventsApi.setPreference, { body: { enabled } }),
  funnel: (period: { from?: string; to?: string }, signal?: AbortSignal) =>
    api.call(productEventsApi.funnel, { query: period, ...(signal ? { signal } : {}) }),
};
