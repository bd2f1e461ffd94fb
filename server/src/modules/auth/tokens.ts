import { jwtVerify, SignJWT } from 'jose';
import { LIMITS } from '@alinhavo/shared/rules/limits';
import { hmac, randomToken } from '../../lib/secrets';

const ISSUER = 'alinhavo';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** Access tokens are JWTs naming their session; refresh tokens are `<session id>.<secret>`. */
export class Tokens {
  private readonly key: Uint8Array;

  constructor(private readonly secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, typ: 'access' })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${LIMITS.accessTokenSeconds}s`)
      .sign(this.key);
  }

  /** Null for anything but a well-formed, unexpired HS256 access token of ours. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
      });
      if (
        payload.typ !== 'access' ||
        typeof payload.sub !== 'string' ||
        typeof payload.sid !== 'string'
      )
        return null;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch {
      return null;
    }
  }

  newRefresh(sessionId: string): { token: string; hash: string } {
    const secret = randomToken(32);
    return { token: `${sessionId}.${secret}`, hash: this.hashSecret(secret) };
  }

  parseRefresh(token: string): { sessionId: string; hash: string } | null {
    const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
    if (!match?.[1] || !match[2]) return null;
    return { sessionId: match[1], hash: this.hashSecret(match[2]) };
  }

  /** Codes and refresh secrets are stored as keyed hashes: a leaked table reveals none. */
  hashSecret(value: string): string {
    return hmac(this.secret, value);
  }
}
