import type { EventBus } from '../../lib/event-bus';

/**
 * A provider who saved their profile may have completed it, so open Aprovações screens reload
 * that row (its completeness) without the profile module knowing about admin screens.
 */
export function announceProviderProfileSaves(bus: EventBus): () => void {
  return bus.subscribe('profile.saved', ({ userId, userType }) => {
    if (userType === 'PROFISSIONAL')
      bus.publish('admin.changed', { kind: 'professional', id: userId });
  });
}
