import type { FastifyBaseLogger } from 'fastify';
import type { StorageDeletions } from '../modules/files/deletions';
import { every } from './every';

const EVERY_MS = 5 * 60 * 1000;

/**
 * Every 5 minutes, without keeping the process alive: the objects of deleted rows the store did
 * not take at once. Every instance may run it (leases keep them apart). Stops with the function
 * it returns.
 */
export function startStorageSweep(deletions: StorageDeletions, log: FastifyBaseLogger): () => void {
  return every(
    EVERY_MS,
    async () => {
      const r = await deletions.sweep();
      if (r.removed || r.failed) log.info(r, '[storage] remoções pendentes conferidas');
    },
    log,
    '[storage] falha ao conferir remoções pendentes',
  );
}
