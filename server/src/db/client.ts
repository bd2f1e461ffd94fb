import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { listenOnPostgres, type ChannelHandlers, type StopListening } from './listen';
import { seedReferenceData } from './seed/seed';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either, so a service decides where the transaction boundary is. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations, then the reference data (idempotent). */
  migrate(): Promise<void>;
  /**
   * LISTEN on a channel: PostgreSQL's notifications, sent at commit to every instance on the
   * same database. The subscriber hears `onLive(true)` once listening.
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<StopListening>;
  /**
   * Told before this process sends an UPDATE or DELETE of `users` or `sessions`, with its
   * parameters: the in-memory session check drops what it names at once, not only when the
   * database's notification of the commit comes back.
   */
  onAccountWrite(listener: AccountWriteListener): () => void;
  close(): Promise<void>;
}

export type AccountWriteListener = (params: readonly unknown[]) => void;

const ACCOUNT_WRITE = /^\s*(?:update|delete\s+from)\s+"?(?:users|sessions)"?[\s;]/i;

/** drizzle's query logger, used as the hook it is: every statement passes here before it is sent. */
function accountWrites() {
  const listeners = new Set<AccountWriteListener>();
  return {
    logger: {
      logQuery(query: string, params: unknown[]) {
        if (listeners.size > 0 && ACCOUNT_WRITE.test(query))
          for (const listener of listeners) listener(params);
      },
    },
    onAccountWrite: (listener: AccountWriteListener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/**
 * PGlite's defaults plus 16 MB of shared buffers instead of 128 MB: the embedded database serves
 * one desktop or small install, its files stay in the OS cache anyway, and the buffers were half
 * of the idle server's memory.
 */
const PGLITE_START_PARAMS = (defaults: string[]) => [...defaults, '-c', 'shared_buffers=16MB'];

/** Any stable 64-bit number; every instance takes this lock before migrating. */
export const MIGRATION_LOCK_ID = 4_242_001;

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; unset = embedded PGlite. */
  url?: string | undefined;
  /** PGlite data directory; unset = in memory (tests). */
  dataDir?: string | undefined;
  /** PGlite: start from this dumped data folder (tests copy one migrated template). */
  loadDataDir?: Blob | undefined;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url) : openPglite(opts.dataDir, opts.loadDataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that dies (database restart, admin shutdown) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', (err) => console.warn(`[db] conexão ociosa perdida: ${err.message}`));
  const writes = accountWrites();
  const db = drizzle(pool, { schema, logger: writes.logger }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several instances may start together: one migrates, the others wait on the lock.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrate(drizzle(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        await seedReferenceData(db);
      } finally {
        await lockClient
          .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => undefined);
        lockClient.release();
      }
    },
    listen: (channel, handlers) => listenOnPostgres(pg.Client, url, channel, handlers),
    onAccountWrite: writes.onAccountWrite,
    close: () => pool.end(),
  };
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
    startParams: PGLITE_START_PARAMS(PGlite.defaultStartParams),
  });
  return pgliteDatabase(client);
}

/**
 * The database over a PGlite instance already open: `openDatabase`'s, or one the server's test
 * files lend each other (server/test/helpers/database.ts). `close` closes the instance.
 */
export async function pgliteDatabase(client: PGlite): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const writes = accountWrites();
  const db = drizzle(client, { schema, logger: writes.logger });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async migrate() {
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      await seedReferenceData(db);
    },
    onAccountWrite: writes.onAccountWrite,
    async listen(channel, handlers) {
      // One connection in one process: every notification is heard, none can be missed.
      const unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload));
      handlers.onLive(true);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}
