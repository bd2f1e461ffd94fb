import { eq, sql } from 'drizzle-orm';
import { MIGRATION_LOCK_ID, type Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

export const appSecretsRepository = {
  /**
   * The secret called `name`, made by `generate` the first time any instance asks. Under the
   * migration lock, so instances starting together (or one still migrating) wait and then read
   * the same row; the primary key would refuse a second one anyway.
   */
  async getOrCreate(db: Db, name: string, generate: () => string): Promise<string> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
      await tx
        .insert(appSecrets)
        .values({ name, value: generate() })
        .onConflictDoNothing({ target: appSecrets.name });
      const [row] = await tx
        .select({ value: appSecrets.value })
        .from(appSecrets)
        .where(eq(appSecrets.name, name));
      if (!row) throw new Error(`app secret ${name} vanished`);
      return row.value;
    });
  },
};
