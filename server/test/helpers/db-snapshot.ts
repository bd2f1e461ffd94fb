import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Tables the e-mail worker moves on by itself, seen only as what was asked of it: which e-mails
 * exist (a refused call must queue none), not how far sending them got, which a quiet window
 * on a loaded machine cannot promise. Throttles are written only when an e-mail goes out.
 * Removals of stored objects are queued and drained after an earlier allowed delete; a refused
 * call that queued one would also have deleted the rows naming it, which the other tables show.
 */
const WORKER_VIEW: Record<string, string> = {
  email_jobs: 'row(x.id, x.user_id, x.kind, x.dedupe_key, x.payload)',
  email_throttles: 'null',
  storage_deletions: 'null',
};

/**
 * Reference data the app only reads, seen by its row versions: the count and the sum of the
 * transaction ids that wrote them (`xmin`), so any insert, update or delete shows. Reading a row's
 * version skips turning it into text: the 5,571 municipalities were half of every snapshot's
 * engine time, and three quarters of one that looks for ids. A write here is a change whoever it
 * mentions.
 */
const BY_ROW_VERSION = new Set(['municipios']);

/** One fingerprint per table of what it holds: two snapshots differ exactly where rows changed. */
export type Snapshot = Record<string, string>;

async function tablesOf(database: Database): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await database.db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  return rows.map((r) => r.name);
}

/**
 * Every table's rows hashed in one query (a round trip per table made the authorization
 * matrix several seconds slower). With `mentioning`, only rows whose text holds one of those
 * ids: someone's rows, wherever they are referenced.
 */
export async function snapshot(
  database: Database,
  opts: {
    mentioning?: readonly string[];
    /** Rows that also name one of these are left out (what those callers may change). */
    notMentioning?: readonly string[];
    except?: readonly string[];
  } = {},
): Promise<Snapshot> {
  const tables = (await tablesOf(database)).filter((t) => !opts.except?.includes(t));
  const checked = (ids: readonly string[] = []) =>
    ids.map((id) => {
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Error(`not an id: ${id}`);
      return `strpos(x::text, '${id}') > 0`;
    });
  const some = checked(opts.mentioning);
  const none = checked(opts.notMentioning);
  const conditions = [
    ...(some.length ? [`(${some.join(' or ')})`] : []),
    ...(none.length ? [`not (${none.join(' or ')})`] : []),
  ];
  const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
  // The rows' count and the sum of their 64-bit hashes: blind to the order like the sorted text
  // it replaces, and about a tenth of its CPU (sorting and hashing the 5,571 municipalities as
  // one text took most of each snapshot, which the tests that prove nothing was written take
  // before and after every call, three times until quiet).
  const parts = tables.map((t) =>
    BY_ROW_VERSION.has(t)
      ? `select '${t}' as t, count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as h
         from "${t}"`
      : `select '${t}' as t, count(v)::text || ':' || coalesce(sum(hashtextextended(v::text, 0)), 0)::text as h
         from (select ${WORKER_VIEW[t] ?? 'x'} as v from "${t}" x ${where}) w`,
  );
  const rows = rowsOf<{ t: string; h: string }>(
    await database.db.execute(sql.raw(parts.join(' union all '))),
  );
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

/** Tables whose rows differ between two snapshots. */
export const changedTables = (before: Snapshot, after: Snapshot): string[] =>
  Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);

/**
 * A snapshot once the app is quiet: what a request set off after answering (notifications are
 * written from a setImmediate after the response) lands first, so it is not blamed on the next
 * call. Quiet means three equal snapshots in a row, 40 ms apart (on a loaded machine a shorter
 * window let a late notification through).
 */
export async function settledSnapshot(
  database: Database,
  opts: Parameters<typeof snapshot>[1] = {},
): Promise<Snapshot> {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
  let last = await snapshot(database, opts);
  let equal = 0;
  for (let i = 0; i < 60 && equal < 2; i++) {
    await new Promise((resolve) => setTimeout(resolve, 40));
    const next = await snapshot(database, opts);
    equal = changedTables(last, next).length === 0 ? equal + 1 : 0;
    last = next;
  }
  return last;
}
