import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@alinhavo/shared/api/contract';
import { profileApi } from '@alinhavo/shared/api/profile';
import type { EventBus } from '../../lib/event-bus';

const PROFILE_ROUTE = `${API_PREFIX}${profileApi.patch.path}`;

/**
 * onResponse hook: a provider who saved their profile may have completed it, so open
 * Aprovações screens reload that row (its completeness) without the profile module knowing.
 */
export function announceProviderProfileSaves(bus: EventBus) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (req.method !== 'PATCH' || reply.statusCode !== 200) return;
    if (req.routeOptions.url !== PROFILE_ROUTE) return;
    let user;
    try {
      user = req.principal().user;
    } catch {
      return;
    }
    if (user.userType === 'PROFISSIONAL')
      bus.publish('admin.changed', { kind: 'professional', id: user.id });
  };
}
