import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/event-bus';
import type { SavedSearchService } from './saved-searches.service';

/**
 * A provider approved by an admin (published after the approval committed) is checked against
 * every saved search. Runs on the next turn of the event loop; a failure is logged and never
 * undoes the approval.
 */
export function subscribeSavedSearchAlerts(
  bus: EventBus,
  saved: SavedSearchService,
  log: FastifyBaseLogger,
): () => void {
  return bus.subscribe('professional.reviewed', ({ professionalId, approved }) => {
    if (!approved) return;
    setImmediate(() => {
      saved.notifyMatches(professionalId).catch((err: unknown) => {
        log.error(
          { professionalId, err: err instanceof Error ? err.message : String(err) },
          'falha ao avisar buscas salvas',
        );
      });
    });
  });
}
