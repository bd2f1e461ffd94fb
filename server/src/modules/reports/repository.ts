import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { ReportAction, ReportTargetType } from '@alinhavo/shared/schemas/report';
import type { DbOrTx } from '../../db/client';
import {
  clientReviews,
  conversationParticipants as cp,
  demands,
  messages,
  ratings,
  reports,
  users,
  type ReportRow,
} from '../../db/schema';

/** Who a report names (reporter, author, a context message's sender), with the name parts. */
const personColumns = {
  id: users.id,
  email: users.email,
  userType: users.userType,
  fullName: users.fullName,
  tradeName: users.tradeName,
  corporateName: users.corporateName,
  cnpj: users.cnpj,
  companySize: users.companySize,
  suspendedAt: users.suspendedAt,
};
const selectPeople = (db: DbOrTx) => db.select(personColumns).from(users);
export type PersonRow = Awaited<ReturnType<typeof selectPeople>>[number];

/**
 * A keyset position: created_at as PostgreSQL prints it with microseconds (a JS Date keeps
 * milliseconds only, and two reports in the same millisecond would be skipped or repeated).
 */
export interface ReportPosition {
  at: string;
  id: string;
}
const positionOf = sql<string>`to_char(${reports.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface ContextRow {
  targetId: string;
  id: string;
  content: string;
  createdAt: string;
  sender: PersonRow;
}

interface ContextJson {
  target_id: string;
  id: string;
  content: string;
  created_at: string;
  sender_id: string;
}

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

export const reportsRepository = {
  /** Undefined when this reporter already reported this target (the unique key decides). */
  async insert(db: DbOrTx, values: typeof reports.$inferInsert): Promise<ReportRow | undefined> {
    const [row] = await db
      .insert(reports)
      .values(values)
      .onConflictDoNothing({ target: [reports.reporterId, reports.targetType, reports.targetId] })
      .returning();
    return row;
  },

  async get(db: DbOrTx, id: string): Promise<ReportRow | undefined> {
    const [row] = await db.select().from(reports).where(eq(reports.id, id));
    return row;
  },

  /** Open reports oldest first (a queue), closed ones newest first; one extra row says "more". */
  async page(
    db: DbOrTx,
    q: { status: ReportRow['status']; after?: ReportPosition | undefined; limit: number },
  ): Promise<Array<{ r: ReportRow; position: string }>> {
    const oldestFirst = q.status === 'open';
    const after = q.after
      ? oldestFirst
        ? sql`(${reports.createdAt}, ${reports.id}) > (${q.after.at}::timestamptz, ${q.after.id}::uuid)`
        : sql`(${reports.createdAt}, ${reports.id}) < (${q.after.at}::timestamptz, ${q.after.id}::uuid)`
      : undefined;
    const order = oldestFirst
      ? [asc(reports.createdAt), asc(reports.id)]
      : [desc(reports.createdAt), desc(reports.id)];
    return db
      .select({ r: reports, position: positionOf })
      .from(reports)
      .where(and(eq(reports.status, q.status), after))
      .orderBy(...order)
      .limit(q.limit);
  },

  /** Reports about a person: of their profile, or of content they wrote. Newest first. */
  async aboutUser(db: DbOrTx, userId: string, limit: number): Promise<ReportRow[]> {
    return db
      .select()
      .from(reports)
      .where(
        or(
          eq(reports.authorId, userId),
          and(eq(reports.targetType, 'user'), eq(reports.targetId, userId)),
        ),
      )
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(limit);
  },

  /**
   * Closes every open report of the target at once (one admin action settles them all). The
   * reports closed now with their reporters; none when someone else closed them first.
   */
  async closeOpenOfTarget(
    db: DbOrTx,
    v: {
      targetType: ReportTargetType;
      targetId: string;
      resolution: ReportAction;
      note: string | null;
      resolvedBy: string;
    },
  ): Promise<Array<{ id: string; reporterId: string }>> {
    return db
      .update(reports)
      .set({
        status: 'closed',
        resolution: v.resolution,
        resolutionNote: v.note,
        resolvedBy: v.resolvedBy,
        resolvedAt: sql`now()`,
      })
      .where(
        and(
          eq(reports.targetType, v.targetType),
          eq(reports.targetId, v.targetId),
          eq(reports.status, 'open'),
        ),
      )
      .returning({ id: reports.id, reporterId: reports.reporterId });
  },

  async people(db: DbOrTx, ids: string[]): Promise<PersonRow[]> {
    if (ids.length === 0) return [];
    return selectPeople(db).where(inArray(users.id, ids));
  },

  async person(db: DbOrTx, id: string): Promise<PersonRow | undefined> {
    const [row] = await selectPeople(db).where(eq(users.id, id));
    return row;
  },

  /** Which of the targets are still there (a message removed by moderation is not). */
  async existing(db: DbOrTx, type: ReportTargetType, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await (type === 'demand'
      ? db.select({ id: demands.id }).from(demands).where(inArray(demands.id, ids))
      : type === 'user'
        ? db.select({ id: users.id }).from(users).where(inArray(users.id, ids))
        : type === 'review'
          ? // Either direction of a review: a client's rating or a provider's review.
            db
              .select({ id: ratings.id })
              .from(ratings)
              .where(inArray(ratings.id, ids))
              .union(
                db
                  .select({ id: clientReviews.id })
                  .from(clientReviews)
                  .where(inArray(clientReviews.id, ids)),
              )
          : db
              .select({ id: messages.id })
              .from(messages)
              .where(and(inArray(messages.id, ids), isNull(messages.removedAt))));
    return new Set(rows.map((r) => r.id));
  },

  /** A message as the reporter may see it: only a participant of its conversation gets it. */
  async messageForReporter(db: DbOrTx, id: string, reporterId: string) {
    const [row] = await db
      .select({
        id: messages.id,
        senderId: messages.senderId,
        content: messages.content,
        removedAt: messages.removedAt,
      })
      .from(messages)
      .innerJoin(cp, and(eq(cp.conversationId, messages.conversationId), eq(cp.userId, reporterId)))
      .where(eq(messages.id, id));
    return row;
  },

  /** A published review as anyone may see it: a client's rating of a provider, or the reverse. */
  async review(
    db: DbOrTx,
    id: string,
  ): Promise<
    | { kind: 'rating'; authorId: string; comment: string | null }
    | {
        kind: 'client_review';
        authorId: string;
        comment: string | null;
        scores: [number, number, number];
      }
    | undefined
  > {
    const [rating] = await db
      .select({ clientId: ratings.clientId, comment: ratings.comment })
      .from(ratings)
      .where(and(eq(ratings.id, id), isNotNull(ratings.publishedAt)));
    if (rating) return { kind: 'rating', authorId: rating.clientId, comment: rating.comment };
    const [review] = await db
      .select({
        professionalId: clientReviews.professionalId,
        comment: clientReviews.comment,
        payment: clientReviews.payment,
        communication: clientReviews.communication,
        clarity: clientReviews.clarity,
      })
      .from(clientReviews)
      .where(and(eq(clientReviews.id, id), isNotNull(clientReviews.publishedAt)));
    return review
      ? {
          kind: 'client_review',
          authorId: review.professionalId,
          comment: review.comment,
          scores: [review.payment, review.communication, review.clarity],
        }
      : undefined;
  },

  /**
   * Each reported message with up to `around` messages before and after it in its conversation,
   * in one statement for the whole page (oldest first within each target).
   */
  async messageContext(db: DbOrTx, messageIds: string[], around: number): Promise<ContextRow[]> {
    if (messageIds.length === 0) return [];
    const result = await db.execute(sql`
      select t.id as target_id, m.id, m.content, m.sender_id,
        to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
      from ${messages} t
      cross join lateral (
        (select b.id, b.content, b.sender_id, b.created_at from ${messages} b
          where b.conversation_id = t.conversation_id
            and (b.created_at, b.id) < (t.created_at, t.id)
          order by b.created_at desc, b.id desc limit ${around})
        union all
        select t.id, t.content, t.sender_id, t.created_at
        union all
        (select a.id, a.content, a.sender_id, a.created_at from ${messages} a
          where a.conversation_id = t.conversation_id
            and (a.created_at, a.id) > (t.created_at, t.id)
          order by a.created_at asc, a.id asc limit ${around})
      ) m
      where t.id in (${uuidList(messageIds)})
      order by t.id, m.created_at, m.id
    `);
    const rows = (result as { rows: ContextJson[] }).rows;
    const senders = new Map(
      (await this.people(db, [...new Set(rows.map((r) => r.sender_id))])).map((p) => [p.id, p]),
    );
    return rows.flatMap((r) => {
      const sender = senders.get(r.sender_id);
      return sender
        ? [
            {
              targetId: r.target_id,
              id: r.id,
              content: r.content,
              createdAt: r.created_at,
              sender,
            },
          ]
        : [];
    });
  },
};
