import crypto from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteDatabase, type Database } from '../../src/db/client';
import { adminQuery, dropDatabase } from './global-database';

/**
 * Each test file owns a database: in-memory PGlite, or a fresh PostgreSQL database created on
 * the server of DATABASE_URL and dropped afterwards (ALINHAVO_TEST_DB=postgres). Both start as
 * the template the run migrated once (global-database.ts); without one, they migrate.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.ALINHAVO_TEST_DB !== 'postgres') {
    const template = inject('pgliteTemplate');
    if (template) return lendPglite(template);
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

/**
 * PGlite instances of this worker that a closed test app gave back, emptied back to the template
 * (the server's files share one module registry per worker, so this list outlives a file).
 * Loading the 45 MB template into a new instance cost 0.9–1.7 CPU-s per app; emptying a used
 * one, 0.1.
 */
const idle: PGlite[] = [];

/** What an instance fresh from the template holds, computed once per worker. */
let pristine: Promise<PgliteState> | undefined;

interface PgliteState {
  /** Tables, columns, indexes, constraints, triggers, functions, types, sequences, extensions. */
  schema: string;
  /** A hash of each table that holds rows in the template (the reference data). */
  seeded: Record<string, string>;
  /** The public tables the template holds no row of: what tests write. */
  empty: string[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function stateOf(client: PGlite): Promise<PgliteState> {
  const [schema] = rowsOf<{ h: string }>(
    await client.query(`
      select md5(string_agg(x, '|' order by x)) as h from (
        select format('rel %s.%s %s', n.nspname, c.relname, c.relkind) as x
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
            and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'
        union all
        select format('col %s %s %s %s %s', a.attrelid::regclass, a.attname, a.atttypid::regtype,
                      a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
          from pg_attribute a join pg_class c on c.oid = a.attrelid
          join pg_namespace n on n.oid = c.relnamespace
          left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
          where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
            and a.attnum > 0 and not a.attisdropped
        union all
        select format('con %s %s', conrelid::regclass, pg_get_constraintdef(oid))
          from pg_constraint where connamespace not in (select oid from pg_namespace
            where nspname in ('pg_catalog', 'information_schema'))
        union all
        select format('trg %s %s %s', tgrelid::regclass, tgname, tgenabled)
          from pg_trigger where not tgisinternal
        union all
        select format('fn %s %s', p.oid::regprocedure, md5(p.prosrc)) from pg_proc p
          join pg_namespace n on n.oid = p.pronamespace
          where n.nspname not in ('pg_catalog', 'information_schema')
        union all
        select format('type %s', t.oid::regtype) from pg_type t
          join pg_namespace n on n.oid = t.typnamespace
          where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
        union all
        select format('ext %s %s', extname, extversion) from pg_extension
        union all
        select format('seq %s.%s %s', schemaname, sequencename, last_value) from pg_sequences
      ) s`),
  );
  const tables = rowsOf<{ name: string }>(
    await client.query(`
      select table_schema || '.' || quote_ident(table_name) as name
      from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
      order by 1`),
  ).map((t) => t.name);
  const hashes = rowsOf<{ t: string; n: number; h: string }>(
    await client.query(
      tables
        .map(
          (t) =>
            // The sum of the rows' 64-bit hashes, blind to their order: a sorted text of the
            // 5,571 municipalities made this check a third of each file's reset.
            `select '${t}' as t, count(*)::int as n,
               coalesce(sum(hashtextextended(x::text, 0)), 0)::text as h from ${t} x`,
        )
        .join(' union all '),
    ),
  );
  return {
    schema: schema?.h ?? '',
    seeded: Object.fromEntries(hashes.filter((r) => r.n > 0).map((r) => [r.t, r.h])),
    empty: hashes.filter((r) => r.n === 0).map((r) => r.t),
  };
}

/**
 * An instance of this worker's, emptied of what the last file wrote, or a new one loaded from the
 * template. The app gets it behind a lease: after `close`, whatever of the old app still runs
 * (a late write from a timer) is refused as by a closed PGlite, never written into the next
 * file's database. The instance goes back to the pool only when it matches the template again:
 * the same schema (a test may add a trigger or a function), the reference tables untouched, the
 * session reset, every other table empty with its sequences restarted; otherwise it is closed.
 */
async function lendPglite(template: string): Promise<Database> {
  let client = idle.pop();
  if (!client) {
    const database = await openDatabase({ loadDataDir: new Blob([fs.readFileSync(template)]) });
    client = (database.db as unknown as { $client: PGlite }).$client;
    pristine ??= stateOf(client);
    await pristine;
  }
  const real = client;
  let lent = true;
  const lease = new Proxy(real, {
    get(target, prop) {
      if (!lent && prop !== 'closed') throw new Error('PGlite is closed');
      if (prop === 'closed') return !lent || target.closed;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  const database = await pgliteDatabase(lease);
  return {
    ...database,
    async close() {
      if (!lent) return;
      lent = false;
      if (real.closed) return;
      if (await backToTemplate(real)) idle.push(real);
      else await real.close().catch(() => undefined);
    },
  };
}

/** Empties `client` back to the template; false when it cannot be trusted to match it. */
async function backToTemplate(client: PGlite): Promise<boolean> {
  const expected = await pristine;
  if (!expected) return false;
  const emptied = (async () => {
    await client.exec('ROLLBACK').catch(() => undefined);
    await client.exec('DISCARD ALL');
    if (expected.empty.length > 0) {
      await client.exec(`TRUNCATE ${expected.empty.join(', ')} RESTART IDENTITY`);
    }
    const now = await stateOf(client);
    return (
      now.schema === expected.schema &&
      now.empty.join() === expected.empty.join() &&
      JSON.stringify(now.seeded) === JSON.stringify(expected.seeded)
    );
  })().catch(() => false);
  // An instance stuck in a transaction a test never ended would hang the next file: let it go.
  const stuck = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000).unref());
  return Promise.race([emptied, stuck]);
}
