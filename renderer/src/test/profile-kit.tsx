import type { Profile } from '@alinhavo/shared/schemas/profile-view';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { userOf } from '../kits/profile/profile-form';
import { catalogueRoutes } from './catalogue-routes';
import { ok, type FakeRoute } from './fake-server';
import { renderApp } from './render';

/** Opens /app/perfil for the profile's owner, with the catalogue and `routes` on the network. */
export async function openProfile(profile: Profile, routes: Record<string, FakeRoute> = {}) {
  const view = renderApp('/app/perfil', {
    user: userOf(profile),
    routes: { ...catalogueRoutes(), 'GET /user/profile/': () => ok(profile), ...routes },
  });
  await screen.findByLabelText('Nome completo');
  return view;
}

/** The one element a label names (closed dropdowns leave the page, so no listbox competes). */
export const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
export const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

export function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

/** Masked inputs listen to `input` events (IMask). */
export function typeMasked(label: string, value: string) {
  const input = field(label);
  input.focus();
  fireEvent.input(input, { target: { value } });
}

export function openTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
}

/** Picks an option of a Mantine Select or MultiSelect by its label. */
export async function choose(label: string, option: string) {
  const input = field(label);
  fireEvent.click(input);
  // Options come from the Dexie cache, which answers a moment after the first render.
  fireEvent.click(await screen.findByRole('option', { name: option }));
  // A multi-select stays open after a pick; close it as a person would.
  fireEvent.keyDown(input, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

export const errorOf = (label: string) => {
  const input = field(label);
  const id = input.getAttribute('aria-describedby') ?? '';
  return id
    .split(' ')
    .map((part) => document.getElementById(part)?.textContent ?? '')
    .join(' ');
};

/** What a Select or MultiSelect holds, from its hidden form input ('1,3' for ids). */
export const chosen = (name: string) =>
  document.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;
