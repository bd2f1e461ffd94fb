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

/** Milliseconds from spawning `npm start` (build already done) to /health answering 200. */
async function timeToHealthy(env: Record<string, string>, dataDir?: string) {
  const started = performance.now();
  const server = await startServer(env, dataDir ? { dataDir } : {});
  const ms = Math.round(performance.now() - started);
  await server.stop();
  return ms;
}

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
console.log(`npm start → /health 200, pasta de dados nova (cria o banco): ${fresh.join(', ')} ms`);
console.log(
  `npm start → /health 200, reinício com dados existentes:     ${restarts.join(', ')} ms`,
);

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
