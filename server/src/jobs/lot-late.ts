import type { FastifyBaseLogger } from 'fastify';
import { brDay } from '@alinhavo/shared/rules/lots';
import type { Db } from '../db/client';
import { runExclusive } from '../db/exclusive';
import type { LotService } from '../modules/lots/service';
import type { NotificationService } from '../modules/notifications/service';
import { every } from './every';

const EVERY_MS = 30 * 60 * 1000;
/** Lots claimed per run; the next run takes the rest. */
const BATCH = 500;

export interface LotLateDeps {
  db: Db;
  lots: Pick<LotService, 'claimLate'>;
  notifications: Pick<NotificationService, 'notifyAboutDemand'>;
  log: FastifyBaseLogger;
  /** The round's clock: tests and the e2e move it to make a lot late. */
  clock: () => Date;
}

/**
 * A lot not delivered past its expected return is late from the next day (Brasília)
 * on; both sides are told once a day (late_notified_on, claimed under the round's advisory
 * lock, so two instances never tell twice). Returns the lots told about, or null when another
 * instance held the lock.
 */
export async function runLotLate(d: LotLateDeps): Promise<number | null> {
  const today = brDay(d.clock());
  const claimed = await runExclusive(d.db, 'lot-late', (tx) => d.lots.claimLate(tx, today, BATCH));
  if (claimed === null) return null;
  // After the commit: a failed notice is logged; the day's notice is not sent twice.
  for (const lot of claimed)
    for (const userId of [lot.owner, lot.chosen]) {
      if (!userId) continue;
      try {
        await d.notifications.notifyAboutDemand(userId, lot.demandId, 'lot_late');
      } catch (err) {
        d.log.error(
          { lotId: lot.id, err: err instanceof Error ? err.message : String(err) },
          'aviso de lote atrasado não enviado',
        );
      }
    }
  return claimed.length;
}

/** Every 30 minutes. The returned function stops it. */
export function startLotLate(d: LotLateDeps): () => void {
  return every(EVERY_MS, () => runLotLate(d), d.log, 'falha ao verificar lotes atrasados');
}
