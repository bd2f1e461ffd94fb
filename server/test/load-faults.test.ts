import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from './helpers/database';
import { loadRun } from './helpers/load-run';
import { nginxMissing } from './helpers/nginx';

const enabled = process.env.ALINHAVO_TEST_DB === 'postgres' && Boolean(process.env.REDIS_URL);
if (!enabled)
  console.warn('[load-faults] pulado: precisa de DATABASE_URL e REDIS_URL (como no CI).');
const noNginx = enabled ? nginxMissing() : undefined;
if (noNginx) console.warn(`[load-faults] pulado: ${noNginx}`);

/** 150 here, enough sockets on both instances to prove the failover; `npm run bench:chaos` runs 500. */
const SOCKETS = Number(process.env.LOAD_SOCKETS ?? 150);
const MESSAGES = Number(process.env.LOAD_MESSAGES ?? 3);

/**
 * Two instances behind nginx (deploy/nginx/alinhavo.conf), 500 sockets, one instance killed with
 * SIGKILL mid-stream. The sockets it held reconnect to the other, the senders' outboxes deliver
 * everything, and every receiver holds each of its partner's messages once (by client_id).
 */
describe.skipIf(!enabled || noNginx)('load with faults', () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await drop?.();
  });

  it(`${SOCKETS} sockets lose and duplicate nothing when one of two instances dies`, async () => {
    const fresh = await freshPostgresDatabase();
    drop = fresh.drop;
    const result = await loadRun({
      databaseUrl: fresh.url,
      redisUrl: process.env.REDIS_URL ?? '',
      sockets: SOCKETS,
      messagesEach: MESSAGES,
      streamMs: 6_000,
    });
    console.info(`[load-faults] ${JSON.stringify(result)}`);
    expect(result.lost).toEqual([]);
    expect(result.duplicated).toEqual([]);
    expect(result.delivered).toBe(result.expected);
    expect(result.expected).toBe(SOCKETS * MESSAGES);
    // The kill cut sockets that came back, and both instances served before it.
    expect(result.reconnected).toBeGreaterThan(0);
    expect(Math.min(...result.served)).toBeGreaterThan(0);
    // The budget is the work (sockets × messages, one kill); the clock only catches a hang.
  }, 600_000);
});
