import type { Rating } from '@alinhavo/shared/schemas/rating';
import type {
  ProfessionalCard,
  ProfessionalProfile,
  ProfessionalSearchPage,
  SearchLimits,
} from '@alinhavo/shared/schemas/search';
import type { Profile } from '@alinhavo/shared/schemas/profile-view';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { catalogueRoutes } from './catalogue-routes';
import { ok, type FakeReply, type FakeRoute } from './fake-server';
import { aClientProfile, aUser, uuidOf } from './fixtures';
import { renderApp } from './render';

export const CLIENT = aUser({
  id: uuidOf(900),
  user_type: 'CLIENTE',
  full_name: 'Marca Linho',
  email: 'marca@linho.com.br',
});

export const BASIC: SearchLimits = { is_pro: false, profiles_left: 3 };
export const PRO: SearchLimits = { is_pro: true, profiles_left: null };

/** The n-th provider card: distinct id and name; Costura / Facção in Campinas/SP. */
export function aCard(n: number, overrides: Partial<ProfessionalCard> = {}): ProfessionalCard {
  return {
    id: uuidOf(300 + n),
    name: `Profissional ${n}`,
    city: 'Campinas',
    uf: 'SP',
    about_me: 'Oficina de costura com 12 máquinas.',
    services: [1],
    areas: [1, 2],
    specialties: [2],
    tecid_type: 'MALHA',
    year_experience: 8,
    availability: 2,
    rating_avg: 4.6,
    rating_count: 3,
    work_count: 5,
    is_company: false,
    is_pro: false,
    has_phone: true,
    phone: null,
    distance_km: null,
    ...overrides,
  };
}

export function aPage(
  results: ProfessionalCard[],
  overrides: Partial<ProfessionalSearchPage> = {},
): ProfessionalSearchPage {
  return {
    results,
    next_cursor: null,
    total: results.length,
    total_capped: false,
    matched_incomplete: false,
    limits: BASIC,
    ...overrides,
  };
}

export function aReview(n: number, overrides: Partial<Rating> = {}): Rating {
  return {
    id: uuidOf(700 + n),
    professional: uuidOf(301),
    client: uuidOf(800 + n),
    client_full_name: `Cliente ${n}`,
    score: 4,
    comment: `Comentário ${n}.`,
    demand: uuidOf(n),
    created_at: `2026-03-0${n}T12:00:00.000Z`,
    updated_at: `2026-03-0${n}T12:00:00.000Z`,
    published_at: `2026-03-0${n}T12:00:00.000Z`,
    ...overrides,
  };
}

/** GET /user/professionals/{id}/ for the first card: every field filled. */
export function aFullProfile(overrides: Partial<ProfessionalProfile> = {}): ProfessionalProfile {
  return {
    ...aCard(1, { name: 'Ana Costura' }),
    email: 'ana@costura.com.br',
    machines: [1, 3],
    daily_production_capacity: 300,
    min_required_production: 50,
    max_required_production: 1000,
    reviews: [],
    can_rate: false,
    rate_demands: [],
    my_rating: null,
    limits: BASIC,
    ...overrides,
  };
}

export const SEARCH = 'GET /user/professionals/search/';

/** A search query as the fake server sees it (axios params). */
export type SeenQuery = Record<string, string | undefined>;

export interface OpenSearchOptions {
  /** Answers each search; sees its query. */
  answer?: (query: SeenQuery, n: number) => FakeReply | Promise<FakeReply>;
  profile?: Partial<Profile>;
  /** Delays the client's profile answer until this resolves. */
  profileGate?: Promise<void>;
  routes?: Record<string, FakeRoute>;
}

/** Opens /app/buscar-profissionais as a client; every search request is recorded with its time. */
export function openSearch(options: OpenSearchOptions = {}) {
  const queries: SeenQuery[] = [];
  const askedAt: number[] = [];
  let profileAt = 0;
  const view = renderApp('/app/buscar-profissionais', {
    user: CLIENT,
    routes: {
      ...catalogueRoutes(),
      'GET /user/profile/': async () => {
        await options.profileGate;
        profileAt = performance.now();
        return ok(
          aClientProfile({ id: CLIENT.id, uf: 'SP', city: 'São Paulo', ...options.profile }),
        );
      },
      'GET /user/professionals/saved-searches/': () => ok([]),
      [SEARCH]: (config) => {
        const query = { ...(config.params as SeenQuery) };
        queries.push(query);
        askedAt.push(performance.now());
        return options.answer
          ? options.answer(query, queries.length)
          : ok(aPage([aCard(1), aCard(2)]));
      },
      ...options.routes,
    },
  });
  return { ...view, queries, askedAt, profileAt: () => profileAt };
}

export const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
export const cardOf = (name: string) => screen.getByRole('article', { name });
/** The input labelled `label` (a Select also labels its hidden option list). */
export function field(label: string): HTMLInputElement {
  const input = screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT');
  if (!input) throw new Error(`no input labelled ${label}`);
  return input as HTMLInputElement;
}
export const searchBox = () =>
  screen.getByRole<HTMLInputElement>('searchbox', { name: 'Buscar profissionais' });

/**
 * Waits until the page asked `n` searches. The first one comes 1.5 s after the client's profile,
 * itself after the page's first render: on a busy machine that passes the usual 10 s.
 */
export async function searches(queries: readonly SeenQuery[], n: number) {
  await waitFor(() => expect(queries).toHaveLength(n), { timeout: 20_000 });
}

/** Picks `option` in a select with type-ahead (Mantine Select or MultiSelect). */
export async function choose(label: string, option: string) {
  const input = field(label);
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: option }));
  fireEvent.keyDown(input, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** The options a select offers, in order (opened and closed again). */
export async function optionsOf(label: string): Promise<string[]> {
  const input = field(label);
  fireEvent.click(input);
  const list = await screen.findByRole('listbox');
  const names = within(list)
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
  fireEvent.keyDown(input, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return names;
}
