import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app';
import type { Mailer } from '../lib/mail/mailer';
import { composeEmail } from '../modules/email/compose';
import type { ServiceGraph } from '../services';
import type { Jobs } from '../types';
import { startEmailWorker } from './email-worker';
import { runLotLate, startLotLate } from './lot-late';
import { startMessageExpiry } from './message-expiry';
import { startPaymentReconciliation } from './payment-reconciliation';
import { runPlanReminders, startPlanReminders } from './plan-reminders';
import { startProductEventsPrune } from './product-events-prune';
import { runReviewPublication, startReviewPublication } from './review-publication';
import { startStorageSweep } from './storage-sweep';

/**
 * The background rounds of one instance, each on its own timer; `jobs` runs one round now (tests
 * call these). Every round that must run on one instance at a time takes its lock through
 * `runExclusive` (db/exclusive.ts).
 */
export function startJobs(
  deps: AppDeps,
  graph: ServiceGraph,
  mailer: Mailer,
  log: FastifyBaseLogger,
): { jobs: Jobs; stop(): Promise<void> } {
  const { config, database } = deps;
  const {
    conversations,
    notifications,
    payments,
    plans,
    lots,
    productEvents,
    clientReviews,
    auth,
  } = graph.services;
  const { emailQueue, emailClock, unsubscribeTokens, storageDeletions } = graph;
  // Mercado Pago (or a test's provider) that can be asked about a charge; none in pix-manual.
  const online = payments.provider.lookup ? payments.provider : null;
  const stopExpiry = startMessageExpiry(database.db, conversations, log);
  const emailWorker = startEmailWorker({
    db: database.db,
    mailer,
    log,
    clock: emailClock,
    compose: (job) =>
      composeEmail(
        {
          db: database.db,
          publicUrl: config.publicUrl,
          tokens: unsubscribeTokens,
          resetLink: (userId) => auth.freshResetLink(userId),
        },
        job,
      ),
  });
  emailQueue.onEnqueued(() => emailWorker.wake());
  const reminderDeps = {
    db: database.db,
    emails: emailQueue,
    notifications,
    plans,
    payments,
    log,
  };
  const stopReminders = startPlanReminders(reminderDeps);
  const stopEventsPrune = startProductEventsPrune(database.db, productEvents, log);
  const stopReviewPublication = startReviewPublication(clientReviews, log);
  const lotLateDeps = {
    db: database.db,
    lots,
    notifications,
    log,
    clock: deps.lotClock ?? (() => new Date()),
  };
  const stopLotLate = startLotLate(lotLateDeps);
  const jobs: Jobs = {
    planReminders: async () => {
      const claimed = await runPlanReminders(reminderDeps);
      await emailWorker.drain();
      return claimed;
    },
    emails: () => emailWorker.drain(),
    storageSweep: (at?: Date) => storageDeletions.sweep(at),
    reviewPublication: () => runReviewPublication(clientReviews),
    lotLate: () => runLotLate(lotLateDeps),
  };

  const stopStorageSweep = startStorageSweep(storageDeletions, log);
  const stopReconciliation = online
    ? startPaymentReconciliation({ db: database.db, payments, provider: online, log })
    : () => undefined;
  return {
    jobs,
    async stop() {
      stopExpiry();
      stopReminders();
      stopEventsPrune();
      stopReviewPublication();
      stopLotLate();
      stopReconciliation();
      stopStorageSweep();
      await emailWorker.stop();
    },
  };
}
