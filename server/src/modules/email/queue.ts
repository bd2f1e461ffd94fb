import type { FastifyBaseLogger } from 'fastify';
import type { Notification } from '@alinhavo/shared/schemas/notification';
import type { Message } from '@alinhavo/shared/schemas/conversation';
import type { DbOrTx } from '../../db/client';
import { emailRepository as repo, type NewEmailJob } from './repository';
import { nextDigest, UNREAD_WAIT_MS } from './schedule';

/** The e-mail kinds a notification of the app also sends (one place: NotificationService). */
const KIND_OF_NOTIFICATION = {
  selected: 'selected',
  removed: 'removed',
  completed: 'completed',
} as const;

export interface EmailQueueDeps {
  db: DbOrTx;
  log: FastifyBaseLogger;
  /** The queue's clock: tests move it to reach the 15 minutes, the 6 hours and 8h. */
  clock: () => Date;
}

/**
 * Writes e-mail jobs. Every method swallows and logs its failure: an e-mail is never
 * allowed to fail the action that caused it. The worker (jobs/email-worker.ts) sends them.
 */
export class EmailQueue {
  private wake: () => void = () => undefined;

  constructor(private readonly d: EmailQueueDeps) {}

  /** The worker of this instance, woken after each enqueue instead of waiting for its poll. */
  onEnqueued(wake: () => void): void {
    this.wake = wake;
  }

  /** After notifications were written: new demands (instant or digest) and demand news. */
  async notificationsCreated(list: Notification[], extra: { reason?: string } = {}): Promise<void> {
    await this.guard('notificações', async () => {
      const now = this.d.clock();
      const demandNews: NewEmailJob[] = [];
      const newDemand = list.filter((n) => n.type === 'new_demand' && n.demand_id);
      for (const n of list) {
        const kind = KIND_OF_NOTIFICATION[n.type as keyof typeof KIND_OF_NOTIFICATION];
        if (kind && n.demand_id)
          demandNews.push({
            userId: n.user_id,
            kind,
            // A choice undone and made again is news again: the notification is the event.
            dedupeKey: `${kind}:${n.id}`,
            payload: {
              demandId: n.demand_id,
              ...(kind === 'removed' && extra.reason ? { reason: extra.reason } : {}),
            },
            runAfter: now,
          });
      }
      await repo.enqueue(this.d.db, demandNews);
      if (newDemand.length > 0) await this.newDemand(newDemand, now);
    });
  }

  private async newDemand(all: Notification[], now: Date) {
    // New demands matching the provider's services (the notification's rule) and
    // region (the demand's state).
    const list: Notification[] = [];
    for (const demandId of new Set(all.map((n) => n.demand_id as string))) {
      const ofDemand = all.filter((n) => n.demand_id === demandId);
      const near = await repo.inRegionOf(
        this.d.db,
        demandId,
        ofDemand.map((n) => n.user_id),
      );
      list.push(...ofDemand.filter((n) => near.has(n.user_id)));
    }
    const modes = await repo.modesFor(
      this.d.db,
      list.map((n) => n.user_id),
      'new_demand',
    );
    const digest = nextDigest(now);
    const instant: NewEmailJob[] = [];
    const daily: NewEmailJob[] = [];
    for (const n of list) {
      const mode = modes.get(n.user_id) ?? 'instant';
      if (mode === 'off' || !n.demand_id) continue;
      if (mode === 'digest')
        daily.push({
          userId: n.user_id,
          kind: 'new_demand',
          dedupeKey: `new_demand:digest:${n.user_id}:${digest.day}`,
          payload: { demandIds: [n.demand_id], digest: true },
          runAfter: digest.at,
        });
      else
        instant.push({
          userId: n.user_id,
          kind: 'new_demand',
          dedupeKey: `new_demand:${n.demand_id}:${n.user_id}`,
          payload: { demandIds: [n.demand_id], digest: false },
          runAfter: now,
        });
    }
    await repo.enqueue(this.d.db, instant);
    await repo.enqueueDigests(this.d.db, daily);
  }

  /** Each recipient of a message hears of it by e-mail only if it is still unread 15 min later. */
  async messageCreated(message: Message, participantIds: string[]): Promise<void> {
    await this.guard('mensagem', async () => {
      const runAfter = new Date(this.d.clock().getTime() + UNREAD_WAIT_MS);
      await repo.enqueue(
        this.d.db,
        participantIds
          .filter((id) => id !== message.sender_id)
          .map((userId) => ({
            userId,
            kind: 'unread_messages' as const,
            dedupeKey: `unread_messages:${message.id}:${userId}`,
            payload: { messageId: message.id, conversationId: message.conversation_id },
            runAfter,
          })),
      );
    });
  }

  async ratingCreated(ratingId: string, professionalId: string): Promise<void> {
    await this.guard('avaliação', async () => {
      await repo.enqueue(this.d.db, [
        {
          userId: professionalId,
          kind: 'new_rating',
          dedupeKey: `new_rating:${ratingId}`,
          payload: { ratingId },
          runAfter: this.d.clock(),
        },
      ]);
    });
  }

  /**
   * A plan reminder, in the transaction that claims it (jobs/plan-reminders.ts): the claim and
   * the e-mail commit together, so a restart between them loses nothing. Errors propagate here:
   * the reminder's transaction decides.
   */
  async planExpiry(
    tx: DbOrTx,
    r: { userId: string; reminder: '7d' | '1d' | 'expired'; endsAt: Date },
  ): Promise<void> {
    await repo.enqueue(tx, [
      {
        userId: r.userId,
        kind: 'plan_expiry',
        dedupeKey: `plan_expiry:${r.userId}:${r.reminder}:${r.endsAt.toISOString()}`,
        payload: { reminder: r.reminder, endsAt: r.endsAt.toISOString() },
        runAfter: this.d.clock(),
      },
    ]);
  }

  /**
   * The owner's warning about wrong passwords, in the transaction that took the hour's alert
   * (auth/password-guard.service.ts): both commit or neither. Errors propagate to it.
   */
  async signInAlert(tx: DbOrTx, a: { userId: string; at: Date; failures: number }): Promise<void> {
    await repo.enqueue(tx, [
      {
        userId: a.userId,
        kind: 'sign_in_alert',
        dedupeKey: `sign_in_alert:${a.userId}:${a.at.toISOString()}`,
        payload: { at: a.at.toISOString(), failures: a.failures },
        runAfter: this.d.clock(),
      },
    ]);
  }

  /** After a commit that enqueued through `planExpiry` or `signInAlert`. */
  kick(): void {
    this.wake();
  }

  private async guard(what: string, run: () => Promise<void>): Promise<void> {
    try {
      await run();
      this.wake();
    } catch (err) {
      this.d.log.error(
        { what, err: err instanceof Error ? err.message : String(err) },
        'e-mail não enfileirado',
      );
    }
  }
}
