import type { Payment } from '@alinhavo/shared/schemas/plan';
import { useEffect, useRef } from 'react';
import { plansClient } from '../../data/plans/api';
import { useResync, useServerEvent } from '../../data/realtime/hooks';

/** While waiting, the server is asked again this often in case an event is lost. */
export const PAYMENT_POLL_MS = 10_000;

/**
 * Keeps a payment on screen current: `payment:changed` for it replaces it at once (the Pix
 * screen flips to 'Pagamento confirmado!'); while it is pending, GET /payments/{id}/ every
 * ~10 s and after each reconnection stand in for an event that did not arrive.
 */
export function usePaymentLive(payment: Payment | null, onChange: (payment: Payment) => void) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const id = payment?.id ?? null;
  const pending = payment?.status === 'pending';

  useServerEvent('payment:changed', (fresh) => {
    if (fresh.id === id) onChangeRef.current(fresh);
  });

  const check = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!id || !pending) {
      check.current = () => undefined;
      return;
    }
    const controller = new AbortController();
    check.current = () =>
      void plansClient
        .payment(id, controller.signal)
        .then((fresh) => {
          if (!controller.signal.aborted && fresh.status !== 'pending') onChangeRef.current(fresh);
        })
        .catch(() => undefined);
    const timer = setInterval(() => check.current(), PAYMENT_POLL_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [id, pending]);
  useResync(() => check.current());
}
