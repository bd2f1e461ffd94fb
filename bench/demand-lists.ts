/**
 * Demand lists bench: 100k demands and 20k providers on PostgreSQL, a fifth of the demands with a
 * ficha técnica (the lists carry `has_ficha`, 'Com ficha técnica'), then the opportunities and
 * "Minhas Demandas" lists (first page, filtered, free text) under load with autocannon.
 * Target: p95 ≤ 50 ms on this 2-core machine. Prints p50/p95/p99 (of every response's time), the
 * load average around each case and the ratio to a bare authenticated route; never part of
 * `npm test`. Needs DATABASE_URL (PostgreSQL): the bench makes a database of its own beside it.
 * DEMAND_BENCH_DB=<name> measures a database an earlier run kept (BENCH_KEEP_DB=1): no seed, no
 * drop; the server applies any newer migration to it first.
 */
import os from 'node:os';
import pg from 'pg';
import autocannon from 'autocannon';
import { fichaContentInput } from '@alinhavo/shared/schemas/ficha';
import { aFicha } from '../tests/support/ficha';
import { startSmtpCapture, codeFrom } from '../tests/support/smtp-capture';
import { startServer } from '../tests/support/server';
import { scratchDatabase } from './support/scratch-database';
import { BENCH_PASSWORD, DEMAND_LIST_CASES } from './support/demand-list-cases';

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.log(
    'bench/demand-lists: pulado — defina DATABASE_URL (PostgreSQL) para medir com 100 mil demandas.',
  );
  process.exit(0);
}
const reused = process.env.DEMAND_BENCH_DB;
const scratch = await scratchDatabase(baseUrl, { reuse: reused });

const smtp = await startSmtpCapture();
const server = await startServer(
  { SMTP_URL: smtp.url, DATABASE_URL: scratch.url, RATE_LIMIT_PER_MINUTE: '100000000' },
  {},
);
try {
  const api = async <T>(path: string, body: unknown, token?: string) =>
    (await (
      await fetch(`${server.url}/api/v1${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      })
    ).json()) as T;
  const account = async (type: 'CLIENTE' | 'PROFISSIONAL') => {
    const email = `bench.${type.toLowerCase()}.${Date.now()}@exemplo.com.br`;
    await api('/user/register/', {
      email,
      password: BENCH_PASSWORD,
      password2: BENCH_PASSWORD,
      user_type: type,
    });
    const r = await api<{ data: { token: { access: string }; user: { id: string } } }>(
      '/user/email-verification-codes/verify/',
      { email, code: codeFrom(await smtp.waitFor(email)) },
    );
    return { token: r.data.token.access, id: r.data.user.id };
  };
  /** A kept database's bench accounts sign in again (the newest of each type). */
  const signIn = async (db: pg.Client, type: 'CLIENTE' | 'PROFISSIONAL') => {
    const { rows } = await db.query<{ email: string }>(
      `select email from users where email like 'bench.%' and user_type = $1 order by created_at desc limit 1`,
      [type],
    );
    const r = await api<{ data: { token: { access: string }; user: { id: string } } }>(
      '/user/login/',
      { email: rows[0]?.email, password: BENCH_PASSWORD },
    );
    return { token: r.data.token.access, id: r.data.user.id };
  };
  const db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  const client = reused ? await signIn(db, 'CLIENTE') : await account('CLIENTE');
  const pro = reused ? await signIn(db, 'PROFISSIONAL') : await account('PROFISSIONAL');
  if (!reused) await seed(db, client, pro);
  await db.end();

  // The lists carry the flag: a page of each holds demands with and without a ficha.
  const flagged = async (path: string, token: string) => {
    const res = await fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as {
      data: { demands?: Array<{ has_ficha?: boolean }>; results?: Array<{ has_ficha?: boolean }> };
    };
    const page = body.data.demands ?? body.data.results ?? [];
    return `${page.filter((d) => d.has_ficha).length}/${page.length} com ficha`;
  };

  /** Every response's time (ms), so p95 is read from them rather than autocannon's buckets. */
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  const measure = async (label: string, path: string, token: string) => {
    const times: number[] = [];
    const loadBefore = os.loadavg()[0]!;
    const r = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${server.url}${path}`,
          connections: 10,
          duration: 8,
          headers: { authorization: `Bearer ${token}` },
        },
        (err, result) =>
          err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(result),
      );
      instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    });
    times.sort((x, y) => x - y);
    const [p50 = '', p95 = '', p99 = ''] = [50, 95, 99].map((p) => percentile(times, p).toFixed(1));
    const load = `${loadBefore.toFixed(1)}→${os.loadavg()[0]!.toFixed(1)}`;
    const flag = path.includes('/demands/') ? `  ${await flagged(path, token)}` : '';
    console.log(
      `${label.padEnd(38)} p50 ${p50.padStart(5)} ms  p95 ${p95.padStart(5)} ms  p99 ${p99.padStart(5)} ms  ${Math.round(r.requests.average)} req/s  erros ${r.errors + r.non2xx}  carga ${load}${flag}`,
    );
    return { ...r, p50: Number(p50) };
  };
  const bare = await measure(
    'GET /user/users/me/ (base autenticada)',
    '/api/v1/user/users/me/',
    pro.token,
  );
  const rows = [];
  for (const c of DEMAND_LIST_CASES)
    rows.push(await measure(c.label, c.path, (c.as === 'pro' ? pro : client).token));
  for (const r of rows)
    console.log(`  razão p50 lista/base: ${(r.p50 / Math.max(bare.p50, 0.01)).toFixed(1)}×`);
} finally {
  await server.stop();
  await smtp.close();
  // BENCH_KEEP_DB=1 leaves the seeded database for EXPLAIN ANALYZE by hand.
  await scratch.drop();
}

/**
 * 20k providers and 2k other clients, 100k demands spread over them and a share of them with a
 * ficha técnica; `client` owns every 11th demand.
 */
async function seed(db: pg.Client, client: { id: string }, pro: { id: string }) {
  const t0 = performance.now();
  // 20k providers and 2k other clients, then 100k demands spread over them (9,090 owned by our
  // client: every 11th, so its own demands take every status and title too, as the status filter
  // and the free text of 'Minhas Demandas' need).
  await db.query(`insert into users (email, password_hash, user_type, is_email_verified, approval_status, full_name, city, uf)
    select 'p' || g || '@bench.local', 'x', 'PROFISSIONAL', true, 'APPROVED', 'Profissional ' || g, 'Cidade ' || (g % 500), (array['SP','MG','RJ','SC','GO','PR','CE'])[1 + g % 7]
    from generate_series(1, 20000) g`);
  await db.query(`insert into users (email, password_hash, user_type, is_email_verified, full_name)
    select 'c' || g || '@bench.local', 'x', 'CLIENTE', true, 'Cliente ' || g from generate_series(1, 2000) g`);
  await db.query(
    `insert into demands (user_created, title, description, service_id, area_id, specialty_id, availability_id, amount, city, uf, status, created_at)
    select case when g % 11 = 0 then $1::uuid else (select id from users where email = 'c' || (1 + g % 2000) || '@bench.local') end,
      (array['Costura de camisetas','Facção para jeans','Modelagem de vestidos','Bordado de bonés','Estamparia em moletom'])[1 + g % 5] || ' lote ' || g,
      'Peças em malha e tecido plano, aviamentos fornecidos, entrega em etapas. Pedido ' || g,
      1 + g % 13, 1, 1 + g % 15, 1 + g % 6, 100 + g % 900, 'Cidade ' || (g % 500), (array['SP','MG','RJ','SC','GO','PR','CE'])[1 + g % 7],
      (array['ABERTA','ABERTA','ABERTA','EM ANDAMENTO','CONCLUÍDA'])[1 + g % 5], now() - (g || ' minutes')::interval
    from generate_series(1, 100000) g`,
    [client.id],
  );
  await db.query(
    `insert into demand_interests (demand_id, professional_id) select id, $1 from demands where random() < 0.01`,
    [pro.id],
  );
  // A fifth of the demands carry a ficha técnica (revision 1, kept in the history as the server
  // keeps it), its grade split over 3 sizes × 2 colours so its total is the demand's quantity.
  // DEMAND_BENCH_FICHAS=0 measures the same lists without any (the share in %).
  const fichaShare = Number(process.env.DEMAND_BENCH_FICHAS ?? 20);
  const ficha = fichaContentInput.parse(aFicha());
  const tFichas = performance.now();
  const fichas = await db.query(
    `with picked as (
       select id, amount, created_at, user_created, amount / 6 as q from demands
       where abs(hashtext(id::text)) % 100 < $2
     ), made as (
       insert into demand_fichas (demand_id, revision, content, grade_total, created_at, updated_at)
       select id, 1,
         jsonb_set($1::jsonb, '{grade,quantities}', jsonb_build_array(
           jsonb_build_array(amount - 5 * q, q), jsonb_build_array(q, q), jsonb_build_array(q, q))),
         amount, created_at, created_at
       from picked
       returning demand_id, content, grade_total, created_at
     ), history as (
       insert into demand_ficha_revisions (demand_id, revision, content, grade_total, created_by, created_at)
       select m.demand_id, 1, m.content, m.grade_total, p.user_created, m.created_at
       from made m join picked p on p.id = m.demand_id
     )
     update demands d set has_ficha = true from made m where d.id = m.demand_id`,
    [JSON.stringify(ficha), fichaShare],
  );
  const fichaMs = Math.round(performance.now() - tFichas);
  // What autovacuum does on a live database: the visibility map makes counts index-only.
  await db.query('vacuum analyze');
  console.log(
    `seed: 20 mil profissionais, 100 mil demandas em ${Math.round(performance.now() - t0)} ms; ${fichas.rowCount} com ficha técnica (${fichaMs} ms)`,
  );
}
