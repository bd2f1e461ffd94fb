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
import { foldText } from '@alinhavo/shared/rules/search';
import { isCompany } from '../admin/display';
import { hasProAccess, visibleContact } from '../plans/contact';
import { ratingRecords, toRatingDto } from '../ratings/service';
import { searchCursor, type SearchKey } from './cursor';
import { contactFieldsOf, toCard } from './dto';
import {
  assertBasicFilters,
  BASIC_PROFILES_PER_MONTH,
  calendarMonthOf,
  searchFiltersOf,
  TOTAL_CAP,
} from './plan-rules';
import {
  professionalSearchRepository as repo,
  type CardRow,
  type Place,
  type SearchFilters,
} from './repository';
import { searchWordsOf, textQueryOf, type CatalogueHit, type TextQuery } from './text-query';
import { profileViewsRepository } from './views.repository';

type SearchQuery = z.output<typeof professionalSearchQuery>;

/** Entries each in-process cache holds before it starts over (words, municipalities). */
const MAX_CACHED = 10_000;
/** How long a search known to match more than the cap is not counted again. */
const OVER_CAP_MS = 60_000;

/** Keys remembered for a while (monotonic clock), at most MAX_CACHED at once. */
class RecentKeys {
  private readonly until = new Map<string, number>();
  constructor(private readonly ttlMs: number) {}
  has(key: string): boolean {
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (until > performance.now()) return true;
    this.until.delete(key);
    return false;
  }
  remember(key: string): void {
    if (this.until.size >= MAX_CACHED) this.until.clear();
    this.until.set(key, performance.now() + this.ttlMs);
  }
}

export interface Viewer {
  id: string;
  /** Admins use search as PRO does (they moderate what clients see). */
  pro: boolean;
}

export interface ProfessionalSearchOptions {
  /** Exact counts up to this many. */
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
  /** Catalogue hits of each search word seen (the index of a hit is set per search). */
  private readonly hitsByWord = new Map<string, CatalogueHit[]>();
  /**
   * Filters (and resolved text) whose first page counted more than the cap in the last minute:
   * counting to 1,001 was most of the database's work for broad searches, and '1.000+' may lag
   * by that minute when matches fall under the cap. Under the cap every first page counts.
   */
  private readonly overCap = new RecentKeys(OVER_CAP_MS);
  /** Seats of the municipalities viewers live in, by UF and folded city; found ones only. */
  private readonly places = new Map<string, Place>();

  constructor(
    private readonly db: Db,
    private readonly admins: AdminAccounts,
    options: ProfessionalSearchOptions = {},
  ) {
    this.totalCap = options.totalCap ?? TOTAL_CAP;
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Only clients and admins search providers; providers get the spec's refusal. PRO by the
   * plans rule over the account the request's session check has just read (no second query).
   */
  viewer(p: Principal): Viewer {
    const admin = this.admins.has(p.user.email);
    if (!admin && p.user.userType !== 'CLIENTE') throw forbidden(SEARCH_TEXTS.onlyClients);
    return { id: p.user.id, pro: hasProAccess(this.admins, p) };
  }

  /**
   * The free text as the search runs it: its words as prefixes, the catalogue items their
   * words name, and for a word the catalogue does not know the catalogue words closest to it (a
   * misspelling). Undefined under 3 characters.
   */
  async textQuery(search: string | undefined): Promise<TextQuery | undefined> {
    const words = searchWordsOf(search);
    if (!words) return undefined;
    return textQueryOf(words, await this.catalogueHits(words));
  }

  /**
   * What each word finds in the catalogue. The catalogue changes only with a seed (a deploy,
   * as CatalogueService says), so a word's hits are kept for the life of the process; the words
   * not seen yet are looked up in one round trip.
   */
  private async catalogueHits(words: string[]): Promise<CatalogueHit[]> {
    const missing = words.filter((w) => !this.hitsByWord.has(w));
    if (missing.length > 0) {
      const found = await repo.catalogueHits(this.db, missing);
      if (this.hitsByWord.size + missing.length > MAX_CACHED) this.hitsByWord.clear();
      missing.forEach((word, index) =>
        this.hitsByWord.set(
          word,
          found.filter((h) => h.index === index),
        ),
      );
    }
    return words.flatMap((word, index) =>
      (this.hitsByWord.get(word) ?? []).map((h) => ({ ...h, index })),
    );
  }

  async search(p: Principal, q: SearchQuery): Promise<ProfessionalSearchPage> {
    const viewer = this.viewer(p);
    if (!viewer.pro) assertBasicFilters(q, q.ordering);
    const cursor = searchCursor.decode(q.cursor);
    const filters = searchFiltersOf(q, await this.textQuery(q.search));
    const here = await this.placeOf(p);
    // Without the viewer's own municipality there is nothing to be near: relevance order.
    const place = q.ordering === 'distance' ? here : undefined;
    const kind = place ? 'd' : 'r';
    // A cursor of the other ordering (the client switched) starts over.
    const after = cursor?.o === kind ? cursor : undefined;
    const size = q.page_size;

    // Counted once, on the first page, no further than the cap; the cursor carries it on.
    // With text, up to the cap every match is ranked in one pass (which also counts them); over
    // it, the search goes tier by tier in the index's order (repository).
    // A first page whose filters matched more than the cap a moment ago is not counted again.
    const key = after ? '' : JSON.stringify(filters);
    let counted = after
      ? { n: after.n, c: after.c }
      : this.overCap.has(key)
        ? { n: this.totalCap, c: true }
        : undefined;
    let rows: CardRow[];
    if (place) {
      const near = await repo.pageByDistance(
        this.db,
        place,
        filters,
        after?.o === 'd' ? after : undefined,
        size,
        counted ? undefined : this.totalCap,
      );
      rows = near.rows;
      if (near.n !== undefined)
        counted ??= { n: Math.min(near.n, this.totalCap), c: near.n > this.totalCap };
    } else if (counted?.c || (!filters.text && filters.cityKeys.length === 0)) {
      // Without text the (rating, jobs, id) order is the index's: the first page is counted in
      // the same statement. A city names few providers: those go the way of text below, where
      // one scan of the matches gives the page and the count (it was two scans of the same
      // bitmap, one for each).
      const tiers = await repo.pageByTiers(
        this.db,
        here,
        filters,
        after?.o === 'r' ? after : undefined,
        size,
        counted ? undefined : this.totalCap,
      );
      rows = tiers.rows;
      if (tiers.n !== undefined)
        counted ??= { n: Math.min(tiers.n, this.totalCap), c: tiers.n > this.totalCap };
    } else {
      const few = await repo.pageAmongFew(
        this.db,
        here,
        filters,
        after?.o === 'r' ? after : undefined,
        size,
        this.totalCap,
      );
      if (counted || few.n <= this.totalCap) {
        rows = few.rows;
        counted ??= { n: few.n, c: false };
      } else {
        counted = { n: this.totalCap, c: true };
        rows = (await repo.pageByTiers(this.db, here, filters, undefined, size)).rows;
      }
    }
    const page = rows.slice(0, size);
    const more = rows.length > size;
    // A first page without more is all there is (whatever was remembered about the cap).
    if (!after && !more) counted = { n: page.length, c: false };
    counted ??= more ? await this.count(filters) : { n: page.length, c: false };
    const { n: total, c: capped } = counted;
    if (!after && capped) this.overCap.remember(key);
    const last = page.at(-1);
    const next = more && last ? nextKey(kind, last, { n: total, c: capped }) : null;
    const matchedIncomplete =
      total === 0 && !after ? await repo.incompleteMatches(this.db, filters) : false;
    return {
      results: page.map((r) => toCard(r, viewer)),
      next_cursor: next ? searchCursor.encode(next) : null,
      total,
      total_capped: capped,
      matched_incomplete: matchedIncomplete,
      limits: await this.limits(viewer),
    };
  }

  /**
   * The full profile of the search modal and of the candidates (spec §2). A Basic client opens
   * 5 different ones per calendar month; opening one already opened this month is free; the
   * sixth is refused with the plan text. A candidate or the chosen professional of one of the
   * client's demands is not counted: the client met them through the demand, not the search.
   * Unknown, unapproved or suspended: 404.
   */
  /** One provider's card if clients may see it (approved, not suspended), without a distance. */
  listedCard(id: string) {
    return repo.listedCard(this.db, undefined, id);
  }

  async profile(p: Principal, professionalId: string): Promise<ProfessionalProfile> {
    const viewer = this.viewer(p);
    const card = await repo.listedCard(this.db, await this.placeOf(p), professionalId);
    if (!card) throw notFound(SEARCH_TEXTS.professionalNotFound);
    let limits: SearchLimits = { is_pro: viewer.pro, profiles_left: null };
    if (
      !viewer.pro &&
      (await profileViewsRepository.tiedByDemand(this.db, viewer.id, professionalId))
    )
      limits = await this.limits(viewer);
    else if (!viewer.pro) {
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
    const [machines, { reviews, rateable, mine }] = await Promise.all([
      repo.machineIds(this.db, professionalId),
      ratingRecords.seenBy(this.db, viewer.id, professionalId),
    ]);
    return {
      ...toCard(card, viewer),
      // E-mail is direct contact like the phone (spec §1: direct contact is PRO's).
      email: visibleContact(viewer.pro, contactFieldsOf(card)).email,
      machines,
      daily_production_capacity: card.daily_production_capacity,
      min_required_production: card.min_required_production,
      max_required_production: card.max_required_production,
      reviews: reviews.map(toRatingDto),
      can_rate: rateable.length > 0,
      rate_demands: rateable,
      my_rating: mine ? toRatingDto(mine) : null,
      limits,
    };
  }

  /**
   * The viewer's municipality: the city and UF its profile shows (the company's for a company,
   * spec §3), named as the IBGE names it (folded).
   */
  private async placeOf(p: Principal): Promise<Place | undefined> {
    const u = p.user;
    const company = isCompany(u);
    const city = company && u.companyCity?.trim() ? u.companyCity : u.city;
    const uf = company && u.companyUf?.trim() ? u.companyUf : u.uf;
    if (!city?.trim() || !uf?.trim()) return undefined;
    const key = `${uf.trim().toUpperCase()}|${foldText(city.trim())}`;
    // A municipality's seat never moves: one found is kept. One not found is asked again (a
    // geography seed may add it).
    const known = this.places.get(key);
    if (known) return known;
    const found = await repo.placeOf(this.db, uf.trim().toUpperCase(), foldText(city.trim()));
    if (found) {
      if (this.places.size >= MAX_CACHED) this.places.clear();
      this.places.set(key, found);
    }
    return found;
  }

  /** Matches up to the cap (exact), and whether there are more. */
  private async count(filters: SearchFilters): Promise<{ n: number; c: boolean }> {
    const n = await repo.countUpTo(this.db, filters, this.totalCap);
    return { n: Math.min(n, this.totalCap), c: n > this.totalCap };
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

/** The cursor after the last card of a page. */
function nextKey(kind: 'r' | 'd', last: CardRow, counted: { n: number; c: boolean }): SearchKey {
  if (kind === 'd')
    return { o: 'd', ...counted, p: last.km === null ? 1 : 0, km: last.km, id: last.user_id };
  return {
    o: 'r',
    ...counted,
    tier: last.tier,
    rating: last.rating_avg,
    work: last.work_count,
    id: last.user_id,
  };
}
