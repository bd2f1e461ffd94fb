import { EMAIL_TEXTS } from '@alinhavo/shared/messages/email';
import {
  DEFAULT_EMAIL_MODE,
  emailKindsFor,
  type EmailKind,
  type EmailMode,
  type EmailPreferences,
  type UnsubscribeInfo,
} from '@alinhavo/shared/schemas/email-preferences';
import type { Db } from '../../db/client';
import { badRequest, forbidden } from '../../http/errors';
import type { Principal } from '../auth/service';
import { emailRepository as repo } from './repository';
import type { UnsubscribeTokens } from './unsubscribe-token';

/**
 * Each account's e-mail preferences (only the kinds that apply to it), and the
 * unsubscribe link, which needs no login: its signed token names the account and the kind, and
 * all it can do is turn that one kind off.
 */
export class EmailPreferencesService {
  constructor(
    private readonly db: Db,
    private readonly tokens: UnsubscribeTokens,
  ) {}

  async get(p: Principal): Promise<EmailPreferences> {
    return this.preferencesOf(p.user.id, p.user.userType);
  }

  async update(
    p: Principal,
    body: { preferences: { kind: EmailKind; mode: EmailMode }[] },
  ): Promise<EmailPreferences> {
    const allowed = emailKindsFor(p.user.userType);
    if (body.preferences.some((pref) => !allowed.includes(pref.kind))) throw forbidden();
    await repo.setModes(this.db, p.user.id, body.preferences);
    return this.preferencesOf(p.user.id, p.user.userType);
  }

  async unsubscribeInfo(token: string): Promise<UnsubscribeInfo> {
    const { userId, kind } = this.verify(token);
    const prefs = await repo.preferencesOf(this.db, userId);
    return { kind, unsubscribed: prefs.some((pref) => pref.kind === kind && pref.mode === 'off') };
  }

  /** Repeating it is harmless (mail clients may post twice). */
  async unsubscribe(token: string): Promise<UnsubscribeInfo> {
    const { userId, kind } = this.verify(token);
    // A token of a deleted account turns nothing off (the row would have no user).
    if (await repo.recipient(this.db, userId))
      await repo.setModes(this.db, userId, [{ kind, mode: 'off' }]);
    return { kind, unsubscribed: true };
  }

  private verify(token: string) {
    const found = this.tokens.verify(token);
    if (!found) throw badRequest(EMAIL_TEXTS.invalidToken);
    return found;
  }

  private async preferencesOf(
    userId: string,
    userType: Principal['user']['userType'],
  ): Promise<EmailPreferences> {
    const chosen = new Map(
      (await repo.preferencesOf(this.db, userId)).map((r) => [r.kind, r.mode]),
    );
    return {
      preferences: emailKindsFor(userType).map((kind) => ({
        kind,
        mode: chosen.get(kind) ?? DEFAULT_EMAIL_MODE,
      })),
    };
  }
}
