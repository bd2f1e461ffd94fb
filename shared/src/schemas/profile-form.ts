import { z } from 'zod';
import { isCalendarDate } from './dates';
import { line, longText } from './text';
import { PROFILE_TEXTS as T } from '../messages/profile';
import { cnpjChars, DIGITS, isValidCnpj, isValidCpf, onlyDigits } from '../rules/documents';
import { isUf } from '../rules/geo';
import {
  COMPANY_SIZE_VALUES,
  FABRIC_TYPES,
  isCompanySize,
  profileIdsSchema,
  type ProfilePatch,
  type ProfileWire,
} from './profile';
import type { UserType } from './user';

const text = line().trim();
const wholeNumber = text.regex(/^\d{0,9}$/, T.invalidNumber);

/**
 * The profile form as the screen holds it (spec §3 form names): text inputs are strings ('' when
 * empty), multi-selects are id lists. Masked inputs may carry punctuation; only digits survive.
 */
export const profileFormShape = z.object({
  fullName: text.max(150),
  birthDate: text.max(10),
  cpf: text.max(20),
  phone: text.max(20),
  cep: text.max(10),
  address: text.max(200),
  number: text.max(20),
  complement: text.max(100),
  neighborhood: text.max(100),
  city: text.max(100),
  uf: text.max(2),
  companySize: z.enum(COMPANY_SIZE_VALUES).nullable(),
  cnpj: text.max(20),
  corporateName: text.max(200),
  tradeName: text.max(200),
  commercialCep: text.max(10),
  commercialAddress: text.max(200),
  commercialNumber: text.max(20),
  commercialComplement: text.max(100),
  commercialNeighborhood: text.max(100),
  commercialCity: text.max(100),
  commercialUf: text.max(2),
  commercialEmail: text.max(254),
  companyCellphone: text.max(20),
  aboutMe: longText().trim().max(255, T.aboutMax),
  specialties: profileIdsSchema,
  // Provider only (ignored for clients).
  serviceTypes: profileIdsSchema,
  operationAreas: profileIdsSchema,
  machinery: profileIdsSchema,
  fabricTypes: z.enum(FABRIC_TYPES).nullable(),
  experienceYears: wholeNumber,
  dailyProductionCapacity: wholeNumber,
  minProductionQuantity: wholeNumber,
  maxProductionQuantity: wholeNumber,
  availabilityStart: z.number().int().min(1).max(99).nullable(),
});
export type ProfileForm = z.infer<typeof profileFormShape>;

const PERSONAL_REQUIRED = ['fullName', 'birthDate', 'cpf', 'phone'] as const;
const PROVIDER_REQUIRED = [
  'experienceYears',
  'dailyProductionCapacity',
  'minProductionQuantity',
  'maxProductionQuantity',
] as const;
export const COMPANY_REQUIRED = [
  'cnpj',
  'corporateName',
  'commercialCep',
  'commercialAddress',
  'commercialNumber',
  'commercialNeighborhood',
  'commercialCity',
  'commercialUf',
  'commercialEmail',
] as const;
/** Fields cleared (and disabled on screen) when the company size is CPF. */
export const COMPANY_FIELDS = [
  ...COMPANY_REQUIRED,
  'tradeName',
  'commercialComplement',
  'companyCellphone',
] as const;

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Every rule of spec §5, for one user type. The same schema checks the form before saving and the
 * API before writing, so an API client cannot save what the form refuses.
 */
export function profileSchemaFor(userType: UserType) {
  const provider = userType === 'PROFISSIONAL';
  return profileFormShape.superRefine((v, ctx) => {
    const fail = (path: keyof ProfileForm, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const required = [...PERSONAL_REQUIRED, ...(provider ? PROVIDER_REQUIRED : [])];
    for (const field of required) if (v[field] === '') fail(field, T.required);
    if (provider && v.availabilityStart === null) fail('availabilityStart', T.required);

    if (v.birthDate !== '') {
      if (!isCalendarDate(v.birthDate)) fail('birthDate', T.invalidDate);
      else if (v.birthDate > new Date().toISOString().slice(0, 10))
        fail('birthDate', T.birthInFuture);
    }
    const cpf = onlyDigits(v.cpf);
    if (v.cpf !== '') {
      if (cpf.length !== DIGITS.cpf) fail('cpf', T.cpfLength);
      else if (!isValidCpf(cpf)) fail('cpf', T.cpfInvalid);
    }
    if (v.phone !== '' && onlyDigits(v.phone).length !== DIGITS.phone) fail('phone', T.phoneLength);
    if (v.cep !== '' && onlyDigits(v.cep).length !== DIGITS.cep) fail('cep', T.cepLength);
    if (v.uf !== '' && !isUf(v.uf.toUpperCase())) fail('uf', T.invalidUf);

    if (provider) {
      const min = v.minProductionQuantity;
      const max = v.maxProductionQuantity;
      if (min !== '' && max !== '' && Number(max) < Number(min))
        fail('maxProductionQuantity', T.maxBelowMin);
    }

    if (isCompanySize(v.companySize)) {
      for (const field of COMPANY_REQUIRED) if (v[field] === '') fail(field, T.required);
      // Numeric or alphanumeric (README, Decisões: CNPJ alfanumérico); the spec's texts stay.
      const cnpj = cnpjChars(v.cnpj);
      if (v.cnpj !== '') {
        if (cnpj.length !== DIGITS.cnpj) fail('cnpj', T.cnpjLength);
        else if (!isValidCnpj(cnpj)) fail('cnpj', T.cnpjInvalid);
      }
      if (v.commercialCep !== '' && onlyDigits(v.commercialCep).length !== DIGITS.cep)
        fail('commercialCep', T.cepLength);
      if (v.commercialEmail !== '' && !SIMPLE_EMAIL.test(v.commercialEmail))
        fail('commercialEmail', T.commercialEmailInvalid);
      if (v.commercialUf !== '' && !isUf(v.commercialUf.toUpperCase()))
        fail('commercialUf', T.invalidUf);
      if (v.companyCellphone !== '' && onlyDigits(v.companyCellphone).length !== DIGITS.phone)
        fail('companyCellphone', T.phoneLength);
    }
  });
}

/**
 * One place for the form ↔ server names (spec §3). Digit fields are stored as digits only; a CNPJ
 * as its digits and upper-case letters.
 */
const TEXT_MAP = [
  ['fullName', 'full_name', 'text'],
  ['birthDate', 'birth_date', 'text'],
  ['cpf', 'cpf', 'digits'],
  ['phone', 'cellphone', 'digits'],
  ['cep', 'postal_code', 'digits'],
  ['address', 'street', 'text'],
  ['number', 'number', 'text'],
  ['complement', 'complement', 'text'],
  ['neighborhood', 'neighborhood', 'text'],
  ['city', 'city', 'text'],
  ['uf', 'uf', 'upper'],
  ['cnpj', 'cnpj', 'cnpj'],
  ['corporateName', 'corporate_name', 'text'],
  ['tradeName', 'trade_name', 'text'],
  ['commercialCep', 'company_cep', 'digits'],
  ['commercialAddress', 'company_street', 'text'],
  ['commercialNumber', 'company_number', 'text'],
  ['commercialComplement', 'company_complement', 'text'],
  ['commercialNeighborhood', 'company_neighborhood', 'text'],
  ['commercialCity', 'company_city', 'text'],
  ['commercialUf', 'company_uf', 'upper'],
  ['commercialEmail', 'company_email', 'lower'],
  ['companyCellphone', 'company_cellphone', 'digits'],
  ['aboutMe', 'about_me', 'text'],
] as const satisfies ReadonlyArray<
  readonly [keyof ProfileForm, keyof ProfileWire, 'text' | 'digits' | 'cnpj' | 'upper' | 'lower']
>;

const NUMBER_MAP = [
  ['experienceYears', 'year_experience'],
  ['dailyProductionCapacity', 'daily_production_capacity'],
  ['minProductionQuantity', 'min_required_production'],
  ['maxProductionQuantity', 'max_required_production'],
] as const satisfies ReadonlyArray<readonly [keyof ProfileForm, keyof ProfileWire]>;

const LIST_MAP = [
  ['specialties', 'specialties_ids'],
  ['serviceTypes', 'services_ids'],
  ['operationAreas', 'areas_ids'],
  ['machinery', 'machines_ids'],
] as const satisfies ReadonlyArray<readonly [keyof ProfileForm, keyof ProfileWire]>;

/** Server name of a form field, for error maps ('cpf' → 'cpf', 'phone' → 'cellphone'). */
export const WIRE_NAME: Record<keyof ProfileForm, keyof ProfileWire> = {
  ...Object.fromEntries([...TEXT_MAP, ...NUMBER_MAP, ...LIST_MAP].map(([f, w]) => [f, w])),
  companySize: 'company_size',
  fabricTypes: 'tecid_type',
  availabilityStart: 'availability_id',
} as Record<keyof ProfileForm, keyof ProfileWire>;

export function wireToForm(w: ProfileWire): ProfileForm {
  const form = {} as Record<string, unknown>;
  for (const [f, k] of TEXT_MAP) form[f] = w[k] ?? '';
  for (const [f, k] of NUMBER_MAP) form[f] = w[k] === null ? '' : String(w[k]);
  for (const [f, k] of LIST_MAP) form[f] = [...w[k]];
  form.companySize = w.company_size;
  form.fabricTypes = w.tecid_type;
  form.availabilityStart = w.availability_id;
  return form as ProfileForm;
}

/**
 * A validated form as it is stored: digits only, nulls for empty, company fields cleared when the
 * size is CPF (or unset), provider fields cleared for clients.
 */
export function formToWire(v: ProfileForm, userType: UserType): ProfileWire {
  const wire = {} as Record<string, unknown>;
  for (const [f, k, kind] of TEXT_MAP) {
    const raw = v[f];
    const value =
      kind === 'digits'
        ? onlyDigits(raw)
        : kind === 'cnpj'
          ? cnpjChars(raw)
          : kind === 'upper'
            ? raw.toUpperCase()
            : kind === 'lower'
              ? raw.toLowerCase()
              : raw;
    wire[k] = value === '' ? null : value;
  }
  for (const [f, k] of NUMBER_MAP) wire[k] = v[f] === '' ? null : Number(v[f]);
  for (const [f, k] of LIST_MAP) wire[k] = [...new Set(v[f])].sort((a, b) => a - b);
  wire.company_size = v.companySize;
  wire.tecid_type = v.fabricTypes;
  wire.availability_id = v.availabilityStart;
  if (!isCompanySize(v.companySize)) {
    for (const f of COMPANY_FIELDS) wire[WIRE_NAME[f]] = null;
  }
  if (userType !== 'PROFISSIONAL') {
    for (const [, k] of NUMBER_MAP) wire[k] = null;
    wire.services_ids = [];
    wire.areas_ids = [];
    wire.machines_ids = [];
    wire.tecid_type = null;
    wire.availability_id = null;
  }
  return wire as unknown as ProfileWire;
}

/** Merges a patch over the stored profile, as the form the screen would have held. */
export function mergePatch(stored: ProfileWire, patch: ProfilePatch): ProfileForm {
  const merged = { ...stored } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) if (value !== undefined) merged[key] = value;
  return wireToForm(merged as unknown as ProfileWire);
}
