import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import type {
  CheckoutBody,
  MyPlan,
  Payment,
  PlansCatalogue,
  ProPlanCode,
} from '@alinhavo/shared/schemas/plan';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { PlanReminderKind } from '../../db/schema';
import type { EmailQueue } from '../email/queue';
import type { Principal } from '../auth/service';
import type { PaymentsService } from '../payments/service';
import { plansRepository } from './repository';

const PLAN_NAMES: Record<ProPlanCode, string> = {
  monthly: PLAN_TEXTS.monthlyName,
  yearly: PLAN_TEXTS.yearlyName,
};

/** Spec §1 plans: the public catalogue, the account's Plano menu and the checkout. */
export class PlansService {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentsService,
    private readonly mercadoPagoPublicKey: string | null,
  ) {}

  /** The `plans` table follows PRO_MONTHLY_CENTS / PRO_YEARLY_CENTS (called at every boot). */
  async syncCatalogue(prices: Config['plans']): Promise<void> {
    await plansRepository.upsertCatalogue(this.db, [
      {
        code: 'monthly',
        name: PLAN_NAMES.monthly,
        periodMonths: 1,
        priceCents: prices.monthlyCents,
      },
      { code: 'yearly', name: PLAN_NAMES.yearly, periodMonths: 12, priceCents: prices.yearlyCents },
    ]);
  }

  async catalogue(): Promise<PlansCatalogue> {
    const provider = this.payments.provider;
    const rows = await plansRepository.catalogue(this.db);
    const manual = provider.name === 'pix-manual';
    return {
      plans: rows.map((r) => ({
        code: r.code,
        name: r.name,
        price_cents: r.priceCents,
        period_months: r.periodMonths,
      })),
      provider: provider.name,
      methods: [...provider.methods],
      methods_note: manual ? PLAN_TEXTS.manualMethodsNote : null,
      mercadopago_public_key: manual ? null : this.mercadoPagoPublicKey,
    };
  }

  /**
   * The plan reminders' round (jobs/plan-reminders.ts), inside its locked transaction: for each
   * kind in turn, up to `limit` accounts whose PRO end is in the window and not yet reminded for
   * that end are claimed (plan_reminders' key decides, so a renewal's new end gets its own) and
   * their e-mail queued with the claim: both commit or neither does.
   */
  async claimDueReminders(
    tx: Tx,
    kinds: readonly PlanReminderKind[],
    limit: number,
    emails: Pick<EmailQueue, 'planExpiry'>,
  ): Promise<{ id: string; pro_until: Date; kind: PlanReminderKind }[]> {
    const due: { id: string; pro_until: Date; kind: PlanReminderKind }[] = [];
    for (const kind of kinds)
      for (const row of await plansRepository.dueReminders(tx, kind, limit))
        if (await plansRepository.claimReminder(tx, row.id, row.pro_until, kind)) {
          await emails.planExpiry(tx, { userId: row.id, reminder: kind, endsAt: row.pro_until });
          due.push({ id: row.id, pro_until: row.pro_until, kind });
        }
    return due;
  }

  me(p: Principal): Promise<MyPlan> {
    return this.payments.myPlan(p.user.id);
  }

  checkout(p: Principal, body: CheckoutBody): Promise<Payment> {
    return this.payments.checkout(p, body);
  }
}
