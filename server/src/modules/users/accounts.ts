import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { usersRepository, type NewUser } from './repository';

/**
 * The account rows as other modules' rules read and write them, inside their own transactions:
 * sign-up, sign-in, e-mail verification and password reset (auth), a demand's owner (demands).
 * Stateless: each call names the database or the caller's transaction.
 */
export const userAccounts = {
  byEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
    return usersRepository.findByEmail(db, email);
  },

  byId(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    return usersRepository.findById(db, id);
  },

  /** Undefined when the e-mail is taken (unique index), so two racing sign-ups cannot both win. */
  create(tx: DbOrTx, user: NewUser): Promise<UserRow | undefined> {
    return usersRepository.insert(tx, user);
  },

  /** The verification code was right: the address is proven. */
  markEmailVerified(tx: DbOrTx, id: string): Promise<UserRow | undefined> {
    return usersRepository.update(tx, id, { isEmailVerified: true });
  },

  /** A password reset by a code sent to the inbox, which also proves the address. */
  resetPassword(tx: DbOrTx, id: string, passwordHash: string): Promise<UserRow | undefined> {
    return usersRepository.update(tx, id, { passwordHash, isEmailVerified: true });
  },
};
