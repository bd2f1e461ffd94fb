import type { AdminReport } from '@alinhavo/shared/schemas/admin';
import { REPORT_TARGET_TYPES } from '@alinhavo/shared/schemas/report';
import type { DbOrTx } from '../../db/client';
import type { ReportRow } from '../../db/schema';
import { displayNameOf } from '../admin/display';
import { reportsRepository as repo, type ContextRow, type PersonRow } from './repository';

/** Messages shown before and after a reported one (a message is judged with its neighbours). */
export const CONTEXT_AROUND = 3;
/** The user panel's "reports about this person" list. */
const ABOUT_PERSON_LIMIT = 50;

const toPerson = (u: PersonRow | undefined): AdminReport['reporter'] =>
  u
    ? {
        id: u.id,
        display_name: displayNameOf(u),
        email: u.email,
        user_type: u.userType,
        suspended_at: u.suspendedAt?.toISOString() ?? null,
      }
    : null;

/** What the mapping needs beside the report: people by id, targets still there, context. */
export interface ReportLookups {
  people: Map<string, PersonRow>;
  /** `${target_type}:${target_id}` of the targets that still exist. */
  existing: Set<string>;
  /** Context rows by reported message id, oldest first. */
  context: Map<string, ContextRow[]>;
}

export const targetKey = (type: string, id: string) => `${type}:${id}`;

/** One report as the admin screens show it (adminReportSchema). */
export function toAdminReport(r: ReportRow, lookups: ReportLookups): AdminReport {
  return {
    id: r.id,
    status: r.status,
    target_type: r.targetType,
    target_id: r.targetId,
    reason: r.reason,
    details: r.details,
    reporter: toPerson(lookups.people.get(r.reporterId)),
    author: r.authorId ? toPerson(lookups.people.get(r.authorId)) : null,
    excerpt: r.excerpt,
    target_exists: lookups.existing.has(targetKey(r.targetType, r.targetId)),
    context: (lookups.context.get(r.targetId) ?? []).map((m) => ({
      id: m.id,
      sender_name: displayNameOf(m.sender) ?? m.sender.email,
      content: m.content,
      created_at: m.createdAt,
      is_target: m.id === r.targetId,
    })),
    resolution: r.resolution,
    resolution_note: r.resolutionNote,
    resolved_at: r.resolvedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * Loads what a set of reports names in a fixed number of reads (people, one existence read per
 * target type, one context read for all messages) and maps them, in the given order.
 */
export async function adminReports(db: DbOrTx, rows: ReportRow[]): Promise<AdminReport[]> {
  if (rows.length === 0) return [];
  const personIds = new Set<string>();
  for (const r of rows) {
    personIds.add(r.reporterId);
    if (r.authorId) personIds.add(r.authorId);
  }
  const idsOf = (type: ReportRow['targetType']) => [
    ...new Set(rows.filter((r) => r.targetType === type).map((r) => r.targetId)),
  ];
  const messageIds = idsOf('message');
  const [people, context, ...existing] = await Promise.all([
    repo.people(db, [...personIds]),
    repo.messageContext(db, messageIds, CONTEXT_AROUND),
    ...REPORT_TARGET_TYPES.map(async (type) => {
      const found = await repo.existing(db, type, idsOf(type));
      return [...found].map((id) => targetKey(type, id));
    }),
  ]);
  const byTarget = new Map<string, ContextRow[]>();
  for (const m of context) {
    const list = byTarget.get(m.targetId) ?? [];
    list.push(m);
    byTarget.set(m.targetId, list);
  }
  const lookups: ReportLookups = {
    people: new Map(people.map((p) => [p.id, p])),
    existing: new Set(existing.flat()),
    context: byTarget,
  };
  return rows.map((r) => toAdminReport(r, lookups));
}

/**
 * For the admin's user panel: the reports whose target is this person or their content
 * (demands, messages, reviews they wrote), newest first, mapped like the queue.
 */
export async function reportsAboutPerson(db: DbOrTx, userId: string): Promise<AdminReport[]> {
  return adminReports(db, await repo.aboutUser(db, userId, ABOUT_PERSON_LIMIT));
}
