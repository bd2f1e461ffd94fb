import crypto from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { adminQuery, dropDatabase } from './global-database';

/**
 * Each test file owns a database: in-memory PGlite, or a fresh PostgreSQL database created on
 * the server of DATABASE_URL and dropped afterwards (ALINHAVO_TEST_DB=postgres). Both start as a
 * copy of the template the run migrated once (global-database.ts); without one, they migrate.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.ALINHAVO_TEST_DB !== 'postgres') {
    const template = inject('pgliteTemplate');
    if (template) {
      return openDatabase({ loadDataDir: new Blob([fs.readFileSync(template)]) });
    }
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('ALINHAVO_TEST_DB=postgres precisa de DATABASE_URL');
  const name = `alinhavo_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await createDatabase(baseUrl, name, template);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  if (!template) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(baseUrl, name);
    },
  };
}

/**
 * A fresh PostgreSQL database (a copy of the run's migrated template) for a test that starts
 * server processes on it; `drop` removes it.
 */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('ALINHAVO_TEST_DB=postgres precisa de DATABASE_URL');
  const name = `alinhavo_test_${crypto.randomBytes(6).toString('hex')}`;
  await createDatabase(baseUrl, name, inject('postgresTemplate'));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(baseUrl, name) };
}

async function createDatabase(baseUrl: string, name: string, template: string | undefined) {
  if (!template) return adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    } catch (err) {
      // 55006: PostgreSQL refuses a copy while anyone is connected to the template.
      if ((err as { code?: string }).code !== '55006' || Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
