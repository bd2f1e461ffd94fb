import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { DemandFile } from '@alinhavo/shared/schemas/demand-file';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { api } from '../../../data/api';
import { db } from '../../../data/db';
import { catalogueRoutes } from '../../../test/catalogue-routes';
import { fakeServer, type FakeRoute } from '../../../test/fake-server';
import { aDemand as baseDemand } from '../../../test/fixtures';
import { DemandFormModal } from './DemandFormModal';

export const DEMAND_ID = '7b0f5f0e-8c5a-4d8e-9a57-0c7f4a1e2b3c';

/** A demand as GET /demands/{id}/ returns it to its owner. */
export function aDemand(overrides: Partial<Demand> = {}): Demand {
  return baseDemand(1, {
    id: DEMAND_ID,
    user_created: '5f1c8a52-3d4e-4b6a-9c1d-2e3f4a5b6c7d',
    user_has_cellphone: true,
    title: 'Costura de 300 camisetas',
    description: 'Camisetas básicas de malha, gola careca.',
    specialty: 2,
    specialty_name: 'Malharia',
    availability: 2,
    availability_name: '1 semana',
    tecid_type: 'MALHA',
    amount: 300,
    deadline: null,
    max_budget: 4500,
    city: 'Campinas',
    created_at: '2026-01-10T12:00:00.000Z',
    updated_at: '2026-01-10T12:00:00.000Z',
    ...overrides,
  });
}

export function anAttachment(id: string, name: string): DemandFile {
  return {
    id,
    demand: DEMAND_ID,
    file: `/api/v1/demand-files/${id}/download/`,
    name,
    content_type: 'application/pdf',
    size: 2048,
    created_at: '2026-01-10T12:00:00.000Z',
  };
}

/** The modal, open, with the catalogue and `routes` on the network, once the pickers are filled. */
export async function renderForm(
  options: { demand?: Demand; routes?: Record<string, FakeRoute> } = {},
) {
  const server = fakeServer({ ...catalogueRoutes(), ...options.routes });
  api.http.defaults.adapter = server;
  const onSaved = vi.fn<(id: string) => void>();
  const onClose = vi.fn<() => void>();
  const view = render(
    <AppProviders env="test">
      <DemandFormModal opened demand={options.demand} onClose={onClose} onSaved={onSaved} />
    </AppProviders>,
  );
  /** What was sent besides the catalogue reads, in order. */
  const writes = () =>
    server.calls.filter((call) => !call.startsWith('GET /user/') && !call.startsWith('GET /geo/'));
  await catalogueLoaded();
  return { ...view, server, onSaved, onClose, writes };
}

/** The one input a label names; required labels carry a trailing asterisk. */
export const field = (label: string) =>
  screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}\\s*\\*?$`));
export const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

export function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

/** Types digit after digit, as a person would, into a masked field. */
export function typeDigits(label: string, digits: string) {
  for (const digit of digits) {
    const input = field(label);
    input.focus();
    fireEvent.change(input, { target: { value: input.value + digit } });
  }
}

/** Picks an option of a Mantine Select by its label. */
export async function choose(label: string, option: string) {
  fireEvent.click(field(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** The options a Select offers now (opens it, reads, closes it). */
export async function optionsOf(label: string): Promise<string[]> {
  const input = field(label);
  fireEvent.click(input);
  await screen.findByRole('listbox');
  const names = screen.getAllByRole('option').map((o) => o.textContent ?? '');
  fireEvent.keyDown(input, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return names;
}

/**
 * The pickers read the Dexie cache, filled from the (fake) network a moment after the first
 * render; a dropdown opened before that would stay empty.
 */
export async function catalogueLoaded() {
  await waitFor(async () => {
    const counts = await Promise.all([
      db.services.count(),
      db.serviceAreas.count(),
      db.specialties.count(),
      db.availabilities.count(),
      db.states.count(),
    ]);
    expect(counts.every((n) => n > 0)).toBe(true);
  });
}

/** The cities of one state (IBGE id) are in the cache. */
export async function citiesLoaded(stateId: number) {
  await waitFor(async () =>
    expect(await db.municipios.where('stateId').equals(stateId).count()).toBeGreaterThan(0),
  );
}

/** What a Select holds, from its hidden form input. */
export const chosen = (name: string) =>
  document.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;

/** A file of `size` bytes without allocating them. */
export function aFile(name: string, size = 1024, type = 'application/pdf'): File {
  const file = new File(['x'], name, { type, lastModified: 1_700_000_000_000 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export function pickFiles(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('[data-testid="demand-files-input"]');
  if (!input) throw new Error('file input missing');
  fireEvent.change(input, { target: { files } });
}

export function dropFiles(files: File[]) {
  fireEvent.drop(screen.getByTestId('demand-files-dropzone'), { dataTransfer: { files } });
}

/** Fills every required field with valid choices from the test catalogue. */
export async function fillRequired() {
  type('Título', 'Costura de 300 camisetas');
  type('Descrição', 'Camisetas básicas de malha.');
  await choose('Tipo de Serviço', 'Costura / Facção');
  await choose('Área de Atuação', 'Moda Masculina');
  await choose('Especialidade', 'Malharia');
  await choose('Disponibilidade', '2 semanas');
}

/** The toasts on screen. */
export const toasts = () =>
  Array.from(document.querySelectorAll('.mantine-Notification-description')).map(
    (n) => n.textContent ?? '',
  );
