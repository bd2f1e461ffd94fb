import type { DemandStatus } from '../schemas/demand';
import { foldText, searchTerms } from './search';

/**
 * The list rules of Minhas Demandas and Oportunidades (spec §7) as pure functions, so the device
 * answers offline exactly as the server's SQL does (one rule, two engines). The
 * server's half is `filterConditions` and the list queries in server/src/modules/demands; the
 * parity test in server/test/list-parity.test.ts runs both over the same rows.
 */

/** What the rules read of a demand (the API's shape, and the device's cached copy). */
export interface DemandListRow {
  id: string;
  title: string;
  description: string;
  status: DemandStatus;
  uf: string | null;
  city: string | null;
  service: number;
  area: number;
  created_at: string;
}

export interface DemandListFilters {
  search?: string | undefined;
  uf?: readonly string[] | undefined;
  city?: readonly string[] | undefined;
  service?: readonly number[] | undefined;
  area?: readonly number[] | undefined;
}

export interface DemandPaging {
  page?: number | undefined;
  page_size?: number | undefined;
  /** The API's `ordering`: newest first unless 'created_at'. */
  ordering?: '-created_at' | 'created_at' | undefined;
}

export interface DemandCounters {
  total: number;
  abertas: number;
  em_andamento: number;
  concluidas: number;
}

/**
 * Every word of the search in the folded title and description; the state among the chosen UFs;
 * the city among the chosen ones, folded like the search (so 'sao paulo' finds 'São Paulo');
 * the service and area among the chosen ids. An empty filter lets everything through.
 */
export function matchesDemandFilters(d: DemandListRow, f: DemandListFilters): boolean {
  if (f.service?.length && !f.service.includes(d.service)) return false;
  if (f.area?.length && !f.area.includes(d.area)) return false;
  if (f.uf?.length && !f.uf.some((uf) => uf.toUpperCase() === (d.uf ?? '').toUpperCase()))
    return false;
  if (f.city?.length) {
    const city = foldText(d.city ?? '');
    if (!f.city.some((c) => foldText(c) === city)) return false;
  }
  const terms = searchTerms(f.search);
  if (terms.length === 0) return true;
  const text = foldText(`${d.title} ${d.description}`);
  return terms.every((t) => text.includes(t));
}

/**
 * Each row's created_at parsed once per row object rather than once per comparison: a sort of
 * 500 demands compares about 9,000 times, and the device re-sorts on every pushed burst.
 */
const createdTimes = new WeakMap<DemandListRow, number>();
function createdTime(row: DemandListRow): number {
  let time = createdTimes.get(row);
  if (time === undefined) {
    time = Date.parse(row.created_at);
    createdTimes.set(row, time);
  }
  return time;
}

/** The server's ORDER BY: created_at in the asked direction, then id descending. */
export function demandOrder(
  ordering: DemandPaging['ordering'] = '-created_at',
): (a: DemandListRow, b: DemandListRow) => number {
  const newestFirst = ordering !== 'created_at';
  return (a, b) => {
    const byDate = createdTime(a) - createdTime(b);
    if (byDate !== 0) return newestFirst ? -byDate : byDate;
    return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
  };
}

const COUNTER_OF: Partial<Record<DemandStatus, keyof Omit<DemandCounters, 'total'>>> = {
  ABERTA: 'abertas',
  'EM ANDAMENTO': 'em_andamento',
  CONCLUÍDA: 'concluidas',
};

/** total counts every status (cancelled ones too), like the server's counters. */
export function demandCounters(rows: readonly DemandListRow[]): DemandCounters {
  const counters: DemandCounters = {
    total: rows.length,
    abertas: 0,
    em_andamento: 0,
    concluidas: 0,
  };
  for (const d of rows) {
    const key = COUNTER_OF[d.status];
    if (key) counters[key] += 1;
  }
  return counters;
}

const pagingOf = (q: DemandPaging) => ({ page: q.page ?? 1, pageSize: q.page_size ?? 20 });

/**
 * Minhas Demandas: the counters count what the filters match whatever its status; `count` is
 * the size of the list the page belongs to (one status or all).
 */
export function myDemandsList<T extends DemandListRow>(
  rows: readonly T[],
  q: DemandListFilters & DemandPaging & { status?: DemandStatus | undefined },
): DemandCounters & { results: T[]; count: number; page: number; page_size: number } {
  const matching = rows.filter((d) => matchesDemandFilters(d, q)).sort(demandOrder(q.ordering));
  const listed = q.status ? matching.filter((d) => d.status === q.status) : matching;
  const { page, pageSize } = pagingOf(q);
  return {
    ...demandCounters(matching),
    results: listed.slice((page - 1) * pageSize, page * pageSize),
    count: listed.length,
    page,
    page_size: pageSize,
  };
}

/** Oportunidades: open demands only, paged with `has_more` instead of a count. */
export function opportunitiesList<T extends DemandListRow>(
  rows: readonly T[],
  q: DemandListFilters & DemandPaging,
): { demands: T[]; has_more: boolean } {
  const matching = rows
    .filter((d) => d.status === 'ABERTA' && matchesDemandFilters(d, q))
    .sort(demandOrder(q.ordering));
  const { page, pageSize } = pagingOf(q);
  return {
    demands: matching.slice((page - 1) * pageSize, page * pageSize),
    has_more: matching.length > page * pageSize,
  };
}

export type JobTab = 'ativos' | 'concluidos' | 'candidaturas';

/** What Meus Trabalhos reads of a demand besides the list fields. */
export interface JobListRow extends DemandListRow {
  chosen_professional: string | null;
  user_is_interested: boolean;
}

/**
 * Meus Trabalhos (spec §2): Ativos = chosen and in progress, Concluídos = chosen and finished,
 * Candidaturas = interest shown in a demand still open; newest first, with the tab counters.
 */
export function jobTabOf(d: JobListRow, me: string): JobTab | null {
  if (d.chosen_professional === me && d.status === 'EM ANDAMENTO') return 'ativos';
  if (d.chosen_professional === me && d.status === 'CONCLUÍDA') return 'concluidos';
  if (d.status === 'ABERTA' && d.user_is_interested) return 'candidaturas';
  return null;
}

export function myJobsList<T extends JobListRow>(
  rows: readonly T[],
  me: string,
  tab?: JobTab,
): {
  demands: T[];
  counters: { ativos: number; concluidos: number; candidaturas: number; total: number };
} {
  const counters = { ativos: 0, concluidos: 0, candidaturas: 0, total: 0 };
  const demands: T[] = [];
  for (const d of rows) {
    const of = jobTabOf(d, me);
    if (!of) continue;
    counters[of] += 1;
    counters.total += 1;
    if (!tab || tab === of) demands.push(d);
  }
  return { demands: demands.sort(demandOrder('-created_at')), counters };
}
