import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { Rating } from '@alinhavo/shared/schemas/rating';
import { fireEvent, screen, within, type ByRoleOptions } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { catalogueRoutes } from './catalogue-routes';
import { ok, type FakeRoute } from './fake-server';
import { aDemand as baseDemand, aUser } from './fixtures';
import { renderApp } from './render';

/** A v4-shaped uuid ending in `n` (zod checks the version and variant). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const CLIENT = aUser({
  id: uuid(900),
  user_type: 'CLIENTE',
  full_name: 'Marca Linho',
  email: 'marca@linho.com.br',
});
export const ANA = uuid(301);
export const BRUNO = uuid(302);

export const aDemand = (n: number, overrides: Partial<Demand> = {}): Demand =>
  baseDemand(n, { user_created: CLIENT.id, ...overrides });

/** An open demand with Ana and Bruno interested. */
export const withCandidates = (n: number, overrides: Partial<Demand> = {}) =>
  aDemand(n, {
    interested_professionals: [ANA, BRUNO],
    interested_professionals_count: 2,
    ...overrides,
  });

/** The same demand in progress with Ana chosen. */
export const withAnaChosen = (n: number, overrides: Partial<Demand> = {}) =>
  withCandidates(n, { status: 'EM ANDAMENTO', chosen_professional: ANA, ...overrides });

export function aProfessional(
  id: string,
  overrides: Partial<ProfessionalSummary> = {},
): ProfessionalSummary {
  return {
    id,
    name: id === ANA ? 'Ana Costura' : 'Bruno Modelagem',
    city: 'Campinas',
    uf: 'SP',
    about_me: 'Oficina de costura com 12 máquinas.',
    services: [1],
    areas: [1, 2],
    specialties: [1],
    tecid_type: 'PLANO',
    year_experience: 8,
    availability: 2,
    rating_avg: 4.6,
    rating_count: 3,
    work_count: 5,
    has_phone: true,
    phone: null,
    ...overrides,
  };
}

export function aRating(overrides: Partial<Rating> = {}): Rating {
  return {
    id: uuid(700),
    professional: ANA,
    client: CLIENT.id,
    client_full_name: 'Marca Linho',
    score: 4,
    comment: 'Entrega no prazo.',
    demand: uuid(1),
    created_at: '2026-03-05T12:00:00.000Z',
    updated_at: '2026-03-05T12:00:00.000Z',
    published_at: '2026-03-05T12:00:00.000Z',
    ...overrides,
  };
}

export interface Counters {
  total?: number;
  abertas?: number;
  em_andamento?: number;
  concluidas?: number;
}

/** GET /demands/ as the server answers it: a page of results and the four counters. */
export function demandList(results: Demand[], counters: Counters = {}) {
  return {
    total: counters.total ?? results.length,
    abertas: counters.abertas ?? results.filter((d) => d.status === 'ABERTA').length,
    em_andamento:
      counters.em_andamento ?? results.filter((d) => d.status === 'EM ANDAMENTO').length,
    concluidas: counters.concluidas ?? results.filter((d) => d.status === 'CONCLUÍDA').length,
    results,
    page: 1,
    page_size: 10,
    count: results.length,
  };
}

/** Query strings the list endpoint was asked with, in order. */
export type ListQuery = Record<string, string | number | boolean | undefined>;

/**
 * A list endpoint that filters `demands` like the server (status and search) and records each
 * query, so tests can assert what the screen asked for.
 */
export function listRoute(demands: () => Demand[], queries: ListQuery[]): FakeRoute {
  return (config: InternalAxiosRequestConfig) => {
    const query = { ...(config.params as ListQuery | undefined) };
    queries.push(query);
    const all = demands();
    const search = typeof query.search === 'string' ? query.search.toLowerCase() : '';
    const matching = all.filter((d) => !search || d.title.toLowerCase().includes(search));
    const shown = matching.filter((d) => !query.status || d.status === query.status);
    return ok({ ...demandList(matching), results: shown, count: shown.length });
  };
}

export const body = (config: InternalAxiosRequestConfig): unknown =>
  typeof config.data === 'string' ? JSON.parse(config.data) : config.data;

export async function openMyDemands(
  routes: Record<string, FakeRoute>,
  url = '/app/minhas-demandas',
) {
  const view = renderApp(url, { user: CLIENT, routes: { ...catalogueRoutes(), ...routes } });
  await screen.findByRole('heading', { name: 'Minhas Demandas', level: 2 });
  return view;
}

/** The card of a demand, found by its title. */
export async function card(title: string) {
  const heading = await screen.findByRole('heading', { name: title, level: 3 });
  const article = heading.closest('article');
  if (!article) throw new Error(`no card for ${title}`);
  return within(article);
}

export const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

export function click(scope: { getByRole: typeof screen.getByRole }, name: string | RegExp) {
  fireEvent.click(scope.getByRole('button', { name } as ByRoleOptions));
}

/** Whether the button `name` inside `scope` is disabled. */
export const isDisabled = (scope: { getByRole: typeof screen.getByRole }, name: string) =>
  scope.getByRole<HTMLButtonElement>('button', { name }).disabled;
