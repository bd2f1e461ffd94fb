import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platform } from '../../platform';
import { aDemand, aProvider, renderWithApi } from '../../test/opportunities-kit';
import { PRO_PLAN_BUTTON, PRO_WHATSAPP_TEXT } from '../plans/pro';
import { act } from '@testing-library/react';
import { useSessionStore } from '../../data/session-store';
import { ok } from '../../test/fake-server';
import { ProfessionalWhatsAppButton } from '../professional-profile/ContactButtons';
import { aCard, aFullProfile, PRO } from '../../test/professionals-kit';
import {
  ContactWhatsAppButton,
  contactOutcome,
  professionalContact,
  WhatsAppButton,
  whatsAppOutcome,
} from './WhatsAppButton';

afterEach(() => {
  vi.restoreAllMocks();
});

const withPhone = aDemand({ user_has_cellphone: true, user_cellphone: '11987654321' });
const withoutPhone = aDemand({ user_has_cellphone: false, user_cellphone: null });

describe('whatsAppOutcome (spec §6)', () => {
  it('checks the phone before the plan: nobody is sold a plan for a contact that cannot happen', () => {
    expect(whatsAppOutcome(withoutPhone, false)).toEqual({ kind: 'notice', notice: 'no-phone' });
    expect(whatsAppOutcome(withoutPhone, true)).toEqual({ kind: 'notice', notice: 'no-phone' });
    expect(whatsAppOutcome(withPhone, false)).toEqual({ kind: 'notice', notice: 'pro-only' });
  });

  it('opens wa.me with country code 55 and a greeting for a PRO user', () => {
    const outcome = whatsAppOutcome(withPhone, true);
    expect(outcome.kind).toBe('open');
    if (outcome.kind === 'open') {
      expect(outcome.url.startsWith('https://wa.me/5511987654321?text=')).toBe(true);
      expect(decodeURIComponent(outcome.url)).toContain(withPhone.title);
    }
  });

  it('treats a number the server withheld as no phone', () => {
    const hidden = aDemand({ user_has_cellphone: true, user_cellphone: null });
    expect(whatsAppOutcome(hidden, true)).toEqual({ kind: 'notice', notice: 'no-phone' });
  });
});

describe('a provider as the client reaches them', () => {
  it('has_phone without the number (not PRO, or plans not decided yet) gives the plan text', () => {
    const summary = { has_phone: true, phone: null };
    expect(contactOutcome(professionalContact(summary), false)).toEqual({
      kind: 'notice',
      notice: 'pro-only',
    });
    expect(contactOutcome(professionalContact({ has_phone: false, phone: null }), false)).toEqual({
      kind: 'notice',
      notice: 'no-phone',
    });
  });

  it('opens wa.me with a greeting about the demand when the number is there for a PRO client', () => {
    const outcome = contactOutcome(
      professionalContact({ has_phone: true, phone: '31987654321' }, 'Vestidos de festa'),
      true,
    );
    expect(outcome.kind).toBe('open');
    if (outcome.kind === 'open') {
      expect(outcome.url.startsWith('https://wa.me/5531987654321?text=')).toBe(true);
      expect(decodeURIComponent(outcome.url)).toContain('Vestidos de festa');
    }
  });
});

describe('WhatsAppButton', () => {
  it('shows the Plano Pro text to a provider who is not PRO', async () => {
    const open = vi.spyOn(platform, 'openExternal').mockImplementation(() => {});
    renderWithApi(<WhatsAppButton demand={withPhone} />, { user: aProvider() });
    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    expect(await screen.findByText(PRO_WHATSAPP_TEXT)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    // Inside the app's router the text offers the plans page.
    expect(screen.getByRole('link', { name: PRO_PLAN_BUTTON }).getAttribute('href')).toBe(
      '/app/planos',
    );
  });

  it("shows 'Telefone não cadastrado' with 'Entendi' when the client has no phone", async () => {
    renderWithApi(<WhatsAppButton demand={withoutPhone} />, { user: aProvider() });
    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Telefone não cadastrado' });
    expect(dialog.textContent).not.toContain(PRO_WHATSAPP_TEXT);
    fireEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the chat through the platform for a PRO provider', () => {
    const open = vi.spyOn(platform, 'openExternal').mockImplementation(() => {});
    renderWithApi(<WhatsAppButton demand={withPhone} />, { user: aProvider({ pro: true }) });
    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[0]).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('WhatsApp and the plan bought live', () => {
  it('gives the Plano Pro text to a Básico client, then opens wa.me once the plan turns PRO', async () => {
    const open = vi.spyOn(platform, 'openExternal').mockImplementation(() => {});
    renderWithApi(
      <ContactWhatsAppButton
        contact={professionalContact({ has_phone: true, phone: '31987654321' }, 'Vestidos')}
      />,
      { user: aProvider() },
    );
    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    expect(await screen.findByText(PRO_WHATSAPP_TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).not.toHaveBeenCalled();

    // plan:changed puts the plan into the session user (session-events): the one place read.
    const user = useSessionStore.getState().user;
    act(() => {
      if (user) useSessionStore.getState().setUser({ ...user, is_pro: true });
    });
    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    expect(open).toHaveBeenCalledTimes(1);
    const url = open.mock.calls[0]?.[0] ?? '';
    expect(url).toMatch(/^https:\/\/wa\.me\/5531987654321\?text=/);
    expect(decodeURIComponent(url)).toContain('Vestidos');
  });

  it('asks for the number a PRO client has not been sent yet (a candidate read from the device)', async () => {
    const open = vi.spyOn(platform, 'openExternal').mockImplementation(() => {});
    const loadPhone = vi.fn(() => Promise.resolve('31987654321'));
    renderWithApi(
      <ContactWhatsAppButton
        contact={professionalContact({ has_phone: true, phone: null })}
        loadPhone={loadPhone}
      />,
      { user: aProvider({ pro: true }) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(loadPhone).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[0]).toMatch(/^https:\/\/wa\.me\/5531987654321\?text=/);
  });

  it("still says 'Telefone não cadastrado' when the number cannot be had", async () => {
    const open = vi.spyOn(platform, 'openExternal').mockImplementation(() => {});
    renderWithApi(
      <ContactWhatsAppButton
        contact={professionalContact({ has_phone: true, phone: null })}
        loadPhone={() => Promise.resolve(null)}
      />,
      { user: aProvider({ pro: true }) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    expect(await screen.findByRole('dialog', { name: 'Telefone não cadastrado' })).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('ProfessionalWhatsAppButton (search results)', () => {
  it('asks for the number of a card read before the client turned PRO', async () => {
    const open = vi.spyOn(platform, 'openExternal').mockImplementation(() => {});
    const card = aCard(1, { has_phone: true, phone: null });
    const { server } = renderWithApi(
      <ProfessionalWhatsAppButton professional={card} viewerIsPro={false} />,
      {
        user: aProvider({ pro: true }),
        routes: {
          [`GET /user/professionals/${card.id}/`]: () =>
            ok(aFullProfile({ id: card.id, phone: '21998765432', limits: PRO })),
        },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open.mock.calls[0]?.[0]).toMatch(/^https:\/\/wa\.me\/5521998765432\?text=/);
    expect(server.calls).toContain(`GET /user/professionals/${card.id}/`);
  });
});
