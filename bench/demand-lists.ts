/**
 * Demand lists bench: 100k demands and 20k providers on PostgreSQL, then the opportunities and
 * "Minhas Demandas" lists (first page, filtered, free text) under load with autocannon.
 * Target: p95 ≤ 50 ms on this 2-core machine. Prints figures and the ratio to a bare
 * authenticated route; never part of `npm test`. Needs DATABASE_URL (PostgreSQL).
 */
import pg from 'pg';
import autocannon from 'autocannon';
import { startSmtpCapture, codeFrom } from '../tests/support/smtp-capture';
import { startServer } from '../tests/support/server';
import { scratchDatabase } from './support/scratch-database';

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.log(
    'bench/demand-lists: pulado — defina DATABASE_URL (PostgreSQL) para medir com 100 mil demandas.',
  );
  process.exit(0);
}
const scratch = await scratchDatabase(baseUrl);

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
      password: 'senha-bench',
      password2: 'senha-bench',
      user_type: type,
    });
    const r = await api<{ data: { token: { access: string }; user: { id: string } } }>(
      '/user/email-verification-codes/verify/',
      { email, code: codeFrom(await smtp.waitFor(email)) },
    );
    return { token: r.data.token.access, id: r.data.user.id };
  };
  const client = await account('CLIENTE');
  const pro = await account('PROFISSIONAL');

  const db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  const t0 = performance.now();
  // 20k providers and 2k other clients, then 100k demands spread over them (10k owned by our client).
  await db.query(`insert into users (email, password_hash, user_type, is_email_verified, approval_status, full_name, city, uf)
    select 'p' || g || '@bench.local', 'x', 'PROFISSIONAL', true, 'APPROVED', 'Profissional ' || g, 'Cidade ' || (g % 500), (array['SP','MG','RJ','SC','GO','PR','CE'])[1 + g % 7]
    from generate_series(1, 20000) g`);
  await db.query(`insert into users (email, password_hash, user_type, is_email_verified, full_name)
    select 'c' || g || '@bench.local', 'x', 'CLIENTE', true, 'Cliente ' || g from generate_series(1, 2000) g`);
  await db.query(
    `insert into demands (user_created, title, description, service_id, area_id, specialty_id, availability_id, amount, city, uf, status, created_at)
    select case when g % 10 = 0 then $1::uuid else (select id from users where email = 'c' || (1 + g % 2000) || '@bench.local') end,
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
  // What autovacuum does on a live database: the visibility map makes counts index-only.
  await db.query('vacuum analyze');
  console.log(
    `seed: 20 mil profissionais, 100 mil demandas em ${Math.round(performance.now() - t0)} ms`,
  );
  await db.end();

  const measure = async (label: string, path: string, token: string) => {
    const r = await autocannon({
      url: `${server.url}${path}`,
      connections: 10,
      duration: 8,
      headers: { authorization: `Bearer ${token}` },
    });
    const p95 = (r.latency as unknown as Record<string, number>).p97_5 ?? r.latency.p99;
    console.log(
      `${label.padEnd(44)} p50 ${String(r.latency.p50).padStart(4)} ms  p97.5 ${String(p95).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  ${Math.round(r.requests.average)} req/s  erros ${r.errors + r.non2xx}`,
    );
    return r;
  };
  const bare = await measure(
    'GET /user/users/me/ (base autenticada)',
    '/api/v1/user/users/me/',
    pro.token,
  );
  const rows = [
    await measure('oportunidades, 1ª página', '/api/v1/demands/opportunities/', pro.token),
    await measure(
      'oportunidades, filtros uf+serviço',
      '/api/v1/demands/opportunities/?uf=SP,MG&service=1,2',
      pro.token,
    ),
    await measure(
      'oportunidades, texto livre',
      '/api/v1/demands/opportunities/?search=facção%20jeans',
      pro.token,
    ),
    await measure('Minhas Demandas, 1ª página', '/api/v1/demands/', client.token),
    await measure(
      'Minhas Demandas, filtro de situação',
      '/api/v1/demands/?status=EM%20ANDAMENTO',
      client.token,
    ),
    await measure('Minhas Demandas, texto livre', '/api/v1/demands/?search=bordado', client.token),
  ];
  for (const r of rows)
    console.log(
      `  razão p50 lista/base: ${(r.latency.p50 / Math.max(bare.latency.p50, 0.01)).toFixed(1)}×`,
    );
} finally {
  await server.stop();
  await smtp.close();
  // BENCH_KEEP_DB=1 leaves the seeded database for EXPLAIN ANALYZE by hand.
  await scratch.drop();
}
