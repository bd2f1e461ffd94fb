import type { CompletenessItem } from '@alinhavo/shared/messages/profile';
import { isCompanySize, type ProfileWire } from '@alinhavo/shared/schemas/profile';
import type { UserType } from '@alinhavo/shared/schemas/user';

const filled = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';

/**
 * Spec §3: a provider is complete for search with name, services, areas, specialties, fabric
 * type, location, e-mail and availability. A company is named and located by its company data.
 * Clients are complete with what their search card shows: name, location and e-mail.
 */
export function completenessOf(
  p: ProfileWire,
  email: string,
  userType: UserType,
): { complete: boolean; missing: CompletenessItem[] } {
  const company = filled(p.cnpj) || isCompanySize(p.company_size);
  const name = company
    ? filled(p.trade_name) || filled(p.corporate_name) || filled(p.full_name)
    : filled(p.full_name);
  const location = company
    ? filled(p.company_city) && filled(p.company_uf)
    : filled(p.city) && filled(p.uf);
  const checks: Array<[CompletenessItem, boolean]> = [
    ['name', name],
    ['location', location],
    ['email', filled(company ? (p.company_email ?? email) : email)],
  ];
  if (userType === 'PROFISSIONAL') {
    checks.splice(
      1,
      0,
      ['services', p.services_ids.length > 0],
      ['areas', p.areas_ids.length > 0],
      ['specialties', p.specialties_ids.length > 0],
      ['fabric_type', p.tecid_type !== null],
    );
    checks.push(['availability', p.availability_id !== null]);
  }
  const missing = checks.filter(([, ok]) => !ok).map(([item]) => item);
  return { complete: missing.length === 0, missing };
}
