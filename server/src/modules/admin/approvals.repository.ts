import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { services, userServices, users, type UserRow } from '../../db/schema';

type Status = UserRow['approvalStatus'];

export const adminRepository = {
  /** Verified providers in one approval state, oldest first, with up to 3 service names each. */
  async professionals(db: DbOrTx, status: Status) {
    const rows = await db
      .select({
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        city: users.city,
        uf: users.uf,
        approvalStatus: users.approvalStatus,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(
        and(
          eq(users.userType, 'PROFISSIONAL'),
          eq(users.approvalStatus, status),
          eq(users.isEmailVerified, true),
        ),
      )
      .orderBy(asc(users.createdAt))
      .limit(500);
    if (rows.length === 0) return [];
    const links = await db
      .select({ userId: userServices.userId, id: services.id, name: services.name })
      .from(userServices)
      .innerJoin(services, eq(services.id, userServices.itemId))
      .where(
        inArray(
          userServices.userId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(services.id));
    return rows.map((r) => ({
      ...r,
      services: links
        .filter((l) => l.userId === r.id)
        .slice(0, 3)
        .map(({ id, name }) => ({ id, name })),
    }));
  },

  async setApproval(db: DbOrTx, id: string, status: Status): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ approvalStatus: status, updatedAt: sql`now()` })
      .where(and(eq(users.id, id), eq(users.userType, 'PROFISSIONAL')))
      .returning();
    return row;
  },
};
