import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { DemandFile } from '@alinhavo/shared/schemas/demand-file';
import type { User } from '@alinhavo/shared/schemas/user';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { AppProviders } from '../app/providers';
import { api } from '../data/api';
import { fakeServer, type FakeRoute } from './fake-server';
import { aDemand as baseDemand, aUser } from './fixtures';
import { useSessionStore } from '../data/session-store';
import { MemoryRouter } from 'react-router';

const CLIENT_ID = '0b9d2c4e-1f3a-4c5b-8d6e-7f8091a2b3c4';

/** An open demand as a provider sees it (no candidates' ids, no phone number). */
export function aDemand(overrides: Partial<Demand> = {}): Demand {
  return baseDemand(1, {
    id: 'd1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8',
    user_created: CLIENT_ID,
    user_full_name: 'Ateliê Linho',
    user_has_cellphone: true,
    title: 'Costura de 300 vestidos de linho',
    description: 'Vestidos midi em linho cru, modelagem pronta, tamanhos P a GG.',
    availability: 2,
    availability_name: '1 semana',
    amount: 300,
    min_budget: 3000,
    max_budget: 4500,
    interested_professionals_count: 3,
    created_at: '2026-11-02T13:05:00.000Z',
    updated_at: '2026-11-03T09:30:00.000Z',
    ...overrides,
  });
}

/** The n-th demand of a list: distinct id and title. */
export const demandNo = (n: number, overrides: Partial<Demand> = {}) =>
  aDemand({
    id: `d1a2b3c4-d5e6-4f70-8192-${String(n).padStart(12, '0')}`,
    title: `Demanda ${n}`,
    ...overrides,
  });

export function aFile(overrides: Partial<DemandFile> = {}): DemandFile {
  return {
    id: 'f0000000-0000-4000-8000-000000000001',
    demand: aDemand().id,
    file: '/demand-files/f0000000-0000-4000-8000-000000000001/download/',
    name: 'referencia-frente.png',
    content_type: 'image/png',
    size: 182_000,
    created_at: '2026-11-02T13:06:00.000Z',
    ...overrides,
  };
}

/** A signed-in provider; `pro` makes them a Plano Pro subscriber (spec §6 isProUser). */
export function aProvider(options: { pro?: boolean } = {}): User {
  const user = aUser({ full_name: 'Maria Souza', is_approved: true });
  return options.pro ? Object.assign(user, { is_pro: true }) : user;
}

/** Mounts one component with the app's providers, a signed-in user and a fake network. */
export function renderWithApi(
  ui: ReactNode,
  options: { user?: User; routes?: Record<string, FakeRoute> } = {},
) {
  const server = fakeServer(options.routes ?? {});
  api.http.defaults.adapter = server;
  useSessionStore.getState().setAuthenticated(options.user ?? aProvider());
  // A router as the app has one: parts of the screens keep state in the address (?ficha=).
  const view = render(
    <MemoryRouter>
      <AppProviders env="test">{ui}</AppProviders>
    </MemoryRouter>,
  );
  return { ...view, server };
}

export async function toastWith(text: string) {
  await waitFor(() => expect(screen.getByText(text)).toBeTruthy());
}
