import type { AdminAccounts } from '../../lib/admins';
import { isCompanySize, type ProfileWire } from '@alinhavo/shared/schemas/profile';
import type { Profile } from '@alinhavo/shared/schemas/profile-view';
import type { UserRow } from '../../db/schema';
import { toUserDto } from '../users/dto';
import { completenessOf } from './completeness';
import type { ProfileColumns, ProfileLinks } from './repository';

/** A stored row in the save names of spec §3 (the shape the shared schema validates). */
export function rowToWire(u: UserRow, links: ProfileLinks): ProfileWire {
  return {
    full_name: u.fullName,
    birth_date: u.birthDate,
    cpf: u.cpf,
    cellphone: u.cellphone,
    postal_code: u.postalCode,
    street: u.street,
    number: u.number,
    complement: u.complement,
    neighborhood: u.neighborhood,
    city: u.city,
    uf: u.uf,
    company_size: u.companySize,
    cnpj: u.cnpj,
    corporate_name: u.corporateName,
    trade_name: u.tradeName,
    company_cep: u.companyCep,
    company_street: u.companyStreet,
    company_number: u.companyNumber,
    company_complement: u.companyComplement,
    company_neighborhood: u.companyNeighborhood,
    company_city: u.companyCity,
    company_uf: u.companyUf,
    company_email: u.companyEmail,
    company_cellphone: u.companyCellphone,
    about_me: u.aboutMe,
    specialties_ids: links.specialties,
    services_ids: links.services,
    areas_ids: links.areas,
    machines_ids: links.machines,
    tecid_type: u.tecidType,
    year_experience: u.yearExperience,
    daily_production_capacity: u.dailyProductionCapacity,
    min_required_production: u.minRequiredProduction,
    max_required_production: u.maxRequiredProduction,
    availability_id: u.availabilityId,
  };
}

export function wireToColumns(w: ProfileWire): { columns: ProfileColumns; links: ProfileLinks } {
  return {
    columns: {
      fullName: w.full_name,
      birthDate: w.birth_date,
      cpf: w.cpf,
      cellphone: w.cellphone,
      postalCode: w.postal_code,
      street: w.street,
      number: w.number,
      complement: w.complement,
      neighborhood: w.neighborhood,
      city: w.city,
      uf: w.uf,
      companySize: w.company_size,
      cnpj: w.cnpj,
      corporateName: w.corporate_name,
      tradeName: w.trade_name,
      companyCep: w.company_cep,
      companyStreet: w.company_street,
      companyNumber: w.company_number,
      companyComplement: w.company_complement,
      companyNeighborhood: w.company_neighborhood,
      companyCity: w.company_city,
      companyUf: w.company_uf,
      companyEmail: w.company_email,
      companyCellphone: w.company_cellphone,
      aboutMe: w.about_me,
      tecidType: w.tecid_type,
      yearExperience: w.year_experience,
      dailyProductionCapacity: w.daily_production_capacity,
      minRequiredProduction: w.min_required_production,
      maxRequiredProduction: w.max_required_production,
      availabilityId: w.availability_id,
    },
    links: {
      services: w.services_ids,
      areas: w.areas_ids,
      specialties: w.specialties_ids,
      machines: w.machines_ids,
    },
  };
}

/**
 * 'Aparecer na busca pública' as it stands: the client's choice or, until they choose, the default
 * by kind of person (companies on, CPF people off). The same rule as PUBLIC_CLIENT_SQL.listed.
 */
export function listedInPublicSearch(u: UserRow): boolean {
  if (u.userType !== 'CLIENTE') return false;
  const company = (u.cnpj ?? '') !== '' || isCompanySize(u.companySize);
  return u.listedInPublicSearch ?? company;
}

export function toProfileDto(u: UserRow, links: ProfileLinks, admins: AdminAccounts): Profile {
  const w = rowToWire(u, links);
  const { specialties_ids, services_ids, areas_ids, machines_ids, availability_id, ...fields } = w;
  return {
    ...toUserDto(u, admins),
    ...fields,
    approval_status: u.approvalStatus,
    specialties: specialties_ids,
    services: services_ids,
    areas: areas_ids,
    machines: machines_ids,
    availability: availability_id,
    listed_in_public_search: listedInPublicSearch(u),
    completeness: completenessOf(w, u.email, u.userType),
  };
}
