/**
 * A PostgreSQL database of a bench's own, created beside DATABASE_URL's and dropped at the end;
 * BENCH_KEEP_DB=1 keeps it (for EXPLAIN ANALYZE by hand, or a later run that reuses it).
 */
import crypto from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  name: string;
  /** DATABASE_URL pointing at it. */
  url: string;
  /** Drops it (unless kept or reused) and closes the connection that created it. */
  drop(): Promise<void>;
}

/**
 * `prefix` names the bench in the database's name; `reuse` names an existing database (one a
 * run kept), which is neither created nor dropped.
 */
export async function scratchDatabase(
  baseUrl: string,
  opts: { prefix?: string; reuse?: string | undefined } = {},
): Promise<ScratchDatabase> {
  const name =
    opts.reuse ?? `${opts.prefix ?? 'alinhavo_bench'}_${crypto.randomBytes(4).toString('hex')}`;
  const root = new pg.Client({ connectionString: baseUrl });
  await root.connect();
  if (!opts.reuse) await root.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (process.env.BENCH_KEEP_DB === '1' || opts.reuse) console.log(`banco mantido: ${name}`);
      else await root.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await root.end();
    },
  };
}
