import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PRO_PLAN_CODES,
} from '@alinhavo/shared/schemas/plan';
import { users } from './users';

/** The PRO catalogue, upserted from PRO_MONTHLY_CENTS / PRO_YEARLY_CENTS at every boot. */
export const plans = pgTable('plans', {
  code: text('code', { enum: PRO_PLAN_CODES }).primaryKey(),
  name: text('name').notNull(),
  periodMonths: integer('period_months').notNull(),
  priceCents: integer('price_cents').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One attempt to pay for a plan. The amount is copied from the catalogue when it starts, so a
 * later price change does not touch it. `provider_payment_id` is the provider's id (Mercado
 * Pago), unique per provider so a webhook applies once; `txid` is the pix-manual BR Code's id.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planCode: text('plan_code', { enum: PRO_PLAN_CODES })
      .notNull()
      .references(() => plans.code),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerPaymentId: text('provider_payment_id'),
    txid: text('txid').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    providerStatus: text('provider_status'),
    statusDetail: text('status_detail'),
    pixCode: text('pix_code'),
    pixExpiresAt: timestamp('pix_expires_at', { withTimezone: true }),
    boletoBarcode: text('boleto_barcode'),
    boletoUrl: text('boleto_url'),
    boletoDueAt: timestamp('boleto_due_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The admin who confirmed or refused a pix-manual payment. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payments_provider_payment_uq').on(t.provider, t.providerPaymentId),
    unique('payments_txid_uq').on(t.txid),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    // The admin list pages by (created_at, id) within a status.
    index('payments_status_created_idx').on(t.status, t.createdAt, t.id),
    index('payments_pending_online_idx')
      .on(t.provider)
      .where(sql`${t.status} = 'pending' and ${t.providerPaymentId} is not null`),
  ],
);

/**
 * A PRO period bought by one approved payment. `users.pro_until` caches the latest `ends_at`
 * of the periods not revoked (a refund or chargeback revokes one).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planCode: text('plan_code', { enum: PRO_PLAN_CODES })
      .notNull()
      .references(() => plans.code),
    paymentId: uuid('payment_id')
      .notNull()
      .unique('subscriptions_payment_uq')
      .references(() => payments.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.endsAt)],
);

export const PLAN_REMINDER_KINDS = ['7d', '1d', 'expired'] as const;
export type PlanReminderKind = (typeof PLAN_REMINDER_KINDS)[number];

/** Expiry e-mails already sent, one per account, end date and kind. */
export const planReminders = pgTable(
  'plan_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: PLAN_REMINDER_KINDS }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'plan_reminders_pk', columns: [t.userId, t.endsAt, t.kind] })],
);

export type PlanRow = typeof plans.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
