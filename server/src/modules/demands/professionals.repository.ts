import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { demands, ratings, userAreas, users, userServices, userSpecialties } from '../../db/schema';
import { idsOf } from '../profile/repository';

const PROVIDER_ID = sql.raw('"users"."id"');
const numbers = (list: unknown) => (Array.isArray(list) ? list.map(Number) : []);

export const professionalsRepository = {
  /**
   * Providers with their choice lists and figures, all of them in one query whatever their
   * number (a demand's candidates), in no particular order.
   */
  async withFigures(db: DbOrTx, ids: string[]) {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        user: users,
        services: idsOf(userServices),
        areas: idsOf(userAreas),
        specialties: idsOf(userSpecialties),
        // Qualified by hand: in a one-table select drizzle writes ${users.id} as a bare "id",
        // which inside these subqueries would mean r.id / d.id.
        ratingAvg: sql<number>`coalesce((select avg(r.score)::float from ${ratings} r where r.professional_id = ${PROVIDER_ID} and r.published_at is not null), 0)`,
        ratingCount: sql<number>`(select count(*)::int from ${ratings} r where r.professional_id = ${PROVIDER_ID} and r.published_at is not null)`,
        workCount: sql<number>`(select count(*)::int from ${demands} d where d.chosen_professional_id = ${PROVIDER_ID} and d.status = 'CONCLUÍDA')`,
      })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.userType, 'PROFISSIONAL')));
    return rows.map((r) => ({
      ...r,
      services: numbers(r.services),
      areas: numbers(r.areas),
      specialties: numbers(r.specialties),
      ratingAvg: Number(r.ratingAvg),
      ratingCount: Number(r.ratingCount),
      workCount: Number(r.workCount),
    }));
  },
};
