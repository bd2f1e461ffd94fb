import { LEGAL_VERSION } from '@alinhavo/shared/rules/legal';
import type { PublicSettings } from '@alinhavo/shared/schemas/legal';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { forgetPublicSettings } from '../../data/legal/api';
import { ok, serveApi } from '../../test/fake-server';
import { SupportCard } from '../../kits/support/SupportCard';
import { LandingFooter } from './LandingFooter';

const NONE: PublicSettings = {
  support_whatsapp: null,
  support_email: null,
  social_instagram: null,
  social_linkedin: null,
  legal_name: 'Alinhavo Tecnologia Ltda.',
  legal_cnpj: '',
  dpo_email: 'dpo@alinhavo.test',
  legal_version: LEGAL_VERSION,
  product_analytics: false,
};

function renderWith(settings: PublicSettings | null, ui = <LandingFooter />) {
  const server = serveApi(settings ? { 'GET /settings/public/': () => ok(settings) } : {});
  render(
    <AppProviders env="test">
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return server;
}

const footerLink = (name: string) => screen.queryByRole('link', { name });
const settled = (server: { calls: string[] }) =>
  expect.poll(() => server.calls).toContain('GET /settings/public/');

beforeEach(() => forgetPublicSettings());

describe('landing footer contacts, from the server configuration', () => {
  it('links every contact and profile the server names', async () => {
    renderWith({
      ...NONE,
      support_whatsapp: '5521988887777',
      support_email: 'ajuda@alinhavo.test',
      social_instagram: 'https://www.instagram.com/atelie.teste',
      social_linkedin: 'https://www.linkedin.com/company/atelie-teste',
    });
    expect(
      (await screen.findByRole('link', { name: 'ajuda@alinhavo.test' })).getAttribute('href'),
    ).toBe('mailto:ajuda@alinhavo.test');
    expect(footerLink('Suporte pelo WhatsApp')?.getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/5521988887777\?text=/,
    );
    expect(footerLink('Instagram')?.getAttribute('href')).toBe(
      'https://www.instagram.com/atelie.teste',
    );
    expect(footerLink('LinkedIn')?.getAttribute('href')).toBe(
      'https://www.linkedin.com/company/atelie-teste',
    );
  });

  it('hides what is not configured, and a column left empty', async () => {
    const server = renderWith({ ...NONE, support_email: 'ajuda@alinhavo.test' });
    expect(await screen.findByRole('link', { name: 'ajuda@alinhavo.test' })).toBeTruthy();
    await settled(server);
    expect(footerLink('Suporte pelo WhatsApp')).toBeNull();
    expect(footerLink('Instagram')).toBeNull();
    expect(footerLink('LinkedIn')).toBeNull();
    expect(screen.queryByText('Redes sociais')).toBeNull();
    expect(screen.getByText('Contato')).toBeTruthy();
  });

  it('shows no contact at all while the server names none', async () => {
    const server = renderWith(NONE);
    await settled(server);
    expect(screen.queryByText('Contato')).toBeNull();
    expect(screen.queryByText('Redes sociais')).toBeNull();
    expect(screen.queryAllByRole('link').map((link) => link.textContent)).toEqual([
      'Central de Dúvidas',
      'Termos de Uso',
      'Política de Privacidade',
    ]);
  });

  it('invents no contact when the server cannot be reached', async () => {
    const server = renderWith(null);
    await settled(server);
    expect(footerLink('Suporte pelo WhatsApp')).toBeNull();
    expect(footerLink('Instagram')).toBeNull();
  });
});

describe('dashboard support card', () => {
  it('offers Falar com Suporte when the server names a WhatsApp', async () => {
    renderWith({ ...NONE, support_whatsapp: '5521988887777' }, <SupportCard />);
    expect(await screen.findByRole('button', { name: 'Falar com Suporte' })).toBeTruthy();
  });

  it('is not shown without one', async () => {
    const server = renderWith(NONE, <SupportCard />);
    await settled(server);
    expect(screen.queryByRole('button', { name: 'Falar com Suporte' })).toBeNull();
    expect(screen.queryByText('Precisa de ajuda?')).toBeNull();
  });
});
