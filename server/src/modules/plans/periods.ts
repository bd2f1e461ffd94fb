import type { ProPlanCode } from '@alinhavo/shared/schemas/plan';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { plansRepository } from './repository';

/**
 * The catalogue and the PRO periods as the payments module changes them, inside its own
 * transactions on a payment row it locked (a checkout, an approval, a refund). Stateless: each
 * call names the database or the caller's transaction. The account is always locked before a
 * period is read or written, so two approvals chain, never overlap.
 */
export const proPeriods = {
  /** A plan of the catalogue (undefined for a code it no longer holds). */
  plan(db: DbOrTx, code: ProPlanCode) {
    return plansRepository.plan(db, code);
  },

  /** The account locked for the length of a plan change (undefined when it is gone). */
  lockAccount(tx: DbOrTx, userId: string): Promise<UserRow | undefined> {
    return plansRepository.lockUser(tx, userId);
  },

  /**
   * An approval's first half: the account locked, then the period the plan buys, from the end of
   * the PRO time still ahead (a renewal before expiry adds to it) or from now.
   */
  async lockNextPeriod(
    tx: DbOrTx,
    userId: string,
    planCode: ProPlanCode,
  ): Promise<{ startsAt: Date; endsAt: Date }> {
    await plansRepository.lockUser(tx, userId);
    const plan = await plansRepository.plan(tx, planCode);
    if (!plan) throw new Error('plan of a payment is missing from the catalogue');
    return plansRepository.nextPeriod(tx, userId, plan.periodMonths);
  },

  /** An approval's second half, after `lockNextPeriod`: the period granted; the account as now. */
  async grant(
    tx: DbOrTx,
    period: {
      userId: string;
      planCode: ProPlanCode;
      paymentId: string;
      startsAt: Date;
      endsAt: Date;
    },
  ): Promise<UserRow> {
    await plansRepository.insertSubscription(tx, period);
    return plansRepository.refreshProUntil(tx, period.userId);
  },

  /**
   * A refunded or charged-back payment: its period revoked (the later ones move back by its
   * length), on the locked account; the account as now.
   */
  async revoke(tx: DbOrTx, userId: string, paymentId: string): Promise<UserRow> {
    await plansRepository.lockUser(tx, userId);
    await plansRepository.revokePeriodOf(tx, paymentId);
    return plansRepository.refreshProUntil(tx, userId);
  },

  /** End of the account's paid PRO time (null when never PRO or unknown). */
  proUntil(db: DbOrTx, userId: string): Promise<Date | null> {
    return plansRepository.proUntil(db, userId);
  },

  /** The account as stored now (its e-mail, its PRO end). */
  account(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
    return plansRepository.account(db, userId);
  },
};
