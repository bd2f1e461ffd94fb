import { SEARCH_TEXTS } from '@alinhavo/shared/messages/search';
import type { SavedSearch } from '@alinhavo/shared/schemas/search';
import type { ProfessionalSearchFilters } from '@alinhavo/shared/schemas/search';
import type { Db } from '../../db/client';
import type { SavedSearchRow } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { Principal } from '../auth/service';
import type { NotificationService } from '../notifications/service';
import { assertBasicFilters, SAVED_SEARCHES_MAX, searchFiltersOf } from './plan-rules';
import { savedSearchesRepository as repo } from './saved-searches.repository';
import type { ProfessionalSearchService } from './service';

const toDto = (r: SavedSearchRow): SavedSearch => ({
  id: r.id,
  name: r.name,
  filters: r.filters,
  created_at: r.createdAt.toISOString(),
});

/**
 * Saved provider searches: each client keeps up to 10, sees and deletes only its
 * own, and is notified when an admin approves a provider one of them matches.
 */
export class SavedSearchService {
  constructor(
    private readonly db: Db,
    private readonly search: ProfessionalSearchService,
    private readonly notifications: NotificationService,
  ) {}

  async list(p: Principal): Promise<SavedSearch[]> {
    this.search.viewer(p);
    return (await repo.list(this.db, p.user.id)).map(toDto);
  }

  async create(
    p: Principal,
    body: { name: string; filters: ProfessionalSearchFilters },
  ): Promise<SavedSearch> {
    const viewer = this.search.viewer(p);
    // A Basic client saves only what it may search.
    if (!viewer.pro) assertBasicFilters(body.filters, 'relevance');
    // Read before the transaction (PGlite has one connection).
    const match = searchFiltersOf(body.filters, await this.search.textQuery(body.filters.search));
    const row = await this.db.transaction((tx) =>
      repo.insertWithin(tx, {
        userId: viewer.id,
        name: body.name,
        filters: body.filters,
        match,
        max: SAVED_SEARCHES_MAX,
      }),
    );
    if (!row) throw new AppError(409, SEARCH_TEXTS.savedSearchLimit, 'VALIDATION');
    return toDto(row);
  }

  async delete(p: Principal, id: string): Promise<void> {
    this.search.viewer(p);
    if (!(await repo.delete(this.db, p.user.id, id))) throw notFound();
  }

  /**
   * After an approval committed: one notification per saved search the provider now matches
   * (listed, complete, every filter of the search). Called by the alert subscription.
   */
  async notifyMatches(professionalId: string): Promise<number> {
    const matches = await repo.matchingProvider(this.db, professionalId);
    await this.notifications.notifySavedSearchMatches(
      matches.map((m) => ({
        userId: m.user_id,
        professionalName: m.provider_name ?? 'Profissional',
        searchName: m.name,
      })),
    );
    return matches.length;
  }
}
