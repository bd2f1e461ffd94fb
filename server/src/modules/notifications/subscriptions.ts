import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents, EventBus } from '../../lib/event-bus';
import type { NotificationService } from './service';

/**
 * Turns domain events into notifications. A handler runs after the publisher's response is
 * decided and its failure is only logged: a notification never breaks the action behind it.
 */
export function subscribeNotifications(
  bus: EventBus,
  notifications: NotificationService,
  log: FastifyBaseLogger,
): () => void {
  const on = <K extends keyof DomainEvents>(
    name: K,
    handle: (payload: DomainEvents[K]) => Promise<unknown>,
  ) =>
    bus.subscribe(name, (payload) => {
      // Deferred: an event published inside a transaction must not wait on, or be waited by, it.
      setImmediate(() => {
        handle(payload).catch((err: unknown) => {
          log.error(
            { event: name, err: err instanceof Error ? err.message : String(err) },
            'falha ao criar notificação',
          );
        });
      });
    });

  const unsubscribe = [
    on('demand.created', ({ demandId }) => notifications.notifyMatchingProviders(demandId)),
    on('demand.interest_added', ({ demandId, clientId }) =>
      notifications.notifyAboutDemand(clientId, demandId, 'new_interest'),
    ),
    on('demand.professional_selected', ({ demandId, professionalId }) =>
      notifications.notifyAboutDemand(professionalId, demandId, 'selected'),
    ),
    on('demand.professional_removed', ({ demandId, professionalId, reason }) =>
      notifications.notifyRemoved(professionalId, demandId, reason),
    ),
    on('demand.completed', ({ demandId, professionalId }) =>
      notifications.notifyAboutDemand(professionalId, demandId, 'completed'),
    ),
    // The chosen provider is asked to review the client of the finished demand.
    on('demand.completed', ({ demandId, professionalId }) =>
      notifications.notifyAboutDemand(professionalId, demandId, 'rate_client'),
    ),
    on('quote.changed', ({ demandId, clientId, revised }) =>
      revised
        ? notifications.notifyAboutDemand(clientId, demandId, 'quote_revised')
        : Promise.resolve([]),
    ),
    on('ficha.revised', ({ demandId, professionalId }) =>
      notifications.notifyAboutDemand(professionalId, demandId, 'ficha_updated'),
    ),
    on('quote.requested', ({ demandId, professionalId }) =>
      notifications.notifyAboutDemand(professionalId, demandId, 'quote_requested'),
    ),
    on('conversation.started', ({ conversationId, starterType, recipientIds }) =>
      notifications.notifyConversationStarted(recipientIds, conversationId, starterType),
    ),
    on('professional.reviewed', ({ professionalId, approved }) =>
      approved
        ? notifications.notifyApproved(professionalId)
        : notifications.notifyRejected(professionalId),
    ),
  ];
  return () => unsubscribe.forEach((off) => off());
}
