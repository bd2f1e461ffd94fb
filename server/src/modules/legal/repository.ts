import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export interface TermsRow {
  termsVersion: string | null;
  termsAcceptedAt: Date | null;
}

export const termsRepository = {
  async find(db: DbOrTx, userId: string): Promise<TermsRow | undefined> {
    const [row] = await db
      .select({ termsVersion: users.termsVersion, termsAcceptedAt: users.termsAcceptedAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  },

  /** Records `version`; accepting the same version again keeps the first moment. */
  async accept(db: DbOrTx, userId: string, version: string): Promise<TermsRow | undefined> {
    const [row] = await db
      .update(users)
      .set({
        termsVersion: version,
        termsAcceptedAt: sql`case when ${users.termsVersion} = ${version} then ${users.termsAcceptedAt} else now() end`,
      })
      .where(eq(users.id, userId))
      .returning({ termsVersion: users.termsVersion, termsAcceptedAt: users.termsAcceptedAt });
    return row;
  },
};
