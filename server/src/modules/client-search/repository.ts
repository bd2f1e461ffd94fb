import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { PUBLIC_CLIENT_SQL, demands, userSpecialties, users } from '../../db/schema';

/** The filters of one public search, already normalized by the service. */
export interface ClientSearchFilters {
  /** Folded words, each to be found in the name or corporate name. */
  words: string[];
  specialtyIds: number[];
  ufs: string[];
  /** Folded city names; only with `ufs`. */
  cityKeys: string[];
}

/** Where the previous page ended: its last row's open demands and id. */
export interface ClientSearchPosition {
  openDemands: number;
  id: string;
}

export interface PublicClientRow {
  id: string;
  nome: string;
  razaoSocial: string | null;
  especialidade: number[];
  cidade: string | null;
  estado: string | null;
  totalDemandas: number;
  trabalhosConcluidos: number;
}

const listed = sql.raw(PUBLIC_CLIENT_SQL.listed);
// The order of users_public_clients_order_idx, so a page is read from the index in order.
const sortName = sql`${users.publicSearchText} collate "C"`;
const order = [sql`(-${users.openDemands})`, sortName, users.id];

/**
 * The outer row in correlated subqueries, qualified by hand: in a one-table select drizzle writes
 * a bare "id", which inside `from demands d` would be the demand's own id.
 */
const USER_ID = sql.raw('"users"."id"');

const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(f: ClientSearchFilters, after: ClientSearchPosition | undefined): SQL[] {
  const where: SQL[] = [listed];
  for (const word of f.words) where.push(sql`${users.publicSearchText} like ${likeWord(word)}`);
  if (f.specialtyIds.length > 0)
    where.push(
      sql`exists (select 1 from ${userSpecialties} us where us.user_id = ${USER_ID} and us.specialty_id in (${sql.join(
        f.specialtyIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    );
  if (f.ufs.length > 0) where.push(inArray(users.publicUf, f.ufs));
  if (f.cityKeys.length > 0) where.push(inArray(users.publicCityKey, f.cityKeys));
  if (after) {
    // The name is read from the row itself, so the cursor stays short whatever the name's length;
    // only from a listed row (the unqualified names below are uc's), or a made-up cursor holding
    // a hidden account's id would tell where that account's name sorts.
    where.push(
      sql`((-${users.openDemands}), ${sortName}, ${users.id}) > (${-after.openDemands}::int, (select uc.public_search_text from ${users} uc where uc.id = ${after.id} and ${listed}) collate "C", ${after.id}::uuid)`,
    );
  }
  return where;
}

/** Only what the public card shows (spec §3 'Client search card'); nothing personal is read. */
export const clientSearchRepository = {
  async page(
    db: DbOrTx,
    filters: ClientSearchFilters,
    after: ClientSearchPosition | undefined,
    limit: number,
  ): Promise<PublicClientRow[]> {
    const rows = await db
      .select({
        id: users.id,
        nome: sql<string>`${sql.raw(PUBLIC_CLIENT_SQL.displayName)}`,
        razaoSocial: sql<string | null>`${sql.raw(PUBLIC_CLIENT_SQL.corporateName)}`,
        especialidade: sql<
          number[]
        >`coalesce((select array_agg(us.specialty_id order by us.specialty_id) from ${userSpecialties} us where us.user_id = ${USER_ID}), '{}')`,
        cidade: sql<string | null>`${sql.raw(PUBLIC_CLIENT_SQL.city)}`,
        estado: users.publicUf,
        totalDemandas: users.openDemands,
        trabalhosConcluidos: sql<number>`(select count(*)::int from ${demands} d where d.user_created = ${USER_ID} and d.status = 'CONCLUÍDA')`,
      })
      .from(users)
      .where(and(...conditions(filters, after)))
      .orderBy(...order)
      .limit(limit);
    return rows.map((r) => ({
      ...r,
      especialidade: (Array.isArray(r.especialidade) ? r.especialidade : []).map(Number),
      trabalhosConcluidos: Number(r.trabalhosConcluidos),
    }));
  },
};
