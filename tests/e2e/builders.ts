import type { RunningServer } from '../support/server';
import { PROVIDER_PROFILE_FIELDS } from '../support/profile-bodies';
import type { SmtpCapture } from '../support/smtp-capture';
import { aVerifiedAccount } from './fixtures';

/** The admin e-mail the e2e servers run with (the server's default ADMIN_EMAIL). */
export const ADMIN_EMAIL = 'admin@alinhavo.com.br';

interface Account {
  email: string;
  password: string;
  id: string;
  access: string;
}

/** The API as one person, for arranging what a journey starts from (never for what it checks). */
export function apiAs(server: RunningServer, account: { id: string; access: string }) {
  const token = account.access;
  const send = async <T>(method: string, path: string, payload?: unknown): Promise<T> => {
    const res = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { body: JSON.stringify(payload) } : {}),
    });
    const json = (await res.json()) as { data: T; message?: string };
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${json.message ?? ''}`);
    return json.data;
  };
  return { id: account.id, send };
}

const personal = (name: string) => ({
  full_name: name,
  birth_date: '1985-04-12',
  cpf: '52998224725',
  cellphone: '11987654321',
  postal_code: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  uf: 'SP',
  company_size: 'CPF',
  about_me: 'Trabalho com moda há 12 anos.',
  specialties_ids: [1, 2],
});

/** A client with a filled profile. */
export async function aClient(
  server: RunningServer,
  smtp: SmtpCapture,
  name = 'Ateliê Flor de Lis',
) {
  const account = await aVerifiedAccount(server, smtp, 'CLIENTE');
  const api = apiAs(server, account);
  await api.send('PATCH', '/user/profile/', personal(name));
  return { ...account, id: api.id, api };
}

/** A provider with a complete profile, approved by the admin (visible to clients). */
export async function anApprovedProvider(
  server: RunningServer,
  smtp: SmtpCapture,
  name = 'Maria das Graças Costura',
) {
  const account = await aVerifiedAccount(server, smtp, 'PROFISSIONAL');
  const api = apiAs(server, account);
  await api.send('PATCH', '/user/profile/', {
    ...personal(name),
    ...PROVIDER_PROFILE_FIELDS,
  });
  const admin = apiAs(server, await anAdmin(server, smtp));
  await admin.send('POST', `/admin/professionals/${api.id}/approve/`, {});
  return { ...account, id: api.id, api };
}

const admins = new Map<string, Promise<Account>>();
/** The one admin account of each server, made on first use. */
function anAdmin(server: RunningServer, smtp: SmtpCapture): Promise<Account> {
  let admin = admins.get(server.url);
  if (!admin) {
    admin = aVerifiedAccount(server, smtp, 'CLIENTE', ADMIN_EMAIL);
    admins.set(server.url, admin);
  }
  return admin;
}

/** A provider who filled the whole profile and waits for the admin (not approved yet). */
export async function aPendingProvider(
  server: RunningServer,
  smtp: SmtpCapture,
  name = 'Facção Linha Nova',
) {
  const account = await aVerifiedAccount(server, smtp, 'PROFISSIONAL');
  const api = apiAs(server, account);
  await api.send('PATCH', '/user/profile/', { ...personal(name), ...PROVIDER_PROFILE_FIELDS });
  return { ...account, id: api.id, api };
}

/** The admin account of this server, to sign in with (made on first use). */
export const theAdmin = (server: RunningServer, smtp: SmtpCapture) => anAdmin(server, smtp);
