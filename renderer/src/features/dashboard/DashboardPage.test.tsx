import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProfile } from '../../test/fixtures';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { userOf } from '../profile/profile-form';

describe("dashboard 'Complete seu perfil'", () => {
  it('lists what is missing while the profile is incomplete', async () => {
    const profile = aProfile();
    renderApp('/app', {
      user: userOf(profile),
      routes: { 'GET /user/profile/': () => ok(profile) },
    });
    expect(await screen.findByText('Complete seu perfil')).toBeTruthy();
    expect(
      screen.getByText('Para aparecer nas buscas, complete: Áreas de atuação, Disponibilidade.'),
    ).toBeTruthy();
  });

  it('is hidden once the profile is complete', async () => {
    const profile = aProfile({ completeness: { complete: true, missing: [] } });
    const { server } = renderApp('/app', {
      user: userOf(profile),
      routes: { 'GET /user/profile/': () => ok(profile) },
    });
    await screen.findByText('Olá, Maria Souza!');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.calls).toContain('GET /user/profile/');
    expect(screen.queryByText('Complete seu perfil')).toBeNull();
  });
});
