import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmailPreferences } from '@alinhavo/shared/schemas/email-preferences';
import { aClientProfile, aProfile } from '../../test/fixtures';
import { fail, ok } from '../../test/fake-server';
import { openProfile, openTab } from '../../test/profile-kit';

const providerPrefs = (): EmailPreferences => ({
  preferences: [
    { kind: 'new_demand', mode: 'instant' },
    { kind: 'unread_messages', mode: 'instant' },
    { kind: 'selected', mode: 'instant' },
    { kind: 'removed', mode: 'instant' },
    { kind: 'completed', mode: 'off' },
    { kind: 'new_rating', mode: 'instant' },
    { kind: 'plan_expiry', mode: 'instant' },
  ],
});

const group = (name: string) => screen.getByRole('group', { name });
const radio = (groupName: string, option: string) =>
  within(group(groupName)).getByRole<HTMLInputElement>('radio', { name: option });

describe("Conta: 'Notificações por e-mail'", () => {
  it('shows each kind as a radio group, digest only for new demands, and saves a choice at once', async () => {
    const sent: unknown[] = [];
    let refuse = false;
    await openProfile(aProfile(), {
      'GET /user/email-preferences/': () => ok(providerPrefs()),
      'PUT /user/email-preferences/': (config) => {
        const body = JSON.parse(String(config.data)) as EmailPreferences;
        sent.push(body);
        if (refuse) return fail(500, 'Erro interno do servidor.');
        const next = providerPrefs();
        next.preferences = next.preferences.map((p) =>
          p.kind === body.preferences[0]?.kind ? body.preferences[0] : p,
        );
        return ok(next);
      },
    });
    openTab('Conta');
    expect(await screen.findByRole('heading', { name: 'Notificações por e-mail' })).toBeTruthy();
    await screen.findByRole('group', { name: 'Novas demandas' });

    expect(
      within(group('Novas demandas'))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['off', 'instant', 'digest']);
    expect(within(group('Mensagens não lidas')).getAllByRole('radio')).toHaveLength(2);
    expect(radio('Novas demandas', 'Na hora').checked).toBe(true);
    expect(radio('Demandas concluídas', 'Desligado').checked).toBe(true);

    fireEvent.click(radio('Novas demandas', 'Resumo diário (8h)'));
    await waitFor(() =>
      expect(sent).toEqual([{ preferences: [{ kind: 'new_demand', mode: 'digest' }] }]),
    );
    await waitFor(() => expect(radio('Novas demandas', 'Resumo diário (8h)').disabled).toBe(false));
    expect(radio('Novas demandas', 'Resumo diário (8h)').checked).toBe(true);
    expect(await screen.findByText('Preferências de e-mail salvas.')).toBeTruthy();

    refuse = true;
    fireEvent.click(radio('Mensagens não lidas', 'Desligado'));
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(radio('Mensagens não lidas', 'Na hora').checked).toBe(true));
    expect(await screen.findByText('Erro interno do servidor.')).toBeTruthy();
  });

  it('a client sees only their kinds; a failed load offers to try again', async () => {
    let down = true;
    await openProfile(aClientProfile(), {
      'GET /user/email-preferences/': () =>
        down
          ? fail(503, 'Serviço indisponível.')
          : ok({
              preferences: [
                { kind: 'unread_messages', mode: 'instant' },
                { kind: 'plan_expiry', mode: 'off' },
              ],
            }),
    });
    openTab('Conta');
    const alert = await screen.findByText('Não foi possível carregar suas preferências de e-mail.');
    expect(alert).toBeTruthy();
    down = false;
    // Conta has other cards that may fail too ('Minhas avaliações'): this card's own button.
    const card = alert.closest('.mantine-Alert-root, [role="alert"]');
    if (!(card instanceof HTMLElement)) throw new Error('aviso sem contêiner');
    fireEvent.click(within(card).getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByRole('group', { name: 'Vencimento do Plano Pro' });
    expect(screen.queryByRole('group', { name: 'Novas demandas' })).toBeNull();
    expect(radio('Vencimento do Plano Pro', 'Desligado').checked).toBe(true);
  });
});
