import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp, type AppDeps } from '../../src/app';
import { users } from '../../src/db/schema';
import { loadConfig, type Config } from '../../src/config';
import type { Database, Db } from '../../src/db/client';
import type { PaymentProvider } from '../../src/modules/payments/provider';
import { createMailer, type Mailer } from '../../src/lib/mail/mailer';
import { openTestDatabase } from './database';
import { captureLog, newLogScope, registerMailSecrets } from './log-capture';
import type { Backend } from '@alinhavo/test-support/builders';
import { codeFrom, startSmtpCapture, type SmtpCapture } from '@alinhavo/test-support/smtp-capture';
import { injectTransport, type Envelope } from '@alinhavo/test-support/transport';

export type { Envelope };

/**
 * The app keeps its database to itself (routes reach it only through services); the test helpers
 * that write fixtures straight into it find it here, by app.
 */
const databases = new WeakMap<FastifyInstance, Db>();

/** `buildApp` for tests: the app, with its database known to `backendFor`. */
export async function buildTestApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = await buildApp(deps);
  databases.set(app, deps.database.db);
  return app;
}

function databaseOf(app: FastifyInstance): Db {
  const db = databases.get(app);
  if (!db) throw new Error('app sem banco conhecido: construa-o com buildTestApp');
  return db;
}

/** Also the builders' backend: `aVerifiedUser(ctx)` registers through inject, codes over SMTP. */
export interface TestContext extends Backend {
  app: FastifyInstance;
  database: Database;
  smtp: SmtpCapture;
  config: Config;
  /** Every log line the app wrote, for redaction tests (and the suite's log scan). */
  logs: string[];
  close(): Promise<void>;
}

export const ADMIN_EMAIL = 'admin@alinhavo.test';

/**
 * The real app on its own database, a real SMTP server catching its e-mail, and captured logs.
 * `now` replaces the clock of the app's in-process caches.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  opts: {
    now?: () => number;
    paymentProvider?: PaymentProvider;
    /** The e-mail queue's clock (the 15 minutes, the 6 hours, 8h digests, retries). */
    emailClock?: () => Date;
    /** The clock of password guessing: its waits and its hour (DESIGN §9.15). */
    signInClock?: () => Date;
    /** Two-way review publication's clock (14 days after completion). */
    reviewClock?: () => Date;
    /** The late-lot round's clock. */
    lotClock?: () => Date;
    /** Wraps the real SMTP mailer (a test that makes sends fail). */
    wrapMailer?: (real: Mailer) => Mailer;
  } = {},
): Promise<TestContext> {
  const scope = newLogScope();
  const smtp = await startSmtpCapture({ onMail: (mail) => registerMailSecrets(mail, scope) });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    ADMIN_EMAIL,
    PUBLIC_URL: 'http://alinhavo.test',
    LOG_LEVEL: 'info',
    RENDERER_DIST: path.join(dataDir, 'no-renderer'),
    ...env,
  });
  // Kept for the test's own checks, and scanned with the whole suite's at the end.
  const logs: string[] = [];
  const logStream = captureLog(logs, scope);
  const database = await openTestDatabase();
  const app = await buildTestApp({
    config,
    database,
    logStream,
    now: opts.now,
    paymentProvider: opts.paymentProvider,
    emailClock: opts.emailClock,
    signInClock: opts.signInClock,
    reviewClock: opts.reviewClock,
    lotClock: opts.lotClock,
    ...(opts.wrapMailer ? { mailer: opts.wrapMailer(realMailer(smtp.url, config.mailFrom)) } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    smtp,
    config,
    logs,
    ...backendFor(app, smtp, config.adminEmails[0] ?? ADMIN_EMAIL),
    secretScope: scope,
    async close() {
      await app.close();
      await smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** STORAGE_DIR of an app on disk storage (the default); its files/ and tmp/ are looked at. */
export function diskStorageDir(config: Config): string {
  if (config.storage.kind !== 'disk') throw new Error('this app keeps its files in a bucket');
  return config.storage.dir;
}

/** nodemailer to the capture, logging nowhere (the app's own mailer logs to its log). */
function realMailer(smtpUrl: string, from: string): Mailer {
  const quiet = { info: () => undefined } as unknown as Parameters<typeof createMailer>[0]['log'];
  return createMailer({ smtpUrl, from, dataDir: os.tmpdir(), log: quiet });
}

/**
 * The shared builders' way into `app`: inject, verification codes from `smtp`, and providers
 * approved in its database.
 */
export function backendFor(
  app: FastifyInstance,
  smtp: SmtpCapture,
  adminEmail = ADMIN_EMAIL,
): Backend {
  return {
    api: injectTransport(app),
    verificationCode: async (email) => codeFrom(await smtp.waitFor(email)),
    adminEmail,
    // Approved before the test began: no admin e-mail or notice among what a test counts.
    approveProvider: async (id) => {
      await databaseOf(app)
        .update(users)
        .set({ approvalStatus: 'APPROVED' })
        .where(eq(users.id, id));
    },
  };
}
