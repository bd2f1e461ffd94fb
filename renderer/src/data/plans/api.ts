import { adminPaymentsApi, paymentsApi, plansApi } from '@alinhavo/shared/api/plans';
import type {
  ADMIN_PAYMENT_FILTERS,
  CardToken,
  PaymentMethod,
  ProPlanCode,
} from '@alinhavo/shared/schemas/plan';
import { api } from '../api';

/*
 * The plan and payment calls, typed by the shared contract. None of this is kept on
 * the device: a payment is an online act, and the plan itself lives on the session user.
 */

export type AdminPaymentFilter = (typeof ADMIN_PAYMENT_FILTERS)[number];

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const plansClient = {
  catalogue: (signal?: AbortSignal) => api.call(plansApi.catalogue, withSignal(signal)),
  me: (signal?: AbortSignal) => api.call(plansApi.me, withSignal(signal)),
  checkout: (plan: ProPlanCode, method: PaymentMethod, card?: CardToken) =>
    api.call(plansApi.checkout, { body: card ? { plan, method, card } : { plan, method } }),
  payment: (id: string, signal?: AbortSignal) =>
    api.call(paymentsApi.get, { params: { id }, ...withSignal(signal) }),
};

export const adminPaymentsClient = {
  list: (status: AdminPaymentFilter, cursor: string | undefined, signal?: AbortSignal) =>
    api.call(adminPaymentsApi.payments, {
      query: cursor ? { status, cursor } : { status },
      ...withSignal(signal),
    }),
  confirm: (id: string) => api.call(adminPaymentsApi.confirmPayment, { params: { id }, body: {} }),
  reject: (id: string, reason: string | undefined) =>
    api.call(adminPaymentsApi.rejectPayment, {
      params: { id },
      body: reason ? { reason } : {},
    }),
};
