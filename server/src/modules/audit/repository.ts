import { and, desc, eq, gte, lt, or } from 'drizzle-orm';
import type { AuditAction } from '@alinhavo/shared/schemas/admin';
import type { DbOrTx } from '../../db/client';
import { auditLog, type AuditRow } from '../../db/schema';

export interface AuditInsert {
  actorId: string;
  actorEmail: string;
  action: AuditAction;
  targetType: AuditRow['targetType'];
  targetId: string;
  targetLabel: string | null;
  reason: string | null;
}

/** The append-only log of admin actions (the table refuses UPDATE and DELETE). */
export const auditRepository = {
  /** Written inside the action's own transaction: no action without its line, and no line without it. */
  async insert(tx: DbOrTx, entry: AuditInsert): Promise<AuditRow> {
    const [row] = await tx.insert(auditLog).values(entry).returning();
    if (!row) throw new Error('audit insert returned nothing');
    return row;
  },

  /** Newest first, keyset by (created_at, id); optionally one target's lines. */
  async page(
    db: DbOrTx,
    q: {
      targetType?: AuditRow['targetType'] | undefined;
      targetId?: string | undefined;
      after?: { createdAt: Date; id: string } | undefined;
      /** Only lines written in [from, to). */
      from?: Date | undefined;
      to?: Date | undefined;
      limit: number;
    },
  ): Promise<AuditRow[]> {
    return db
      .select()
      .from(auditLog)
      .where(
        and(
          q.targetType ? eq(auditLog.targetType, q.targetType) : undefined,
          q.targetId ? eq(auditLog.targetId, q.targetId) : undefined,
          q.from ? gte(auditLog.createdAt, q.from) : undefined,
          q.to ? lt(auditLog.createdAt, q.to) : undefined,
          q.after
            ? or(
                lt(auditLog.createdAt, q.after.createdAt),
                and(eq(auditLog.createdAt, q.after.createdAt), lt(auditLog.id, q.after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.limit);
  },
};
