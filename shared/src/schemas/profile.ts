import { z } from 'zod';
import { line, longText } from './text';

/**
 * The profile on the wire: what GET /user/profile/ stores and returns in the save names and what
 * PATCH /user/profile/ takes (spec §3 server names). The form's values and the mapping between
 * the two live in ./profile-form.
 */

export const FABRIC_TYPES = ['PLANO', 'MALHA', 'AMBOS'] as const;
export type FabricType = (typeof FABRIC_TYPES)[number];
export const FABRIC_TYPE_LABELS: Record<FabricType, string> = {
  PLANO: 'Plano',
  MALHA: 'Malha',
  AMBOS: 'Ambos',
};

/** Offered on screen; CNPJ is accepted from older records and treated as a company too. */
export const COMPANY_SIZES = ['MEI', 'LTDA', 'ME', 'CPF'] as const;
export const COMPANY_SIZE_VALUES = ['MEI', 'LTDA', 'ME', 'CPF', 'CNPJ'] as const;
export type CompanySize = (typeof COMPANY_SIZE_VALUES)[number];
export const isCompanySize = (size: CompanySize | null): boolean => size !== null && size !== 'CPF';

/** Catalogue ids of a multi-select (specialties, services, areas, machines), form and wire alike. */
export const profileIdsSchema = z.array(z.number().int().positive()).max(200);

/** The profile as the server stores and returns it (spec §3 server names); nulls for empty. */
export interface ProfileWire {
  full_name: string | null;
  birth_date: string | null;
  cpf: string | null;
  cellphone: string | null;
  postal_code: string | null;
  street: string | null;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string | null;
  uf: string | null;
  company_size: CompanySize | null;
  cnpj: string | null;
  corporate_name: string | null;
  trade_name: string | null;
  company_cep: string | null;
  company_street: string | null;
  company_number: string | null;
  company_complement: string | null;
  company_neighborhood: string | null;
  company_city: string | null;
  company_uf: string | null;
  company_email: string | null;
  company_cellphone: string | null;
  about_me: string | null;
  specialties_ids: number[];
  services_ids: number[];
  areas_ids: number[];
  machines_ids: number[];
  tecid_type: FabricType | null;
  year_experience: number | null;
  daily_production_capacity: number | null;
  min_required_production: number | null;
  max_required_production: number | null;
  availability_id: number | null;
}

/** The body of PATCH /user/profile/: any subset of the server names; merged over what is stored. */
const nullableText = (max: number) => line().max(max).nullable().optional();
const nullableLongText = (max: number) => longText().max(max).nullable().optional();
const nullableInt = z.number().int().min(0).max(999_999_999).nullable().optional();
export const profilePatchSchema = z
  .object({
    full_name: nullableText(150),
    birth_date: nullableText(10),
    cpf: nullableText(20),
    cellphone: nullableText(20),
    postal_code: nullableText(10),
    street: nullableText(200),
    number: nullableText(20),
    complement: nullableText(100),
    neighborhood: nullableText(100),
    city: nullableText(100),
    uf: nullableText(2),
    company_size: z.enum(COMPANY_SIZE_VALUES).nullable().optional(),
    cnpj: nullableText(20),
    corporate_name: nullableText(200),
    trade_name: nullableText(200),
    company_cep: nullableText(10),
    company_street: nullableText(200),
    company_number: nullableText(20),
    company_complement: nullableText(100),
    company_neighborhood: nullableText(100),
    company_city: nullableText(100),
    company_uf: nullableText(2),
    company_email: nullableText(254),
    company_cellphone: nullableText(20),
    about_me: nullableLongText(255),
    specialties_ids: profileIdsSchema.optional(),
    services_ids: profileIdsSchema.optional(),
    areas_ids: profileIdsSchema.optional(),
    machines_ids: profileIdsSchema.optional(),
    tecid_type: z.enum(FABRIC_TYPES).nullable().optional(),
    year_experience: nullableInt,
    daily_production_capacity: nullableInt,
    min_required_production: nullableInt,
    max_required_production: nullableInt,
    availability_id: z.number().int().positive().nullable().optional(),
    /**
     * 'Aparecer na busca pública' (clients; ignored for providers). A setting beside the form:
     * sent alone, it is saved without the form's checks.
     */
    listed_in_public_search: z.boolean().optional(),
  })
  .strict();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;
