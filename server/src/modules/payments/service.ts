import type { FastifyBaseLogger } from 'fastify';
import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import type { CheckoutBody, MyPlan, Payment, PaymentStatus } from '@alinhavo/shared/schemas/plan';
import type { Db, Tx } from '../../db/client';
import type { PaymentRow, UserRow } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { EventBus } from '../../lib/event-bus';
import type { Mailer } from '../../lib/mail/mailer';
import { afterCommit, conflict } from '../admin/access';
import type { AuthService, Principal } from '../auth/service';
import type { NotificationService } from '../notifications/service';
import { brDate, daysLeft } from '../plans/dates';
import { paymentConfirmedEmail, paymentRejectedEmail, proRevokedEmail } from '../plans/emails';
import { proFromUntil } from '../plans/pro';
import { proPeriods } from '../plans/periods';
import { applyState, type Applied, type NextState } from './apply';
import { toPaymentDto } from './dto';
import { payerOf } from './payer';
import type { PaymentProvider, ProviderPaymentState } from './provider';
import { paymentsRepository } from './repository';

export interface PaymentsDeps {
  db: Db;
  bus: EventBus;
  mailer: Mailer;
  log: FastifyBaseLogger;
  notifications: NotificationService;
  provider: PaymentProvider;
  auth: AuthService;
  publicUrl: string;
}

const unprocessable = (message: string) => new AppError(422, message, 'VALIDATION');
const providerUnavailable = () => new AppError(503, PLAN_TEXTS.providerUnavailable, 'INTERNAL');

/** pix-manual txid: 'ALV' + 22 hex digits of our id, upper case (the BR Code allows 25). */
export const txidOf = (paymentId: string) =>
  `ALV${paymentId.replace(/-/g, '').slice(0, 22).toUpperCase()}`;

/** A provider's charge as payment columns. */
const chargeFacts = (charge: Awaited<ReturnType<PaymentProvider['create']>>) => ({
  providerPaymentId: charge.providerPaymentId,
  providerStatus: charge.providerStatus,
  statusDetail: charge.statusDetail,
  pixCode: charge.pix?.code ?? null,
  pixExpiresAt: charge.pix?.expiresAt ?? null,
  boletoBarcode: charge.boleto?.barcode ?? null,
  boletoUrl: charge.boleto?.pdfUrl ?? null,
  boletoDueAt: charge.boleto?.dueAt ?? null,
});

/**
 * Payments and the PRO periods they buy (DESIGN §9.10). Every state change goes through
 * `applyState` on a locked row; the user hears it after the commit (realtime, notification,
 * e-mail) and the admins' Pagamentos list refreshes.
 */
export class PaymentsService {
  constructor(private readonly d: PaymentsDeps) {}

  get provider(): PaymentProvider {
    return this.d.provider;
  }

  /** POST /plans/checkout/: a pending row, then the provider's charge for it. */
  async checkout(p: Principal, body: CheckoutBody): Promise<Payment> {
    const provider = this.d.provider;
    if (!provider.methods.includes(body.method)) throw unprocessable(PLAN_TEXTS.methodUnavailable);
    if (body.method === 'card' && !body.card) throw unprocessable(PLAN_TEXTS.cardRequired);
    const plan = await proPeriods.plan(this.d.db, body.plan);
    if (!plan) throw unprocessable(PLAN_TEXTS.invalidPlan);

    const id = crypto.randomUUID();
    const txid = txidOf(id);
    const chargeOf = (payer: ReturnType<typeof payerOf>) =>
      provider.create({
        paymentId: id,
        txid,
        plan: { code: plan.code, name: plan.name, amountCents: plan.priceCents },
        method: body.method,
        payer,
        ...(body.card ? { card: body.card } : {}),
        idempotencyKey: id,
      });
    // pix-manual's charge is a BR Code computed here, with no one to call: the row is born with
    // it. Written in a second statement, a crash between the two left a pending payment without
    // a code, which every later checkout of that plan answered (the crash-durability test).
    const local = provider.name === 'pix-manual';

    const started = await this.d.db.transaction(async (tx) => {
      // One checkout at a time per account, so the duplicate check below cannot race.
      const user = await proPeriods.lockAccount(tx, p.user.id);
      if (!user) throw notFound();
      const payer = payerOf(user);
      if (body.method === 'boleto' && (!payer.document || !payer.address))
        throw unprocessable(PLAN_TEXTS.boletoNeedsDocument);
      if (local) {
        const waiting = await paymentsRepository.pendingManual(tx, user.id, plan.code);
        if (waiting) return { existing: toPaymentDto(waiting) };
      }
      const charge = local ? await chargeOf(payer).catch(this.unavailable(undefined)) : undefined;
      const row = await paymentsRepository.insert(tx, {
        id,
        userId: user.id,
        planCode: plan.code,
        provider: provider.name,
        txid,
        method: body.method,
        amountCents: plan.priceCents,
        ...(charge ? chargeFacts(charge) : {}),
      });
      return { row, payer, charge };
    });
    if ('existing' in started && started.existing) return started.existing;
    if (!('row' in started) || !started.row) throw new Error('checkout without a payment row');

    const { row, payer } = started;
    let charge = started.charge;
    if (!charge) {
      try {
        charge = await chargeOf(payer);
        await paymentsRepository.update(this.d.db, row.id, chargeFacts(charge));
      } catch (err) {
        // Nothing half-written: the row is closed as cancelled and the person may try again.
        await paymentsRepository.update(this.d.db, row.id, {
          status: 'cancelled',
          statusDetail: 'provider_unavailable',
        });
        return this.unavailable(row.id)(err);
      }
    }
    // A new charge stands (an unpaid one answered again is not a new checkout).
    this.d.bus.publish('funnel.fact', { name: 'checkout_started', userId: row.userId });
    // A card can be decided at once; the same path as a webhook applies it.
    if (charge.status !== 'pending') await this.applyToPayment(row.id, charge);
    return this.view(row.id);
  }

  /** Logs a provider's failure to create a charge and answers 503. */
  private unavailable(paymentId: string | undefined) {
    return (err: unknown): never => {
      this.d.log.warn(
        { paymentId, err: err instanceof Error ? err.message : String(err) },
        'provedor de pagamento falhou ao criar a cobrança',
      );
      throw providerUnavailable();
    };
  }

  /** GET /payments/{id}/: only the owner's; anyone else's answers 404 as if it did not exist. */
  async get(p: Principal, id: string): Promise<Payment> {
    const v = await paymentsRepository.view(this.d.db, id);
    if (!v || v.payment.userId !== p.user.id) throw notFound(PLAN_TEXTS.paymentNotFound);
    return toPaymentDto(v);
  }

  /** GET /plans/me/ and `plan:changed`. */
  async myPlan(userId: string, now: Date = new Date()): Promise<MyPlan> {
    const [until, history] = await Promise.all([
      proPeriods.proUntil(this.d.db, userId),
      paymentsRepository.ofUser(this.d.db, userId),
    ]);
    const pro = proFromUntil(until, now);
    return {
      plan: pro ? 'pro' : 'basico',
      is_pro: pro,
      expires_at: until?.toISOString() ?? null,
      days_left: pro ? daysLeft(until, now) : null,
      history: history.map(toPaymentDto),
    };
  }

  /** The account's payments, newest first (its Plano history; the LGPD export). */
  async historyOf(userId: string): Promise<Payment[]> {
    const rows = await paymentsRepository.ofUser(this.d.db, userId);
    return rows.map(toPaymentDto);
  }

  /**
   * The provider's truth about one of its charges (webhook, reconciliation). Found by the
   * provider's id, else by our id in external_reference; applied once; an unknown payment is
   * logged and ignored.
   */
  async applyProviderState(state: ProviderPaymentState): Promise<void> {
    const applied = await this.d.db.transaction(async (tx) => {
      const payment = await this.lockForState(tx, state);
      if (!payment) return undefined;
      if (
        state.status === 'approved' &&
        payment.status !== 'approved' &&
        state.amountCents !== payment.amountCents
      ) {
        // Never PRO for a different amount: left pending for a person to look at.
        this.d.log.warn(
          { paymentId: payment.id, expected: payment.amountCents, got: state.amountCents },
          'valor do pagamento não confere',
        );
        await paymentsRepository.update(tx, payment.id, {
          providerStatus: state.providerStatus,
          statusDetail: 'amount_mismatch',
        });
        return null;
      }
      return applyState(tx, payment, {
        status: state.status,
        providerStatus: state.providerStatus,
        statusDetail: state.statusDetail,
        paidAt: state.paidAt,
      });
    });
    if (applied === undefined)
      this.d.log.info(
        { provider: 'mercadopago' },
        'notificação de pagamento desconhecido ignorada',
      );
    if (applied) await this.announce(applied);
  }

  /** Mercado Pago payments still pending that the provider knows (for reconciliation). */
  async pendingOnline(): Promise<{ id: string; providerPaymentId: string }[]> {
    const rows = await paymentsRepository.pendingOnline(this.d.db);
    return rows.flatMap((r) =>
      r.providerPaymentId ? [{ id: r.id, providerPaymentId: r.providerPaymentId }] : [],
    );
  }

  /** Mercado Pago rows whose charge id was never saved, older than a checkout can take. */
  orphanedOnline(before: Date): Promise<{ id: string; createdAt: Date }[]> {
    return paymentsRepository.orphanedOnline(this.d.db, before);
  }

  /**
   * Closes an orphan the provider never heard of (the process died before the charge left):
   * cancelled like a checkout the provider refused, so the person can try again. A charge that
   * does show up later still applies (a cancelled payment can still be paid, apply.ts).
   */
  async closeOrphan(id: string): Promise<void> {
    const applied = await this.d.db.transaction(async (tx) => {
      const row = await paymentsRepository.lockById(tx, id);
      if (!row || row.status !== 'pending' || row.providerPaymentId) return null;
      return applyState(tx, row, {
        status: 'cancelled',
        providerStatus: null,
        statusDetail: 'provider_unavailable',
      });
    });
    if (applied) await this.announce(applied);
  }

  /** The admins' Pagamentos list: a page of payments (of some statuses) and the pix-manual count waiting. */
  async adminList(
    statuses: readonly PaymentStatus[] | null,
    after: Parameters<typeof paymentsRepository.adminPage>[2],
    limit: number,
  ) {
    const [rows, pending] = await Promise.all([
      paymentsRepository.adminPage(this.d.db, statuses, after, limit),
      paymentsRepository.pendingCount(this.d.db),
    ]);
    return { rows, pending };
  }

  /** One payment as the admins' list shows it. */
  adminOne(id: string) {
    return paymentsRepository.adminOne(this.d.db, id);
  }

  /**
   * An admin's decision on a pix-manual payment still pending, inside the caller's transaction
   * (which writes its audit line): the row locked, then approved or rejected like any state
   * change. 404 for an unknown payment, 409 for one no longer waiting; announced by `announce`.
   */
  async decideManual(
    tx: Tx,
    id: string,
    decision: { approve: boolean; decidedBy: string; reason: string | undefined },
  ): Promise<{ payment: PaymentRow; applied: Applied | null }> {
    const row = await paymentsRepository.lockById(tx, id);
    if (!row) throw notFound(PLAN_TEXTS.paymentNotFound);
    if (row.provider !== 'pix-manual' || row.status !== 'pending')
      throw conflict(PLAN_TEXTS.notPending);
    const applied = await applyState(tx, row, {
      status: decision.approve ? 'approved' : 'rejected',
      decidedBy: decision.decidedBy,
      ...(decision.approve ? {} : { statusDetail: decision.reason ?? null }),
    });
    return { payment: row, applied };
  }

  /** After the commit: realtime to the user and the admins, a notification and an e-mail. */
  async announce(applied: Applied): Promise<void> {
    const { payment } = applied;
    const userId = payment.userId;
    const context = { paymentId: payment.id };
    await afterCommit(this.d.log, 'mudança de pagamento não anunciada', context, async () => {
      this.d.bus.publish('payment.changed', { userId, payment: await this.view(payment.id) });
      this.d.bus.publish('admin.changed', { kind: 'payment', id: payment.id });
      // Approved once per payment (the transition applyState reports): the funnel's paid step.
      if (applied.kind === 'approved')
        this.d.bus.publish('funnel.fact', { name: 'checkout_paid', userId });
      if (applied.kind === 'approved' || applied.kind === 'revoked')
        await this.announcePlan(applied.user);
    });
    await afterCommit(this.d.log, 'aviso de pagamento não enviado', context, async () => {
      const to = (await proPeriods.account(this.d.db, userId))?.email;
      if (applied.kind === 'approved') {
        await this.d.notifications.notifyPlan(userId, 'payment_confirmed', brDate(applied.endsAt));
        if (to)
          await this.d.mailer.send(
            paymentConfirmedEmail(
              to,
              {
                planName: (await this.view(payment.id)).plan_name,
                amountCents: payment.amountCents,
                startsAt: applied.startsAt,
                endsAt: applied.endsAt,
                paymentId: payment.id,
              },
              this.d.publicUrl,
            ),
          );
      } else if (applied.kind === 'revoked') {
        await this.d.notifications.notifyPlan(userId, 'pro_revoked');
        if (to) await this.d.mailer.send(proRevokedEmail(to, this.d.publicUrl));
      } else if (applied.kind === 'rejected') {
        await this.d.notifications.notifyPlan(userId, 'payment_rejected');
        if (to) await this.d.mailer.send(paymentRejectedEmail(to, this.d.publicUrl));
      }
    });
  }

  /** The plan and the account as they stand now (the plan reminders, when PRO ended). */
  async announcePlanOf(userId: string): Promise<void> {
    const user = await proPeriods.account(this.d.db, userId);
    if (user) await this.announcePlan(user);
  }

  /** The plan and the account, as the screens hold them, after PRO started, moved or ended. */
  async announcePlan(user: UserRow): Promise<void> {
    this.d.bus.publish('plan.changed', { userId: user.id, plan: await this.myPlan(user.id) });
    this.d.bus.publish('account.changed', { user: this.d.auth.dto(user) });
  }

  async view(id: string): Promise<Payment> {
    const v = await paymentsRepository.view(this.d.db, id);
    if (!v) throw notFound(PLAN_TEXTS.paymentNotFound);
    return toPaymentDto(v);
  }

  private async lockForState(tx: Tx, state: ProviderPaymentState) {
    const byProvider = await paymentsRepository.lockByProviderId(
      tx,
      'mercadopago',
      state.providerPaymentId,
    );
    if (byProvider) return byProvider;
    const ours = state.externalReference;
    if (!ours || !/^[0-9a-f-]{36}$/i.test(ours)) return undefined;
    const row = await paymentsRepository.lockById(tx, ours);
    if (!row || row.provider !== 'mercadopago') return undefined;
    if (row.providerPaymentId && row.providerPaymentId !== state.providerPaymentId)
      return undefined;
    if (!row.providerPaymentId)
      return paymentsRepository.update(tx, row.id, { providerPaymentId: state.providerPaymentId });
    return row;
  }

  /** Used by checkout when the provider decided at once (a card). */
  private async applyToPayment(
    id: string,
    charge: {
      status: NextState['status'];
      providerStatus: string | null;
      statusDetail: string | null;
    },
  ): Promise<void> {
    const applied = await this.d.db.transaction(async (tx) => {
      const row = await paymentsRepository.lockById(tx, id);
      if (!row) return null;
      return applyState(tx, row, charge);
    });
    if (applied) await this.announce(applied);
  }
}
