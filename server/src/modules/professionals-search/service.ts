import type { z } from 'zod';
import { SEARCH_TEXTS } from '@alinhavo/shared/messages/search';
import type {
  ProfessionalProfile,
  ProfessionalSearchPage,
  professionalSearchQuery,
  SearchLimits,
} from '@alinhavo/shared/schemas/search';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import type { AdminAccounts } from '../../lib/admins';
import type { Principal } from '../auth/service';
import { isPro } from '../plans/pro';
import { ratingsRepository } from '../ratings/repository';
import { toRatingDto } from '../ratings/service';
import { decodeSearchCursor, encodeSearchCursor, type SearchKey } from './cursor';
import { contactOf, toCard } from './dto';
import {
  assertBasicFilters,
  BASIC_PROFILES_PER_MONTH,
  calendarMonthOf,
  searchFiltersOf,
  TOTAL_CAP,
} from './plan-rules';
import { professionalSearchRepository as repo } from './repository';
import { profileViewsRepository } from './views.repository';

type SearchQuery = z.output<typeof professionalSearchQuery>;

export interface Viewer {
  id: string;
  /** Admins use search as PRO does (they moderate what clients see). */
  pro: boolean;
}

export interface ProfessionalSearchOptions {
  /** Exact counts up to this many (tests lower it). */
  totalCap?: number;
  now?: () => Date;
}

/**
 * Spec §2 'Provider search (client)', §3 and §7: clients (and admins) search approved,
 * unsuspended providers with complete profiles and open their full profiles, within what their
 * plan allows (DESIGN §9.9).
 */
export class ProfessionalSearchService {
  private readonly totalCap: number;
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly admins: AdminAccounts,
    options: ProfessionalSearchOptions = {},
  ) {
    this.totalCap = options.totalCap ?? TOTAL_CAP;
    this.now = options.now ?? (() => new Date());
  }

  /** Only clients and admins search providers; providers get the spec's refusal. */
  async viewer(p: Principal): Promise<Viewer> {
    const admin = this.admins.has(p.user.email);
    if (!admin && p.user.userType !== 'CLIENTE') throw forbidden(SEARCH_TEXTS.onlyClients);
    return { id: p.user.id, pro: admin || (await isPro(this.db, p.user.id)) };
  }

  async search(p: Principal, q: SearchQuery): Promise<ProfessionalSearchPage> {
    const viewer = await this.viewer(p);
    if (!viewer.pro) assertBasicFilters(q, q.ordering);
    const filters = searchFiltersOf(q);
    const after = decodeSearchCursor(q.cursor);
    const place = await repo.placeOf(this.db, viewer.id);
    // Without the viewer's own municipality there is nothing to be near: relevance order.
    const byDistance = q.ordering === 'distance' && place !== undefined;

    let ids: string[];
    let next: SearchKey | null = null;
    if (byDistance) {
      const rows = await repo.pageByDistance(
        this.db,
        place,
        filters,
        after?.o === 'd' ? after : undefined,
        q.page_size,
      );
      const page = rows.slice(0, q.page_size);
      const last = page.at(-1);
      if (rows.length > q.page_size && last)
        next = { o: 'd', p: last.km === null ? 1 : 0, km: last.km, id: last.user_id };
      ids = page.map((r) => r.user_id);
    } else {
      const rows = await repo.pageByRelevance(
        this.db,
        filters,
        after?.o === 'r' ? after : undefined,
        q.page_size,
      );
      const page = rows.slice(0, q.page_size);
      const last = page.at(-1);
      if (rows.length > q.page_size && last)
        next = {
          o: 'r',
          rank: last.rank,
          rating: last.rating_avg,
          work: last.work_count,
          id: last.user_id,
        };
      ids = page.map((r) => r.user_id);
    }

    const [cards, counted, limits] = await Promise.all([
      repo.cards(this.db, ids),
      repo.countUpTo(this.db, filters, this.totalCap),
      this.limits(viewer),
    ]);
    const byId = new Map(cards.map((c) => [c.s.userId, c]));
    const matchedIncomplete =
      counted === 0 && !after ? await repo.incompleteMatches(this.db, filters) : false;
    return {
      results: ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toCard(row, { pro: viewer.pro, place })] : [];
      }),
      next_cursor: next ? encodeSearchCursor(next) : null,
      total: Math.min(counted, this.totalCap),
      total_capped: counted > this.totalCap,
      matched_incomplete: matchedIncomplete,
      limits,
    };
  }

  /**
   * The full profile of the search modal and of the candidates (spec §2). A Basic client opens
   * 5 different ones per calendar month; opening one already opened this month is free; the
   * sixth is refused with the plan text. Unknown, unapproved or suspended: 404.
   */
  async profile(p: Principal, professionalId: string): Promise<ProfessionalProfile> {
    const viewer = await this.viewer(p);
    if (!(await repo.listed(this.db, professionalId)))
      throw notFound(SEARCH_TEXTS.professionalNotFound);
    let limits: SearchLimits = { is_pro: viewer.pro, profiles_left: null };
    if (!viewer.pro) {
      const month = calendarMonthOf(this.now());
      const counted = await this.db.transaction((tx) =>
        profileViewsRepository.record(tx, {
          clientId: viewer.id,
          professionalId,
          month,
          max: BASIC_PROFILES_PER_MONTH,
        }),
      );
      if (!counted.allowed) throw forbidden(SEARCH_TEXTS.profileLimit);
      limits = {
        is_pro: false,
        profiles_left: Math.max(0, BASIC_PROFILES_PER_MONTH - counted.used),
      };
    }
    const [[row], machines, reviews, worked, mine, place] = await Promise.all([
      repo.cards(this.db, [professionalId]),
      repo.machineIds(this.db, professionalId),
      ratingsRepository.list(this.db, { professionalId }),
      ratingsRepository.workedTogether(this.db, viewer.id, professionalId, null),
      ratingsRepository.find(this.db, viewer.id, professionalId, null),
      repo.placeOf(this.db, viewer.id),
    ]);
    if (!row) throw notFound(SEARCH_TEXTS.professionalNotFound);
    return {
      ...toCard(row, { pro: viewer.pro, place }),
      // E-mail is direct contact like the phone (spec §1: direct contact is PRO's).
      email: viewer.pro ? contactOf(row).email : null,
      machines,
      daily_production_capacity: row.dailyProductionCapacity,
      min_required_production: row.minRequiredProduction,
      max_required_production: row.maxRequiredProduction,
      reviews: reviews.map(toRatingDto),
      can_rate: worked,
      my_rating: mine ? toRatingDto(mine) : null,
      limits,
    };
  }

  /** What the viewer's plan allows now: PRO unlimited, Basic what is left of the month's 5. */
  async limits(viewer: Viewer): Promise<SearchLimits> {
    if (viewer.pro) return { is_pro: true, profiles_left: null };
    const used = await profileViewsRepository.countInMonth(
      this.db,
      viewer.id,
      calendarMonthOf(this.now()),
    );
    return { is_pro: false, profiles_left: Math.max(0, BASIC_PROFILES_PER_MONTH - used) };
  }
}
