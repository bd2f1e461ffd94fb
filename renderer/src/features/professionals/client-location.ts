import type { Profile } from '@alinhavo/shared/schemas/profile-view';

/**
 * The client's own state (spec §3 company rule): a company's commercial UF, else the personal
 * one. Null when the profile has none.
 */
export function clientUf(
  p: Pick<Profile, 'cnpj' | 'company_size' | 'company_uf' | 'uf'>,
): string | null {
  const company = Boolean(p.cnpj?.trim()) || (p.company_size !== null && p.company_size !== 'CPF');
  const uf = (company ? p.company_uf || p.uf : p.uf)?.trim().toUpperCase();
  return uf && uf.length === 2 ? uf : null;
}
