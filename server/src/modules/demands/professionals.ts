import { inArray, sql } from 'drizzle-orm';
import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import { isCompanySize } from '@alinhavo/shared/schemas/profile';
import type { DbOrTx } from '../../db/client';
import { demands, ratings, users } from '../../db/schema';
import { profileRepository } from '../profile/repository';

const PROVIDER_ID = sql.raw('"users"."id"');

/**
 * Providers as clients see them (spec §3 Professional search result): a company shows trade
 * name, then corporate name, then full name, and its company city; never documents or address.
 */
export async function professionalSummaries(
  db: DbOrTx,
  ids: string[],
): Promise<ProfessionalSummary[]> {
  if (ids.length === 0) return [];
  const stats = await db
    .select({
      id: users.id,
      // Qualified by hand: in a one-table select drizzle writes ${users.id} as a bare "id", which
      // inside these subqueries would mean r.id / d.id.
      ratingAvg: sql<number>`coalesce((select avg(r.score)::float from ${ratings} r where r.professional_id = ${PROVIDER_ID}), 0)`,
      ratingCount: sql<number>`(select count(*)::int from ${ratings} r where r.professional_id = ${PROVIDER_ID})`,
      workCount: sql<number>`(select count(*)::int from ${demands} d where d.chosen_professional_id = ${PROVIDER_ID} and d.status = 'CONCLUÍDA')`,
    })
    .from(users)
    .where(inArray(users.id, ids));
  const out: ProfessionalSummary[] = [];
  for (const id of ids) {
    const loaded = await profileRepository.load(db, id);
    const stat = stats.find((s) => s.id === id);
    if (!loaded || loaded.user.userType !== 'PROFISSIONAL' || !stat) continue;
    const u = loaded.user;
    const company = Boolean(u.cnpj) || isCompanySize(u.companySize);
    out.push({
      id,
      name:
        (company ? (u.tradeName ?? u.corporateName ?? u.fullName) : u.fullName) ?? 'Profissional',
      city: company ? u.companyCity : u.city,
      uf: company ? u.companyUf : u.uf,
      about_me: u.aboutMe,
      services: loaded.links.services,
      areas: loaded.links.areas,
      specialties: loaded.links.specialties,
      tecid_type: u.tecidType,
      year_experience: u.yearExperience,
      availability: u.availabilityId,
      rating_avg: Math.round(Number(stat.ratingAvg) * 10) / 10,
      rating_count: Number(stat.ratingCount),
      work_count: Number(stat.workCount),
    });
  }
  return out;
}
