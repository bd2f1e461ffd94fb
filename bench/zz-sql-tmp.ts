import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../server/src/db/schema';
import { ProfessionalSearchService } from '../server/src/modules/professionals-search/service';
import { AdminAccounts } from '../server/src/lib/admins';
import { professionalSearchQuery } from '@alinhavo/shared/schemas/search';

const url = process.argv[2]!;
const pool = new pg.Pool({ connectionString: url, max: 2 });
const captured: Array<{ sql: string; params: unknown[] }> = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
}) as any;
const svc = new ProfessionalSearchService(db, new AdminAccounts([]));
const {
  rows: [u],
} = await pool.query("select * from users where email = 'bench.pro@bench.local'");
const principal = {
  user: { ...u, userType: u.user_type, email: u.email, id: u.id },
  sessionId: 'x',
} as any;
const cases = process.argv.slice(3);
for (const qs of cases) {
  const q = professionalSearchQuery.parse(Object.fromEntries(new URLSearchParams(qs)));
  captured.length = 0;
  const t = performance.now();
  await svc.search(principal, q);
  const total = performance.now() - t;
  const times: string[] = [];
  for (const c of captured) {
    if (!/^\s*(with|select)/i.test(c.sql)) continue;
    const r = await pool.query(`explain (analyze, format json) ${c.sql}`, c.params as any[]);
    const plan = (r.rows[0] as any)['QUERY PLAN'][0];
    times.push(`${plan['Execution Time'].toFixed(1)}+${plan['Planning Time'].toFixed(1)}`);
    if (process.env.SHOW && plan['Execution Time'] > Number(process.env.SHOW)) {
      const t2 = await pool.query(`explain (analyze, costs off) ${c.sql}`, c.params as any[]);
      console.log(t2.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
    }
  }
  console.log(
    `${qs.padEnd(50)} total ${total.toFixed(1)} ms; sql (exec+plan): ${times.join(', ')}`,
  );
}
await pool.end();
