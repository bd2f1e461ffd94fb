import { and, desc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { demandInterests, demands, users, type DemandRow } from '../../db/schema';
import type { Keyset } from './cursor';
import { before, likePatterns, stampOf } from './search';

const rowColumns = {
  id: demands.id,
  title: demands.title,
  status: demands.status,
  minBudget: demands.minBudget,
  maxBudget: demands.maxBudget,
  city: demands.city,
  uf: demands.uf,
  serviceId: demands.serviceId,
  createdAt: demands.createdAt,
  cursorAt: stampOf(demands.createdAt),
  interestedCount: sql<number>`(select count(*)::int from ${demandInterests} di where di.demand_id = ${demands.id})`,
  client: {
    id: users.id,
    email: users.email,
    fullName: users.fullName,
    tradeName: users.tradeName,
    corporateName: users.corporateName,
    cnpj: users.cnpj,
    companySize: users.companySize,
  },
};

export type AdminDemandListRow = Awaited<ReturnType<typeof adminDemandsRepository.page>>[number];

export interface DemandFilters {
  status?: DemandRow['status'] | undefined;
  uf?: string | undefined;
  city?: string | undefined;
  service?: number | undefined;
  search?: string | undefined;
  client?: string | undefined;
  /** Demands this provider was chosen for (the user panel of a provider). */
  chosen?: string | undefined;
  createdFrom?: Date | undefined;
  createdTo?: Date | undefined;
}

/**
 * Every word in the demand's title and description, or every word in its client's name, e-mail,
 * CNPJ or city. The clients are found first (their trigram index) and matched by owner, so the
 * planner can OR two index scans instead of testing every demand against a join.
 */
function searchCondition(search: string | undefined): SQL | undefined {
  const patterns = likePatterns(search);
  if (patterns.length === 0) return undefined;
  const all = (column: SQLWrapper) => and(...patterns.map((p) => sql`${column} like ${p}`));
  return or(
    all(demands.searchText),
    sql`${demands.userCreated} = any(array(select su.id from ${users} su where ${all(sql.raw('su.search_text'))}))`,
  );
}

function conditions(f: DemandFilters): Array<SQL | undefined> {
  return [
    f.status ? eq(demands.status, f.status) : undefined,
    f.uf ? eq(demands.uf, f.uf) : undefined,
    f.city ? sql`lower(${demands.city}) = lower(${f.city})` : undefined,
    f.service ? eq(demands.serviceId, f.service) : undefined,
    f.client ? eq(demands.userCreated, f.client) : undefined,
    f.chosen ? eq(demands.chosenProfessionalId, f.chosen) : undefined,
    f.createdFrom
      ? sql`${demands.createdAt} >= ${f.createdFrom.toISOString()}::timestamptz`
      : undefined,
    f.createdTo ? sql`${demands.createdAt} < ${f.createdTo.toISOString()}::timestamptz` : undefined,
    searchCondition(f.search),
  ];
}

export const adminDemandsRepository = {
  /** Newest first, keyset by (created_at, id), with the client and the interested count. */
  page(db: DbOrTx, f: DemandFilters, after: Keyset | undefined, limit: number) {
    return db
      .select(rowColumns)
      .from(demands)
      .innerJoin(users, eq(users.id, demands.userCreated))
      .where(
        and(...conditions(f), after ? before(demands.createdAt, demands.id, after) : undefined),
      )
      .orderBy(desc(demands.createdAt), desc(demands.id))
      .limit(limit);
  },

  /** The demand and its owner's e-mail, locked for the removal. */
  async findWithOwnerForUpdate(
    db: DbOrTx,
    id: string,
  ): Promise<{ demand: DemandRow; ownerEmail: string } | undefined> {
    const [row] = await db
      .select({ demand: demands, ownerEmail: users.email })
      .from(demands)
      .innerJoin(users, eq(users.id, demands.userCreated))
      .where(eq(demands.id, id))
      .for('update', { of: demands });
    return row;
  },
};
