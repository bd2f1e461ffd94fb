import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { PaymentProvider, ProviderPaymentState } from '../modules/payments/provider';
import { runExclusiveAcrossTransactions } from '../db/exclusive';
import { every } from './every';

const EVERY_MS = 10 * 60 * 1000;
/** A checkout in flight takes at most the provider's timeout (15 s); older orphans are looked up. */
const ORPHAN_AFTER_MS = 2 * 60 * 1000;
/** An orphan the provider still does not know after this never reached it: closed. */
const ORPHAN_GIVE_UP_MS = 30 * 60 * 1000;

/** The part of the payments service reconciliation needs. */
export interface ReconciledPayments {
  pendingOnline(): Promise<{ id: string; providerPaymentId: string }[]>;
  orphanedOnline(before: Date): Promise<{ id: string; createdAt: Date }[]>;
  applyProviderState(state: ProviderPaymentState): Promise<void>;
  closeOrphan(id: string): Promise<void>;
}

export interface ReconciliationDeps {
  db: Db;
  payments: ReconciledPayments;
  /** The online provider (Mercado Pago); the job is not started without one. */
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export interface ReconciliationResult {
  checked: number;
  /** Payments whose charge id was never saved: found at the provider, or closed. */
  orphans: number;
  /** Lookups that failed (provider down); those payments are asked again next round. */
  failed: number;
}

/**
 * One round of the safety net for lost webhooks: every online payment still pending is
 * asked of the provider and applied (the service ignores states it already holds). Instances
 * share the database, so one of them does a round and the others skip it; null then.
 */
export async function runPaymentReconciliation(
  deps: ReconciliationDeps,
): Promise<ReconciliationResult | null> {
  const { payments, provider, log } = deps;
  const lookup = provider.lookup?.bind(provider);
  if (!lookup) return { checked: 0, orphans: 0, failed: 0 };
  return runExclusiveAcrossTransactions(deps.db, 'payment-reconciliation', async () => {
    const pending = await payments.pendingOnline();
    let failed = 0;
    const now = (deps.now ?? (() => new Date()))();
    const orphans = provider.findByReference
      ? await payments.orphanedOnline(new Date(now.getTime() - ORPHAN_AFTER_MS))
      : [];
    for (const orphan of orphans) {
      try {
        const state = await provider.findByReference!(orphan.id);
        if (state) await payments.applyProviderState(state);
        else if (now.getTime() - orphan.createdAt.getTime() > ORPHAN_GIVE_UP_MS)
          await payments.closeOrphan(orphan.id);
      } catch (err) {
        failed += 1;
        log.warn(
          { paymentId: orphan.id, err: err instanceof Error ? err.message : String(err) },
          'pagamento sem cobrança salva não pôde ser conferido',
        );
      }
    }
    for (const payment of pending) {
      try {
        await payments.applyProviderState(await lookup(payment.providerPaymentId));
      } catch (err) {
        failed += 1;
        log.warn(
          {
            paymentId: payment.id,
            providerPaymentId: payment.providerPaymentId,
            err: err instanceof Error ? err.message : String(err),
          },
          'pagamento pendente não pôde ser conferido',
        );
      }
    }
    return { checked: pending.length, orphans: orphans.length, failed };
  });
}

/** Every 10 minutes. The returned function stops it. */
export function startPaymentReconciliation(deps: ReconciliationDeps): () => void {
  return every(
    EVERY_MS,
    async () => {
      const result = await runPaymentReconciliation(deps);
      if (result?.checked || result?.orphans)
        deps.log.info(result, 'pagamentos pendentes conferidos');
    },
    deps.log,
    'falha ao conferir pagamentos pendentes',
  );
}
