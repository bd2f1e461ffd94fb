import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

export type NewUser = Pick<UserRow, 'email' | 'passwordHash' | 'userType'> &
  Partial<Pick<UserRow, 'approvalStatus' | 'termsVersion' | 'termsAcceptedAt'>>;

export const usersRepository = {
  async findByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },

  async findById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  /** Undefined when the e-mail is taken (unique index), so two racing sign-ups cannot both win. */
  async insert(db: DbOrTx, user: NewUser): Promise<UserRow | undefined> {
    const [row] = await db
      .insert(users)
      .values(user)
      .onConflictDoNothing({ target: users.email })
      .returning();
    return row;
  },

  async update(
    db: DbOrTx,
    id: string,
    patch: Partial<Omit<UserRow, 'id' | 'createdAt'>>,
  ): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  async delete(db: DbOrTx, id: string): Promise<void> {
    await db.delete(users).where(eq(users.id, id));
  },
};
