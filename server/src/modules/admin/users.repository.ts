import { and, desc, eq, isNotNull, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery } from '@alinhavo/shared/schemas/admin';
import type { DbOrTx } from '../../db/client';
import { ratings, users, type UserRow } from '../../db/schema';
import { ratingsRepository, type RatingView } from '../ratings/repository';
import type { Keyset } from './cursor';
import { allWordsIn, before, stampOf } from './search';

const rowColumns = {
  id: users.id,
  email: users.email,
  userType: users.userType,
  fullName: users.fullName,
  tradeName: users.tradeName,
  corporateName: users.corporateName,
  cnpj: users.cnpj,
  companySize: users.companySize,
  city: users.city,
  uf: users.uf,
  companyCity: users.companyCity,
  companyUf: users.companyUf,
  isEmailVerified: users.isEmailVerified,
  approvalStatus: users.approvalStatus,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
  cursorAt: stampOf(users.createdAt),
};

export type AdminUserListRow = Awaited<ReturnType<typeof adminUsersRepository.page>>[number];

const APPROVAL = { pending: 'PENDING', approved: 'APPROVED', rejected: 'REJECTED' } as const;

export type UserFilters = Pick<AdminUsersQuery, 'type' | 'status' | 'search'> & {
  /** Users who signed up in [from, to) (exports of a period). */
  createdFrom?: Date | undefined;
  createdTo?: Date | undefined;
};

/** Admins never appear in the admin's lists (DESIGN §9.2). */
export const notAdmin = (adminEmails: string[]): SQL | undefined =>
  adminEmails.length > 0 ? notInArray(users.email, adminEmails) : undefined;

function conditions(f: UserFilters, adminEmails: string[]): Array<SQL | undefined> {
  const status = f.status;
  return [
    notAdmin(adminEmails),
    f.type ? eq(users.userType, f.type) : undefined,
    status === 'active' ? isNull(users.suspendedAt) : undefined,
    status === 'suspended' ? isNotNull(users.suspendedAt) : undefined,
    status && status !== 'active' && status !== 'suspended'
      ? and(eq(users.userType, 'PROFISSIONAL'), eq(users.approvalStatus, APPROVAL[status]))
      : undefined,
    f.createdFrom
      ? sql`${users.createdAt} >= ${f.createdFrom.toISOString()}::timestamptz`
      : undefined,
    f.createdTo ? sql`${users.createdAt} < ${f.createdTo.toISOString()}::timestamptz` : undefined,
    ...allWordsIn(users.searchText, f.search),
  ];
}

export const adminUsersRepository = {
  /** Newest first, keyset by (created_at, id); asks `limit` rows (the caller adds one). */
  page(
    db: DbOrTx,
    f: UserFilters,
    adminEmails: string[],
    after: Keyset | undefined,
    limit: number,
  ) {
    return db
      .select(rowColumns)
      .from(users)
      .where(
        and(
          ...conditions(f, adminEmails),
          after ? before(users.createdAt, users.id, after) : undefined,
        ),
      )
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit);
  },

  /**
   * Ratings a provider received (as clients see the figures: `ratingAvgOf`, each client once),
   * or a client gave (every one, as soon as it is given): mean and count.
   */
  async ratingStats(
    db: DbOrTx,
    side: 'professionalId' | 'clientId',
    userId: string,
  ): Promise<{ average: number; count: number }> {
    if (side === 'professionalId') {
      const f = await ratingsRepository.figures(db, userId);
      return { average: f.avg, count: f.count };
    }
    const [row] = await db
      .select({
        average: sql<number>`coalesce(avg(${ratings.score}), 0)::float`,
        count: sql<number>`count(*)::int`,
      })
      .from(ratings)
      .where(eq(ratings.clientId, userId));
    return { average: Number(row?.average ?? 0), count: Number(row?.count ?? 0) };
  },

  recentRatings(
    db: DbOrTx,
    side: 'professionalId' | 'clientId',
    userId: string,
    limit: number,
  ): Promise<RatingView[]> {
    return db
      .select({ r: ratings, clientName: users.fullName })
      .from(ratings)
      .innerJoin(users, eq(users.id, ratings.clientId))
      .where(eq(ratings[side], userId))
      .orderBy(desc(ratings.createdAt))
      .limit(limit);
  },

  async findForUpdate(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
    return row;
  },

  async setSuspension(
    db: DbOrTx,
    id: string,
    suspension: { reason: string } | null,
  ): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set(
        suspension
          ? { suspendedAt: sql`now()`, suspensionReason: suspension.reason, updatedAt: sql`now()` }
          : { suspendedAt: null, suspensionReason: null, updatedAt: sql`now()` },
      )
      .where(eq(users.id, id))
      .returning();
    return row;
  },
};
