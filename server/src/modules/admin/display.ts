import { isCompanySize } from '@alinhavo/shared/schemas/profile';
import type { AdminUserRow } from '@alinhavo/shared/schemas/admin';
import type { UserRow } from '../../db/schema';

const filled = (v: string | null | undefined): v is string =>
  typeof v === 'string' && v.trim() !== '';

type Named = Pick<UserRow, 'fullName' | 'tradeName' | 'corporateName' | 'cnpj' | 'companySize'>;

/** Spec §3: a company is one with a CNPJ or a company size other than CPF. */
export const isCompany = (u: Pick<UserRow, 'cnpj' | 'companySize'>) =>
  filled(u.cnpj) || isCompanySize(u.companySize);

/** Spec §3: a company shows trade name, then corporate name, then full name. */
export function displayNameOf(u: Named): string | null {
  if (!isCompany(u)) return u.fullName;
  return [u.tradeName, u.corporateName, u.fullName].find(filled) ?? null;
}

export type AdminUserColumns = Named &
  Pick<
    UserRow,
    | 'id'
    | 'email'
    | 'userType'
    | 'city'
    | 'uf'
    | 'companyCity'
    | 'companyUf'
    | 'isEmailVerified'
    | 'approvalStatus'
    | 'suspendedAt'
    | 'createdAt'
  >;

/** A row of Usuários. A company is located by its company address (spec §3). */
export function toAdminUserRow(u: AdminUserColumns): AdminUserRow {
  const company = isCompany(u);
  return {
    id: u.id,
    email: u.email,
    user_type: u.userType,
    full_name: u.fullName,
    display_name: displayNameOf(u),
    is_company: company,
    cnpj: filled(u.cnpj) ? u.cnpj : null,
    city: company && filled(u.companyCity) ? u.companyCity : u.city,
    uf: company && filled(u.companyUf) ? u.companyUf : u.uf,
    is_email_verified: u.isEmailVerified,
    approval_status: u.userType === 'PROFISSIONAL' ? u.approvalStatus : null,
    suspended_at: u.suspendedAt?.toISOString() ?? null,
    created_at: u.createdAt.toISOString(),
  };
}
