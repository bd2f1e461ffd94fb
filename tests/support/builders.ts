import crypto from 'node:crypto';
import type { z } from 'zod';
import type { demandBodySchema } from '@alinhavo/shared/schemas/demand';
import type { User } from '@alinhavo/shared/schemas/user';
import { PROVIDER_PROFILE_FIELDS } from './profile-bodies';
import { registerIssuedTokens, registerSecret } from './secrets';
import type { Method, Transport } from './transport';

export { PROVIDER_PROFILE_FIELDS };

/**
 * Test data made the way people make it, through the public API: the server tests (inject),
 * the e2e journeys and `npm run demo:seed` (HTTP) build with the same functions.
 */
export interface Backend {
  api: Transport;
  /** The code of the newest verification e-mail sent to `email` (SMTP catcher or mail folder). */
  verificationCode(email: string): Promise<string>;
  /** The admin e-mail the server runs with (ADMIN_EMAIL). */
  adminEmail: string;
  /** Password of the accounts made here unless a builder is given one. */
  password?: string;
  /** The log the secrets made through this backend could reach (see ./secrets). */
  secretScope?: string;
  /**
   * Approves a provider as it was before the test began (the server tests write it to their
   * database, without the admin's e-mail and notice). Without it the admin approves through the
   * API.
   */
  approveProvider?(id: string): Promise<void>;
}

export type UserType = 'CLIENTE' | 'PROFISSIONAL';

export interface BuiltUser {
  id: string;
  email: string;
  password: string;
  user: User;
  access: string;
  refresh: string;
}

const DEFAULT_PASSWORD = 'senha-segura-1';

let counter = 0;
export const uniqueEmail = (prefix = 'pessoa') =>
  `${prefix}.${Date.now()}.${++counter}.${crypto.randomBytes(2).toString('hex')}@exemplo.com.br`;

/** Registered, not verified yet. */
export async function aRegisteredUser(
  b: Backend,
  opts: { type?: UserType; email?: string; password?: string } = {},
): Promise<{ email: string; password: string }> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? b.password ?? DEFAULT_PASSWORD;
  registerSecret('password', password);
  const res = await b.api.request('POST', '/user/register/', {
    body: { email, password, password2: password, user_type: opts.type ?? 'CLIENTE' },
  });
  if (res.status !== 201) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return { email, password };
}

type Session = { user: User; token: { access: string; refresh: string } };
function built(email: string, password: string, s: Session): BuiltUser {
  registerSecret('password', password);
  registerIssuedTokens(s.token);
  return {
    id: s.user.id,
    email,
    password,
    user: s.user,
    access: s.token.access,
    refresh: s.token.refresh,
  };
}

/**
 * Registers, reads the code from the e-mail that arrived, verifies (which signs in). A provider
 * comes approved, since only an approved one may show interest or quote (spec §4 'Provider
 * approval'); `approved: false` leaves it waiting for the admin.
 */
export async function aVerifiedUser(
  b: Backend,
  opts: { type?: UserType; email?: string; password?: string; approved?: boolean } = {},
): Promise<BuiltUser> {
  const email = opts.email ?? uniqueEmail(opts.type === 'PROFISSIONAL' ? 'prof' : 'cliente');
  const { password } = await aRegisteredUser(b, { ...opts, email });
  const account = await verified(b, email, password);
  if (opts.type !== 'PROFISSIONAL' || opts.approved === false) return account;
  if (b.approveProvider) await b.approveProvider(account.id);
  else
    await apiAs(b, await theAdmin(b)).send(
      'POST',
      `/admin/professionals/${account.id}/approve/`,
      {},
    );
  return { ...account, user: { ...account.user, is_approved: true } };
}

/** A verified provider the admin has not approved yet (pending): refused interest and quotes. */
export const aVerifiedPendingProvider = (
  b: Backend,
  opts: { email?: string; password?: string } = {},
) => aVerifiedUser(b, { ...opts, type: 'PROFISSIONAL', approved: false });

/** Verifies `email` with the code its newest e-mail carries. */
export async function verified(b: Backend, email: string, password: string): Promise<BuiltUser> {
  const code = await b.verificationCode(email);
  // Five digits turn up by chance in other logs (ports, CEPs): a code is looked for only in the
  // log of the app that sent it.
  if (b.secretScope) registerSecret('code', code, b.secretScope);
  const res = await b.api.request<Session>('POST', '/user/email-verification-codes/verify/', {
    body: { email, code },
  });
  if (res.status !== 200) throw new Error(`verify failed: ${JSON.stringify(res.body)}`);
  return built(email, password, res.body.data);
}

/** Signs an existing, verified account in. */
export async function signedIn(b: Backend, email: string, password: string): Promise<BuiltUser> {
  const res = await b.api.request<Session>('POST', '/user/login/', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return built(email, password, res.body.data);
}

/** The API as one person, for arranging what a test starts from (never for what it checks). */
export function apiAs(b: Backend, account: { id: string; access: string }) {
  const send = async <T = Record<string, unknown>>(
    method: Method,
    path: string,
    body?: unknown,
  ): Promise<T> => {
    const res = await b.api.request<T>(method, path, { body, token: account.access });
    if (res.status >= 300) {
      throw new Error(`${method} ${path} → ${res.status}: ${res.body.message ?? ''}`);
    }
    return res.body.data;
  };
  return { id: account.id, send };
}

/** A complete, valid profile body in the server names (spec §3), for either user type. */
export function aProfileBody(
  type: UserType,
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

type DemandBody = z.input<typeof demandBodySchema>;

/**
 * A valid demand body: Costura / Facção (1) in Moda Feminina (1). Typed with its overrides: one
 * of the contract's types fits the typed clients, one outside them only `api.raw` takes.
 */
export function aDemandBody<const O extends Record<string, unknown> = Record<never, never>>(
  overrides: O = {} as O,
): Omit<DemandBody, keyof O> & O {
  const base: DemandBody = {
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
  };
  return { ...base, ...overrides };
}

/** A client's demand through the API; answers its id. */
export async function aDemand(
  b: Backend,
  client: { access: string },
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await b.api.request<{ id: string }>('POST', '/demands/', {
    token: client.access,
    body: aDemandBody(overrides),
  });
  if (res.status !== 201) throw new Error(`demand failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/**
 * A demand of `client` in which each of `providers` showed interest: the tie that lets them talk
 * about it (DESIGN §9.11). Answers its id.
 */
export async function aDemandWithCandidates(
  b: Backend,
  client: { access: string },
  providers: readonly { access: string }[],
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const id = await aDemand(b, client, overrides);
  for (const provider of providers) {
    const res = await b.api.request('POST', `/demands/${id}/interest/`, { token: provider.access });
    if (res.status !== 200) throw new Error(`interest failed: ${JSON.stringify(res.body)}`);
  }
  return id;
}

export type Person = BuiltUser & { api: ReturnType<typeof apiAs> };

/** A verified person who saved `profile` (a whole profile body or overrides of the default). */
async function withProfile(
  b: Backend,
  type: UserType,
  profile: Record<string, unknown>,
  email?: string,
): Promise<Person> {
  // Pending: a provider with a profile is approved (or not) by the admin, as people are.
  const account = await aVerifiedUser(b, { type, approved: false, ...(email ? { email } : {}) });
  const api = apiAs(b, account);
  await api.send('PATCH', '/user/profile/', aProfileBody(type, profile));
  return { ...account, api };
}

/** A client with a filled profile. */
export const aClient = (
  b: Backend,
  opts: { name?: string; email?: string; profile?: Record<string, unknown> } = {},
) =>
  withProfile(
    b,
    'CLIENTE',
    { full_name: opts.name ?? 'Ateliê Flor de Lis', ...opts.profile },
    opts.email,
  );

/** A provider who filled the whole profile and waits for the admin (not approved yet). */
export const aPendingProvider = (
  b: Backend,
  opts: { name?: string; email?: string; profile?: Record<string, unknown> } = {},
) =>
  withProfile(
    b,
    'PROFISSIONAL',
    { full_name: opts.name ?? 'Facção Linha Nova', ...opts.profile },
    opts.email,
  );

/** A provider with a complete profile, approved by the admin (visible to clients). */
export async function anApprovedProvider(
  b: Backend,
  opts: { name?: string; email?: string; profile?: Record<string, unknown> } = {},
): Promise<Person> {
  const provider = await aPendingProvider(b, {
    ...opts,
    name: opts.name ?? 'Maria das Graças Costura',
  });
  const admin = apiAs(b, await theAdmin(b));
  await admin.send('POST', `/admin/professionals/${provider.id}/approve/`, {});
  return provider;
}

/**
 * PRO the way people become PRO: a Pix checkout of `plan` that the admin confirms in
 * Pagamentos. Answers the payment's id.
 */
export async function paidPro(
  b: Backend,
  account: { id: string; access: string },
  plan: 'monthly' | 'yearly' = 'monthly',
): Promise<string> {
  const payment = await apiAs(b, account).send<{ id: string }>('POST', '/plans/checkout/', {
    plan,
    method: 'pix',
  });
  const admin = apiAs(b, await theAdmin(b));
  await admin.send('POST', `/admin/payments/${payment.id}/confirm/`, {});
  return payment.id;
}

const admins = new WeakMap<Backend, Promise<BuiltUser>>();
/**
 * The admin account of this backend, made on first use: registered and verified, or (made by an
 * earlier run on the same server) signed in.
 */
export function theAdmin(b: Backend): Promise<BuiltUser> {
  let admin = admins.get(b);
  if (!admin) {
    admin = anAdminAccount(b);
    admins.set(b, admin);
  }
  return admin;
}

async function anAdminAccount(b: Backend): Promise<BuiltUser> {
  const password = b.password ?? DEFAULT_PASSWORD;
  registerSecret('password', password);
  const res = await b.api.request('POST', '/user/register/', {
    body: { email: b.adminEmail, password, password2: password, user_type: 'CLIENTE' },
  });
  if (res.status === 201) return verified(b, b.adminEmail, password);
  if (res.status !== 409) throw new Error(`register admin failed: ${JSON.stringify(res.body)}`);
  const login = await b.api.request<Session>('POST', '/user/login/', {
    body: { email: b.adminEmail, password },
  });
  if (login.status === 200) return built(b.adminEmail, password, login.body.data);
  if (login.body.code !== 'EMAIL_NOT_VERIFIED') {
    throw new Error(`login admin failed: ${JSON.stringify(login.body)}`);
  }
  // Registered by an earlier run that never read its code: a new code finishes the account.
  await b.api.request('POST', '/user/email-verification-codes/resend/', {
    body: { email: b.adminEmail },
  });
  return verified(b, b.adminEmail, password);
}
