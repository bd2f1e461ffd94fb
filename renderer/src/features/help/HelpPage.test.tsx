import { LEGAL_TEXTS as T } from '@alinhavo/shared/messages/legal';
import { LEGAL_VERSION } from '@alinhavo/shared/rules/legal';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { forgetPublicSettings } from '../../data/legal/api';
import { ok } from '../../test/fake-server';
import { aUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';

vi.setConfig({ testTimeout: 20_000 });

const SETTINGS = {
  support_whatsapp: '5521988887777',
  support_email: 'ajuda@alinhavo.test',
  social_instagram: null,
  social_linkedin: null,
  legal_name: 'Alinhavo Tecnologia Ltda.',
  legal_cnpj: '12.345.678/0001-95',
  dpo_email: 'dpo@alinhavo.test',
  legal_version: LEGAL_VERSION,
  product_analytics: false,
};
const routes = { 'GET /settings/public/': () => ok(SETTINGS) };

describe('Central de Dúvidas', () => {
  it("shows a provider's categories, opens a question and talks to support by WhatsApp", async () => {
    renderApp('/app/central-de-duvidas', { user: aUser({ user_type: 'PROFISSIONAL' }), routes });
    const category = await screen.findByRole('button', { name: /Demandas Recebidas/ });
    expect(screen.queryByRole('button', { name: /Planos e Preços/ })).toBeNull();
    fireEvent.click(category);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Como falo com o cliente de uma demanda?' }),
    );
    expect(await screen.findByText(/chamar o cliente direto no/)).toBeTruthy();
    const support = await screen.findByRole('link', { name: T.helpTalkToSupport });
    await waitFor(() =>
      expect(support.getAttribute('href')).toBe(
        `https://wa.me/5521988887777?text=${encodeURIComponent(T.supportGreeting)}`,
      ),
    );
    expect(screen.getByRole('link', { name: 'ajuda@alinhavo.test' })).toBeTruthy();
  });

  it('a client searches without accents and sees the answer, or says nothing was found', async () => {
    renderApp('/app/central-de-duvidas', { user: aUser({ user_type: 'CLIENTE' }), routes });
    const search = await screen.findByRole('textbox', { name: T.helpSearch });
    fireEvent.change(search, { target: { value: 'renovacao' } });
    expect(await screen.findByText('A assinatura renova sozinha?')).toBeTruthy();
    expect(screen.getByText(/A renovação é manual/)).toBeTruthy();
    fireEvent.change(search, { target: { value: 'xyzzy' } });
    expect(await screen.findByText(T.helpNothingFound('xyzzy'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(await screen.findByRole('button', { name: /Planos e Preços/ })).toBeTruthy();
  });

  it('is public at /ajuda, both sides, and links the legal pages', async () => {
    const { location } = renderApp('/ajuda', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: T.helpTitle })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Pagamentos e Planos/ })).toBeTruthy();
    fireEvent.click(screen.getByText(T.helpForProviders));
    expect(await screen.findByRole('button', { name: /Interesses e Serviços/ })).toBeTruthy();
    expect(location()).toBe('/ajuda?para=prestador');
    const footer = screen.getByRole('contentinfo');
    fireEvent.click(within(footer).getByRole('link', { name: T.privacyPolicy }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de Privacidade' }),
    ).toBeTruthy();
    expect(await screen.findByText(/Alinhavo Tecnologia Ltda\./)).toBeTruthy();
    expect(screen.getByText(/inscrita no CNPJ sob o nº 12\.345\.678\/0001-95/)).toBeTruthy();
  });
});

describe('Central de Dúvidas without support contacts configured', () => {
  it('offers no WhatsApp nor e-mail the server does not name', async () => {
    forgetPublicSettings();
    let asked = false;
    renderApp('/app/central-de-duvidas', {
      user: aUser({ user_type: 'CLIENTE' }),
      routes: {
        'GET /settings/public/': () => {
          asked = true;
          return ok({ ...SETTINGS, support_whatsapp: null, support_email: null });
        },
      },
    });
    expect(await screen.findByRole('button', { name: /Planos e Preços/ })).toBeTruthy();
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('link', { name: T.helpTalkToSupport })).toBeNull();
    expect(screen.queryByText(T.helpStillNeed)).toBeNull();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });
});

describe('Termos atualizados', () => {
  const terms = (accepted: string | null) => ({
    current_version: LEGAL_VERSION,
    accepted_version: accepted,
    accepted_at: accepted ? '2026-01-01T00:00:00.000Z' : null,
  });

  it('asks once someone who accepted an older version, and records the acceptance', async () => {
    let posted: unknown = null;
    renderApp('/app', {
      user: aUser({ user_type: 'CLIENTE' }),
      routes: {
        ...routes,
        'GET /user/terms/': () => ok(terms('2020-01-01')),
        'POST /user/terms/': (config) => {
          posted = JSON.parse(String(config.data));
          return ok(terms(LEGAL_VERSION), T.accepted);
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: T.updatedTitle });
    expect(within(dialog).getByRole('link', { name: T.termsOfUse }).getAttribute('href')).toBe(
      '/termos',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: T.accept }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.updatedTitle })).toBeNull());
    expect(posted).toEqual({ version: LEGAL_VERSION });
  });

  it('asks nothing of someone who accepted the version in force', async () => {
    const { server } = renderApp('/app', {
      user: aUser({ user_type: 'CLIENTE' }),
      routes: { ...routes, 'GET /user/terms/': () => ok(terms(LEGAL_VERSION)) },
    });
    await waitFor(() => expect(server.calls).toContain('GET /user/terms/'));
    expect(screen.queryByRole('dialog', { name: T.updatedTitle })).toBeNull();
  });
});
