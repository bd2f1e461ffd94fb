import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { runExclusive } from '../db/exclusive';
import type { PlanReminderKind } from '../db/schema';
import type { EmailQueue } from '../modules/email/queue';
import type { NotificationService } from '../modules/notifications/service';
import type { PaymentsService } from '../modules/payments/service';
import { brDate } from '../modules/plans/dates';
import type { PlansService } from '../modules/plans/service';
import { every } from './every';

const EVERY_MS = 30 * 60 * 1000;
/** Accounts handled per kind and run; the next run takes the rest. */
const BATCH = 200;
const KINDS: readonly PlanReminderKind[] = ['expired', '1d', '7d'];

export interface PlanReminderDeps {
  db: Db;
  /** The e-mail goes through the queue: preferences, unsubscribe, retries. */
  emails: Pick<EmailQueue, 'planExpiry' | 'kick'>;
  notifications: NotificationService;
  plans: Pick<PlansService, 'claimDueReminders'>;
  payments: Pick<PaymentsService, 'announcePlanOf'>;
  log: FastifyBaseLogger;
}

/**
 * One run: e-mails 7 days and 1 day before `pro_until` and when it passes, each once per end
 * date (plan_reminders' key decides, so a renewal's new end gets its own). On expiry the
 * account is also told in the app and its open screens flip to Básico; nothing is deleted.
 * Instances share the database: the advisory lock lets one of them claim the round. Returns the
 * reminders sent, or null when another instance held the lock.
 */
export async function runPlanReminders(d: PlanReminderDeps): Promise<number | null> {
  // Each e-mail is queued with its claim: both commit or neither does, and the queue retries.
  const claimed = await runExclusive(d.db, 'plan-reminders', (tx) =>
    d.plans.claimDueReminders(tx, KINDS, BATCH, d.emails),
  );
  if (claimed === null) return null;
  if (claimed.length > 0) d.emails.kick();
  // After the commit: a failed notice is logged; the reminder is not sent twice.
  for (const r of claimed) {
    try {
      if (r.kind === 'expired') {
        await d.notifications.notifyPlan(r.id, 'pro_expired');
        await d.payments.announcePlanOf(r.id);
      } else await d.notifications.notifyPlan(r.id, 'pro_expiring', brDate(r.pro_until));
    } catch (err) {
      d.log.error(
        { userId: r.id, kind: r.kind, err: err instanceof Error ? err.message : String(err) },
        'aviso de vencimento do Plano Pro não enviado',
      );
    }
  }
  return claimed.length;
}

/** Every 30 minutes. The returned function stops it. */
export function startPlanReminders(d: PlanReminderDeps): () => void {
  return every(
    EVERY_MS,
    async () => {
      const sent = await runPlanReminders(d);
      if (sent) d.log.info({ sent }, 'avisos de vencimento do Plano Pro enviados');
    },
    d.log,
    'falha ao enviar avisos de vencimento do Plano Pro',
  );
}
