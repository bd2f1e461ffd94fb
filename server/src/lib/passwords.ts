import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. (2 = Algorithm.Argon2id, a const enum.)
const STANDARD = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
// Test runs register hundreds of accounts, each hash ~15× cheaper; the config accepts this only
// under NODE_ENV=test. Hashes carry their parameters, so verification works for either.
const TEST_ONLY = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 };
let options = STANDARD;
let dummy: Promise<string> | undefined;

export function usePasswordHashCost(cost: 'standard' | 'test'): void {
  const next = cost === 'test' ? TEST_ONLY : STANDARD;
  if (next !== options) dummy = undefined;
  options = next;
}

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spends the same time as a real check, so an unknown e-mail is not told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('alinhavo-dummy-password');
  await verifyPassword(await dummy, password);
}
