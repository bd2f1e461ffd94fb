/**
 * The SQL of each list `bench/demand-lists.ts` measures, with its plan and time: PostgreSQL's
 * `auto_explain` on a database a run kept (`BENCH_KEEP_DB=1`), a server on it, five requests of
 * each list and then one whose statements are printed from the server's log.
 *
 *   node --import tsx bench/support/explain-demand-lists.ts <kept database>
 *
 * Needs DATABASE_URL (its server, a superuser) and the PostgreSQL log readable here
 * (`PG_LOG`, default Debian's /var/log/postgresql/postgresql-15-main.log). The database's
 * settings are put back at the end. Not a bench of its own (`npm run bench` skips support/).
 */
import fs from 'node:fs';
import pg from 'pg';
import { startServer } from '../../tests/support/server';
import { DEMAND_LIST_CASES, signInBenchAccounts } from './demand-list-cases';

const baseUrl = process.env.DATABASE_URL;
const name = process.argv[2];
if (!baseUrl || !name || !/^\w+$/.test(name)) {
  console.log(
    'uso: DATABASE_URL=… node --import tsx bench/support/explain-demand-lists.ts <banco>',
  );
  process.exit(1);
}
const logFile = process.env.PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
const url = new URL(baseUrl);
url.pathname = `/${name}`;

const db = new pg.Client({ connectionString: url.toString() });
await db.connect();
// Every statement of the server's sessions, timed and planned (new sessions only: set first).
for (const setting of [
  `session_preload_libraries = 'auto_explain'`,
  'auto_explain.log_min_duration = 0',
  'auto_explain.log_analyze = on',
  'auto_explain.log_buffers = on',
])
  await db.query(`alter database ${name} set ${setting}`);
const server = await startServer(
  { DATABASE_URL: url.toString(), RATE_LIMIT_PER_MINUTE: '100000000' },
  {},
);
try {
  const tokens = await signInBenchAccounts(db, server.url);
  for (const c of DEMAND_LIST_CASES) {
    const get = () =>
      fetch(`${server.url}${c.path}`, {
        headers: { authorization: `Bearer ${tokens[c.as]}` },
      }).then((r) => r.text());
    for (let i = 0; i < 5; i++) await get();
    const from = fs.statSync(logFile).size;
    await get();
    // The log is written by another process: give it a moment to land.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const lines = fs.readFileSync(logFile).subarray(from).toString().split('\n');
    console.log(`\n===== ${c.label} (${c.path})`);
    for (const line of lines) {
      if (/duration: [\d.]+ ms\s+plan:/.test(line))
        console.log(line.replace(/^.*?duration:/, 'duration:'));
      else if (/^\s+(Query Text|->|\(cost|Execution)/.test(line) || /Scan|Join|SubPlan/.test(line))
        console.log(line.length > 200 ? `${line.slice(0, 200)}…` : line);
    }
  }
} finally {
  await server.stop();
  await db.query(`alter database ${name} reset all`);
  await db.end();
}
