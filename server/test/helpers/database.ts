import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';

/**
 * Each test file owns a database: in-memory PGlite, or a fresh PostgreSQL database created on
 * the server of DATABASE_URL and dropped afterwards (ALINHAVO_TEST_DB=postgres).
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.ALINHAVO_TEST_DB !== 'postgres') {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('ALINHAVO_TEST_DB=postgres precisa de DATABASE_URL');
  const name = `alinhavo_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      // Wait for closing connections to leave rather than killing them mid-goodbye.
      for (let attempt = 0; ; attempt++) {
        try {
          await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== '55006' || attempt > 50) throw err;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await cleanup.end();
    },
  };
}
