import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { crashRun } from './helpers/crash-run';
import { freshPostgresDatabase } from './helpers/database';
import { serverDataDir } from './helpers/server-data-dir';

const onPostgres = process.env.ALINHAVO_TEST_DB === 'postgres';
/** 10 here, enough to prove each recovery path; `npm run bench:chaos` runs 200 (CRASH_KILLS). */
const KILLS = Number(process.env.CRASH_KILLS ?? 10);

/**
 * A real server process killed with SIGKILL at random moments while people write,
 * restarted on the same data (PGlite's folder or the PostgreSQL database): every write answered
 * 2xx is there after the last crash, and nothing is half-written.
 */
describe('crash durability', () => {
  const dataDir = serverDataDir('crash');
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await drop?.();
  });

  // ~15 s on a quiet 2-core machine (boots of ~1 s); the budget is the kills, not the clock: the
  // time limit only stops a run that hangs.
  it(`keeps every answered write through ${KILLS} SIGKILLs`, async () => {
    let databaseUrl: string | undefined;
    if (onPostgres) {
      const fresh = await freshPostgresDatabase();
      databaseUrl = fresh.url;
      drop = fresh.drop;
    }
    // Longer lives than the chaos run's (up to 24 answers each), so ten lives still write enough of
    // every kind to check.
    const result = await crashRun({
      kills: KILLS,
      dataDir,
      databaseUrl,
      life: { answers: 24, jitterMs: 150 },
    });
    console.info(
      `[crash] ${onPostgres ? 'postgres' : 'pglite'}: ${result.kills} quedas ` +
        `(${result.bootKills} no boot) em ${(result.totalMs / 1000).toFixed(1)} s; ` +
        `respondidas ${JSON.stringify(result.answered)}; sem resposta ${result.unanswered}; ` +
        `outras respostas ${JSON.stringify(result.otherAnswers)}`,
    );
    expect(result.problems).toEqual([]);
    expect(result.kills).toBe(KILLS);
    // A run in which nothing was written between the kills proves nothing.
    expect(result.answered.demands).toBeGreaterThan(3);
    expect(result.answered.files).toBeGreaterThan(1);
    expect(result.answered.messages).toBeGreaterThan(3);
    expect(result.answered.confirms).toBeGreaterThan(0);
    expect(Object.keys(result.otherAnswers).filter((k) => k.startsWith('5'))).toEqual([]);
  }, 1_200_000);
});
