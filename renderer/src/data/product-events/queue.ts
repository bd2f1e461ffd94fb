import {
  normalizeEventPath,
  PRODUCT_EVENT_LIMITS,
  type BrowserEventName,
} from '@alinhavo/shared/rules/product-events';
import type { ProductEvent, ProductEventBatch } from '@alinhavo/shared/schemas/product-events';

export const FLUSH_EVERY_MS = 10_000;
export const FLUSH_AT = 20;

export interface QueueDeps {
  /** Posts one batch; `unloading` = the page is going away (keepalive). */
  send(batch: ProductEventBatch, opts: { unloading: boolean }): Promise<unknown>;
  /**
   * Whether events may leave: false drops them (DNT, switched off, test run, server off), null
   * holds them while the server's settings are not known yet.
   */
  allowed(): boolean | null;
  /** The random id of this tab's visit. */
  visit: string;
}

/**
 * The renderer's analytics buffer: events wait here and leave in batches — every
 * 10 s, as soon as 20 are waiting, and when the page is hidden — never one request per event.
 */
export class EventQueue {
  private pending: ProductEvent[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly d: QueueDeps) {}

  track(name: BrowserEventName, path: string): void {
    if (this.d.allowed() === false) {
      this.pending = [];
      return;
    }
    this.pending.push({ name, path: normalizeEventPath(path) });
    // Held while consent is unknown: the oldest go first rather than growing without end.
    if (this.pending.length > PRODUCT_EVENT_LIMITS.maxBatch) this.pending.shift();
    if (this.pending.length >= FLUSH_AT) this.flush();
  }

  /** Sends what waits (up to a batch). A failed send is not retried: analytics are best effort. */
  flush(unloading = false): void {
    const allowed = this.d.allowed();
    if (allowed === false) this.pending = [];
    if (allowed !== true || this.pending.length === 0) return;
    const events = this.pending.splice(0, PRODUCT_EVENT_LIMITS.maxBatch);
    this.d.send({ visit: this.d.visit, events }, { unloading }).catch(() => undefined);
  }

  /** Starts the 10-second rhythm; the returned function stops it. */
  start(): () => void {
    this.timer ??= setInterval(() => this.flush(), FLUSH_EVERY_MS);
    return () => {
      if (this.timer) clearInterval(this.timer);
      this.timer = null;
    };
  }

  get size(): number {
    return this.pending.length;
  }
}
