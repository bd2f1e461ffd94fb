/**
 * API overhead bench: what our API costs per request next to a bare Fastify hello run with the same
 * process settings (logger, level, trailing-slash routing). Alternating A/B runs of autocannon
 * (-c 50 -d 20) on the bare route, the authenticated `GET /user/users/me/` and a one-row read
 * (a demand by id); prints req/s, p50/p99 and the ratio to bare. On PostgreSQL when DATABASE_URL
 * is set (a database of its own, dropped at the end), else on PGlite.
 * BENCH_DURATION=5 BENCH_ROUNDS=1 for a quick run; BENCH_CPU_PROF=1 then profiles the server
 * under /me load and prints where its self-time goes by package. Figures, never pass/fail.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { loggerOptions } from '../server/src/logger';
import { startSmtpCapture, codeFrom } from '@alinhavo/test-support/smtp-capture';
import { startServer, type RunningServer } from '@alinhavo/test-support/server';
import { printBreakdown } from './cpu-profile';
import { scratchDatabase } from './support/scratch-database';
import { aDemandBody } from '@alinhavo/test-support/builders';

async function startBare(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--bare-server', String(port)],
    {
      stdio: 'inherit',
    },
  );
  const url = `http://127.0.0.1:${port}/hello/`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, seconds: number, token?: string): Promise<Figures> {
  const r = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

async function seed(server: RunningServer, smtp: Awaited<ReturnType<typeof startSmtpCapture>>) {
  const post = async <T>(p: string, body: unknown, token?: string) => {
    const res = await fetch(`${server.url}/api/v1${p}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const email = `bench.overhead.${Date.now()}@exemplo.com.br`;
  await post('/user/register/', {
    email,
    password: 'senha-bench',
    password2: 'senha-bench',
    user_type: 'CLIENTE',
  });
  const verified = await post<{ data: { token: { access: string } } }>(
    '/user/email-verification-codes/verify/',
    { email, code: codeFrom(await smtp.waitFor(email)) },
  );
  const token = verified.data.token.access;
  const demand = await post<{ data: { id: string } }>('/demands/', aDemandBody(), token);
  return { token, demandId: demand.data.id };
}

async function main() {
  const seconds = Number(process.env.BENCH_DURATION ?? 20);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  const baseUrl = process.env.DATABASE_URL;
  let dbUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (baseUrl) {
    const scratch = await scratchDatabase(baseUrl, { prefix: 'alinhavo_overhead' });
    dbUrl = scratch.url;
    dropDb = () => scratch.drop();
  }
  console.log(
    `banco: ${dbUrl ? 'PostgreSQL' : 'PGlite'}; autocannon -c 50 -d ${seconds}, ${rounds} rodada(s) alternadas; carga da máquina: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  const smtp = await startSmtpCapture();
  const env = {
    SMTP_URL: smtp.url,
    RATE_LIMIT_PER_MINUTE: '100000000',
    ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
  };
  const bare = await startBare();
  let server = await startServer(env);
  try {
    const { token, demandId } = await seed(server, smtp);
    const routes = [
      { label: 'Fastify puro (hello)', url: bare.url },
      { label: 'GET /user/users/me/', url: `${server.url}/api/v1/user/users/me/`, token },
      { label: 'GET /demands/{id}/', url: `${server.url}/api/v1/demands/${demandId}/`, token },
    ];
    const runs = routes.map(() => [] as Figures[]);
    for (let round = 0; round < rounds; round++) {
      for (const [i, route] of routes.entries()) {
        const f = await load(route.url, seconds, route.token);
        runs[i]?.push(f);
        console.log(
          `  rodada ${round + 1} ${route.label.padEnd(22)} ${Math.round(f.rps)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  erros ${f.errors}`,
        );
      }
    }
    const bareRps = median(runs[0]?.map((f) => f.rps) ?? []);
    console.log('rota                    req/s   p50    p99    razão ao puro');
    for (const [i, route] of routes.entries()) {
      const r = runs[i] ?? [];
      const rps = median(r.map((f) => f.rps));
      console.log(
        `${route.label.padEnd(22)} ${String(Math.round(rps)).padStart(6)}  ${String(median(r.map((f) => f.p50))).padStart(4)} ms ${String(median(r.map((f) => f.p99))).padStart(4)} ms   ${((rps / bareRps) * 100).toFixed(1)} %`,
      );
    }

    if (process.env.BENCH_CPU_PROF === '1') {
      await server.stop();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-prof-'));
      server = await startServer({
        ...env,
        ALINHAVO_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${dir}`,
      });
      const again = await seed(server, smtp);
      await load(`${server.url}/api/v1/user/users/me/`, seconds, again.token);
      const loadEnded = performance.now();
      await server.stop();
      const stopMs = performance.now() - loadEnded;
      // start.mjs writes a small profile of its own; the server's is the big one.
      const [biggest] = fs
        .readdirSync(dir)
        .map((f) => path.join(dir, f))
        .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
      console.log('\nperfil de CPU do servidor sob carga em GET /user/users/me/ (tempo próprio):');
      // Only the load: the start-up before it and the shutdown after it are left out.
      if (biggest)
        printBreakdown(biggest, { fromEndMs: stopMs + seconds * 1000 - 300, untilEndMs: stopMs });
    }
  } finally {
    await server.stop();
    await bare.stop();
    await smtp.close();
    await dropDb?.();
  }
}

// The bare server runs in a child of its own so it never shares a core with autocannon.
if (process.argv[2] === '--bare-server') {
  const app = Fastify({
    logger: loggerOptions('warn'),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.get('/hello/', async () => ({ status: 'success', data: { hello: 'world' } }));
  await app.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
} else {
  await main();
}
