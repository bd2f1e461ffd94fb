import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create(process.argv[2]!, { extensions: { pg_trgm } });
const qs = process.argv.slice(3);
for (const q of qs) {
  let r: any;
  const times: number[] = [];
  for (let i = 0; i < 6; i++) {
    const t = performance.now();
    r = await db.query(q);
    times.push(Math.round(performance.now() - t));
  }
  console.log(times.join(' '), 'ms');
  for (const row of r.rows as any[]) {
    const v = String(Object.values(row)[0]);
    if (/./.test(v)) console.log(v);
  }
}
await db.close();
