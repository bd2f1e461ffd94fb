import { formatCep, formatCnpj, formatCpf, formatPhone } from '@alinhavo/shared/rules/documents';
import { WIRE_NAME, wireToForm, type ProfileForm } from '@alinhavo/shared/schemas/profile-form';
import { profileToWire, type Profile } from '@alinhavo/shared/schemas/profile-view';
import { userSchema, type User } from '@alinhavo/shared/schemas/user';
import type { FieldErrors } from 'react-hook-form';
import { ApiError } from '../../data/api';

export type FormField = keyof ProfileForm;

/**
 * The stored profile as the screen holds it: masked digits, as the inputs would show them, so an
 * untouched form equals its snapshot.
 */
export function profileToForm(profile: Profile): ProfileForm {
  const form = wireToForm(profileToWire(profile));
  return {
    ...form,
    cpf: formatCpf(form.cpf),
    phone: formatPhone(form.phone),
    cep: formatCep(form.cep),
    cnpj: formatCnpj(form.cnpj),
    commercialCep: formatCep(form.commercialCep),
    companyCellphone: formatPhone(form.companyCellphone),
  };
}

/** The account part of the profile, to keep the session's user (name, dates) in step. */
export const userOf = (profile: Profile): User => userSchema.parse(profile);

export const PROFILE_TABS = ['pessoais', 'comerciais', 'interesses', 'conta'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
export const TAB_LABELS: Record<ProfileTab, string> = {
  pessoais: 'Dados Pessoais',
  comerciais: 'Dados Comerciais',
  interesses: 'Interesses',
  conta: 'Conta',
};

const PERSONAL_FIELDS: readonly FormField[] = [
  'fullName',
  'birthDate',
  'cpf',
  'phone',
  'cep',
  'address',
  'number',
  'complement',
  'neighborhood',
  'city',
  'uf',
];
const COMMERCIAL_FIELDS: readonly FormField[] = [
  'companySize',
  'cnpj',
  'corporateName',
  'tradeName',
  'commercialCep',
  'commercialAddress',
  'commercialNumber',
  'commercialComplement',
  'commercialNeighborhood',
  'commercialCity',
  'commercialUf',
  'commercialEmail',
  'companyCellphone',
];

export function tabOf(field: FormField): ProfileTab {
  if (PERSONAL_FIELDS.includes(field)) return 'pessoais';
  if (COMMERCIAL_FIELDS.includes(field)) return 'comerciais';
  return 'interesses';
}

/** Tabs holding at least one error, in screen order. */
export function tabsWithErrors(errors: FieldErrors<ProfileForm>): ProfileTab[] {
  const tabs = new Set(Object.keys(errors).map((field) => tabOf(field as FormField)));
  return PROFILE_TABS.filter((tab) => tabs.has(tab));
}

/** Server field names (and the profile's read names) back to form names. */
const FIELD_OF_SERVER_NAME: Record<string, FormField> = {
  ...(Object.fromEntries(Object.entries(WIRE_NAME).map(([field, wire]) => [wire, field])) as Record<
    string,
    FormField
  >),
  services: 'serviceTypes',
  areas: 'operationAreas',
  specialties: 'specialties',
  machines: 'machinery',
  availability: 'availabilityStart',
};

/** A 400's field texts as form errors; names the form does not know are left out. */
export function serverFieldErrors(error: unknown): [FormField, string][] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fieldErrors).flatMap(([name, text]) => {
    const field = FIELD_OF_SERVER_NAME[name];
    return field ? [[field, text] as [FormField, string]] : [];
  });
}

export { loadErrorMessage } from './load-error';
