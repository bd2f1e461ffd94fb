/**
 * Foundation bench: how long `npm start` takes to answer /health once built (fresh data folder,
 * then a restart on existing data), and the latency of an authenticated route next to a bare one.
 * Prints figures and ratios; never part of `npm test`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startSmtpCapture, codeFrom } from '../tests/support/smtp-capture';
import { startServer } from '../tests/support/server';

/** The process listening on a local TCP port: its socket's inode, then the process holding it. */
function pidListeningOn(port: number): number | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // State 0A is LISTEN.
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A' && cols[9]) inodes.add(cols[9]);
    }
  }
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return Number(pid);
      }
    } catch {
      // another user's process, or gone
    }
  }
  return undefined;
}

function rssMb(pid: number | undefined): number {
  if (!pid) return NaN;
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

/**
 * Milliseconds from spawning `npm start` (build already done) to /health answering 200, and the
 * server's resident memory once idle (3 s after it answered).
 */
async function timeToHealthy(env: Record<string, string>, dataDir?: string) {
  const started = performance.now();
  const server = await startServer(env, dataDir ? { dataDir } : {});
  const ms = Math.round(performance.now() - started);
  await new Promise((r) => setTimeout(r, 3000));
  const rss = rssMb(pidListeningOn(Number(new URL(server.url).port)));
  await server.stop();
  return { ms, rss };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const describe = (runs: Array<{ ms: number; rss: number }>) =>
  `${runs.map((r) => r.ms).join(', ')} ms (mediana ${median(runs.map((r) => r.ms))} ms); RSS ocioso ${runs.map((r) => r.rss).join(', ')} MB`;

async function latency(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 10, duration: 10, headers });
  return {
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

const smtp = await startSmtpCapture();
const env = { SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: '100000000' };

const fresh = [await timeToHealthy(env), await timeToHealthy(env), await timeToHealthy(env)];
const kept = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-bench-'));
await timeToHealthy(env, kept);
const restarts = [
  await timeToHealthy(env, kept),
  await timeToHealthy(env, kept),
  await timeToHealthy(env, kept),
];
fs.rmSync(kept, { recursive: true, force: true });
console.log(`npm start → /health 200, pasta de dados nova (cria o banco): ${describe(fresh)}`);
console.log(`npm start → /health 200, reinício com dados existentes:     ${describe(restarts)}`);

const server = await startServer(env);
const email = `bench.${Date.now()}@exemplo.com.br`;
const post = (path: string, body: unknown, token?: string) =>
  fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
await post('/user/register/', {
  email,
  password: 'senha-bench',
  password2: 'senha-bench',
  user_type: 'CLIENTE',
});
const code = codeFrom(await smtp.waitFor(email));
const verified = (await (
  await post('/user/email-verification-codes/verify/', { email, code })
).json()) as { data: { token: { access: string } } };
const access = verified.data.token.access;

const bare = await latency(`${server.url}/api/v1/health/`);
const authed = await latency(`${server.url}/api/v1/user/users/me/`, {
  authorization: `Bearer ${access}`,
});
console.log('rota                      p50    p97.5  p99   req/s  erros');
console.log(
  `GET /health/ (sem auth)   ${bare.p50}ms   ${bare.p97_5}ms   ${bare.p99}ms  ${bare.rps}  ${bare.errors}`,
);
console.log(
  `GET /user/users/me/       ${authed.p50}ms   ${authed.p97_5}ms   ${authed.p99}ms  ${authed.rps}  ${authed.errors}`,
);
console.log(
  `razão autenticada/sem auth: p50 ${(authed.p50 / Math.max(bare.p50, 0.01)).toFixed(2)}×, vazão ${(authed.rps / bare.rps).toFixed(2)}×`,
);
await server.stop();
await smtp.close();
