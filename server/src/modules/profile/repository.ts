import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  userAreas,
  userMachines,
  userServices,
  userSpecialties,
  users,
  type UserRow,
} from '../../db/schema';

export interface ProfileLinks {
  services: number[];
  areas: number[];
  specialties: number[];
  machines: number[];
}

const LINK_TABLES = {
  services: userServices,
  areas: userAreas,
  specialties: userSpecialties,
  machines: userMachines,
} as const;

/** A user's ids in one choice list, as a correlated subquery of a select over users. */
export const idsOf = (table: (typeof LINK_TABLES)[keyof ProfileLinks]) =>
  sql<
    number[]
  >`coalesce((select array_agg(${table.itemId} order by ${table.itemId}) from ${table} where ${table.userId} = ${users.id}), '{}')`;

export type ProfileColumns = Partial<
  Omit<UserRow, 'id' | 'email' | 'passwordHash' | 'userType' | 'createdAt'>
>;

export const profileRepository = {
  /** The account row and its four choice lists in one round trip. */
  async load(
    db: DbOrTx,
    userId: string,
  ): Promise<{ user: UserRow; links: ProfileLinks } | undefined> {
    const [row] = await db
      .select({
        user: users,
        services: idsOf(userServices),
        areas: idsOf(userAreas),
        specialties: idsOf(userSpecialties),
        machines: idsOf(userMachines),
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) return undefined;
    const num = (list: unknown) => (Array.isArray(list) ? list.map(Number) : []);
    return {
      user: row.user,
      links: {
        services: num(row.services),
        areas: num(row.areas),
        specialties: num(row.specialties),
        machines: num(row.machines),
      },
    };
  },

  /** 'Aparecer na busca pública' alone; the profile's last-updated date moves with it. */
  async saveListing(db: DbOrTx, userId: string, listed: boolean): Promise<void> {
    await db
      .update(users)
      .set({ listedInPublicSearch: listed, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  },

  async save(
    tx: DbOrTx,
    userId: string,
    columns: ProfileColumns,
    links: ProfileLinks,
  ): Promise<void> {
    await tx
      .update(users)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    for (const [key, table] of Object.entries(LINK_TABLES) as Array<
      [keyof ProfileLinks, (typeof LINK_TABLES)[keyof ProfileLinks]]
    >) {
      await tx.delete(table).where(eq(table.userId, userId));
      if (links[key].length > 0)
        await tx.insert(table).values(links[key].map((itemId) => ({ userId, itemId })));
    }
  },
};
