import type { ProfessionalCard } from '@alinhavo/shared/schemas/search';
import type { Place, professionalSearchRepository } from './repository';

export type CardRow = Awaited<ReturnType<typeof professionalSearchRepository.cards>>[number];

const filled = (v: string | null | undefined): v is string =>
  typeof v === 'string' && v.trim() !== '';

/** Spec §3: a company is one with a CNPJ or a company size other than CPF. */
export const isCompanyRow = (r: Pick<CardRow, 'cnpj' | 'companySize'>) =>
  filled(r.cnpj) || (r.companySize !== null && r.companySize !== 'CPF');

/**
 * Spec §3: a company is reached at its company phone (the personal one when it gave none) and
 * company e-mail; a person at their own.
 */
export function contactOf(r: CardRow): { phone: string | null; email: string | null } {
  const company = isCompanyRow(r);
  const phone = company && filled(r.companyCellphone) ? r.companyCellphone : r.cellphone;
  const email = company && filled(r.companyEmail) ? r.companyEmail : r.email;
  return { phone: filled(phone) ? phone : null, email: filled(email) ? email : null };
}

const RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance the SQL ordering uses (repository kmFrom), to 0.1 km. */
export function kmBetween(a: Place, b: Place): number {
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) *
      Math.cos(rad(b.latitude)) *
      Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return Math.round(2 * RADIUS_KM * Math.asin(Math.sqrt(h)) * 10) / 10;
}

/**
 * A result card (spec §3 'Professional search result'): the search row already holds the name,
 * city and UF by the company rule. The phone goes only to a PRO viewer (spec §6).
 */
export function toCard(
  r: CardRow,
  viewer: { pro: boolean; place: Place | undefined },
): ProfessionalCard {
  const s = r.s;
  const { phone } = contactOf(r);
  const there =
    s.latitude !== null && s.longitude !== null
      ? { latitude: s.latitude, longitude: s.longitude }
      : undefined;
  return {
    id: s.userId,
    name: s.name ?? 'Profissional',
    city: s.city,
    uf: s.uf,
    about_me: r.aboutMe,
    services: s.services,
    areas: s.areas,
    specialties: s.specialties,
    tecid_type: s.tecidType,
    year_experience: r.yearExperience,
    availability: s.availabilityId,
    // Rounded as every provider summary shows it (demands/professionals.ts).
    rating_avg: Math.round(s.ratingAvg * 10) / 10,
    rating_count: s.ratingCount,
    work_count: s.workCount,
    is_company: isCompanyRow(r),
    is_pro: r.isPro,
    has_phone: phone !== null,
    phone: viewer.pro ? phone : null,
    distance_km: viewer.place && there ? kmBetween(viewer.place, there) : null,
  };
}
