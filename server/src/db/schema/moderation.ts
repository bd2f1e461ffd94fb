import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@alinhavo/shared/schemas/admin';
import {
  REPORT_ACTIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from '@alinhavo/shared/schemas/report';
import { users } from './users';

/**
 * A user's report of a demand, a profile, a message or a review: one per reporter and target.
 * The target is named by type and id (no foreign key: it may be removed while the report stays);
 * `excerpt` keeps what it said when reported, `author_id` whose content it is.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: uuid('target_id').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    excerpt: text('excerpt'),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    resolution: text('resolution', { enum: REPORT_ACTIONS }),
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reports_reporter_target_key').on(t.reporterId, t.targetType, t.targetId),
    index('reports_status_created_idx').on(t.status, t.createdAt, t.id),
    index('reports_target_idx').on(t.targetType, t.targetId),
    index('reports_author_idx').on(t.authorId),
  ],
);
export type ReportRow = typeof reports.$inferSelect;

/**
 * Every admin action, append-only: no foreign keys (the log outlives the people and rows it
 * names) and a trigger (migration 0015) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: uuid('target_id').notNull(),
    targetLabel: text('target_label'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
