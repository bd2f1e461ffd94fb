import { ERRORS } from '@alinhavo/shared/messages/errors';
import { PROFILE_TEXTS } from '@alinhavo/shared/messages/profile';
import { ApiError } from '../../data/api';

// Apart from the form code (./profile-form) so the dashboard's profile card, which only loads
// the profile, does not take the form's helpers with it.
/** Spec §8 Profile: the load failure texts. */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404 || error.message.includes('404'))
      return PROFILE_TEXTS.apiRouteNotFound;
    if (error.message === ERRORS.invalidResponse) return PROFILE_TEXTS.invalidApiResponse;
  }
  if (error instanceof SyntaxError) return PROFILE_TEXTS.invalidApiResponse;
  return PROFILE_TEXTS.loadError;
}
