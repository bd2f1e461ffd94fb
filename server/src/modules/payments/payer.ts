import { cnpjChars, DIGITS } from '@alinhavo/shared/rules/documents';
import type { UserRow } from '../../db/schema';
import type { Payer } from './provider';

const digits = (s: string | null) => (s ?? '').replace(/\D/g, '');
const filled = (s: string | null): s is string => Boolean(s?.trim());

/**
 * Who pays, as a provider needs it: a company by its CNPJ and company address, a person by CPF
 * and home address. Boleto needs both (the bank prints them); null when incomplete.
 */
export function payerOf(u: UserRow): Payer {
  // Numeric or alphanumeric (July 2026): the provider gets the CNPJ as the Receita writes it.
  const cnpj = cnpjChars(u.cnpj);
  const cpf = digits(u.cpf);
  const company = cnpj.length === DIGITS.cnpj;
  const document = company
    ? { type: 'CNPJ' as const, number: cnpj }
    : cpf.length === 11
      ? { type: 'CPF' as const, number: cpf }
      : null;
  const a = company
    ? {
        zipCode: u.companyCep,
        street: u.companyStreet,
        number: u.companyNumber,
        neighborhood: u.companyNeighborhood,
        city: u.companyCity,
        uf: u.companyUf,
      }
    : {
        zipCode: u.postalCode,
        street: u.street,
        number: u.number,
        neighborhood: u.neighborhood,
        city: u.city,
        uf: u.uf,
      };
  const address =
    filled(a.zipCode) &&
    filled(a.street) &&
    filled(a.number) &&
    filled(a.neighborhood) &&
    filled(a.city) &&
    filled(a.uf)
      ? {
          zipCode: digits(a.zipCode),
          street: a.street,
          number: a.number,
          neighborhood: a.neighborhood,
          city: a.city,
          uf: a.uf,
        }
      : null;
  return {
    userId: u.id,
    email: u.email,
    fullName: (company ? (u.corporateName ?? u.tradeName) : null) ?? u.fullName ?? u.email,
    document,
    address,
  };
}
