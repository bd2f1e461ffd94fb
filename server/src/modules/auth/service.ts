import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { AUTH_TEXTS } from '@alinhavo/shared/messages/auth';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { LIMITS } from '@alinhavo/shared/rules/limits';
import type {
  RegisterBody,
  ResetConfirmBody,
  VerifyEmailBody,
} from '@alinhavo/shared/schemas/auth';
import type { AuthResult, TokenPair, User } from '@alinhavo/shared/schemas/user';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import type { Mailer } from '../../lib/mail/mailer';
import { burnPasswordCheck, hashPassword } from '../../lib/passwords';
import { randomDigits, randomToken, safeEqual } from '../../lib/secrets';
import { AppError, badRequest, tooManyRequests, unauthenticated } from '../../http/errors';
import type { AdminAccounts } from '../../lib/admins';
import { toUserDto } from '../users/dto';
import { userAccounts } from '../users/accounts';
import { passwordResetEmail, verificationEmail } from './emails';
import { LEGAL_VERSION } from '@alinhavo/shared/rules/legal';
import type { PasswordGuard } from './password-guard.service';
import type { PrincipalCache } from './principal-cache';
import { emailCodesRepository, sessionsRepository } from './repository';
import type { Tokens } from './tokens';

export interface AuthDeps {
  db: Db;
  tokens: Tokens;
  mailer: Mailer;
  bus: EventBus;
  log: FastifyBaseLogger;
  admins: AdminAccounts;
  publicUrl: string;
  /** Every password check goes through it (DESIGN §9.15). */
  guard: PasswordGuard;
  /** The session check between changes (absent: every request asks the database). */
  principals?: PrincipalCache;
}

export interface Principal {
  user: UserRow;
  sessionId: string;
}

export type SessionEndReason =
  | 'logout'
  | 'password_changed'
  | 'account_deleted'
  | 'password_reset'
  | 'refresh_reuse'
  | 'suspended';

const suspended = () => new AppError(403, ADMIN_TEXTS.accountSuspended, 'ACCOUNT_SUSPENDED');

const inSeconds = (s: number) => new Date(Date.now() + s * 1000);
/**
 * How long the refresh token just replaced still gets its successor again: long enough for a phone
 * on a slow connection to load the next page and send it (GoTrue allows 10 s by default).
 */
export const REFRESH_RETRY_SECONDS = 20;

/** Every rule of sign-up, verification, sign-in, sessions and password reset (spec §4–§5, DESIGN §9.7–9.8). */
export class AuthService {
  constructor(private readonly d: AuthDeps) {}

  dto(row: UserRow): User {
    return toUserDto(row, this.d.admins);
  }

  async register(body: RegisterBody): Promise<User> {
    const passwordHash = await hashPassword(body.password);
    const { user, code } = await this.d.db.transaction(async (tx) => {
      const created = await userAccounts.create(tx, {
        email: body.email,
        passwordHash,
        userType: body.user_type,
        // Creating the account is the acceptance the form states (LEGAL_TEXTS.registrationConsent).
        termsVersion: LEGAL_VERSION,
        termsAcceptedAt: new Date(),
      });
      if (!created)
        throw new AppError(409, ERRORS.emailInUse, 'EMAIL_IN_USE', { email: ERRORS.emailInUse });
      return { user: created, code: await this.issueVerificationCode(tx, created.id) };
    });
    await this.sendVerification(user.email, code);
    return this.dto(user);
  }

  /** DESIGN §9.15: guessing slows its (account, address) pair down, never the owner. */
  async login(
    email: string,
    password: string,
    userAgent: string | null,
    ip: string,
  ): Promise<AuthResult> {
    const user = await userAccounts.byEmail(this.d.db, email);
    if (!user) {
      await burnPasswordCheck(password);
      throw new AppError(401, ERRORS.invalidCredentials, 'INVALID_CREDENTIALS');
    }
    if (!(await this.d.guard.check(user, password, ip)))
      throw new AppError(401, ERRORS.invalidCredentials, 'INVALID_CREDENTIALS');
    // Only a caller who knows the password learns that the account is suspended or unverified.
    if (user.suspendedAt) throw suspended();
    if (!user.isEmailVerified)
      throw new AppError(403, ERRORS.emailNotVerified, 'EMAIL_NOT_VERIFIED');
    const token = await this.startSession(this.d.db, user.id, userAgent);
    await this.d.guard.signedIn(user.id, ip);
    return { user: this.dto(user), token };
  }

  /**
   * A signed-in caller's password (password change, account deletion), under the same rules as
   * sign-in: a wrong one is counted against the caller's address, and a waiting pair gets 429.
   */
  checkPassword(user: UserRow, password: string, ip: string): Promise<boolean> {
    return this.d.guard.check(user, password, ip);
  }

  async verifyEmail(body: VerifyEmailBody, userAgent: string | null): Promise<AuthResult> {
    const outcome = await this.d.db.transaction(
      async (tx): Promise<{ error: AppError } | { result: AuthResult }> => {
        const user = await userAccounts.byEmail(tx, body.email);
        if (!user)
          return {
            error: badRequest(AUTH_TEXTS.invalidCode, 'INVALID_CODE', {
              code: AUTH_TEXTS.invalidCode,
            }),
          };
        if (user.isEmailVerified)
          return { error: badRequest(AUTH_TEXTS.alreadyVerified, 'INVALID_CODE') };
        const code = await emailCodesRepository.latest(tx, user.id, 'verify');
        if (!code || code.consumedAt)
          return {
            error: badRequest(AUTH_TEXTS.codeExpired, 'CODE_EXPIRED', {
              code: AUTH_TEXTS.codeExpired,
            }),
          };
        if (code.attempts >= LIMITS.verificationCodeMaxAttempts) {
          return {
            error: badRequest(AUTH_TEXTS.codeBurned, 'CODE_EXPIRED', {
              code: AUTH_TEXTS.codeBurned,
            }),
          };
        }
        if (code.expiresAt <= new Date())
          return {
            error: badRequest(AUTH_TEXTS.codeExpired, 'CODE_EXPIRED', {
              code: AUTH_TEXTS.codeExpired,
            }),
          };
        if (!safeEqual(code.codeHash, this.d.tokens.hashSecret(`${user.id}:${body.code}`))) {
          // The attempt is committed even though the request fails: that is what burns the code.
          const attempts = await emailCodesRepository.countAttempt(tx, code.id);
          const text =
            attempts >= LIMITS.verificationCodeMaxAttempts
              ? AUTH_TEXTS.codeBurned
              : AUTH_TEXTS.invalidCode;
          return {
            error: badRequest(
              text,
              attempts >= LIMITS.verificationCodeMaxAttempts ? 'CODE_EXPIRED' : 'INVALID_CODE',
              { code: text },
            ),
          };
        }
        await emailCodesRepository.consumeAll(tx, user.id, 'verify');
        const verified = await userAccounts.markEmailVerified(tx, user.id);
        if (!verified) throw new Error('verified user vanished');
        const token = await this.startSession(tx, user.id, userAgent);
        return { result: { user: this.dto(verified), token } };
      },
    );
    if ('error' in outcome) throw outcome.error;
    // A verified account is a new row in the admin's lists (a provider: in Aprovações).
    const { user } = outcome.result;
    this.d.bus.publish('funnel.fact', { name: 'signup_finished', userId: user.id });
    this.d.bus.publish('admin.changed', {
      kind: user.user_type === 'PROFISSIONAL' ? 'professional' : 'user',
      id: user.id,
    });
    return outcome.result;
  }

  async resendVerification(email: string): Promise<void> {
    const code = await this.d.db.transaction(async (tx) => {
      const user = await userAccounts.byEmail(tx, email);
      // Unknown and already-verified e-mails get the same answer and no e-mail.
      if (!user || user.isEmailVerified) return undefined;
      await this.assertCooldown(tx, user.id, 'verify');
      return this.issueVerificationCode(tx, user.id);
    });
    if (code) await this.sendVerification(email, code);
  }

  async requestPasswordReset(email: string): Promise<void> {
    const issued = await this.d.db.transaction(async (tx) => {
      const user = await userAccounts.byEmail(tx, email);
      if (!user) return undefined;
      const last = await emailCodesRepository.latest(tx, user.id, 'reset');
      // Within the cooldown the answer is the same, but no second e-mail goes out.
      if (last && Date.now() - last.createdAt.getTime() < LIMITS.resendCooldownSeconds * 1000)
        return undefined;
      await emailCodesRepository.consumeAll(tx, user.id, 'reset');
      const code = randomToken(32);
      await emailCodesRepository.insert(tx, {
        userId: user.id,
        purpose: 'reset',
        codeHash: this.d.tokens.hashSecret(code),
        expiresAt: inSeconds(LIMITS.resetCodeTtlSeconds),
      });
      return code;
    });
    if (!issued) return;
    await this.deliver(
      passwordResetEmail(email, this.resetLinkOf(issued), LIMITS.resetCodeTtlSeconds / 60),
    );
  }

  /**
   * A reset link of its own for an e-mail the server sends unasked (the owner's warning about
   * wrong passwords). It leaves a reset the owner asked for working.
   */
  async freshResetLink(userId: string): Promise<{ link: string; ttlMinutes: number }> {
    const code = randomToken(32);
    await emailCodesRepository.insert(this.d.db, {
      userId,
      purpose: 'reset',
      codeHash: this.d.tokens.hashSecret(code),
      expiresAt: inSeconds(LIMITS.resetCodeTtlSeconds),
    });
    return { link: this.resetLinkOf(code), ttlMinutes: LIMITS.resetCodeTtlSeconds / 60 };
  }

  private resetLinkOf(code: string): string {
    return `${this.d.publicUrl}/?code=${encodeURIComponent(code)}`;
  }

  async isResetCodeValid(code: string): Promise<boolean> {
    const row = await emailCodesRepository.findByHash(
      this.d.db,
      'reset',
      this.d.tokens.hashSecret(code),
    );
    return Boolean(row && !row.consumedAt && row.expiresAt > new Date());
  }

  async confirmPasswordReset(body: ResetConfirmBody, ip: string): Promise<void> {
    const passwordHash = await hashPassword(body.password);
    const ended = await this.d.db.transaction(async (tx) => {
      const row = await emailCodesRepository.findByHash(
        tx,
        'reset',
        this.d.tokens.hashSecret(body.code),
      );
      if (!row || row.consumedAt || row.expiresAt <= new Date()) {
        throw badRequest(AUTH_TEXTS.resetInvalidCode, 'INVALID_CODE', {
          code: AUTH_TEXTS.resetInvalidCode,
        });
      }
      await emailCodesRepository.consumeAll(tx, row.userId, 'reset');
      // The link reached the inbox, so the address is proven.
      await userAccounts.resetPassword(tx, row.userId, passwordHash);
      return {
        userId: row.userId,
        sessionIds: await sessionsRepository.revokeAllForUser(tx, row.userId, 'password_reset'),
      };
    });
    this.announceEnded(ended.userId, ended.sessionIds, 'password_reset');
    // Whoever proved the inbox from this address may sign in with the new password at once.
    await this.d.guard.forgive(ended.userId, ip);
  }

  /** Resolves a bearer access token to its live session and user, or null. */
  async authenticate(accessToken: string): Promise<Principal | null> {
    const claims = await this.d.tokens.verifyAccess(accessToken);
    if (!claims) return null;
    const cache = this.d.principals;
    const held = cache?.get(claims.sessionId, claims.userId);
    if (held) return { user: held.user, sessionId: held.session.id };
    const ticket = cache?.ticket();
    const found = await sessionsRepository.findActiveWithUser(
      this.d.db,
      claims.sessionId,
      claims.userId,
    );
    if (found && cache && ticket) cache.store(found, ticket);
    return found ? { user: found.user, sessionId: found.session.id } : null;
  }

  /**
   * Rotates a refresh token. A token that was already rotated away ends its whole session, except
   * the one just replaced, for a few seconds: a phone whose answer was lost on a slow connection,
   * or two tabs refreshing at once, presents it again and gets the same successor back.
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const parsed = this.d.tokens.parseRefresh(refreshToken);
    if (!parsed) throw unauthenticated();
    type RefreshOutcome =
      { result: TokenPair } | { error: AppError; reuse?: { userId: string; sessionId: string } };
    const outcome = await this.d.db.transaction(async (tx): Promise<RefreshOutcome> => {
      const found = await sessionsRepository.findForRefresh(tx, parsed.sessionId);
      const session = found?.session;
      if (!session || session.revokedAt || session.expiresAt <= new Date())
        return { error: unauthenticated() };
      // Suspension revokes every session; this catches a login that raced with it.
      if (found.suspended) return { error: suspended() };
      const next = this.d.tokens.nextRefresh(session.id, parsed.secret);
      const signAccess = () =>
        this.d.tokens.signAccess({ userId: session.userId, sessionId: session.id });
      if (safeEqual(session.refreshHash, parsed.hash)) {
        await sessionsRepository.rotate(
          tx,
          session.id,
          next.hash,
          inSeconds(LIMITS.refreshTokenSeconds),
        );
        return { result: { access: await signAccess(), refresh: next.token } };
      }
      const retried =
        safeEqual(session.refreshHash, next.hash) &&
        Date.now() - session.lastUsedAt.getTime() <= REFRESH_RETRY_SECONDS * 1000;
      if (retried) return { result: { access: await signAccess(), refresh: next.token } };
      await sessionsRepository.revoke(tx, session.id, 'refresh_reuse');
      return {
        error: unauthenticated(),
        reuse: { userId: session.userId, sessionId: session.id },
      };
    });
    if ('reuse' in outcome && outcome.reuse) {
      this.d.log.warn(
        { sessionId: outcome.reuse.sessionId },
        'refresh token reutilizado: sessão encerrada',
      );
      this.announceEnded(outcome.reuse.userId, [outcome.reuse.sessionId], 'refresh_reuse');
    }
    if ('error' in outcome) throw outcome.error;
    return outcome.result;
  }

  /**
   * Ends the session named by the access token, or else by the refresh token: the current one, or
   * the one it replaced (its successor derives from it, so it proves the same possession). A phone
   * whose renewal answer was lost still holds only that one, and 'Sair' must still end the
   * session. Never fails.
   */
  async logout(input: {
    accessToken?: string | undefined;
    refreshToken?: string | undefined;
  }): Promise<void> {
    let target: { userId: string; sessionId: string } | undefined;
    if (input.accessToken) {
      const principal = await this.authenticate(input.accessToken);
      if (principal) target = { userId: principal.user.id, sessionId: principal.sessionId };
    }
    if (!target && input.refreshToken) {
      const parsed = this.d.tokens.parseRefresh(input.refreshToken);
      if (parsed) {
        const session = await sessionsRepository.find(this.d.db, parsed.sessionId);
        const held =
          session &&
          (safeEqual(session.refreshHash, parsed.hash) ||
            safeEqual(
              session.refreshHash,
              this.d.tokens.nextRefresh(session.id, parsed.secret).hash,
            ));
        if (session && !session.revokedAt && held) {
          target = { userId: session.userId, sessionId: session.id };
        }
      }
    }
    if (!target) return;
    await sessionsRepository.revoke(this.d.db, target.sessionId, 'logout');
    this.announceEnded(target.userId, [target.sessionId], 'logout');
  }

  /** LGPD export: the person's sessions, ended ones too. */
  sessionsForExport(userId: string) {
    return sessionsRepository.listForExport(this.d.db, userId);
  }

  /** Ends every session of a user (password change, account deletion) and tells their devices. */
  async endAllSessions(tx: DbOrTx, userId: string, reason: SessionEndReason): Promise<string[]> {
    return sessionsRepository.revokeAllForUser(tx, userId, reason);
  }

  announceEnded(userId: string, sessionIds: string[], reason: SessionEndReason): void {
    if (sessionIds.length > 0) this.d.bus.publish('session.ended', { userId, sessionIds, reason });
  }

  async startSession(db: DbOrTx, userId: string, userAgent: string | null): Promise<TokenPair> {
    const sessionId = crypto.randomUUID();
    const refresh = this.d.tokens.newRefresh(sessionId);
    await sessionsRepository.insert(db, {
      id: sessionId,
      userId,
      refreshHash: refresh.hash,
      expiresAt: inSeconds(LIMITS.refreshTokenSeconds),
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    const access = await this.d.tokens.signAccess({ userId, sessionId });
    return { access, refresh: refresh.token };
  }

  private async assertCooldown(
    tx: DbOrTx,
    userId: string,
    purpose: 'verify' | 'reset',
  ): Promise<void> {
    const last = await emailCodesRepository.latest(tx, userId, purpose);
    if (!last) return;
    const elapsed = Date.now() - last.createdAt.getTime();
    const wait = Math.ceil((LIMITS.resendCooldownSeconds * 1000 - elapsed) / 1000);
    if (wait > 0) throw tooManyRequests(AUTH_TEXTS.resendCooldown(wait), wait);
  }

  private async issueVerificationCode(tx: DbOrTx, userId: string): Promise<string> {
    await emailCodesRepository.consumeAll(tx, userId, 'verify');
    const code = randomDigits(LIMITS.verificationCodeLength);
    await emailCodesRepository.insert(tx, {
      userId,
      purpose: 'verify',
      codeHash: this.d.tokens.hashSecret(`${userId}:${code}`),
      expiresAt: inSeconds(LIMITS.verificationCodeTtlSeconds),
    });
    return code;
  }

  private sendVerification(email: string, code: string): Promise<void> {
    return this.deliver(verificationEmail(email, code, LIMITS.verificationCodeTtlSeconds / 60));
  }

  /** A mail failure is logged and reported, never half-hidden: the user can ask again. */
  private async deliver(message: Parameters<Mailer['send']>[0]): Promise<void> {
    try {
      await this.d.mailer.send(message);
    } catch (err) {
      this.d.log.error({ err: (err as Error).message, to: message.to }, 'falha ao enviar e-mail');
      throw new AppError(503, ERRORS.unavailable, 'INTERNAL');
    }
  }
}
