import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { z } from 'zod';
import {
  demands,
  municipios,
  portfolioPhotos,
  professionalSearch as ps,
  userAreas,
  users,
  userServices,
  userSpecialties,
} from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { idsOf } from '../profile/repository';
import { ratingAvgOf, ratingCountOf } from '../ratings/repository';

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
        ratingAvg: ratingAvgOf(PROVIDER_ID),
        ratingCount: ratingCountOf(PROVIDER_ID),
        workCount: sql<number>`(select count(*)::int from ${demands} d where d.chosen_professional_id = ${PROVIDER_ID} and d.status = 'CONCLUÍDA')`,
        portfolioCount: sql<number>`(select count(*)::int from ${portfolioPhotos} p where p.user_id = ${PROVIDER_ID})`,
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
      portfolioCount: Number(r.portfolioCount),
    }));
  },

  /**
   * Kilometres from the municipality named `from` (UF and name, matched as IBGE spells it,
   * folded) to each provider's municipality among `ids`, seat to seat, with the unit vectors
   * 'Perto de mim' uses. Providers whose municipality (or the origin) is unknown are left out.
   */
  async distancesKm(
    db: DbOrTx,
    from: { uf: string; city: string },
    ids: string[],
  ): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const result = await db.execute(sql`
      with o as (
        select mu.ux, mu.uy, mu.uz from ${municipios} mu
        where mu.uf = ${from.uf} and alinhavo_fold(mu.nome) = alinhavo_fold(${from.city})
        limit 1
      )
      select ${ps.userId} as user_id,
        6371.0 * acos(least(1.0, greatest(-1.0, o.ux * m.ux + o.uy * m.uy + o.uz * m.uz))) as km
      from ${ps} join ${municipios} m on m.id = ${ps.municipioId} cross join o
      where ${inArray(ps.userId, ids)}`);
    return new Map(rowsOf(result, distanceRow).map((r) => [r.user_id, r.km]));
  },
};

const distanceRow = z.object({ user_id: z.string(), km: z.coerce.number() });
