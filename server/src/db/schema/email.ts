import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { EMAIL_KINDS, EMAIL_MODES } from '@alinhavo/shared/schemas/email-preferences';
import { users } from './users';

/**
 * Account-security e-mails ride the same queue (retries, one instance per job) but are not a
 * preference: they cannot be turned off and carry no unsubscribe link.
 */
export const ACCOUNT_EMAIL_KINDS = ['sign_in_alert'] as const;
export const EMAIL_JOB_KINDS = [...EMAIL_KINDS, ...ACCOUNT_EMAIL_KINDS] as const;
export type EmailJobKind = (typeof EMAIL_JOB_KINDS)[number];

export const EMAIL_JOB_STATUSES = ['pending', 'sending', 'sent', 'skipped', 'failed'] as const;

/**
 * Outgoing e-mail, one row per e-mail. Workers of every instance claim due rows with
 * FOR UPDATE SKIP LOCKED; `dedupe_key` makes one event one e-mail per recipient whichever
 * instance enqueues it, and `run_after` is both the schedule (digests, the 15-minute wait of
 * unread messages) and the retry backoff. The payload names rows, never an e-mail body.
 */
export const emailJobs = pgTable(
  'email_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EMAIL_JOB_KINDS }).notNull(),
    /** What the e-mail is built from (ids, dates); read when it is sent. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    dedupeKey: text('dedupe_key').notNull().unique('email_jobs_dedupe_key'),
    status: text('status', { enum: EMAIL_JOB_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true, precision: 3 }).notNull(),
    /** The last failure's message (SMTP answer), never the e-mail. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    // The claim reads only rows still to send, by due time.
    index('email_jobs_due_idx')
      .on(t.runAfter)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('email_jobs_finished_idx').on(t.finishedAt),
  ],
);

/** A kind the account changed from the default (DEFAULT_EMAIL_MODE); no row = default. */
export const emailPreferences = pgTable(
  'email_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EMAIL_KINDS }).notNull(),
    mode: text('mode', { enum: EMAIL_MODES }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * The last unread-message e-mail per person and conversation: taken with one conditional upsert,
 * so two instances cannot both send within the 6 hours. The job that took it may take it again
 * (its retries after a failed send).
 */
export const emailThrottles = pgTable('email_throttles', {
  key: text('key').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true, precision: 3 }).notNull(),
  jobId: uuid('job_id').notNull(),
});

export type EmailJobRow = typeof emailJobs.$inferSelect;
