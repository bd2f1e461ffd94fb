import type { DbOrTx } from '../../db/client';
import type { AuditRow } from '../../db/schema';
import { auditRepository, type AuditInsert } from './repository';

export type { AuditInsert };

/**
 * The append-only log of admin actions, for the modules whose actions leave a line (admin,
 * reports). Stateless: each call names the database or the action's own transaction.
 */
export const auditLog = {
  /** Written inside the action's own transaction: no action without its line, and no line without it. */
  record(tx: DbOrTx, entry: AuditInsert): Promise<AuditRow> {
    return auditRepository.insert(tx, entry);
  },

  /** Newest first, keyset by (created_at, id); optionally one target's lines. */
  page(db: DbOrTx, q: Parameters<typeof auditRepository.page>[1]): Promise<AuditRow[]> {
    return auditRepository.page(db, q);
  },
};
