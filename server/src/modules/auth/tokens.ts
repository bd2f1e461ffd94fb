import crypto from 'node:crypto';
import { LIMITS } from '@alinhavo/shared/rules/limits';
import { hmac, randomToken } from '../../lib/secrets';

const ISSUER = 'alinhavo';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** The one header we sign with and accept, as jose wrote it (`{"alg":"HS256"}`). */
const HEADER = Buffer.from(JSON.stringify({ alg: ALGORITHM })).toString('base64url');

const b64json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Access tokens are HS256 JWTs naming their session; refresh tokens are `<session id>.<secret>`.
 * Signed and checked with node:crypto on a key made once: this runs on every authenticated
 * request, and jose's async key import per call cost as much as the route itself.
 */
export class Tokens {
  private readonly key: crypto.KeyObject;

  constructor(private readonly secret: string) {
    this.key = crypto.createSecretKey(Buffer.from(secret, 'utf8'));
  }

  private signature(signingInput: string): string {
    return crypto.createHmac('sha256', this.key).update(signingInput).digest('base64url');
  }

  signAccess(claims: AccessClaims): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    // The claim order jose's SignJWT produced, so tokens look as they always did.
    const payload = b64json({
      sid: claims.sessionId,
      typ: 'access',
      sub: claims.userId,
      iss: ISSUER,
      iat: now,
      exp: now + LIMITS.accessTokenSeconds,
    });
    const signingInput = `${HEADER}.${payload}`;
    return Promise.resolve(`${signingInput}.${this.signature(signingInput)}`);
  }

  /** Null for anything but a well-formed, unexpired HS256 access token of ours. */
  verifyAccess(token: string): Promise<AccessClaims | null> {
    return Promise.resolve(this.readAccess(token));
  }

  private readAccess(token: string): AccessClaims | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header = '', payloadPart = '', signature = ''] = parts;
    const expected = Buffer.from(this.signature(`${header}.${payloadPart}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    // Signed by us, yet the header must still say HS256 and nothing we do not understand.
    const head = decodeJson(header);
    if (!head || head.alg !== ALGORITHM || head.crit !== undefined || head.b64 !== undefined)
      return null;
    const payload = decodeJson(payloadPart);
    if (!payload) return null;
    const now = Math.floor(Date.now() / 1000);
    if (payload.iss !== ISSUER) return null;
    if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
    if (payload.iat !== undefined && typeof payload.iat !== 'number') return null;
    if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now))
      return null;
    if (
      payload.typ !== 'access' ||
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string'
    )
      return null;
    return { userId: payload.sub, sessionId: payload.sid };
  }

  newRefresh(sessionId: string): { token: string; hash: string } {
    const secret = randomToken(32);
    return { token: `${sessionId}.${secret}`, hash: this.hashSecret(secret) };
  }

  /**
   * The token that replaces a presented one. It is derived from it under the server's key, not
   * drawn at random, so that the same token presented again a moment later (its answer lost on the
   * way, or two tabs refreshing at once) gets the very same successor and the cookie jar, the
   * desktop's store and the server agree. Without the key nobody can compute it.
   */
  nextRefresh(sessionId: string, presentedSecret: string): { token: string; hash: string } {
    const secret = hmac(this.secret, `refresh-rotation:${presentedSecret}`);
    return { token: `${sessionId}.${secret}`, hash: this.hashSecret(secret) };
  }

  parseRefresh(token: string): { sessionId: string; secret: string; hash: string } | null {
    const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
    if (!match?.[1] || !match[2]) return null;
    return { sessionId: match[1], secret: match[2], hash: this.hashSecret(match[2]) };
  }

  /** Codes and refresh secrets are stored as keyed hashes: a leaked table reveals none. */
  hashSecret(value: string): string {
    return hmac(this.secret, value);
  }
}
