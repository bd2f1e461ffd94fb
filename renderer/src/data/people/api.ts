import { analyticsApi } from '@alinhavo/shared/api/analytics';
import { demandsApi } from '@alinhavo/shared/api/demands';
import { ratingsApi } from '@alinhavo/shared/api/ratings';
import { api } from '../api';

/*
 * The server reads whose answers feed the people tables. Separate functions, so each screen's
 * chunk carries only the ones it uses.
 */

/** Every candidate of the demand, or only `ids` among them. */
export const fetchCandidates = (demandId: string, ids?: readonly string[]) =>
  api.call(demandsApi.interested, {
    params: { id: demandId },
    query: { ids: ids && ids.length > 0 ? ids.join(',') : undefined },
  });

export const fetchChosen = (demandId: string) =>
  api.call(demandsApi.chosen, { params: { id: demandId } });

export const fetchReviewsOf = (professionalId: string) =>
  api.call(ratingsApi.list, { query: { professional: professionalId } });

export const fetchOwnRating = (q: { clientId: string; professionalId: string; demandId: string }) =>
  api.call(ratingsApi.lookup, {
    query: { client_id: q.clientId, professional_id: q.professionalId, demand_id: q.demandId },
  });

export const fetchProfessionalAnalytics = (signal?: AbortSignal) =>
  api.call(analyticsApi.professional, signal ? { signal } : {});
