import { platform } from '../../platform';
import { createApiClient } from './client';

export { ApiError } from './errors';
export type { CallOptions } from './client';

let sessionExpiredHandler: () => void = () => undefined;

/** The session layer decides what "session over" means (clear, toast, go home). */
export function onSessionExpired(handler: () => void): void {
  sessionExpiredHandler = handler;
}

/** The one API client of the app (DESIGN §7). */
export const api = createApiClient({
  serverOrigin: () => platform.serverOrigin(),
  tokens: platform.session.tokens,
  onSessionExpired: () => sessionExpiredHandler(),
});
