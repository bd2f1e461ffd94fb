import { type ApiError, toApiError } from './api/errors';
import { onResync } from './realtime/realtime';

/** Waits after a run that got no answer, then tries again; the last delay repeats. */
export const OUTBOX_RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

/** A row of an outbox table: `seq` is its auto-increment key, the order it was written in. */
export interface OutboxItem {
  seq?: number;
}

/** What one outbox does with its rows; the runner owns the order, the retries and the stops. */
export interface OutboxHandlers<Row extends OutboxItem, Run> {
  /** The oldest row written after `afterSeq`, or undefined when none is left. */
  next(afterSeq: number): Promise<Row | undefined>;
  /** A fresh record for one run (what it sent, what the server refused…), returned by `flush`. */
  begin(): Run;
  /**
   * Rows this run leaves where they are, unsent (a step in conflict waits for the person).
   * Called in order, so it may also mark the row.
   */
  hold?(row: Row & { seq: number }, run: Run): Promise<boolean> | boolean;
  /** Sends one row and takes it out of the outbox once the server has stored it; throws if not. */
  send(row: Row & { seq: number }, run: Run): Promise<void>;
  /** The server answered and refused the row (not the line, not the session): what becomes of it. */
  refuse(row: Row & { seq: number }, error: ApiError, run: Run): Promise<void>;
}

export interface OutboxRunner<Run> {
  /**
   * Sends what waits, oldest first, one at a time so the order holds; a call during a run joins
   * that run (rows written meanwhile go in it too), so nothing is sent twice from this device.
   */
  flush(): Promise<Run>;
  /**
   * Tries again whenever the connection comes back (browser online, socket reconnected) and, after
   * a run that got no answer, on its own with growing waits. Returns the stop.
   */
  start(): () => void;
}

/**
 * One runner for the offline outboxes (messages, lot steps). A run stops at the first row that got
 * no answer (offline, server unreachable) and keeps it and the rest for the next run; it also stops
 * when the session is over (401), keeping every row: they go once the person is signed in again,
 * never dropped as refused. A retry of a row the server stored but whose answer was lost stores
 * nothing new: every row carries its client_id and the server is idempotent on it.
 */
export function createOutboxRunner<Row extends OutboxItem, Run>(
  handlers: OutboxHandlers<Row, Run>,
  retryDelaysMs: readonly number[] = OUTBOX_RETRY_DELAYS_MS,
): OutboxRunner<Run> {
  let running: Promise<Run> | null = null;
  let started = 0;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const clearRetry = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const scheduleRetry = () => {
    clearRetry();
    if (started === 0 || retryDelaysMs.length === 0) return;
    const delay = retryDelaysMs[Math.min(failures, retryDelaysMs.length) - 1] ?? 0;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delay);
  };

  async function run(): Promise<Run> {
    const record = handlers.begin();
    let after = 0;
    for (;;) {
      const row = await handlers.next(after);
      if (row?.seq === undefined) break;
      const current = row as Row & { seq: number };
      after = current.seq;
      if (handlers.hold && (await handlers.hold(current, record))) continue;
      try {
        await handlers.send(current, record);
      } catch (error) {
        const e = toApiError(error);
        if (e.isNetworkError) {
          failures += 1;
          scheduleRetry();
          return record;
        }
        // The session is over: nothing is sent nor dropped until the person signs in again.
        if (e.isAuthError) return record;
        await handlers.refuse(current, e, record);
      }
    }
    failures = 0;
    return record;
  }

  function flush(): Promise<Run> {
    clearRetry();
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  function start(): () => void {
    const retry = () => void flush();
    started += 1;
    window.addEventListener('online', retry);
    const stopResync = onResync(retry);
    retry();
    return () => {
      started -= 1;
      if (started === 0) clearRetry();
      window.removeEventListener('online', retry);
      stopResync();
    };
  }

  return { flush, start };
}
