import type { DbOrTx } from '../../db/client';
import type { EmailJobRow } from '../../db/schema';
import { emailRepository as repo } from './repository';
import { UNREAD_WINDOW_MS } from './schedule';

/**
 * The queued e-mails as the worker (jobs/email-worker.ts) takes them: claimed, finished or
 * put back for later. Stateless: each call names the database.
 */
export const emailOutbox = {
  /**
   * Up to `limit` jobs due at `now` (SKIP LOCKED, so instances share the work and never the same
   * row), leased until `leaseUntil`: a job whose instance died mid-send is taken again after it.
   */
  claimDue(db: DbOrTx, now: Date, leaseUntil: Date, limit: number): Promise<EmailJobRow[]> {
    return repo.claimDue(db, now, leaseUntil, limit);
  },

  finish(
    db: DbOrTx,
    id: string,
    status: 'sent' | 'skipped' | 'failed',
    at: Date,
    error?: string,
  ): Promise<void> {
    return repo.finish(db, id, status, at, error);
  },

  /** A failed send comes back at `at`, with its error kept. */
  retryAt(db: DbOrTx, id: string, at: Date, error: string): Promise<void> {
    return repo.retryAt(db, id, at, error);
  },

  /** Unread messages: one e-mail per person and conversation per 6 hours, across instances. */
  mayMessageNow(db: DbOrTx, job: EmailJobRow, now: Date): Promise<boolean> {
    if (job.kind !== 'unread_messages') return Promise.resolve(true);
    const conversationId = String(job.payload.conversationId);
    return repo.takeThrottle(db, {
      key: `unread:${job.userId}:${conversationId}`,
      userId: job.userId,
      jobId: job.id,
      now,
      windowStart: new Date(now.getTime() - UNREAD_WINDOW_MS),
    });
  },

  /** Finished jobs older than `before` go; their keys then no longer dedupe (long after). */
  pruneFinished(db: DbOrTx, before: Date): Promise<void> {
    return repo.pruneFinished(db, before);
  },
};
