import type { ProfessionalCard } from '@alinhavo/shared/schemas/search';
import { visibleContact, type ContactFields } from '../plans/contact';
import type { CardRow } from './repository';

const filled = (v: string | null | undefined): v is string =>
  typeof v === 'string' && v.trim() !== '';

/** Spec §3: a company is one with a CNPJ or a company size other than CPF. */
export const isCompanyRow = (r: Pick<CardRow, 'cnpj' | 'company_size'>) =>
  filled(r.cnpj) || (r.company_size !== null && r.company_size !== 'CPF');

/** The card row's contact fields, for the one contact rule (plans/contact.ts). */
export const contactFieldsOf = (r: CardRow): ContactFields => ({
  company: isCompanyRow(r),
  cellphone: r.cellphone,
  email: r.email,
  companyCellphone: r.company_cellphone,
  companyEmail: r.company_email,
});

/**
 * A result card (spec §3 'Professional search result'): the search row already holds the name,
 * city and UF by the company rule. The phone goes only to a PRO viewer (spec §6).
 */
export function toCard(r: CardRow, viewer: { pro: boolean }): ProfessionalCard {
  const contact = visibleContact(viewer.pro, contactFieldsOf(r));
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
    has_phone: contact.has_phone,
    phone: contact.phone,
    distance_km: r.km === null ? null : Math.round(r.km * 10) / 10,
  };
}
