import { createHmac, randomUUID } from 'node:crypto';
import {
  isProductFact,
  normalizeEventPath,
  type ProductEventName,
  type ProductFactName,
} from '@alinhavo/shared/rules/product-events';
import type {
  AnalyticsPreference,
  ProductEventBatch,
  ProductFunnel,
} from '@alinhavo/shared/schemas/product-events';
import type { Db, DbOrTx } from '../../db/client';
import type { AdminAccounts } from '../../lib/admins';
import { assertAdmin } from '../admin/access';
import { resolvePeriod, weekOrigin, weeksOf } from '../admin/period';
import type { EventBus } from '../../lib/event-bus';
import type { AuthService, Principal } from '../auth/service';
import { productEventsRepository as repo } from './repository';

export interface ProductEventDeps {
  db: Db;
  auth: Pick<AuthService, 'authenticate'>;
  admins: AdminAccounts;
  /** Key of the account hash; derived from the signing secret, so every instance agrees. */
  hashKey: string;
  /** PRODUCT_ANALYTICS: off = nothing is stored whatever arrives. */
  enabled: boolean;
}

export interface IncomingBatch {
  batch: ProductEventBatch;
  /** The page's access token, when it has one: optional, the route is public. */
  bearer: string | undefined;
  /** The request carried `DNT: 1`. */
  doNotTrack: boolean;
}

/** The path of a fact the server recorded: no page, so the root. */
const FACT_PATH = '/';

/** Relatórios' funnel order (spec §7): from a visit to a finished demand. */
const FUNNEL: ProductEventName[] = [
  'page_view',
  'signup_started',
  'signup_finished',
  'demand_published',
  'interest_shown',
  'provider_chosen',
  'demand_completed',
];
const CHECKOUT: ProductEventName[] = ['checkout_started', 'checkout_paid'];

/**
 * Our own product analytics. Stores events without anything personal — the account
 * only as an HMAC of its id, never its e-mail or name — and never for a browser that asks not
 * to be tracked, an account that turned it off in Conta, or a server with it off.
 */
export class ProductEventService {
  constructor(private readonly d: ProductEventDeps) {}

  /** Not reversible from the table without the key; the same account hashes alike every time. */
  private hash(userId: string): string {
    return createHmac('sha256', this.d.hashKey).update(userId).digest('base64url');
  }

  async record(input: IncomingBatch): Promise<{ stored: number }> {
    if (!this.d.enabled || input.doNotTrack) return { stored: 0 };
    let userHash: string | null = null;
    // A stale or foreign token is no reason to refuse a visitor's page view: it counts as one.
    const principal = input.bearer
      ? await this.d.auth.authenticate(input.bearer).catch(() => null)
      : null;
    if (principal) {
      if (await repo.isOptedOut(this.d.db, principal.user.id)) return { stored: 0 };
      userHash = this.hash(principal.user.id);
    }
    // Funnel facts are the server's to record (DESIGN §9.16): one from a browser (an older app, or
    // anyone posting) is dropped, stored and counted nowhere.
    const rows = input.batch.events
      .filter((e) => !isProductFact(e.name))
      .map((e) => ({
        name: e.name,
        // Again here: the contract already refuses a path with an id, this costs nothing.
        path: normalizeEventPath(e.path),
        visit: input.batch.visit,
        userHash,
      }));
    await repo.insert(this.d.db, rows);
    return { stored: rows.length };
  }

  /**
   * A funnel fact of `userId`, after the action that makes it true committed: stored once,
   * unless analytics is off or the account turned it off. It has no browser visit: a fresh id
   * stands for it (the funnel counts people by the account's hash).
   */
  async recordFact(name: ProductFactName, userId: string): Promise<void> {
    if (!this.d.enabled) return;
    if (await repo.isOptedOut(this.d.db, userId)) return;
    await repo.insert(this.d.db, [
      { name, path: FACT_PATH, visit: randomUUID(), userHash: this.hash(userId) },
    ]);
  }

  /** Records the facts the other modules publish on the bus; answers the unsubscribe. */
  subscribeFacts(bus: EventBus, onError: (err: unknown) => void): () => void {
    const record = (name: ProductFactName, userId: string) => {
      this.recordFact(name, userId).catch(onError);
    };
    const stops = [
      bus.subscribe('funnel.fact', (e) => record(e.name, e.userId)),
      bus.subscribe('demand.created', (e) => record('demand_published', e.clientId)),
      bus.subscribe('demand.interest_added', (e) => record('interest_shown', e.professionalId)),
      bus.subscribe('demand.professional_selected', (e) => record('provider_chosen', e.clientId)),
      bus.subscribe('demand.completed', (e) => record('demand_completed', e.clientId)),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /** The account's own usage statistics (LGPD export): whether they are on and its events. */
  async exportFor(userId: string) {
    const [optedOut, events] = await Promise.all([
      repo.isOptedOut(this.d.db, userId),
      repo.ofUser(this.d.db, this.hash(userId)),
    ]);
    return {
      enabled: !optedOut,
      events: events.map((e) => ({
        name: e.name,
        path: e.path,
        occurred_at: e.occurredAt.toISOString(),
      })),
    };
  }

  async preference(p: Principal): Promise<AnalyticsPreference> {
    return { enabled: !(await repo.isOptedOut(this.d.db, p.user.id)) };
  }

  async setPreference(p: Principal, body: AnalyticsPreference): Promise<AnalyticsPreference> {
    if (body.enabled) await repo.optIn(this.d.db, p.user.id);
    else await repo.optOut(this.d.db, p.user.id);
    return { enabled: body.enabled };
  }

  /** Admin only: the funnel and weekly figures of a period (Relatórios). */
  async funnel(
    p: Principal,
    q: { from?: string | undefined; to?: string | undefined },
  ): Promise<ProductFunnel> {
    assertAdmin(this.d.admins, p);
    const period = resolvePeriod(q);
    const grid = { origin: weekOrigin(period), start: period.start, end: period.end };
    const [names, weeks] = await Promise.all([
      repo.byName(this.d.db, period.start, period.end),
      repo.weekly(this.d.db, grid),
    ]);
    const found = new Map(names.map((r) => [r.name, r]));
    // Visitors are visits; every later step counts people (an account, or a visit before sign-up).
    const countOf = (name: ProductEventName) =>
      name === 'page_view' ? (found.get(name)?.visits ?? 0) : (found.get(name)?.actors ?? 0);
    const byWeek = new Map(weeks.map((w) => [w.wk, w]));
    return {
      from: period.from,
      to: period.to,
      steps: FUNNEL.map((name) => ({ name, count: countOf(name) })),
      checkout: CHECKOUT.map((name) => ({ name, count: countOf(name) })),
      weekly: weeksOf(period).map((week_start, i) => {
        const w = byWeek.get(i);
        return {
          week_start,
          visitors: w?.visitors ?? 0,
          page_views: w?.page_views ?? 0,
          signups: w?.signups ?? 0,
          demands: w?.demands ?? 0,
          paid: w?.paid ?? 0,
        };
      }),
    };
  }

  /** The monthly prune's work: keeps 13 months (the current one and the 12 before). */
  prune(now: Date, months: number, tx: DbOrTx = this.d.db): Promise<number> {
    return repo.prune(tx, now, months);
  }
}
