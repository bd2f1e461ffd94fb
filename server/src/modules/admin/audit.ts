import type { AuditEntry } from '@alinhavo/shared/schemas/admin';
import type { AuditRow } from '../../db/schema';
import type { Principal } from '../auth/service';
import { auditLog } from '../audit/service';
import { assertAdmin, type AdminDeps } from './access';
import { keysetCursor, pageOf } from './cursor';

export function toAuditEntry(r: AuditRow): AuditEntry {
  return {
    id: r.id,
    actor_id: r.actorId,
    actor_email: r.actorEmail,
    action: r.action,
    target_type: r.targetType,
    target_id: r.targetId,
    target_label: r.targetLabel,
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
  };
}

/** The audit list (read only: no route edits it, and the table refuses UPDATE and DELETE). */
export class AdminAudit {
  constructor(private readonly d: Pick<AdminDeps, 'db' | 'admins'>) {}

  async list(
    p: Principal,
    q: {
      target_type?: AuditRow['targetType'] | undefined;
      target_id?: string | undefined;
      cursor?: string | undefined;
      limit: number;
    },
  ) {
    assertAdmin(this.d.admins, p);
    const after = keysetCursor.decode(q.cursor);
    const rows = await auditLog.page(this.d.db, {
      targetType: q.target_type,
      targetId: q.target_id,
      after: after ? { createdAt: new Date(after.t), id: after.id } : undefined,
      limit: q.limit + 1,
    });
    // audit_log keeps milliseconds, so the ISO text of the Date is the exact position.
    const page = pageOf(
      rows.map((r) => ({ ...r, cursorAt: r.createdAt.toISOString() })),
      q.limit,
    );
    return { entries: page.rows.map(toAuditEntry), next_cursor: page.next };
  }
}
