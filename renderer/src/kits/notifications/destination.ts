import type { Notification } from '@alinhavo/shared/schemas/notification';
import type { UserType } from '@alinhavo/shared/schemas/user';
import { APP_PATHS } from '../../app/shell/navigation';

/** Payment and expiry news lead to the Plano page. */
const PLAN_TYPES = new Set<Notification['type']>([
  'payment_confirmed',
  'payment_rejected',
  'pro_revoked',
  'pro_expiring',
  'pro_expired',
]);

const withParam = (path: string, name: string, id: string) =>
  `${path}?${name}=${encodeURIComponent(id)}`;

/**
 * Where a click on a notification leads: its conversation, its demand as the viewer sees it
 * (a provider's opportunity or job, a client's demand), the profile once approved or rejected,
 * or the provider search when a new provider matches a saved search.
 * Null when the notification points nowhere: its demand was deleted or removed by moderation, or
 * it tells the outcome of a report (the reported content is not the reporter's to open).
 */
export function notificationDestination(
  n: Pick<Notification, 'type' | 'demand_id' | 'conversation_id'>,
  userType: UserType,
): string | null {
  if (n.conversation_id) return withParam(APP_PATHS.messages, 'conversa', n.conversation_id);
  if (n.type === 'approved' || n.type === 'rejected') return APP_PATHS.profile;
  if (n.type === 'saved_search_match') return APP_PATHS.findProfessionals;
  if (PLAN_TYPES.has(n.type)) return APP_PATHS.plans;
  if (n.type === 'demand_removed' || n.type === 'report_resolved') return null;
  if (!n.demand_id) return null;
  if (userType !== 'PROFISSIONAL') return withParam(APP_PATHS.myDemands, 'demanda', n.demand_id);
  // A new demand, or a client asking this provider for a quote: the demand in Oportunidades.
  if (n.type === 'new_demand' || n.type === 'quote_requested')
    return withParam(APP_PATHS.opportunities, 'demanda', n.demand_id);
  // A new revision of the ficha técnica: the job's details with the ficha open.
  if (n.type === 'ficha_updated')
    return `${withParam(APP_PATHS.myJobs, 'demanda', n.demand_id)}&ficha=1`;
  return APP_PATHS.myJobs;
}
