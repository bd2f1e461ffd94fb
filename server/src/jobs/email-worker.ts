import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { EmailJobRow } from '../db/schema';
import type { Mailer } from '../lib/mail/mailer';
import type { Composed } from '../modules/email/compose';
import { emailOutbox as outbox } from '../modules/email/outbox';
import { backoffMs, MAX_ATTEMPTS } from '../modules/email/schedule';

const POLL_MS = 5_000;
const BATCH = 20;
/** A claimed job not finished by then (its instance died mid-send) is taken again. */
const LEASE_MS = 10 * 60_000;
/** Finished jobs are kept this long (their keys keep deduping), then pruned. */
const KEEP_FINISHED_MS = 30 * 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;

export interface EmailWorkerDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  clock: () => Date;
  compose: (job: EmailJobRow) => Promise<Composed>;
}

export interface EmailRoundResult {
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

/**
 * One round of the e-mail worker: claim due jobs (SKIP LOCKED, so instances share the work and
 * never the same row), build each e-mail from what the database says now, send it. A failed
 * send comes back later (1, 2, 4 … minutes) until MAX_ATTEMPTS; nothing here ever reaches the
 * action that enqueued the job. Logs name the job, never the e-mail's body.
 */
export async function runEmailRound(d: EmailWorkerDeps): Promise<EmailRoundResult> {
  const result: EmailRoundResult = { sent: 0, skipped: 0, retried: 0, failed: 0 };
  const now = d.clock();
  const jobs = await outbox.claimDue(d.db, now, new Date(now.getTime() + LEASE_MS), BATCH);
  for (const job of jobs) {
    try {
      const composed = await d.compose(job);
      if ('skip' in composed || !(await outbox.mayMessageNow(d.db, job, d.clock()))) {
        await outbox.finish(d.db, job.id, 'skipped', d.clock());
        result.skipped += 1;
        continue;
      }
      await d.mailer.send(composed.mail);
      await outbox.finish(d.db, job.id, 'sent', d.clock());
      result.sent += 1;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const meta = { jobId: job.id, kind: job.kind, attempts: job.attempts, err: error };
      if (job.attempts >= MAX_ATTEMPTS) {
        await outbox.finish(d.db, job.id, 'failed', d.clock(), error);
        d.log.error(meta, 'e-mail desistido após várias tentativas');
        result.failed += 1;
      } else {
        const at = new Date(d.clock().getTime() + backoffMs(job.attempts));
        await outbox.retryAt(d.db, job.id, at, error);
        d.log.warn({ ...meta, retryAt: at.toISOString() }, 'e-mail não enviado; nova tentativa');
        result.retried += 1;
      }
    }
  }
  return result;
}

export interface EmailWorker {
  /** Runs a round soon (after an enqueue in this instance), not at the next poll. */
  wake(): void;
  /** Rounds until nothing is due (tests, and the last round before a shutdown). */
  drain(): Promise<EmailRoundResult>;
  /** No more rounds; resolves when the one under way (if any) ends. */
  stop(): Promise<void>;
}

/**
 * A round every 5 s and whenever this instance enqueues, one at a time, without keeping the
 * process alive.
 */
export function startEmailWorker(d: EmailWorkerDeps): EmailWorker {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let lastPrune = 0;

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  const round = async () => {
    const result = await runEmailRound(d);
    const now = d.clock().getTime();
    if (now - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now;
      await outbox.pruneFinished(d.db, new Date(now - KEEP_FINISHED_MS));
    }
    // A full batch suggests more is due at once.
    if (result.sent + result.skipped + result.retried + result.failed >= BATCH) again = true;
  };
  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch((err: unknown) => {
        if (!stopped)
          d.log.error(
            { err: err instanceof Error ? err.message : String(err) },
            'falha na rodada de e-mails',
          );
      })
      .finally(() => {
        running = null;
        const soon = again;
        again = false;
        schedule(soon ? 0 : POLL_MS);
      });
  }
  schedule(POLL_MS);

  return {
    wake: () => schedule(0),
    async drain() {
      const total: EmailRoundResult = { sent: 0, skipped: 0, retried: 0, failed: 0 };
      for (;;) {
        await running;
        const r = await runEmailRound(d);
        total.sent += r.sent;
        total.skipped += r.skipped;
        total.retried += r.retried;
        total.failed += r.failed;
        // An empty round is the end only if no round of the timer is under way: one woken by an
        // enqueue may have claimed the jobs in between, and its mail is not out yet.
        if (r.sent + r.skipped + r.retried + r.failed === 0 && !running) return total;
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
