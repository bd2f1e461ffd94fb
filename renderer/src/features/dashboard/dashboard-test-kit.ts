import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { Rating } from '@alinhavo/shared/schemas/rating';
import { screen, within } from '@testing-library/react';
import { aDemand as baseDemand, aUser } from '../../test/fixtures';
import { ok, type FakeRoute } from '../../test/fake-server';

/** A v4-shaped uuid ending in `n` (zod checks the version and variant). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const PROVIDER = aUser({ full_name: 'Maria Souza', is_approved: true });
export const CLIENT = aUser({
  id: uuid(900),
  user_type: 'CLIENTE',
  full_name: 'Marca Linho',
  email: 'marca@linho.com.br',
});

export const aDemand = (n: number, overrides: Partial<Demand> = {}): Demand =>
  baseDemand(n, { user_created: CLIENT.id, ...overrides });

export function aRating(n: number, overrides: Partial<Rating> = {}): Rating {
  return {
    id: uuid(500 + n),
    professional: PROVIDER.id,
    client: uuid(600 + n),
    client_full_name: `Cliente ${n}`,
    score: 5,
    comment: null,
    demand: null,
    created_at: '2026-03-01T12:00:00.000Z',
    updated_at: '2026-03-01T12:00:00.000Z',
    published_at: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** GET /demands/ as the server answers it: a page of results and the four counters. */
export function demandList(
  results: Demand[],
  counters: { total?: number; abertas?: number; em_andamento?: number; concluidas?: number } = {},
) {
  return {
    total: counters.total ?? results.length,
    abertas: counters.abertas ?? results.length,
    em_andamento: counters.em_andamento ?? 0,
    concluidas: counters.concluidas ?? 0,
    results,
    page: 1,
    page_size: results.length,
    count: counters.total ?? results.length,
  };
}

export const clientAnalytics = (values: Partial<Record<string, number>> = {}): FakeRoute => {
  return () =>
    ok({
      active_demands: 0,
      interested_professionals: 0,
      completed_jobs: 0,
      available_professionals: 0,
      ...values,
    });
};

export const professionalAnalytics = (values: Partial<Record<string, number>> = {}): FakeRoute => {
  return () =>
    ok({
      active_jobs: 0,
      rating_avg: 0,
      rating_count: 0,
      completed_jobs: 0,
      open_opportunities: 0,
      ...values,
    });
};

/** The value shown on one analytics card, once it has loaded. */
export async function cardValue(label: string): Promise<string> {
  const card = await screen.findByRole('group', { name: label });
  await within(card).findByText(/^[\d.—,]+$/);
  return within(card).getByText(/^[\d.—,]+$/).textContent ?? '';
}

/** The list items of a dashboard section, by the section's title. */
export const sectionItems = (title: string) =>
  within(screen.getByRole('region', { name: title })).queryAllByRole('listitem');

/** One query parameter of a request the fake server received. */
export const queryParam = (config: { params?: unknown }, name: string): unknown =>
  (config.params as Record<string, unknown> | undefined)?.[name];
