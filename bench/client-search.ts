/**
 * Client search bench: the landing's public client search (GET /user/clients/search/) over 20k clients
 * (and 50k providers, 100k demands) on PostgreSQL. Target p95 ≤ 50 ms on this 2-core machine.
 * Two runs of the same server: "fria" with a clock that jumps a minute on every read, so every
 * request misses the 60 s cache and reaches the database; "com cache" with the real clock, as
 * visitors meet it. Latencies per request (autocannon has no p95), 10 in flight for 6 s each,
 * after a warm-up; ratios to the bare authenticated `GET /user/users/me/` of the same run. First,
 * each case's query alone against the database (no HTTP), one after another.
 * Figures, never pass/fail; not part of `npm test`. Needs DATABASE_URL (PostgreSQL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { codeFrom, startSmtpCapture } from '@alinhavo/test-support/smtp-capture';
import { latencyLine, loadGet, quantile } from './support/latency';
import { scratchDatabase } from './support/scratch-database';

const CONCURRENCY = 10;
const SECONDS = Number(process.env.CLIENT_SEARCH_BENCH_SECONDS ?? 6);

/** `--server PORT`: the app in a process of its own, with the clock this run asks for. */
async function serveForBench(port: number): Promise<void> {
  const { loadConfig } = await import('../server/src/config');
  const { openDatabase } = await import('../server/src/db/client');
  const { buildApp } = await import('../server/src/app');
  const config = loadConfig({ ...process.env, PORT: String(port), HOST: '127.0.0.1' });
  const database = await openDatabase({ url: config.databaseUrl });
  let skew = 0;
  // Fria: a minute passes between any two reads of the clock, so no cached page is ever fresh.
  const now = process.env.BENCH_COLD_CACHE === '1' ? () => Date.now() + (skew += 61_000) : Date.now;
  const app = await buildApp({ config, database, now });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  await app.listen({ port, host: '127.0.0.1' });
}

async function startBenchServer(env: Record<string, string>) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child: ChildProcess = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--server', String(port)],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/v1/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600 || child.exitCode !== null) throw new Error('o servidor do bench não subiu');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** `CONCURRENCY` loops of GET `url` for `SECONDS`; each request's latency is kept. */
const load = (url: string, token?: string) =>
  loadGet(url, token, { concurrency: CONCURRENCY, seconds: SECONDS });

async function main() {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    console.log('bench/client-search: pulado — defina DATABASE_URL (PostgreSQL) para medir.');
    return;
  }
  const scratch = await scratchDatabase(baseUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-bench-'));
  const smtp = await startSmtpCapture();
  const env = {
    NODE_ENV: 'production',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    PIX_KEY: 'bench@alinhavo.test',
    DATABASE_URL: scratch.url,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
    RENDERER_DIST: path.join(dataDir, 'sem-renderer'),
    RATE_LIMIT_PER_MINUTE: '100000000',
    PUBLIC_SEARCH_RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    PASSWORD_IP_RATE_LIMIT_PER_MINUTE: '1000',
  };
  try {
    const { openDatabase } = await import('../server/src/db/client');
    const database = await openDatabase({ url: scratch.url });
    await database.migrate();
    await database.close();

    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    const t0 = performance.now();
    const UFS = `array['SP','SP','SP','MG','MG','RJ','RJ','SC','PR','GO','CE','PE','BA','RS','ES','AM']`;
    // 50k providers beside the clients, so the users table and its indexes have their real size.
    await db.query(`insert into users (email, password_hash, user_type, is_email_verified, approval_status, full_name, company_size, cnpj, trade_name, corporate_name, city, uf, company_city, company_uf)
      select 'p' || g || '@bench.local', 'x', 'PROFISSIONAL', true, 'APPROVED', 'Facção ' || g,
        case when g % 2 = 0 then 'LTDA' else 'CPF' end, case when g % 2 = 0 then lpad(g::text, 14, '0') end,
        case when g % 2 = 0 then 'Confecção Prestadora ' || g end, case when g % 2 = 0 then 'Prestadora ' || g || ' Ltda' end,
        'Cidade ' || (g % 500), (${UFS})[1 + g % 16], 'Cidade ' || (g % 500), (${UFS})[1 + g % 16]
      from generate_series(1, 50000) g`);
    // 20k clients: a third companies (listed by default; one in ten turned it off), the rest CPF
    // people (one in four chose to be listed); 3 % suspended, 2 % unverified; 16 states, 500
    // cities; one to three specialties each.
    await db.query(`insert into users (email, password_hash, user_type, is_email_verified, suspended_at, listed_in_public_search, full_name, company_size, cnpj, trade_name, corporate_name, city, uf, company_city, company_uf)
      select 'c' || g || '@bench.local', 'x', 'CLIENTE', g % 50 <> 7, case when g % 33 = 5 then now() end,
        case when g % 3 = 0 and g % 10 = 3 then false when g % 3 <> 0 and g % 4 = 1 then true end,
        (array['Ana','Bruna','Carla','Daniela','Eduarda','Fernanda','Gabriela','Helena'])[1 + g % 8] || ' ' || (array['Souza','Oliveira','Santos','Lima','Pereira','Costa'])[1 + g % 6] || ' ' || g,
        case when g % 3 = 0 then (array['LTDA','MEI','ME'])[1 + g % 3] else 'CPF' end,
        case when g % 3 = 0 then lpad((g * 7)::text, 14, '0') end,
        case when g % 3 = 0 and g % 5 <> 0 then (array['Ateliê','Marca','Confecções','Moda','Estúdio'])[1 + (g / 3) % 5] || ' ' || (array['Aurora','Boa Vista','Primavera','São João','Flor de Lis','Cerrado'])[1 + (g / 3) % 6] || ' ' || g end,
        case when g % 3 = 0 then 'Empresa Cliente ' || g || ' Ltda' end,
        'Cidade ' || (g % 500), (${UFS})[1 + g % 16],
        case when g % 3 = 0 then 'Cidade ' || (g % 500) end, case when g % 3 = 0 then (${UFS})[1 + g % 16] end
      from generate_series(1, 20000) g`);
    await db.query(`insert into user_specialties (user_id, specialty_id)
      select u.id, s from users u, generate_series(1, 15) s
      where u.user_type = 'CLIENTE' and (hashtext(u.email || s) & 7) = 0`);
    // 100k demands over the clients, in every status; the trigger keeps open_demands.
    await db.query(`insert into demands (user_created, title, description, service_id, area_id, specialty_id, availability_id, amount, city, uf, status)
      select c.id, 'Lote ' || g, 'Peças em malha, aviamentos fornecidos. Pedido ' || g, 1 + g % 13, 1, 1 + g % 15, 1 + g % 6, 100,
        'Cidade ' || (g % 500), 'SP', (array['ABERTA','ABERTA','ABERTA','EM ANDAMENTO','CONCLUÍDA'])[1 + g % 5]
      from generate_series(1, 100000) g
      join users c on c.email = 'c' || (1 + (g * 7919) % 20000) || '@bench.local'`);
    await db.query('vacuum analyze');
    const listed = await db.query<{ n: number }>(
      `select count(*)::int as n from users where user_type = 'CLIENTE' and is_email_verified and suspended_at is null and public_search_text is not null and coalesce(listed_in_public_search, (coalesce(cnpj, '') <> '' or coalesce(company_size, 'CPF') <> 'CPF'))`,
    );
    console.log(
      `seed: 20 mil clientes (${listed.rows[0]?.n} na busca pública), 50 mil prestadores, 100 mil demandas em ${Math.round(performance.now() - t0)} ms`,
    );
    // A cursor deep into the list: the 5th page's start, read as a visitor's 'Carregar mais'.
    const deep = await db.query<{ open_demands: number; id: string }>(
      `select open_demands, id from users where user_type = 'CLIENTE' and is_email_verified and suspended_at is null and public_search_text is not null and coalesce(listed_in_public_search, (coalesce(cnpj, '') <> '' or coalesce(company_size, 'CPF') <> 'CPF'))
       order by (-open_demands), public_search_text collate "C", id offset 47 limit 1`,
    );
    await db.end();
    const deepRow = deep.rows[0];
    const cursor = deepRow
      ? Buffer.from(JSON.stringify({ o: deepRow.open_demands, id: deepRow.id })).toString(
          'base64url',
        )
      : '';

    const search = '/api/v1/user/clients/search/';
    const cases: Array<[string, string]> = [
      ['1ª página, sem filtros', search],
      ['Especialidade', `${search}?specialty_id=7`],
      ['Estado', `${search}?uf=MG`],
      ['Estado + cidade', `${search}?uf=SP&city=Cidade%20250`],
      ['Especialidade + estado + cidade', `${search}?specialty_id=3&uf=SP&city=Cidade%20250`],
      ['Texto comum ("primavera")', `${search}?search=primavera`],
      ['Texto raro ("marca aurora 1998")', `${search}?search=marca%20aurora%201998`],
      ['Texto sem resultado', `${search}?search=inexistente`],
      ['Carregar mais (5ª página)', `${search}?cursor=${cursor}`],
    ];

    // The database's share alone: each case's query run one after another, no HTTP, no cache.
    {
      const { clientSearchQuery } = await import('@alinhavo/shared/schemas/client-search');
      const { normalizeClientSearch, clientSearchPosition } =
        await import('../server/src/modules/client-search/service');
      const { clientSearchRepository } =
        await import('../server/src/modules/client-search/repository');
      const direct = await openDatabase({ url: scratch.url });
      console.log('\n— consulta direta (só o banco, uma de cada vez, 200 vezes) —');
      for (const [label, p] of cases) {
        const q = clientSearchQuery.parse(
          Object.fromEntries(new URLSearchParams(p.split('?')[1] ?? '')),
        );
        const { filters } = normalizeClientSearch(q);
        const after = clientSearchPosition(q.cursor);
        const times: number[] = [];
        for (let i = 0; i < 220; i++) {
          const t = performance.now();
          await clientSearchRepository.page(direct.db, filters, after, q.page_size + 1);
          if (i >= 20) times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        const f = (n: number) => n.toFixed(2).padStart(6);
        console.log(
          `${label.padEnd(40)} p50 ${f(quantile(times, 0.5))} ms  p95 ${f(quantile(times, 0.95))} ms`,
        );
      }
      await direct.close();
    }

    let account: { email: string; password: string } | undefined;
    for (const phase of ['fria', 'com cache'] as const) {
      const server = await startBenchServer({
        ...env,
        BENCH_COLD_CACHE: phase === 'fria' ? '1' : '0',
      });
      try {
        const api = async <T>(p: string, body: unknown) =>
          (await (
            await fetch(`${server.url}/api/v1${p}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            })
          ).json()) as T;
        type Session = { data: { token: { access: string } } };
        let token: string;
        if (!account) {
          account = { email: `bench.base.${Date.now()}@exemplo.com.br`, password: 'senha-bench' };
          await api('/user/register/', {
            ...account,
            password2: account.password,
            user_type: 'CLIENTE',
          });
          const verified = await api<Session>('/user/email-verification-codes/verify/', {
            email: account.email,
            code: codeFrom(await smtp.waitFor(account.email)),
          });
          token = verified.data.token.access;
        } else {
          token = (await api<Session>('/user/login/', account)).data.token.access;
        }
        const all: Array<[string, string, string | undefined]> = [
          ['GET /user/users/me/ (base autenticada)', '/api/v1/user/users/me/', token],
          ...cases.map(([label, p]): [string, string, undefined] => [label, p, undefined]),
        ];
        // Warm-up: every path once, so plans and code paths are compiled before measuring.
        for (const [, p, t] of all) {
          const res = await fetch(`${server.url}${p}`, {
            ...(t ? { headers: { authorization: `Bearer ${t}` } } : {}),
          });
          if (!res.ok) throw new Error(`${p} respondeu ${res.status}: ${await res.text()}`);
        }
        console.log(`\n— ${phase} —`);
        const results: Array<[string, Awaited<ReturnType<typeof load>>]> = [];
        for (const [label, p, t] of all) {
          const r = await load(`${server.url}${p}`, t);
          results.push([label, r]);
          console.log(latencyLine(label, r, 40));
        }
        const base = results[0]?.[1];
        if (base)
          for (const [label, r] of results.slice(1))
            console.log(
              `  razão p95 ${label} / base: ${(r.p95 / Math.max(base.p95, 0.01)).toFixed(1)}×`,
            );
      } finally {
        await server.stop();
      }
    }
  } finally {
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch.drop();
  }
}

if (process.argv[2] === '--server') {
  await serveForBench(Number(process.argv[3]));
} else {
  await main();
}
