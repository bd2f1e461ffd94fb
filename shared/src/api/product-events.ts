import { endpoint } from './contract';
import { periodQuery } from '../schemas/admin';
import {
  analyticsPreferenceSchema,
  productEventBatchSchema,
  productEventsAcceptedSchema,
  productFunnelSchema,
} from '../schemas/product-events';

/**
 * Our own product analytics. Events go to our server only; the admin reads the funnel
 * in Relatórios. Not the per-user dashboards of `analytics.ts` (spec §2 Dashboard).
 */
export const productEventsApi = {
  /**
   * Public: visitors count too. A bearer, when the page has one, lets the server hash the
   * account and honour its opt-out; it is never required.
   */
  record: endpoint({
    method: 'POST',
    path: '/analytics/events/',
    body: productEventBatchSchema,
    data: productEventsAcceptedSchema,
    auth: 'public',
    summary: 'Recebe um lote de eventos de uso (sem dados pessoais)',
  }),
  preference: endpoint({
    method: 'GET',
    path: '/user/analytics/',
    body: undefined,
    data: analyticsPreferenceSchema,
    auth: 'user',
    summary: 'Se a conta permite estatísticas de uso anônimas',
  }),
  setPreference: endpoint({
    method: 'PUT',
    path: '/user/analytics/',
    body: analyticsPreferenceSchema,
    data: analyticsPreferenceSchema,
    auth: 'user',
    summary: 'Liga ou desliga as estatísticas de uso anônimas da conta',
  }),
  funnel: endpoint({
    method: 'GET',
    path: '/admin/funnel/',
    query: periodQuery,
    body: undefined,
    data: productFunnelSchema,
    auth: 'user',
    summary: 'Funil e números semanais dos eventos de uso num período (admin)',
  }),
} as const;
