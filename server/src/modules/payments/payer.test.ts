import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema';
import { payerOf } from './payer';

const company = (cnpj: string) =>
  ({
    id: 'u1',
    email: 'contato@atelie.com.br',
    fullName: 'Ana',
    cpf: '52998224725',
    cnpj,
    corporateName: 'Ateliê Ltda',
    tradeName: null,
    companyCep: '01310100',
    companyStreet: 'Av. Paulista',
    companyNumber: '1000',
    companyNeighborhood: 'Bela Vista',
    companyCity: 'São Paulo',
    companyUf: 'SP',
  }) as unknown as UserRow;

describe('payer', () => {
  it('names a company by its CNPJ, numeric or alphanumeric (July 2026)', () => {
    expect(payerOf(company('11222333000181')).document).toEqual({
      type: 'CNPJ',
      number: '11222333000181',
    });
    expect(payerOf(company('12ABC34501DE35')).document).toEqual({
      type: 'CNPJ',
      number: '12ABC34501DE35',
    });
    expect(payerOf(company('12ABC34501DE35')).fullName).toBe('Ateliê Ltda');
  });
});
