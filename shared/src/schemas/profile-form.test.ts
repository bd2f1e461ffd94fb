import { describe, expect, it } from 'vitest';
import {
  formToWire,
  profileFormShape,
  profileSchemaFor,
  wireToForm,
  type ProfileForm,
} from './profile-form';

const empty: ProfileForm = profileFormShape.parse({
  fullName: '',
  birthDate: '',
  cpf: '',
  phone: '',
  cep: '',
  address: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  uf: '',
  companySize: null,
  cnpj: '',
  corporateName: '',
  tradeName: '',
  commercialCep: '',
  commercialAddress: '',
  commercialNumber: '',
  commercialComplement: '',
  commercialNeighborhood: '',
  commercialCity: '',
  commercialUf: '',
  commercialEmail: '',
  companyCellphone: '',
  aboutMe: '',
  specialties: [],
  serviceTypes: [],
  operationAreas: [],
  machinery: [],
  fabricTypes: null,
  experienceYears: '',
  dailyProductionCapacity: '',
  minProductionQuantity: '',
  maxProductionQuantity: '',
  availabilityStart: null,
});
const provider: ProfileForm = {
  ...empty,
  fullName: 'Maria Costureira',
  birthDate: '1985-04-12',
  cpf: '529.982.247-25',
  phone: '(11) 98765-4321',
  experienceYears: '12',
  dailyProductionCapacity: '300',
  minProductionQuantity: '50',
  maxProductionQuantity: '1000',
  availabilityStart: 2,
};

const errorsOf = (userType: 'PROFISSIONAL' | 'CLIENTE', v: ProfileForm) => {
  const r = profileSchemaFor(userType).safeParse(v);
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('profile rules (spec §5)', () => {
  it('accepts a complete provider', () => {
    expect(errorsOf('PROFISSIONAL', provider)).toEqual({});
  });

  it('requires the provider fields with "Campo obrigatório"', () => {
    const e = errorsOf('PROFISSIONAL', empty);
    for (const f of [
      'fullName',
      'birthDate',
      'cpf',
      'phone',
      'experienceYears',
      'dailyProductionCapacity',
      'minProductionQuantity',
      'maxProductionQuantity',
      'availabilityStart',
    ]) {
      expect(e[f]).toBe('Campo obrigatório');
    }
  });

  it('requires only the personal fields from a client', () => {
    expect(Object.keys(errorsOf('CLIENTE', empty)).sort()).toEqual([
      'birthDate',
      'cpf',
      'fullName',
      'phone',
    ]);
  });

  it('uses the spec texts for documents, phone and quantities', () => {
    expect(errorsOf('PROFISSIONAL', { ...provider, cpf: '123' }).cpf).toBe(
      'CPF deve ter 11 dígitos',
    );
    expect(errorsOf('PROFISSIONAL', { ...provider, cpf: '111.111.111-11' }).cpf).toBe(
      'CPF inválido',
    );
    expect(errorsOf('PROFISSIONAL', { ...provider, phone: '(11) 3333-4444' }).phone).toBe(
      'Telefone deve ter 11 dígitos (formato: (99) 99999-9999)',
    );
    expect(
      errorsOf('PROFISSIONAL', {
        ...provider,
        minProductionQuantity: '500',
        maxProductionQuantity: '100',
      }).maxProductionQuantity,
    ).toBe('Quantidade máxima não pode ser menor que a mínima');
    expect(errorsOf('PROFISSIONAL', { ...provider, cep: '0131' }).cep).toBe(
      'CEP deve ter 8 dígitos',
    );
  });

  it('applies the company rules when the size is a company', () => {
    const e = errorsOf('CLIENTE', { ...provider, companySize: 'LTDA' });
    for (const f of [
      'cnpj',
      'corporateName',
      'commercialCep',
      'commercialAddress',
      'commercialNumber',
      'commercialNeighborhood',
      'commercialCity',
      'commercialUf',
      'commercialEmail',
    ]) {
      expect(e[f]).toBe('Campo obrigatório');
    }
    expect(e.tradeName).toBeUndefined();
    const bad = errorsOf('CLIENTE', {
      ...provider,
      companySize: 'MEI',
      cnpj: '11.222.333/0001-80',
      commercialEmail: 'sem-arroba',
      commercialCep: '123',
      companyCellphone: '1199',
    });
    expect(bad.cnpj).toBe('CNPJ inválido');
    expect(bad.commercialEmail).toBe('Email comercial deve ser válido');
    expect(bad.commercialCep).toBe('CEP deve ter 8 dígitos');
    expect(bad.companyCellphone).toBe('Telefone deve ter 11 dígitos (formato: (99) 99999-9999)');
    expect(
      errorsOf('CLIENTE', { ...provider, companySize: 'ME', cnpj: '1122233300018' }).cnpj,
    ).toBe('CNPJ deve ter 14 dígitos');
  });

  it('accepts an alphanumeric CNPJ, masked or not, in any case, and stores it unmasked in upper case', () => {
    for (const cnpj of ['12.ABC.345/01DE-35', '12abc34501de35', '11.222.333/0001-81']) {
      const form = {
        ...provider,
        companySize: 'LTDA' as const,
        cnpj,
        corporateName: 'Ateliê Ltda',
        commercialCep: '01310-100',
        commercialAddress: 'Av. Paulista',
        commercialNumber: '1000',
        commercialNeighborhood: 'Bela Vista',
        commercialCity: 'São Paulo',
        commercialUf: 'SP',
        commercialEmail: 'contato@atelie.com.br',
      };
      expect(errorsOf('CLIENTE', form).cnpj, cnpj).toBeUndefined();
      expect(formToWire(form, 'CLIENTE').cnpj).toBe(
        cnpj.startsWith('11') ? '11222333000181' : '12ABC34501DE35',
      );
    }
    const wrong = { ...provider, companySize: 'ME' as const };
    expect(errorsOf('CLIENTE', { ...wrong, cnpj: '12.ABC.345/01DE-36' }).cnpj).toBe(
      'CNPJ inválido',
    );
    expect(errorsOf('CLIENTE', { ...wrong, cnpj: '12.ABC.345/01DE-3' }).cnpj).toBe(
      'CNPJ deve ter 14 dígitos',
    );
  });

  it('stores digits only, clears company fields for CPF and provider fields for clients', () => {
    const w = formToWire(
      {
        ...provider,
        companySize: 'CPF',
        cnpj: '11.222.333/0001-81',
        corporateName: 'X',
        cep: '01310-100',
        serviceTypes: [3, 1, 3],
      },
      'PROFISSIONAL',
    );
    expect(w.cpf).toBe('52998224725');
    expect(w.cellphone).toBe('11987654321');
    expect(w.postal_code).toBe('01310100');
    expect(w.cnpj).toBeNull();
    expect(w.corporate_name).toBeNull();
    expect(w.services_ids).toEqual([1, 3]);
    const client = formToWire(provider, 'CLIENTE');
    expect(client.year_experience).toBeNull();
    expect(client.availability_id).toBeNull();
  });

  it('round-trips through the server names', () => {
    const w = formToWire(provider, 'PROFISSIONAL');
    expect(formToWire(wireToForm(w), 'PROFISSIONAL')).toEqual(w);
  });
});
