import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import { isCompanySize } from '@alinhavo/shared/schemas/profile';
import type { DbOrTx } from '../../db/client';
import { visibleContact } from '../plans/contact';
import { professionalsRepository } from './professionals.repository';

/**
 * Providers as clients see them (spec §3 Professional search result), in the order of `ids`: a
 * company shows trade name, then corporate name, then full name, and its company city; never
 * documents or address; the phone only for a PRO viewer. Ids that are not providers are left out.
 */
export async function professionalSummaries(
  db: DbOrTx,
  ids: string[],
  viewerSeesContact: boolean,
): Promise<ProfessionalSummary[]> {
  const found = new Map(
    (await professionalsRepository.withFigures(db, ids)).map((r) => [r.user.id, r]),
  );
  return ids.flatMap((id) => {
    const row = found.get(id);
    if (!row) return [];
    const u = row.user;
    const company = Boolean(u.cnpj) || isCompanySize(u.companySize);
    const contact = visibleContact(viewerSeesContact, {
      company,
      cellphone: u.cellphone,
      email: u.email,
      companyCellphone: u.companyCellphone,
      companyEmail: u.companyEmail,
    });
    return [
      {
        id,
        name:
          (company ? (u.tradeName ?? u.corporateName ?? u.fullName) : u.fullName) ?? 'Profissional',
        city: company ? u.companyCity : u.city,
        uf: company ? u.companyUf : u.uf,
        about_me: u.aboutMe,
        services: row.services,
        areas: row.areas,
        specialties: row.specialties,
        tecid_type: u.tecidType,
        year_experience: u.yearExperience,
        availability: u.availabilityId,
        rating_avg: Math.round(row.ratingAvg * 10) / 10,
        rating_count: row.ratingCount,
        work_count: row.workCount,
        daily_production_capacity: u.dailyProductionCapacity,
        portfolio_count: row.portfolioCount,
        has_phone: contact.has_phone,
        // Spec §6: only a PRO viewer gets the number (WhatsApp); everyone else the plan text.
        phone: contact.phone,
      },
    ];
  });
}
