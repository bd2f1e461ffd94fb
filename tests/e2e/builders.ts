import * as build from '@alinhavo/test-support/builders';
import type { Backend, UserType } from '@alinhavo/test-support/builders';
import type { RunningServer } from '@alinhavo/test-support/server';
import { codeFrom, type SmtpCapture } from '@alinhavo/test-support/smtp-capture';
import { fetchTransport } from '@alinhavo/test-support/transport';

/** The admin e-mail the e2e servers run with (the server's default ADMIN_EMAIL). */
export const ADMIN_EMAIL = 'admin@alinhavo.com.br';

const backends = new Map<string, Backend>();
/** The shared builders over HTTP to this worker's server, codes read from its SMTP catcher. */
export function backendOf(server: RunningServer, smtp: SmtpCapture): Backend {
  let backend = backends.get(server.url);
  if (!backend) {
    backend = {
      api: fetchTransport(server.url),
      verificationCode: async (email) => codeFrom(await smtp.waitFor(email)),
      adminEmail: ADMIN_EMAIL,
      password: 'Alinhavo-2026',
    };
    backends.set(server.url, backend);
  }
  return backend;
}

/**
 * A verified account made through the API (register, code from the e-mail, verify). A provider
 * is approved by the admin unless `approved` is false (then it waits, as after registering, and
 * may not show interest nor quote: spec §4 'Provider approval').
 */
export const aVerifiedAccount = (
  server: RunningServer,
  smtp: SmtpCapture,
  type: UserType,
  email?: string,
  approved = true,
) => build.aVerifiedUser(backendOf(server, smtp), { type, approved, ...(email ? { email } : {}) });

/** A client with a filled profile. */
export const aClient = (server: RunningServer, smtp: SmtpCapture, name = 'Ateliê Flor de Lis') =>
  build.aClient(backendOf(server, smtp), { name });

/** A provider with a complete profile, approved by the admin (visible to clients). */
export const anApprovedProvider = (
  server: RunningServer,
  smtp: SmtpCapture,
  name = 'Maria das Graças Costura',
) => build.anApprovedProvider(backendOf(server, smtp), { name });

/** A provider who filled the whole profile and waits for the admin (not approved yet). */
export const aPendingProvider = (
  server: RunningServer,
  smtp: SmtpCapture,
  name = 'Facção Linha Nova',
) => build.aPendingProvider(backendOf(server, smtp), { name });

/** The admin account of this server, to sign in with (made on first use). */
export const theAdmin = (server: RunningServer, smtp: SmtpCapture) =>
  build.theAdmin(backendOf(server, smtp));
