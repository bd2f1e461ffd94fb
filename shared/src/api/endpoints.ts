import { adminApi, reportsApi } from './admin';
import { analyticsApi } from './analytics';
import { authApi, healthApi } from './auth';
import { catalogueApi, geoApi } from './catalogue';
import { clientReviewsApi } from './client-reviews';
import type { Contract } from './contract';
import { conversationsApi } from './conversations';
import { emailPreferencesApi } from './email-preferences';
import { demandsApi } from './demands';
import { fichaApi } from './ficha';
import { fichaModelsApi } from './ficha-models';
import { filesApi } from './files';
import { legalApi } from './legal';
import { lotsApi } from './lots';
import { notificationsApi } from './notifications';
import { adminPaymentsApi, paymentsApi, plansApi } from './plans';
import { productEventsApi } from './product-events';
import { portfolioApi } from './portfolio';
import { profileApi } from './profile';
import { quotesApi } from './quotes';
import { ratingsApi } from './ratings';
import { clientsApi, professionalsApi } from './search';

/**
 * The whole HTTP contract as groups of endpoints: what the typed clients are bound from
 * (`api.demands.get(...)`) and what the server's test checks is registered and documented.
 */
export const apiContract = {
  health: healthApi,
  auth: authApi,
  profile: profileApi,
  analytics: analyticsApi,
  services: catalogueApi.services,
  serviceAreas: catalogueApi.serviceAreas,
  specialties: catalogueApi.specialties,
  machines: catalogueApi.machines,
  availabilities: catalogueApi.availabilities,
  geo: geoApi,
  demands: demandsApi,
  ficha: fichaApi,
  fichaModels: fichaModelsApi,
  quotes: quotesApi,
  lots: lotsApi,
  files: filesApi,
  portfolio: portfolioApi,
  ratings: ratingsApi,
  clientReviews: clientReviewsApi,
  professionals: professionalsApi,
  clients: clientsApi,
  conversations: conversationsApi,
  notifications: notificationsApi,
  reports: reportsApi,
  admin: adminApi,
  plans: plansApi,
  payments: paymentsApi,
  adminPayments: adminPaymentsApi,
  legal: legalApi,
  productEvents: productEventsApi,
  emailPreferences: emailPreferencesApi,
} as const satisfies Contract;

export type ApiContract = typeof apiContract;
