/**
 * Product analytics (spec §1 and §7): the events the app counts and how a page's path
 * is reduced before it leaves the browser, so no id, token, name or e-mail ever travels in one.
 */
export const PRODUCT_EVENT_NAMES = [
  'page_view',
  'signup_started',
  'signup_finished',
  'demand_published',
  'interest_shown',
  'provider_chosen',
  'demand_completed',
  'conversation_started',
  'checkout_started',
  'checkout_paid',
] as const;
export type ProductEventName = (typeof PRODUCT_EVENT_NAMES)[number];

/**
 * The funnel steps that are facts (DESIGN §9.16): the server records each once, when the action
 * that makes it true commits. A browser's batch may still name one (an older app), and the
 * server drops it unstored; the renderer sends only the others.
 */
export const PRODUCT_FACT_NAMES = [
  'signup_finished',
  'demand_published',
  'interest_shown',
  'provider_chosen',
  'demand_completed',
  'checkout_started',
  'checkout_paid',
] as const satisfies readonly ProductEventName[];
export type ProductFactName = (typeof PRODUCT_FACT_NAMES)[number];

/** What a browser counts: page views and steps of the interface. */
export type BrowserEventName = Exclude<ProductEventName, ProductFactName>;

export const isProductFact = (name: ProductEventName): name is ProductFactName =>
  (PRODUCT_FACT_NAMES as readonly string[]).includes(name);

export const PRODUCT_EVENT_LIMITS = {
  /** Events in one POST: the renderer flushes at 20, a page hide may carry a few more. */
  maxBatch: 50,
  pathMaxLength: 120,
  pathMaxSegments: 8,
  /** The table keeps the current month and the 12 before it. */
  retentionMonths: 13,
} as const;

/** A kept path segment is a word of the app's routes: letters and hyphens, nothing else. */
const WORD = /^[a-z][a-z-]{0,30}$/;

/**
 * `/app/demandas/3f2a…/editar?x=1` → `/app/demandas/:id/editar`: the query and hash go, and any
 * segment that is not a plain route word (ids, numbers, tokens, slugs with digits or an @)
 * becomes `:id`.
 */
export function normalizeEventPath(raw: string): string {
  const pathOnly = raw.split(/[?#]/, 1)[0] ?? '';
  const segments = pathOnly
    .split('/')
    .filter(Boolean)
    .slice(0, PRODUCT_EVENT_LIMITS.pathMaxSegments)
    .map((s) => {
      const lower = s.toLowerCase();
      return WORD.test(lower) ? lower : ':id';
    });
  return `/${segments.join('/')}`;
}

/** What `normalizeEventPath` can answer; the contract accepts nothing else. */
export const NORMALIZED_PATH =
  /^\/(?:(?:[a-z][a-z-]{0,30}|:id)(?:\/(?:[a-z][a-z-]{0,30}|:id)){0,7})?$/;
