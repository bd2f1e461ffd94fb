import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { LIMITS } from '@alinhavo/shared/rules/limits';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { tooManyRequests } from '../../http/errors';
import { verifyPassword } from '../../lib/passwords';
import type { EmailQueue } from '../email/queue';
import { signInRepository as repo } from './sign-in.repository';
import type { Tokens } from './tokens';

const HOUR_MS = 3_600_000;

export interface PasswordGuardDeps {
  db: Db;
  tokens: Pick<Tokens, 'hashSecret'>;
  emails: Pick<EmailQueue, 'signInAlert' | 'kick'>;
  log: FastifyBaseLogger;
  /** Tests move it to reach the end of a wait or of the hour instead of sleeping. */
  clock: () => Date;
}

/**
 * The wait of a pair after `failures` wrong passwords in a row: none for the first few, then
 * 2, 4, 8 … seconds, up to the cap.
 */
export function waitSecondsAfter(failures: number): number {
  if (failures < LIMITS.signInFreeFailures) return 0;
  const doublings = Math.min(failures - LIMITS.signInFreeFailures + 1, 30);
  return Math.min(2 ** doublings, LIMITS.signInMaxWaitSeconds);
}

const slowDown = (until: Date, now: Date) =>
  tooManyRequests(
    ERRORS.tooManyRequests,
    Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  );

/**
 * Every password check of the product (sign-in, token, password change, account deletion) under
 * DESIGN §9.15. No lock ever refuses the owner's right password: wrong guesses slow down the
 * (account, address) pair that makes them, strangers spread over many addresses share one hourly
 * budget per account that the owner's own addresses never spend, and the owner is e-mailed.
 * All of it lives in the database, so every instance sees the same waits.
 */
export class PasswordGuard {
  constructor(private readonly d: PasswordGuardDeps) {}

  /**
   * The account's own name for a client address: a keyed hash of the account and the address
   * (IPv6 by its /64, as the rate limiter counts it), never the address itself.
   */
  addressOf(userId: string, ip: string): string {
    return this.d.tokens.hashSecret(`sign-in-address:${userId}:${normalizeIP(ip)}`);
  }

  /**
   * Whether `password` is the account's. Answers 429 (Retry-After) without checking it while the
   * pair waits, or while strangers have spent the account's budget and this address is not one
   * the account signed in from. The attempt is counted as a wrong one before the (slow) check and
   * taken back if the password is right: parallel guesses are counted like sequential ones.
   */
  async check(user: UserRow, password: string, ip: string): Promise<boolean> {
    const now = this.d.clock();
    const address = this.addressOf(user.id, ip);
    const attempt = await this.d.db.transaction(async (tx) => {
      await repo.lockAccount(tx, user.id);
      const pair = await repo.address(tx, user.id, address);
      if (pair?.waitUntil && pair.waitUntil > now) throw slowDown(pair.waitUntil, now);
      const known = Boolean(pair?.lastSuccessAt);
      if (!known) {
        const nth = await repo.nthStrangerFailureSince(
          tx,
          user.id,
          new Date(now.getTime() - HOUR_MS),
          LIMITS.signInStrangerFailuresPerHour,
        );
        if (nth) throw slowDown(new Date(nth.getTime() + HOUR_MS), now);
      }
      const failures = await repo.countPairFailure(tx, {
        userId: user.id,
        addressHash: address,
        at: now,
        forgetBefore: new Date(now.getTime() - LIMITS.signInPairMemoryHours * HOUR_MS),
      });
      const wait = waitSecondsAfter(failures);
      if (wait > 0) await repo.setWait(tx, user.id, address, new Date(now.getTime() + wait * 1000));
      return repo.insertFailure(tx, { userId: user.id, at: now, knownAddress: known });
    });
    if (await verifyPassword(user.passwordHash, password)) {
      await this.d.db.transaction(async (tx) => {
        await repo.clearPair(tx, user.id, address);
        await repo.deleteFailure(tx, attempt);
      });
      return true;
    }
    await this.afterFailure(user.id, now);
    return false;
  }

  /** A session began from `ip`: the address is the owner's from now on. */
  async signedIn(userId: string, ip: string): Promise<void> {
    await repo.recordSuccess(this.d.db, userId, this.addressOf(userId, ip), this.d.clock());
  }

  /** A reset confirmed from `ip` proves the inbox: that address stops waiting. */
  async forgive(userId: string, ip: string): Promise<void> {
    await repo.clearPair(this.d.db, userId, this.addressOf(userId, ip));
  }

  /** Drops what no window reads any more, and e-mails the owner once an hour past the mark. */
  private async afterFailure(userId: string, now: Date) {
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const alerted = await this.d.db.transaction(async (tx) => {
      await repo.prune(
        tx,
        userId,
        hourAgo,
        new Date(now.getTime() - LIMITS.signInPairMemoryHours * HOUR_MS),
      );
      const recent = await repo.countFailuresSince(tx, userId, hourAgo);
      if (recent < LIMITS.signInAlertFailures) return false;
      if (!(await repo.takeAlert(tx, userId, now, hourAgo))) return false;
      await this.d.emails.signInAlert(tx, { userId, at: now, failures: recent });
      return true;
    });
    if (alerted) {
      this.d.emails.kick();
      this.d.log.warn({ userId }, 'senhas erradas repetidas: dono da conta avisado por e-mail');
    }
  }
}
