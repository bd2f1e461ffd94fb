import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ProfessionalSearchFilters } from '@alinhavo/shared/schemas/search';
import type { DbOrTx, Tx } from '../../db/client';
import {
  professionalSearch as ps,
  savedSearches as saved,
  users,
  type SavedSearchRow,
} from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { intArray, textArray, type SearchFilters } from './repository';

const matchRow = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  provider_name: z.string().nullable(),
});

export const savedSearchesRepository = {
  list: (db: DbOrTx, userId: string): Promise<SavedSearchRow[]> =>
    db
      .select()
      .from(saved)
      .where(eq(saved.userId, userId))
      .orderBy(asc(saved.createdAt), asc(saved.id)),

  /**
   * Saves one unless the client already has `max`; the client's lock makes two saves at once
   * count one after the other. Undefined when at the limit.
   */
  async insertWithin(
    tx: Tx,
    v: {
      userId: string;
      name: string;
      filters: ProfessionalSearchFilters;
      match: SearchFilters;
      max: number;
    },
  ): Promise<SavedSearchRow | undefined> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${v.userId}`}))`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(saved)
      .where(eq(saved.userId, v.userId));
    if (Number(count?.n ?? 0) >= v.max) return undefined;
    const m = v.match;
    const [row] = await tx
      .insert(saved)
      .values({
        userId: v.userId,
        name: v.name,
        filters: v.filters,
        services: sql`${intArray(m.services)}`,
        areas: sql`${intArray(m.areas)}`,
        specialties: sql`${intArray(m.specialties)}`,
        availabilities: sql`${intArray(m.availabilities)}`,
        tecidTypes: sql`${textArray(m.tecidTypes)}`,
        ufs: sql`${textArray(m.ufs)}`,
        cityKeys: sql`${textArray(m.cityKeys)}`,
        textTerms: (m.text?.terms ?? []).map((t) => ({
          q: t.tsquery,
          s: t.services,
          a: t.areas,
          p: t.specialties,
        })),
      })
      .returning();
    return row;
  },

  async delete(db: DbOrTx, userId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(saved)
      .where(and(eq(saved.id, id), eq(saved.userId, userId)))
      .returning({ id: saved.id });
    return rows.length > 0;
  },

  /**
   * The saved searches (of accounts not suspended) that this provider matches now, in one
   * query: the same tests as the search's filterConditions, over the saved columns, where an
   * empty list means "any".
   */
  async matchingProvider(db: DbOrTx, providerId: string) {
    const anyOf = (list: SQL, test: SQL) => sql`(cardinality(${list}) = 0 or ${test})`;
    // Each saved word must be found as the search finds it (repository anywhere()).
    const idsIn = (key: string) =>
      sql`array(select x::int from jsonb_array_elements_text(t->${key}) x)`;
    const result = await db.execute(sql`
      select ${saved.id} as id, ${saved.userId} as user_id, ${saved.name} as name,
        ${ps.name} as provider_name
      from ${saved}
      join ${ps} on ${ps.userId} = ${providerId}::uuid
      join ${users} on ${users.id} = ${saved.userId} and ${users.suspendedAt} is null
      where ${ps.listed} and ${ps.complete}
        and ${saved.userId} <> ${providerId}::uuid
        and ${anyOf(sql`${saved.services}`, sql`${ps.services} && ${saved.services}`)}
        and ${anyOf(sql`${saved.areas}`, sql`${ps.areas} && ${saved.areas}`)}
        and ${anyOf(sql`${saved.specialties}`, sql`${ps.specialties} && ${saved.specialties}`)}
        and ${anyOf(sql`${saved.availabilities}`, sql`${ps.availabilityId} = any(${saved.availabilities})`)}
        and ${anyOf(sql`${saved.tecidTypes}`, sql`${ps.tecidType} = any(${saved.tecidTypes})`)}
        and ${anyOf(sql`${saved.ufs}`, sql`${ps.uf} = any(${saved.ufs})`)}
        and ${anyOf(sql`${saved.cityKeys}`, sql`${ps.cityKey} = any(${saved.cityKeys})`)}
        and not exists (
          select 1 from jsonb_array_elements(${saved.textTerms}) t
          where not (
            ${ps.services} && ${idsIn('s')} or ${ps.areas} && ${idsIn('a')}
            or ${ps.specialties} && ${idsIn('p')}
            or ${ps.docNames} @@ to_tsquery('simple', t->>'q')
            or ${ps.docAbout} @@ to_tsquery('simple', t->>'q')))
      order by ${saved.userId}, ${saved.createdAt}`);
    return rowsOf(result, matchRow);
  },
};
