import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { Profile } from '@alinhavo/shared/schemas/profile-view';
import type { User } from '@alinhavo/shared/schemas/user';

/** A valid user as the API returns it; override only what a test is about. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: '5f1c8a52-3d4e-4b6a-9c1d-2e3f4a5b6c7d',
    email: 'maria@exemplo.com.br',
    user_type: 'PROFISSIONAL',
    is_email_verified: true,
    is_admin: false,
    is_approved: false,
    full_name: null,
    is_pro: false,
    pro_until: null,
    created_at: '2026-01-10T12:00:00.000Z',
    updated_at: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

/** A provider's profile as GET /user/profile/ returns it (valid, complete for the form rules). */
export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    ...aUser({ full_name: 'Maria Souza' }),
    approval_status: 'PENDING',
    birth_date: '1990-05-10',
    cpf: '52998224725',
    cellphone: '11987654321',
    postal_code: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: '',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    uf: 'SP',
    company_size: 'CPF',
    cnpj: null,
    corporate_name: null,
    trade_name: null,
    company_cep: null,
    company_street: null,
    company_number: null,
    company_complement: null,
    company_neighborhood: null,
    company_city: null,
    company_uf: null,
    company_email: null,
    company_cellphone: null,
    about_me: 'Costureira há 10 anos.',
    specialties: [1],
    services: [1],
    areas: [1],
    machines: [],
    tecid_type: 'PLANO',
    year_experience: 10,
    daily_production_capacity: 100,
    min_required_production: 50,
    max_required_production: 500,
    availability: 1,
    listed_in_public_search: false,
    completeness: { complete: false, missing: ['areas', 'availability'] },
    ...overrides,
  };
}

/** A client's profile: no provider fields. */
export function aClientProfile(overrides: Partial<Profile> = {}): Profile {
  return aProfile({
    user_type: 'CLIENTE',
    full_name: 'Marca Linho',
    services: [],
    areas: [],
    machines: [],
    tecid_type: null,
    year_experience: null,
    daily_production_capacity: null,
    min_required_production: null,
    max_required_production: null,
    availability: null,
    completeness: { complete: true, missing: [] },
    ...overrides,
  });
}

const item = (id: number, name: string) => ({ id, name, slug: `item-${id}`, description: '' });

/** A small catalogue: Costura opens areas 1 and 2, Modelagem opens 2 and 3. */
export const CATALOGUE = {
  services: [
    { ...item(1, 'Costura / Facção'), aliases: [], areas: [1, 2] },
    { ...item(2, 'Modelagem'), aliases: [], areas: [2, 3] },
  ],
  serviceAreas: [
    { ...item(1, 'Moda Feminina'), services: [1] },
    { ...item(2, 'Moda Masculina'), services: [1, 2] },
    { ...item(3, 'Moda Infantil'), services: [2] },
  ],
  specialties: [item(1, 'Tecido Plano'), item(2, 'Malharia')],
  machines: [
    { ...item(1, 'Máquina Reta Industrial'), category: 'Costura', aliases: [] },
    { ...item(2, 'Overloque'), category: 'Costura', aliases: [] },
    { ...item(3, 'Enfestadeira'), category: 'Corte', aliases: [] },
  ],
  availabilities: [
    { id: 1, name: 'Imediato', days: 0 },
    { id: 2, name: '1 semana', days: 7 },
    { id: 3, name: '2 semanas', days: 14 },
    { id: 4, name: '1 mês', days: 30 },
    { id: 5, name: '2 meses', days: 60 },
    { id: 6, name: '3 meses', days: 90 },
  ],
  states: [
    { id: 33, sigla: 'RJ', nome: 'Rio de Janeiro' },
    { id: 35, sigla: 'SP', nome: 'São Paulo' },
  ],
  municipios: {
    33: [
      { id: 3304557, nome: 'Rio de Janeiro' },
      { id: 3303302, nome: 'Niterói' },
    ],
    35: [
      { id: 3550308, nome: 'São Paulo' },
      { id: 3509502, nome: 'Campinas' },
    ],
  } as Record<number, { id: number; nome: string }[]>,
};

/** A v4-shaped uuid ending in `n` (zod checks the version and variant). */
export const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The n-th demand as the API returns it: an open Costura / Facção demand in São Paulo. */
export function aDemand(n: number, overrides: Partial<Demand> = {}): Demand {
  return {
    id: uuidOf(n),
    user_created: uuidOf(900),
    user_full_name: 'Marca Linho',
    user_cellphone: null,
    user_has_cellphone: false,
    title: `Demanda ${n}`,
    description: `Descrição da demanda ${n}.`,
    service: 1,
    service_name: 'Costura / Facção',
    area: 1,
    area_name: 'Moda Feminina',
    specialty: 1,
    specialty_name: 'Tecido Plano',
    availability: 1,
    availability_name: 'Imediato',
    tecid_type: 'PLANO',
    amount: 100,
    deadline: '2026-12-01',
    min_budget: 1000,
    max_budget: 2500,
    city: 'São Paulo',
    uf: 'SP',
    remote_work_accepted: false,
    status: 'ABERTA',
    interested_professionals: [],
    interested_professionals_count: 0,
    user_is_interested: false,
    chosen_professional: null,
    created_at: '2026-03-01T12:00:00.000Z',
    updated_at: '2026-03-01T12:00:00.000Z',
    finalized_at: null,
    ...overrides,
  };
}
