import { z } from 'zod';
import {
  NORMALIZED_PATH,
  PRODUCT_EVENT_LIMITS,
  PRODUCT_EVENT_NAMES,
} from '../rules/product-events';

/**
 * One event as the renderer sends it: a name from the closed list, the normalized path it
 * happened on, and a random id of the browser tab's visit (not a person: it lives in
 * sessionStorage and is never tied to an account). No free text anywhere.
 */
export const productEventSchema = z.strictObject({
  name: z.enum(PRODUCT_EVENT_NAMES),
  path: z.string().max(PRODUCT_EVENT_LIMITS.pathMaxLength).regex(NORMALIZED_PATH),
});
export type ProductEvent = z.infer<typeof productEventSchema>;

export const productEventBatchSchema = z.strictObject({
  visit: z.uuid(),
  events: z.array(productEventSchema).min(1).max(PRODUCT_EVENT_LIMITS.maxBatch),
});
export type ProductEventBatch = z.infer<typeof productEventBatchSchema>;

/** How many of the batch were kept: 0 when DNT, an opted-out account or a disabled server. */
export const productEventsAcceptedSchema = z.object({ stored: z.number().int().nonnegative() });

export const analyticsPreferenceSchema = z.strictObject({
  /** 'Permitir estatísticas de uso anônimas' in Conta. */
  enabled: z.boolean(),
});
export type AnalyticsPreference = z.infer<typeof analyticsPreferenceSchema>;

const count = z.number().int().nonnegative();

/** Relatórios' funnel: distinct visits (or accounts) that reached each step in the period. */
export const productFunnelSchema = z.object({
  from: z.string(),
  to: z.string(),
  steps: z.array(z.object({ name: z.enum(PRODUCT_EVENT_NAMES), count })),
  checkout: z.array(z.object({ name: z.enum(PRODUCT_EVENT_NAMES), count })),
  weekly: z.array(
    z.object({
      week_start: z.string(),
      visitors: count,
      page_views: count,
      signups: count,
      demands: count,
      paid: count,
    }),
  ),
});
export type ProductFunnel = z.infer<typeof productFunnelSchema>;
