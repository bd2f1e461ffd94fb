import { SEARCH_TEXTS as T } from '@alinhavo/shared/messages/search';
import type { ApiError } from '../../data/api';

/**
 * Spec §8 Search: 'Erro ao conectar com o servidor' without an answer, 'Erro ao buscar
 * profissionais' for a failed one; a refusal (403) says why in the server's own words (a filter
 * of the Plano Pro, the search being for clients only).
 */
export function searchErrorText(error: ApiError): string {
  if (error.isNetworkError) return T.networkError;
  if (error.status === 403) return error.message;
  return T.serverError;
}
