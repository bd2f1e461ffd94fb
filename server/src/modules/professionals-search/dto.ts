import type { ProfessionalCard } from '@alinhavo/shared/schemas/search';
import type { CardRow } from './repository';

const filled = (v: string | null | undefined): v is string =>
  typeof v === 'string' && v.trim() !== '';

/** Spec §3: a company is one with a CNPJ or a company size other than CPF. */
export const isCompanyRow = (r: Pick<CardRow, 'cnpj' | 'company_size'>) =>
  filled(r.cnpj) || (r.company_size !== null && r.company_size !== 'CPF');

/**
 * Spec §3: a company is reached at its company phone (the personal one when it gave none) and
 * company e-mail; a person at their own.
 */
export function contactOf(r: CardRow): { phone: string | null; email: string | null } {
  const company = isCompanyRow(r);
  const phone = company && filled(r.company_cellphone) ? r.company_cellphone : r.cellphone;
  const email = company && filled(r.company_email) ? r.company_email : r.email;
  return { phone: filled(phone) ? phone : null, email: filled(email) ? email : null };
}

/**
 * A result card (spec §3 'Professional search result'): the search row already holds the name,
 * city and UF by the company rule. The phone goes only to a PRO viewer (spec §6).
 */
export function toCard(r: CardRow, viewer: { pro: boolean }): ProfessionalCard {
  const { phone } = contactOf(r);
  return {
    id: r.user_id,
    name: r.name ?? 'Profissional',
    city: r.city,
    uf: r.uf,
    about_me: r.about_me,
    services: r.services,
    areas: r.areas,
    specialties: r.specialties,
    tecid_type: r.tecid_type,
    year_experience: r.year_experience,
    availability: r.availability_id,
    // Rounded as every provider summary shows it (demands/professionals.ts).
    rating_avg: Math.round(r.rating_avg * 10) / 10,
    rating_count: r.rating_count,
    work_count: r.work_count,
    is_company: isCompanyRow(r),
    is_pro: r.is_pro,
    has_phone: phone !== null,
    phone: viewer.pro ? phone : null,
    distance_km: r.km === null ? null : Math.round(r.km * 10) / 10,
  };
}
