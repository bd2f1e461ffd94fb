import { z } from 'zod';
import { foldText, searchTerms } from '@alinhavo/shared/rules/search';
import type {
  ClientCard,
  ClientSearchPage,
  clientSearchQuery,
} from '@alinhavo/shared/schemas/client-search';
import type { Db } from '../../db/client';
import { opaqueCursor } from '../../lib/opaque-cursor';
import { TtlCache } from './cache';
import {
  clientSearchRepository,
  type ClientSearchFilters,
  type ClientSearchPosition,
  type PublicClientRow,
} from './repository';

export type ClientSearchQuery = z.output<typeof clientSearchQuery>;

/** The opaque `next_cursor`: the last card's open demands (`o`) and id. */
const cursor = opaqueCursor(
  z.object({ o: z.number().int().min(0).max(1_000_000_000), id: z.uuid() }),
);

/** Where a page starts: undefined for the first; a cursor this server did not write is a 400. */
export function clientSearchPosition(c: string | undefined): ClientSearchPosition | undefined {
  const at = cursor.decode(c);
  return at && { openDemands: at.o, id: at.id };
}

/** How long a public page is served from memory (and by browsers: Cache-Control max-age). */
export const CLIENT_SEARCH_TTL_SECONDS = 60;
/** Distinct queries kept at once; enough for every filter combination people actually use. */
const CACHE_ENTRIES = 1000;
/** The free text applies from this many characters on (spec §5, as in the provider search). */
const MIN_SEARCH_LENGTH = 3;

const sortedUnique = <T extends string | number>(list: T[]): T[] =>
  [...new Set(list)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * The query as the database sees it: words folded, lists sorted without repeats, a city only
 * with a state. Two queries that mean the same search share one key, so one cache entry.
 */
export function normalizeClientSearch(q: ClientSearchQuery): {
  filters: ClientSearchFilters;
  key: string;
} {
  const text = (q.search ?? '').trim();
  const ufs = sortedUnique(q.uf.map((uf) => uf.toUpperCase()));
  const filters: ClientSearchFilters = {
    words: text.length >= MIN_SEARCH_LENGTH ? searchTerms(text) : [],
    specialtyIds: sortedUnique(q.specialty_id),
    ufs,
    cityKeys: ufs.length > 0 ? sortedUnique(q.city.map(foldText)) : [],
  };
  const key = JSON.stringify([filters, q.cursor ?? '', q.page_size]);
  return { filters, key };
}

const toCard = (r: PublicClientRow): ClientCard => ({
  id: r.id,
  nome: r.nome,
  razao_social: r.razaoSocial,
  especialidade: r.especialidade,
  cidade: r.cidade,
  estado: r.estado,
  total_demandas: r.totalDemandas,
  trabalhos_concluidos: r.trabalhosConcluidos,
});

/**
 * The landing's public client search (spec §2 Landing, §7): anyone may ask, so answers are
 * cached for a minute per normalized query and only the card's fields ever leave the database.
 */
export class ClientSearchService {
  private readonly cache: TtlCache<ClientSearchPage>;

  constructor(
    private readonly db: Db,
    now: () => number = Date.now,
  ) {
    this.cache = new TtlCache(CLIENT_SEARCH_TTL_SECONDS * 1000, CACHE_ENTRIES, now);
  }

  search(q: ClientSearchQuery): Promise<ClientSearchPage> {
    const after = clientSearchPosition(q.cursor);
    const { filters, key } = normalizeClientSearch(q);
    return this.cache.get(key, async () => {
      const rows = await clientSearchRepository.page(this.db, filters, after, q.page_size + 1);
      const page = rows.slice(0, q.page_size);
      const last = page[page.length - 1];
      return {
        results: page.map(toCard),
        next_cursor:
          rows.length > q.page_size && last
            ? cursor.encode({ o: last.totalDemandas, id: last.id })
            : null,
      };
    });
  }
}
