import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/event-bus';
import type { EmailQueue } from './queue';

/**
 * Events that e-mail without a notification of the app behind them: messages (the unread rule)
 * and new ratings. Deferred like the notifications' handlers, so the publisher never waits.
 */
export function subscribeEmails(bus: EventBus, queue: EmailQueue, log: FastifyBaseLogger) {
  const later = (run: () => Promise<void>) =>
    setImmediate(() => {
      run().catch((err: unknown) =>
        log.error(
          { err: err instanceof Error ? err.message : String(err) },
          'e-mail não enfileirado',
        ),
      );
    });
  const offs = [
    bus.subscribe('message.created', ({ message, participantIds }) =>
      later(() => queue.messageCreated(message, participantIds)),
    ),
    bus.subscribe('rating.changed', ({ change, published }) => {
      const rating = change.rating;
      // The provider hears of a rating when it is published, not while it is held.
      if (rating && published) later(() => queue.ratingCreated(rating.id, rating.professional));
    }),
  ];
  return () => offs.forEach((off) => off());
}
