/**
 * CPU per request of each list `bench/demand-lists.ts` measures: requests one at a time on a
 * database a run kept (`BENCH_KEEP_DB=1`), the server's process and the PostgreSQL backends
 * serving that database read from /proc before and after (Linux). With 10 concurrent requests on
 * 2 cores, a list's p95 follows its CPU per request; this says where a case's time goes.
 *
 *   node --import tsx bench/support/demand-list-cpu.ts <kept database> [requests per case]
 *
 * Needs DATABASE_URL (its server). Cases alternate in rounds (first page, free text, …, again),
 * so a change of load hits them all alike; prints each round and the median per case.
 * DEMAND_CPU_ROUNDS (default 3) and DEMAND_CPU_ONLY (cases whose label holds it) narrow a run.
 * Not a bench of its own (`npm run bench` skips support/).
 */
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { startServer } from '../../tests/support/server';
import { DEMAND_LIST_CASES, signInBenchAccounts } from './demand-list-cases';

const baseUrl = process.env.DATABASE_URL;
const name = process.argv[2];
const perRound = Number(process.argv[3] ?? 100);
const rounds = Number(process.env.DEMAND_CPU_ROUNDS ?? 3);
const cases = DEMAND_LIST_CASES.filter((c) => c.label.includes(process.env.DEMAND_CPU_ONLY ?? ''));
if (!baseUrl || !name || !/^\w+$/.test(name)) {
  console.log(
    'uso: DATABASE_URL=… node --import tsx bench/support/demand-list-cpu.ts <banco> [requisições]',
  );
  process.exit(1);
}
const url = new URL(baseUrl);
url.pathname = `/${name}`;

/** CPU time (user + system) a process has used, in ms, from /proc; 0 once it is gone. */
function cpuMsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (name) " come the fields from the 3rd on: utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

const db = new pg.Client({ connectionString: url.toString() });
await db.connect();
const backends = async () => {
  const { rows } = await db.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return new Map(rows.map((r) => [r.pid, cpuMsOf(r.pid)]));
};
const server = await startServer(
  { DATABASE_URL: url.toString(), RATE_LIMIT_PER_MINUTE: '100000000' },
  {},
);
try {
  const tokens = await signInBenchAccounts(db, server.url);
  const get = (c: (typeof DEMAND_LIST_CASES)[number]) =>
    fetch(`${server.url}${c.path}`, {
      headers: { authorization: `Bearer ${tokens[c.as]}` },
    }).then((r) => r.text());
  // Warm: the pool's connections open, plans and caches settle.
  for (const c of cases) for (let i = 0; i < 20; i++) await get(c);
  const results = new Map<string, { node: number[]; pg: number[] }>();
  for (let round = 1; round <= rounds; round++) {
    console.log(`— rodada ${round} (carga ${os.loadavg()[0]!.toFixed(1)})`);
    for (const c of cases) {
      const pgBefore = await backends();
      const nodeBefore = cpuMsOf(server.pid);
      const t0 = performance.now();
      for (let i = 0; i < perRound; i++) await get(c);
      const wall = (performance.now() - t0) / perRound;
      const node = (cpuMsOf(server.pid) - nodeBefore) / perRound;
      const pgAfter = await backends();
      const pgMs =
        [...pgAfter].reduce((sum, [pid, ms]) => sum + ms - (pgBefore.get(pid) ?? 0), 0) / perRound;
      const r = results.get(c.label) ?? { node: [], pg: [] };
      r.node.push(node);
      r.pg.push(pgMs);
      results.set(c.label, r);
      console.log(
        `  ${c.label.padEnd(36)} servidor ${node.toFixed(1).padStart(5)} ms  PostgreSQL ${pgMs.toFixed(1).padStart(5)} ms  soma ${(node + pgMs).toFixed(1).padStart(5)} ms  (${wall.toFixed(1)} ms por requisição)`,
      );
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  console.log(
    `— medianas por requisição (carga ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  for (const [label, r] of results) {
    const node = median(r.node);
    const pgMs = median(r.pg);
    console.log(
      `  ${label.padEnd(36)} servidor ${node.toFixed(1).padStart(5)} ms  PostgreSQL ${pgMs.toFixed(1).padStart(5)} ms  soma ${(node + pgMs).toFixed(1).padStart(5)} ms`,
    );
  }
} finally {
  await server.stop();
  await db.end();
}
