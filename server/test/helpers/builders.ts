import crypto from 'node:crypto';
import type { User } from '@alinhavo/shared/schemas/user';
import type { TestContext } from './app';
import { call } from './app';
import { codeFrom } from '../../../tests/support/smtp-capture';
import { PROVIDER_PROFILE_FIELDS } from '../../../tests/support/profile-bodies';

export interface BuiltUser {
  email: string;
  password: string;
  user: User;
  access: string;
  refresh: string;
}

let counter = 0;
export const uniqueEmail = (prefix = 'pessoa') =>
  `${prefix}.${Date.now()}.${++counter}.${crypto.randomBytes(2).toString('hex')}@exemplo.com.br`;

/**
 * Builds an account the way a person does: registers, reads the code from the e-mail that
 * arrived over SMTP, and verifies it.
 */
export async function aVerifiedUser(
  ctx: TestContext,
  opts: { type?: 'CLIENTE' | 'PROFISSIONAL'; email?: string; password?: string } = {},
): Promise<BuiltUser> {
  const email = opts.email ?? uniqueEmail(opts.type === 'PROFISSIONAL' ? 'prof' : 'cliente');
  const password = opts.password ?? 'senha-segura-1';
  await aRegisteredUser(ctx, { ...opts, email, password });
  const code = codeFrom(await ctx.smtp.waitFor(email));
  const res = await call<{ user: User; token: { access: string; refresh: string } }>(
    ctx.app,
    'POST',
    '/user/email-verification-codes/verify/',
    {
      body: { email, code },
    },
  );
  if (res.status !== 200) throw new Error(`verify failed: ${JSON.stringify(res.body)}`);
  return {
    email,
    password,
    user: res.body.data.user,
    access: res.body.data.token.access,
    refresh: res.body.data.token.refresh,
  };
}

export async function aRegisteredUser(
  ctx: TestContext,
  opts: { type?: 'CLIENTE' | 'PROFISSIONAL'; email?: string; password?: string } = {},
) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'senha-segura-1';
  const res = await call(ctx.app, 'POST', '/user/register/', {
    body: { email, password, password2: password, user_type: opts.type ?? 'CLIENTE' },
  });
  if (res.status !== 201) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return { email, password };
}

/** A complete, valid profile body in the server names (spec §3), for either user type. */
export function aProfileBody(
  type: 'CLIENTE' | 'PROFISSIONAL',
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const personal = {
    full_name: type === 'PROFISSIONAL' ? 'Maria das Graças Costura' : 'Ana Paula Moda',
    birth_date: '1985-04-12',
    cpf: '52998224725',
    cellphone: '11987654321',
    postal_code: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Sala 5',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    uf: 'SP',
    company_size: 'CPF',
    about_me: 'Trabalho com moda há 12 anos.',
    specialties_ids: [1, 2],
  };
  const provider = type === 'PROFISSIONAL' ? { ...PROVIDER_PROFILE_FIELDS } : {};
  return { ...personal, ...provider, ...overrides };
}

/** The company half of a profile (LTDA with a valid CNPJ and a complete commercial address). */
export const aCompanyBody = (overrides: Record<string, unknown> = {}) => ({
  company_size: 'LTDA',
  cnpj: '11222333000181',
  corporate_name: 'Confecções Ponto Certo Ltda',
  trade_name: 'Ponto Certo',
  company_cep: '30130010',
  company_street: 'Avenida Afonso Pena',
  company_number: '500',
  company_neighborhood: 'Centro',
  company_city: 'Belo Horizonte',
  company_uf: 'MG',
  company_email: 'contato@pontocerto.com.br',
  company_cellphone: '31987654321',
  ...overrides,
});

/** A valid demand body: Costura / Facção (1) in Moda Feminina (1). */
export function aDemandBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Costura de 300 camisetas básicas em malha',
    description:
      'Marca de moda casual procura facção para produção de camisetas básicas, aviamentos fornecidos.',
    service: 1,
    area: 1,
    specialty: 1,
    availability: 2,
    tecid_type: 'MALHA',
    amount: 300,
    deadline: null,
    min_budget: 3000,
    max_budget: 4500,
    city: 'Belo Horizonte',
    uf: 'MG',
    remote_work_accepted: false,
    ...overrides,
  };
}

/** A client's demand through the API; answers its id. */
export async function aDemand(
  ctx: TestContext,
  client: BuiltUser,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await call<{ id: string }>(ctx.app, 'POST', '/demands/', {
    token: client.access,
    body: aDemandBody(overrides),
  });
  if (res.status !== 201) throw new Error(`demand failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}
