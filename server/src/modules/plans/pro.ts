import type { DbOrTx } from '../../db/client';
import { plansRepository } from './repository';

/**
 * Spec §1 isProUser, decided here and nowhere else (DESIGN §9.9): every PRO gate on the server
 * asks this. PRO while `users.pro_until` is in the future; the plans issue writes that column.
 */
export function isPro(db: DbOrTx, userId: string): Promise<boolean> {
  return plansRepository.proNow(db, userId);
}
