import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const newJwtSecret = () => crypto.randomBytes(48).toString('base64url');

/**
 * On the embedded database the signing secret is generated once and kept in DATA_DIR, so
 * sessions survive restarts of `npm start` without any setup. (On PostgreSQL it is kept in the
 * database instead: see modules/auth/jwt-secret.ts.)
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: create it below
  }
  const secret = newJwtSecret();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');

/** A uniformly random numeric code of `length` digits from the CSPRNG. */
export function randomDigits(length: number): string {
  return crypto
    .randomInt(0, 10 ** length)
    .toString()
    .padStart(length, '0');
}

export const hmac = (key: string, value: string) =>
  crypto.createHmac('sha256', key).update(value).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}
