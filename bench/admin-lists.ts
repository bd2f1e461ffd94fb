/**
 * Admin lists bench: 50k users and 100k demands on PostgreSQL, then the admin's Usuários and
 * Demandas tabs (first page, filtered, free text) and the Visão geral under load.
 * Targets: lists p95 ≤ 50 ms, overview ≤ 100 ms on this 2-core machine. Latencies are taken per
 * request (autocannon has no p95), 10 requests in flight for 6 s each, after a warm-up.
 * Prints figures and the ratio to a bare authenticated route; never part of `npm test`.
 * Needs DATABASE_URL (PostgreSQL).
 */
import pg from 'pg';
import { startSmtpCapture, codeFrom } from '../tests/support/smtp-capture';
import { startServer } from '../tests/support/server';
import { latencyLine, loadGet } from './support/latency';
import { scratchDatabase } from './support/scratch-database';

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.log('bench/admin-lists: pulado — defina DATABASE_URL (PostgreSQL) para medir.');
  process.exit(0);
}
const CONCURRENCY = 10;
const SECONDS = Number(process.env.ADMIN_BENCH_SECONDS ?? 6);
const ADMIN = 'admin.bench@alinhavo.com.br';

const scratch = await scratchDatabase(baseUrl);

const smtp = await startSmtpCapture();
const server = await startServer(
  {
    SMTP_URL: smtp.url,
    DATABASE_URL: scratch.url,
    ADMIN_EMAIL: ADMIN,
    RATE_LIMIT_PER_MINUTE: '100000000',
  },
  {},
);

/** `CONCURRENCY` loops of GET `path` for `SECONDS`; each request's latency is kept. */
const load = (path: string, token: string) =>
  loadGet(`${server.url}${path}`, token, { concurrency: CONCURRENCY, seconds: SECONDS });

try {
  const post = async <T>(path: string, body: unknown) =>
    (await (
      await fetch(`${server.url}/api/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as T;
  const account = async (email: string) => {
    await post('/user/register/', {
      email,
      password: 'senha-bench',
      password2: 'senha-bench',
      user_type: 'CLIENTE',
    });
    const r = await post<{ data: { token: { access: string } } }>(
      '/user/email-verification-codes/verify/',
      { email, code: codeFrom(await smtp.waitFor(email)) },
    );
    return r.data.token.access;
  };
  const adminToken = await account(ADMIN);
  const clientToken = await account(`bench.cliente.${Date.now()}@exemplo.com.br`);

  const db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  const t0 = performance.now();
  // 20k providers in three approval states, 30k clients (a third of them companies), spread over
  // 500 cities; 100k demands over the clients in every status; created over the last 6 months.
  await db.query(`insert into users (email, password_hash, user_type, is_email_verified, approval_status, full_name, city, uf, created_at)
    select 'p' || g || '@bench.local', 'x', 'PROFISSIONAL', true,
      (array['APPROVED','APPROVED','APPROVED','PENDING','REJECTED'])[1 + g % 5],
      (array['Ateliê','Facção','Confecção','Costura','Modelagem'])[1 + g % 5] || ' ' || (array['São João','Aparecida','Boa Vista','Primavera'])[1 + g % 4] || ' ' || g,
      'Cidade ' || (g % 500), (array['SP','MG','RJ','SC','GO','PR','CE'])[1 + g % 7],
      now() - ((g % 180) || ' days')::interval - ((g % 1440) || ' minutes')::interval
    from generate_series(1, 20000) g`);
  await db.query(`insert into users (email, password_hash, user_type, is_email_verified, full_name, company_size, cnpj, trade_name, city, uf, created_at)
    select 'c' || g || '@bench.local', 'x', 'CLIENTE', true, 'Cliente ' || g,
      case when g % 3 = 0 then 'LTDA' else 'CPF' end,
      case when g % 3 = 0 then lpad(g::text, 14, '0') end,
      case when g % 3 = 0 then 'Marca ' || g end,
      'Cidade ' || (g % 500), (array['SP','MG','RJ','SC','GO','PR','CE'])[1 + g % 7],
      now() - ((g % 180) || ' days')::interval
    from generate_series(1, 30000) g`);
  await db.query(`insert into demands (user_created, title, description, service_id, area_id, specialty_id, availability_id, amount, min_budget, max_budget, city, uf, status, created_at)
    select c.id,
      (array['Costura de camisetas','Facção para jeans','Modelagem de vestidos','Bordado de bonés','Estamparia em moletom'])[1 + g % 5] || ' lote ' || g,
      'Peças em malha e tecido plano, aviamentos fornecidos, entrega em etapas. Pedido ' || g,
      1 + g % 13, 1, 1 + g % 15, 1 + g % 6, 100 + g % 900, 1000, 5000,
      'Cidade ' || (g % 500), (array['SP','MG','RJ','SC','GO','PR','CE'])[1 + g % 7],
      (array['ABERTA','ABERTA','ABERTA','EM ANDAMENTO','CONCLUÍDA'])[1 + g % 5],
      now() - ((g % 84) || ' days')::interval - ((g % 1440) || ' minutes')::interval
    from generate_series(1, 100000) g
    join users c on c.email = 'c' || (1 + g % 30000) || '@bench.local'`);
  await db.query('vacuum analyze');
  console.log(
    `seed: 50 mil usuários, 100 mil demandas em ${Math.round(performance.now() - t0)} ms`,
  );
  await db.end();

  const cases: Array<[string, string, string]> = [
    ['GET /user/users/me/ (base autenticada)', '/api/v1/user/users/me/', clientToken],
    ['Visão geral (12 semanas)', '/api/v1/admin/overview/', adminToken],
    ['Usuários, 1ª página', '/api/v1/admin/users/', adminToken],
    [
      'Usuários, profissionais pendentes',
      '/api/v1/admin/users/?type=PROFISSIONAL&status=pending',
      adminToken,
    ],
    ['Usuários, texto livre (nome)', '/api/v1/admin/users/?search=faccao%20primavera', adminToken],
    ['Usuários, texto livre (e-mail)', '/api/v1/admin/users/?search=c2345%40bench', adminToken],
    ['Usuários, texto livre (cidade)', '/api/v1/admin/users/?search=cidade%20417', adminToken],
    ['Demandas, 1ª página', '/api/v1/admin/demands/', adminToken],
    [
      'Demandas, situação + UF + serviço',
      '/api/v1/admin/demands/?status=ABERTA&uf=SP&service=3',
      adminToken,
    ],
    ['Demandas, texto livre', '/api/v1/admin/demands/?search=bordado%20lote', adminToken],
  ];
  // Warm-up: every path once, so plans and code paths are compiled before measuring.
  for (const [, path, token] of cases) {
    const res = await fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`${path} respondeu ${res.status}: ${await res.text()}`);
  }
  const results: Array<[string, Awaited<ReturnType<typeof load>>]> = [];
  for (const [label, path, token] of cases) {
    const r = await load(path, token);
    results.push([label, r]);
    console.log(latencyLine(label, r, 40));
  }
  const base = results[0]?.[1];
  if (base)
    for (const [label, r] of results.slice(1))
      console.log(`  razão p50 ${label} / base: ${(r.p50 / Math.max(base.p50, 0.01)).toFixed(1)}×`);
} finally {
  await server.stop();
  await smtp.close();
  await scratch.drop();
}
