import { OPPORTUNITY_TEXTS as T } from '@alinhavo/shared/messages/opportunities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteDb } from '../../data/db';
import { platform } from '../../platform';
import { catalogueRoutes } from '../../test/catalogue-routes';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { PRO_WHATSAPP_TEXT } from '../../kits/plans/pro';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { aDemand, aProvider } from '../../test/opportunities-kit';

/** The browser's answer to every `max-width` media query: a phone says yes. */
function screenIsPhone(phone: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
}

beforeEach(async () => {
  await deleteDb();
});
afterEach(() => {
  screenIsPhone(false);
  vi.restoreAllMocks();
});

function openPage(demand: Demand) {
  return renderApp('/app/oportunidades', {
    user: aProvider(),
    routes: {
      ...catalogueRoutes(),
      'GET /demands/opportunities/': () => ok({ demands: [demand], has_more: false }),
    },
  });
}

const card = (title: string) => within(screen.getByRole('article', { name: title }));
const buttonNames = (title: string) =>
  card(title)
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? b.textContent);

async function openMenu(title: string) {
  fireEvent.click(card(title).getByRole('button', { name: 'Mais ações' }));
  return within(await screen.findByRole('menu'));
}

describe('the Oportunidades card on a phone', () => {
  it("shows the next step and 'Ver Detalhes'; the rest is under 'Mais ações'", async () => {
    screenIsPhone(true);
    const demand = aDemand();
    openPage(demand);
    await screen.findByRole('article', { name: demand.title });
    expect(buttonNames(demand.title)).toEqual(['Ver Detalhes', 'Interessar-se', 'Mais ações']);
    const more = card(demand.title).getByRole('button', { name: 'Mais ações' });
    expect(more.getAttribute('aria-haspopup')).toBe('menu');

    const menu = await openMenu(demand.title);
    expect(menu.getAllByRole('menuitem').map((i) => i.getAttribute('aria-label'))).toEqual([
      'WhatsApp',
      'Enviar proposta',
      'Mensagem',
    ]);
    // The first item takes the focus, as in any menu (arrows and Escape start from it).
    await waitFor(() =>
      expect(document.activeElement).toBe(menu.getByRole('menuitem', { name: 'WhatsApp' })),
    );
    // Chat waits for interest, and says so in the menu.
    const chat = menu.getByRole<HTMLButtonElement>('menuitem', { name: 'Mensagem' });
    expect(chat.disabled).toBe(true);
    expect(chat.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(chat.getAttribute('aria-describedby')!)?.textContent).toBe(
      T.interestFirst,
    );

    fireEvent.click(menu.getByRole('menuitem', { name: 'Enviar proposta' }));
    expect(await screen.findByRole('dialog', { name: 'Enviar proposta' })).toBeTruthy();
  });

  it("keeps WhatsApp's notice open after the menu closes", async () => {
    screenIsPhone(true);
    const open = vi.spyOn(platform, 'openExternal').mockImplementation(() => {});
    const demand = aDemand();
    openPage(demand);
    await screen.findByRole('article', { name: demand.title });
    const menu = await openMenu(demand.title);
    fireEvent.click(menu.getByRole('menuitem', { name: 'WhatsApp' }));
    expect(await screen.findByText(PRO_WHATSAPP_TEXT)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByText(PRO_WHATSAPP_TEXT)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it("puts 'Enviar proposta' first when the client asked for one", async () => {
    screenIsPhone(true);
    const demand = aDemand({ quote_requested_at: '2026-11-03T10:00:00.000Z' });
    openPage(demand);
    await screen.findByRole('article', { name: demand.title });
    expect(buttonNames(demand.title)).toEqual(['Ver Detalhes', 'Enviar proposta', 'Mais ações']);
    const menu = await openMenu(demand.title);
    expect(menu.getAllByRole('menuitem').map((i) => i.getAttribute('aria-label'))).toEqual([
      'WhatsApp',
      'Mensagem',
      'Interessar-se',
    ]);
  });

  it("names the filters' toggle by what it does, apart from Filtrar", async () => {
    screenIsPhone(true);
    // happy-dom applies the stylesheet's media queries to its own window size.
    const happy = (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } })
      .happyDOM;
    happy.setViewport({ width: 390 });
    try {
      const demand = aDemand();
      openPage(demand);
      await screen.findByRole('article', { name: demand.title });
      const toggle = screen.getByRole('button', { name: 'Mostrar filtros' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(toggle);
      const shown = screen.getByRole('button', { name: 'Ocultar filtros' });
      expect(shown.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('button', { name: 'Filtrar' }).getAttribute('type')).toBe('submit');
      expect(screen.queryByRole('button', { name: /^Filtros/ })).toBeNull();
    } finally {
      happy.setViewport({ width: 1024 });
    }
  });

  it('keeps every action visible on a wide screen, with no menu', async () => {
    screenIsPhone(false);
    const demand = aDemand();
    openPage(demand);
    await screen.findByRole('article', { name: demand.title });
    expect(buttonNames(demand.title)).toEqual([
      'Ver Detalhes',
      'WhatsApp',
      'Enviar proposta',
      T.interestFirst,
      'Interessar-se',
    ]);
  });
});
