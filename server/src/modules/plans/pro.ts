import type { DbOrTx } from '../../db/client';
import { plansRepository } from './repository';

/**
 * Spec §1 isProUser, decided here and nowhere else (DESIGN §9.9): PRO while the paid time
 * (`users.pro_until`, kept by the payments service) has not ended. Every gate and every answer
 * that carries `is_pro` goes through these two functions.
 */
export function proFromUntil(proUntil: Date | null, now: Date = new Date()): boolean {
  return proUntil !== null && proUntil.getTime() > now.getTime();
}

/** The same rule read from the database, for gates that only hold a user id. */
export async function isPro(db: DbOrTx, userId: string): Promise<boolean> {
  return proFromUntil(await plansRepository.proUntil(db, userId));
}
