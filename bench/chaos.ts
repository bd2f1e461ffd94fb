/**
 * Chaos, longer than CI runs it: the crash-durability run (CRASH_KILLS SIGKILLs,
 * default 200) on PGlite and, with DATABASE_URL, on PostgreSQL; then, with DATABASE_URL and
 * REDIS_URL, the load-with-faults run (LOAD_SOCKETS, default 500; LOAD_MESSAGES each, default
 * 10). Prints what each found; exits 1 when anything was lost, half-written or duplicated.
 * `npm run bench:chaos`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crashRun } from '../server/test/helpers/crash-run';
import { loadRun } from '../server/test/helpers/load-run';
import { scratchDatabase } from './support/scratch-database';

const KILLS = Number(process.env.CRASH_KILLS ?? 200);
const SOCKETS = Number(process.env.LOAD_SOCKETS ?? 500);
const MESSAGES = Number(process.env.LOAD_MESSAGES ?? 10);
const baseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
let failed = false;

async function crash(label: string, databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-chaos-'));
  try {
    const r = await crashRun({
      kills: KILLS,
      dataDir,
      databaseUrl,
      log: (line) => console.log(`  ${label}: ${line}`),
    });
    const boots = [...r.bootMs].sort((a, b) => a - b);
    console.log(
      `${label}: ${r.kills} quedas (${r.bootKills} durante o boot) em ${(r.totalMs / 1000).toFixed(1)} s; ` +
        `boot p50 ${boots[Math.floor(boots.length / 2)]} ms, máx ${boots.at(-1)} ms; ` +
        `respondidas ${JSON.stringify(r.answered)}; sem resposta ${r.unanswered}; ` +
        `outras respostas ${JSON.stringify(r.otherAnswers)}`,
    );
    if (r.problems.length > 0) {
      failed = true;
      console.log(`${label}: PROBLEMAS\n  ${r.problems.join('\n  ')}`);
    } else console.log(`${label}: nada perdido, nada pela metade`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await crash('PGlite', undefined);
if (baseUrl) {
  const scratch = await scratchDatabase(baseUrl, { prefix: 'alinhavo_chaos' });
  try {
    await crash('PostgreSQL', scratch.url);
  } finally {
    await scratch.drop();
  }
} else console.log('PostgreSQL: pulado (defina DATABASE_URL)');

if (baseUrl && redisUrl) {
  const scratch = await scratchDatabase(baseUrl, { prefix: 'alinhavo_load' });
  try {
    const r = await loadRun({
      databaseUrl: scratch.url,
      redisUrl,
      sockets: SOCKETS,
      messagesEach: MESSAGES,
      streamMs: Math.max(6_000, MESSAGES * 1_000),
      log: (line) => console.log(`  carga: ${line}`),
    });
    console.log(`carga com falhas: ${JSON.stringify(r)}`);
    if (r.lostCount > 0 || r.duplicated.length > 0 || r.delivered !== r.expected) failed = true;
  } finally {
    await scratch.drop();
  }
} else console.log('carga com falhas: pulada (defina DATABASE_URL e REDIS_URL)');

process.exit(failed ? 1 : 0);
