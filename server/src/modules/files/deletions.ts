import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { FileStore } from '../../lib/storage/file-store';
import { storageDeletionsRepository as repo } from './deletions.repository';
import { filesRepository } from './repository';

/** How long an instance holds an object it is removing before another may try. */
const LEASE_MS = 5 * 60 * 1000;
/** Retries after 1, 2, 4… minutes, at most 6 hours apart: a bucket down for a day is fine. */
const backoffMs = (attempts: number) => Math.min(2 ** Math.max(0, attempts - 1), 360) * 60_000;
const SWEEP_BATCH = 200;

export interface SweepResult {
  removed: number;
  failed: number;
}

/**
 * The stored objects of rows another module deletes (a demand, an account), queued for removal in
 * its deleting transaction, before the rows go: the names are read while the rows still exist,
 * and the queue commits with the delete. Stateless: each call names the caller's transaction;
 * `StorageDeletions.removeNow` takes them after the commit.
 */
export const storedFiles = {
  /** The attachments of these demands: queued, and their names returned. */
  async scheduleDemandsRemoval(tx: DbOrTx, demandIds: string[]): Promise<string[]> {
    const rows = await filesRepository.storageNamesOf(tx, demandIds);
    const names = rows.map((r) => r.storageName);
    await repo.enqueue(tx, names);
    return names;
  },

  /**
   * An account deleted: the attachments of every demand it published, with `alsoNames` (its
   * portfolio's objects), queued; all their names returned.
   */
  async scheduleAccountRemoval(
    tx: DbOrTx,
    ownerId: string,
    alsoNames: string[],
  ): Promise<string[]> {
    const rows = await filesRepository.storageNamesOfOwner(tx, ownerId);
    const names = [...rows.map((r) => r.storageName), ...alsoNames];
    await repo.enqueue(tx, names);
    return names;
  },
};

/**
 * Objects of deleted rows (a demand, an account) leave the store for sure: the names are queued
 * in the deleting transaction (`enqueue`), tried right after the commit (`removeNow`) and again
 * by the sweep until the store takes them. A row left by an instance that died mid-try is
 * picked up when its lease runs out.
 */
export class StorageDeletions {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStore,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  enqueue(tx: DbOrTx, names: string[]): Promise<void> {
    return repo.enqueue(tx, names);
  }

  /** After the commit that queued `names`. */
  async removeNow(names: string[]): Promise<SweepResult> {
    const now = this.clock();
    const claimed = await repo.claimNamed(this.db, names, new Date(now.getTime() + LEASE_MS));
    return this.removeAll(claimed, now);
  }

  /** One round over every object due at the clock (or `at`). */
  async sweep(at?: Date): Promise<SweepResult> {
    const now = at ?? this.clock();
    const total: SweepResult = { removed: 0, failed: 0 };
    for (;;) {
      const claimed = await repo.claimDue(
        this.db,
        now,
        new Date(now.getTime() + LEASE_MS),
        SWEEP_BATCH,
      );
      const round = await this.removeAll(claimed, now);
      total.removed += round.removed;
      total.failed += round.failed;
      if (claimed.length < SWEEP_BATCH) return total;
    }
  }

  private async removeAll(
    claimed: { name: string; attempts: number }[],
    now: Date,
  ): Promise<SweepResult> {
    const result: SweepResult = { removed: 0, failed: 0 };
    for (const { name, attempts } of claimed) {
      try {
        await this.storage.remove(name);
        await repo.done(this.db, name);
        result.removed += 1;
      } catch (err) {
        result.failed += 1;
        const at = new Date(now.getTime() + backoffMs(attempts));
        await repo.retryAt(this.db, name, at).catch(() => undefined);
        this.log.warn(
          { err, storageName: name, attempts, retryAt: at.toISOString() },
          '[storage] anexo não removido; nova tentativa agendada',
        );
      }
    }
    return result;
  }
}
