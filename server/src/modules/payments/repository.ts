import { and, count, desc, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PaymentProviderName, PaymentStatus } from '@alinhavo/shared/schemas/plan';
import type { DbOrTx } from '../../db/client';
import { payments, plans, subscriptions, users, type PaymentRow } from '../../db/schema';
import type { Keyset } from '../admin/cursor';
import { before, stampOf } from '../admin/search';

/** A payment with what its answers show: the plan's name and the period it bought. */
const viewColumns = {
  payment: payments,
  planName: plans.name,
  periodStart: subscriptions.startsAt,
  periodEnd: subscriptions.endsAt,
};

function views(db: DbOrTx) {
  return db
    .select(viewColumns)
    .from(payments)
    .innerJoin(plans, eq(plans.code, payments.planCode))
    .leftJoin(subscriptions, eq(subscriptions.paymentId, payments.id));
}

/** A payment with whose it is, for the admin console. */
function adminRows(db: DbOrTx) {
  return db
    .select({
      ...viewColumns,
      user: {
        id: users.id,
        name: sql<string>`coalesce(${users.tradeName}, ${users.fullName}, ${users.email})`,
        email: users.email,
        userType: users.userType,
      },
      id: payments.id,
      cursorAt: stampOf(payments.createdAt),
    })
    .from(payments)
    .innerJoin(plans, eq(plans.code, payments.planCode))
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(subscriptions, eq(subscriptions.paymentId, payments.id));
}

export type PaymentView = NonNullable<Awaited<ReturnType<typeof paymentsRepository.view>>>;

export const paymentsRepository = {
  async insert(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [row] = await db.insert(payments).values(values).returning();
    if (!row) throw new Error('payment insert returned nothing');
    return row;
  },

  async update(
    db: DbOrTx,
    id: string,
    patch: Partial<typeof payments.$inferInsert>,
  ): Promise<PaymentRow> {
    const [row] = await db
      .update(payments)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(payments.id, id))
      .returning();
    if (!row) throw new Error('payment update returned nothing');
    return row;
  },

  /** The row locked until the transaction ends: one change at a time per payment. */
  async lockById(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
    return row;
  },

  async lockByProviderId(
    db: DbOrTx,
    provider: PaymentProviderName,
    providerPaymentId: string,
  ): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(
        and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)),
      )
      .for('update');
    return row;
  },

  /** The account's pix-manual payment still waiting for this plan, if any (no duplicates). */
  async pendingManual(db: DbOrTx, userId: string, planCode: string) {
    const [row] = await views(db)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.planCode, planCode as PaymentRow['planCode']),
          eq(payments.provider, 'pix-manual'),
          eq(payments.status, 'pending'),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row;
  },

  async view(db: DbOrTx, id: string) {
    const [row] = await views(db).where(eq(payments.id, id));
    return row;
  },

  /** Newest first: the Plano menu's history. */
  async ofUser(db: DbOrTx, userId: string) {
    return views(db)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id));
  },

  /** Mercado Pago payments still waiting, with the provider's id (the reconciliation's list). */
  async pendingOnline(db: DbOrTx) {
    return db
      .select({ id: payments.id, providerPaymentId: payments.providerPaymentId })
      .from(payments)
      .where(
        and(
          eq(payments.provider, 'mercadopago'),
          eq(payments.status, 'pending'),
          isNotNull(payments.providerPaymentId),
        ),
      )
      .orderBy(payments.createdAt);
  },

  /**
   * Mercado Pago payments still pending without the provider's id, created before `before`: the
   * process died between saving the row and saving the charge's answer.
   */
  async orphanedOnline(db: DbOrTx, before: Date) {
    return db
      .select({ id: payments.id, createdAt: payments.createdAt })
      .from(payments)
      .where(
        and(
          eq(payments.provider, 'mercadopago'),
          eq(payments.status, 'pending'),
          isNull(payments.providerPaymentId),
          lt(payments.createdAt, before),
        ),
      )
      .orderBy(payments.createdAt);
  },

  /** The admin Pagamentos page: newest first, keyset on (created_at, id). */
  async adminPage(
    db: DbOrTx,
    statuses: readonly PaymentStatus[] | null,
    after: Keyset | undefined,
    limit: number,
  ) {
    const where: SQL[] = [];
    if (statuses) where.push(inArray(payments.status, [...statuses]));
    if (after) where.push(before(payments.createdAt, payments.id, after));
    return adminRows(db)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit);
  },

  async adminOne(db: DbOrTx, id: string) {
    const [row] = await adminRows(db).where(eq(payments.id, id));
    return row;
  },

  async pendingCount(db: DbOrTx): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.status, 'pending'), eq(payments.provider, 'pix-manual')));
    return row?.n ?? 0;
  },
};
