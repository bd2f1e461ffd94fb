import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { EmailKind, EmailMode } from '@alinhavo/shared/schemas/email-preferences';
import type { DbOrTx } from '../../db/client';
import {
  conversations,
  demands,
  emailJobs,
  emailPreferences,
  emailThrottles,
  messages,
  professionalSearch,
  ratings,
  services,
  users,
  type EmailJobKind,
  type EmailJobRow,
} from '../../db/schema';
import { ownerNotSuspended } from '../demands/repository';

export interface NewEmailJob {
  userId: string;
  kind: EmailJobKind;
  dedupeKey: string;
  payload: Record<string, unknown>;
  runAfter: Date;
}

export const emailRepository = {
  /** Jobs whose key is already queued (or was sent) are dropped: one event, one e-mail. */
  async enqueue(db: DbOrTx, jobs: NewEmailJob[]): Promise<number> {
    if (jobs.length === 0) return 0;
    const rows = await db
      .insert(emailJobs)
      .values(jobs)
      .onConflictDoNothing({ target: emailJobs.dedupeKey })
      .returning({ id: emailJobs.id });
    return rows.length;
  },

  /**
   * Digest jobs gather demand ids while they wait: a second demand of the same day joins the
   * pending job. One already being sent is left alone (its day is over).
   */
  async enqueueDigests(db: DbOrTx, jobs: NewEmailJob[]): Promise<void> {
    if (jobs.length === 0) return;
    await db
      .insert(emailJobs)
      .values(jobs)
      .onConflictDoUpdate({
        target: emailJobs.dedupeKey,
        set: {
          payload: sql`jsonb_set(${emailJobs.payload}, '{demandIds}', (${emailJobs.payload}->'demandIds') || (excluded.payload->'demandIds'))`,
        },
        setWhere: sql`${emailJobs.status} = 'pending' and not ((${emailJobs.payload}->'demandIds') @> (excluded.payload->'demandIds'))`,
      });
  },

  /**
   * Takes up to `limit` due jobs for this worker. SKIP LOCKED lets every instance claim at once
   * without waiting on or taking each other's rows; the claim moves `run_after` to `leaseUntil`,
   * so a job whose instance died mid-send is taken again after the lease.
   */
  async claimDue(db: DbOrTx, now: Date, leaseUntil: Date, limit: number): Promise<EmailJobRow[]> {
    const due = db
      .select({ id: emailJobs.id })
      .from(emailJobs)
      .where(and(inArray(emailJobs.status, ['pending', 'sending']), lte(emailJobs.runAfter, now)))
      .orderBy(asc(emailJobs.runAfter))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(emailJobs)
      .set({ status: 'sending', attempts: sql`${emailJobs.attempts} + 1`, runAfter: leaseUntil })
      .where(inArray(emailJobs.id, due))
      .returning();
  },

  async finish(
    db: DbOrTx,
    id: string,
    status: 'sent' | 'skipped' | 'failed',
    at: Date,
    error?: string,
  ) {
    await db
      .update(emailJobs)
      .set({ status, finishedAt: at, ...(error !== undefined ? { lastError: error } : {}) })
      .where(eq(emailJobs.id, id));
  },

  async retryAt(db: DbOrTx, id: string, runAfter: Date, error: string) {
    await db
      .update(emailJobs)
      .set({ status: 'pending', runAfter, lastError: error })
      .where(eq(emailJobs.id, id));
  },

  /** Finished jobs older than `before` go; their keys then no longer dedupe (long after). */
  async pruneFinished(db: DbOrTx, before: Date): Promise<void> {
    await db
      .delete(emailJobs)
      .where(
        and(
          inArray(emailJobs.status, ['sent', 'skipped', 'failed']),
          lte(emailJobs.finishedAt, before),
        ),
      );
  },

  async preferencesOf(db: DbOrTx, userId: string) {
    return db
      .select({ kind: emailPreferences.kind, mode: emailPreferences.mode })
      .from(emailPreferences)
      .where(eq(emailPreferences.userId, userId));
  },

  /**
   * Of `userIds`, the providers in the demand's region: the same state as the demand (the
   * provider's UF as its card shows it, by the company rule of spec §3); any of them when the
   * demand accepts remote work or either has no UF. A facção in Santa Catarina hears of the
   * demands of Santa Catarina, not of every state.
   */
  async inRegionOf(db: DbOrTx, demandId: string, userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await db
      .select({ userId: professionalSearch.userId })
      .from(professionalSearch)
      .innerJoin(demands, eq(demands.id, demandId))
      .where(
        and(
          inArray(professionalSearch.userId, userIds),
          or(
            eq(demands.remoteWorkAccepted, true),
            sql`nullif(btrim(${demands.uf}), '') is null`,
            sql`${professionalSearch.uf} is null`,
            sql`upper(${professionalSearch.uf}) = upper(btrim(${demands.uf}))`,
          ),
        ),
      );
    return new Set(rows.map((r) => r.userId));
  },

  /** The chosen mode of `kind` for each of `userIds` that chose one. */
  async modesFor(db: DbOrTx, userIds: string[], kind: EmailKind): Promise<Map<string, EmailMode>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({ userId: emailPreferences.userId, mode: emailPreferences.mode })
      .from(emailPreferences)
      .where(and(inArray(emailPreferences.userId, userIds), eq(emailPreferences.kind, kind)));
    return new Map(rows.map((r) => [r.userId, r.mode]));
  },

  async setModes(db: DbOrTx, userId: string, prefs: { kind: EmailKind; mode: EmailMode }[]) {
    if (prefs.length === 0) return;
    await db
      .insert(emailPreferences)
      .values(prefs.map((p) => ({ userId, kind: p.kind, mode: p.mode })))
      .onConflictDoUpdate({
        target: [emailPreferences.userId, emailPreferences.kind],
        set: { mode: sql`excluded.mode`, updatedAt: sql`now()` },
      });
  },

  /**
   * The 6-hour rule of unread-message e-mails, atomically: true when this job may send (nothing
   * sent for the key within the window, or this same job took it before a failed send).
   */
  async takeThrottle(
    db: DbOrTx,
    t: { key: string; userId: string; jobId: string; now: Date; windowStart: Date },
  ): Promise<boolean> {
    const rows = await db
      .insert(emailThrottles)
      .values({ key: t.key, userId: t.userId, lastSentAt: t.now, jobId: t.jobId })
      .onConflictDoUpdate({
        target: emailThrottles.key,
        set: { lastSentAt: t.now, jobId: t.jobId },
        setWhere: or(
          lte(emailThrottles.lastSentAt, t.windowStart),
          eq(emailThrottles.jobId, t.jobId),
        ),
      })
      .returning({ key: emailThrottles.key });
    return rows.length > 0;
  },

  async recipient(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        userType: users.userType,
        approvalStatus: users.approvalStatus,
        suspendedAt: users.suspendedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },

  /** Those of `ids` still open to providers, oldest first, with the service's name. */
  async openDemands(db: DbOrTx, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: demands.id,
        title: demands.title,
        city: demands.city,
        uf: demands.uf,
        service: services.name,
        createdAt: demands.createdAt,
      })
      .from(demands)
      .innerJoin(services, eq(services.id, demands.serviceId))
      .where(and(inArray(demands.id, ids), eq(demands.status, 'ABERTA'), ownerNotSuspended))
      .orderBy(asc(demands.createdAt));
  },

  async demandTitle(db: DbOrTx, id: string): Promise<string | undefined> {
    const [row] = await db.select({ title: demands.title }).from(demands).where(eq(demands.id, id));
    return row?.title;
  },

  /** A message with its conversation's title and sender; `isRead` says whether it was seen. */
  async message(db: DbOrTx, id: string) {
    const [row] = await db
      .select({
        conversationId: messages.conversationId,
        conversationTitle: conversations.title,
        senderName: users.fullName,
        isRead: messages.isRead,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(eq(messages.id, id));
    return row;
  },

  async rating(db: DbOrTx, id: string) {
    const [row] = await db
      .select({ score: ratings.score, clientName: users.fullName })
      .from(ratings)
      .innerJoin(users, eq(users.id, ratings.clientId))
      .where(eq(ratings.id, id));
    return row;
  },
};
