import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  services,
  userAreas,
  userServices,
  userSpecialties,
  users,
  type UserRow,
} from '../../db/schema';
import { notAdmin } from './users.repository';

type Status = UserRow['approvalStatus'];

const USER_ID = sql.raw('"users"."id"');

/** A provider's chosen ids of one list. The outer id is qualified by hand (one-table select). */
const idsOf = (table: typeof userServices | typeof userAreas | typeof userSpecialties) =>
  sql<
    number[]
  >`coalesce((select array_agg(${table.itemId} order by ${table.itemId}) from ${table} where ${table.userId} = ${USER_ID}), '{}')`;

export const approvalsRepository = {
  /**
   * Verified providers in one approval state, oldest first, with what completeness needs
   * (their choice lists) and up to 3 service names each.
   */
  async professionals(db: DbOrTx, status: Status, adminEmails: string[]) {
    const rows = await db
      .select({
        user: users,
        services: idsOf(userServices),
        areas: idsOf(userAreas),
        specialties: idsOf(userSpecialties),
      })
      .from(users)
      .where(
        and(
          eq(users.userType, 'PROFISSIONAL'),
          eq(users.approvalStatus, status),
          eq(users.isEmailVerified, true),
          notAdmin(adminEmails),
        ),
      )
      .orderBy(asc(users.createdAt))
      .limit(500);
    if (rows.length === 0) return [];
    const names = await db
      .select({ userId: userServices.userId, id: services.id, name: services.name })
      .from(userServices)
      .innerJoin(services, eq(services.id, userServices.itemId))
      .where(
        inArray(
          userServices.userId,
          rows.map((r) => r.user.id),
        ),
      )
      .orderBy(asc(services.id));
    const num = (list: unknown) => (Array.isArray(list) ? list.map(Number) : []);
    return rows.map((r) => ({
      user: r.user,
      links: {
        services: num(r.services),
        areas: num(r.areas),
        specialties: num(r.specialties),
        machines: [],
      },
      serviceNames: names
        .filter((l) => l.userId === r.user.id)
        .slice(0, 3)
        .map(({ id, name }) => ({ id, name })),
    }));
  },

  async findProviderForUpdate(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.userType, 'PROFISSIONAL')))
      .for('update');
    return row;
  },

  async setApproval(db: DbOrTx, id: string, status: Status): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ approvalStatus: status, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return row;
  },
};
