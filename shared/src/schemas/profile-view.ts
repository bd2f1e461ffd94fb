import { z } from 'zod';
import { COMPLETENESS_LABELS, type CompletenessItem } from '../messages/profile';
import { COMPANY_SIZE_VALUES, FABRIC_TYPES, type ProfileWire } from './profile';
import { userSchema } from './user';

const s = z.string().nullable();
const n = z.number().int().nullable();
const ids = z.array(z.number().int());

/** GET/PATCH /user/profile/: the account plus every profile field of spec §3 (server names). */
export const profileSchema = userSchema.extend({
  approval_status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  birth_date: s,
  cpf: s,
  cellphone: s,
  postal_code: s,
  street: s,
  number: s,
  complement: s,
  neighborhood: s,
  city: s,
  uf: s,
  company_size: z.enum(COMPANY_SIZE_VALUES).nullable(),
  cnpj: s,
  corporate_name: s,
  trade_name: s,
  company_cep: s,
  company_street: s,
  company_number: s,
  company_complement: s,
  company_neighborhood: s,
  company_city: s,
  company_uf: s,
  company_email: s,
  company_cellphone: s,
  about_me: s,
  specialties: ids,
  services: ids,
  areas: ids,
  machines: ids,
  tecid_type: z.enum(FABRIC_TYPES).nullable(),
  year_experience: n,
  daily_production_capacity: n,
  min_required_production: n,
  max_required_production: n,
  availability: n,
  /**
   * Whether the client appears in the landing's public client search: their choice, or the
   * default while they have not chosen (on for companies, off for CPF). Always false for providers.
   */
  listed_in_public_search: z.boolean(),
  /** Spec §3: complete for search only with all of these; `missing` says which are not. */
  completeness: z.object({
    complete: z.boolean(),
    missing: z.array(
      z.enum(Object.keys(COMPLETENESS_LABELS) as [CompletenessItem, ...CompletenessItem[]]),
    ),
  }),
});
export type Profile = z.infer<typeof profileSchema>;

/** The stored profile in the save names, to seed the form (wireToForm). */
export function profileToWire(p: Profile): ProfileWire {
  return {
    full_name: p.full_name,
    birth_date: p.birth_date,
    cpf: p.cpf,
    cellphone: p.cellphone,
    postal_code: p.postal_code,
    street: p.street,
    number: p.number,
    complement: p.complement,
    neighborhood: p.neighborhood,
    city: p.city,
    uf: p.uf,
    company_size: p.company_size,
    cnpj: p.cnpj,
    corporate_name: p.corporate_name,
    trade_name: p.trade_name,
    company_cep: p.company_cep,
    company_street: p.company_street,
    company_number: p.company_number,
    company_complement: p.company_complement,
    company_neighborhood: p.company_neighborhood,
    company_city: p.company_city,
    company_uf: p.company_uf,
    company_email: p.company_email,
    company_cellphone: p.company_cellphone,
    about_me: p.about_me,
    specialties_ids: p.specialties,
    services_ids: p.services,
    areas_ids: p.areas,
    machines_ids: p.machines,
    tecid_type: p.tecid_type,
    year_experience: p.year_experience,
    daily_production_capacity: p.daily_production_capacity,
    min_required_production: p.min_required_production,
    max_required_production: p.max_required_production,
    availability_id: p.availability,
  };
}
