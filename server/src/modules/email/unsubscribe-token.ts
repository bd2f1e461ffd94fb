import { EMAIL_KINDS, type EmailKind } from '@alinhavo/shared/schemas/email-preferences';
import { hmac, safeEqual } from '../../lib/secrets';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The token of an unsubscribe link: the account and the kind, signed with a key derived from the
 * app's signing secret (so every instance agrees and no table is needed). It does not expire:
 * an old e-mail's link must still work, and all it can do is turn that kind off.
 */
export class UnsubscribeTokens {
  private readonly key: string;

  constructor(appSecret: string) {
    this.key = hmac(appSecret, 'alinhavo:email-unsubscribe:v1');
  }

  sign(userId: string, kind: EmailKind): string {
    const body = b64(`${userId}:${kind}`);
    return `${body}.${hmac(this.key, body)}`;
  }

  verify(token: string): { userId: string; kind: EmailKind } | null {
    const [body, mac] = token.split('.');
    if (!body || !mac || !safeEqual(mac, hmac(this.key, body))) return null;
    const [userId, kind] = Buffer.from(body, 'base64url').toString('utf8').split(':');
    if (!userId || !UUID.test(userId)) return null;
    const known = EMAIL_KINDS.find((k) => k === kind);
    return known ? { userId, kind: known } : null;
  }
}
