import { UPLOAD_TEXTS } from '@alinhavo/shared/messages/demands';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { UploadBudgets } from './upload-budgets';
import { uploadLedgerRepository as ledger } from './upload-ledger.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * UPLOAD_DAILY_MB for every way a person sends files: a demand's attachments, a lot's files (by
 * either side) and portfolio photos share one budget per person and 24 hours. What counts is what
 * was sent (the ledger), not what is still stored, so deleting files does not renew it. One
 * instance per app, so parallel uploads of a person through different routes share it too.
 */
export class UploadAllowance {
  private readonly budgets = new UploadBudgets();

  constructor(
    private readonly db: Db,
    readonly dailyBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** One upload of `userId`: the day's ledger is read once, now; `end` must follow. */
  async start(userId: string): Promise<UploadMeter> {
    this.budgets.begin(userId);
    try {
      const mark = this.budgets.mark();
      const sent = await ledger.bytesSince(this.db, userId, new Date(this.now() - DAY_MS));
      return new UploadMeter(this.budgets, userId, mark, sent, this.dailyBytes, this.now);
    } catch (err) {
      this.budgets.end(userId, 0);
      throw err;
    }
  }
}

/** One upload's share of its person's budget, counted chunk by chunk as the bytes arrive. */
export class UploadMeter {
  private held = 0;

  constructor(
    private readonly budgets: UploadBudgets,
    private readonly userId: string,
    private readonly mark: number,
    private readonly sent: number,
    private readonly dailyBytes: number,
    private readonly now: () => number,
  ) {}

  /** Counts `n` more bytes, or refuses them (413) and gives back all this upload held. */
  take(n: number): void {
    if (this.sent + this.budgets.pending(this.userId, this.mark) + n > this.dailyBytes) {
      // Given back at once: a parallel upload of theirs must not be refused for these too.
      this.budgets.add(this.userId, -this.held);
      this.held = 0;
      const mb = Math.round(this.dailyBytes / (1024 * 1024));
      throw new AppError(413, UPLOAD_TEXTS.dailyUploadLimit(mb), 'VALIDATION');
    }
    this.budgets.add(this.userId, n);
    this.held += n;
  }

  /** Inside the transaction that keeps the files: the ledger line of what this upload sent. */
  async record(tx: DbOrTx): Promise<void> {
    const at = this.now();
    await ledger.record(tx, this.userId, this.held, new Date(at), new Date(at - DAY_MS));
  }

  /** After that commit: the bytes are in the ledger, which later-starting reads see. */
  settle(): void {
    this.budgets.settle(this.userId, this.held);
    this.held = 0;
  }

  /** The upload ended (stored or not); what it still held goes back. */
  end(): void {
    this.budgets.end(this.userId, this.held);
    this.held = 0;
  }
}
