import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aClientProfile, aProfile } from '../../test/fixtures';
import { fail, ok } from '../../test/fake-server';
import { ANALYTICS_OPT_OUT_KEY } from '../../platform/storage-keys';
import { ANALYTICS_CONSENT_TEXTS } from './AnalyticsConsentCard';
import { EXPORT_FILE_NAME, EXPORT_TEXT } from './ExportDataCard';
import { openProfile, openTab } from '../../test/profile-kit';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('account tab', () => {
  it('keeps password change and account deletion, and downloads the data as JSON', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:dados');
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      writable: true,
      value: createObjectURL,
    });
    Object.defineProperty(URL, 'revokeObjectURL', {
      configurable: true,
      writable: true,
      value: vi.fn(),
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });

    await openProfile(aProfile(), {
      'GET /user/export/': () => ok({ user: { email: 'maria@exemplo.com.br' }, demands: [] }),
    });
    openTab('Conta');
    expect(screen.getByRole('heading', { name: 'Alterar senha' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Excluir conta' }).length).toBeGreaterThan(0);
    expect(screen.getByText(EXPORT_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    await waitFor(() => expect(clicked).toEqual([EXPORT_FILE_NAME]));
    const blob = createObjectURL.mock.calls[0]![0];
    expect(JSON.parse(await blob.text())).toEqual({
      user: { email: 'maria@exemplo.com.br' },
      demands: [],
    });
  });

  it("saves 'Aparecer na busca pública' on its own when a client flips it, and undoes it when the save fails", async () => {
    const sent: unknown[] = [];
    let refuse = false;
    await openProfile(aClientProfile(), {
      'PATCH /user/profile/': (config) => {
        const body = JSON.parse(String(config.data)) as { listed_in_public_search: boolean };
        sent.push(body);
        return refuse
          ? fail(500, 'Erro interno do servidor.')
          : ok(aClientProfile({ listed_in_public_search: body.listed_in_public_search }));
      },
    });
    openTab('Conta');
    const toggle = screen.getByRole<HTMLInputElement>('switch', {
      name: 'Aparecer na busca pública',
    });
    expect(toggle.checked).toBe(false);
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();

    fireEvent.click(toggle);
    await waitFor(() => expect(sent).toEqual([{ listed_in_public_search: true }]));
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(true);

    refuse = true;
    fireEvent.click(toggle);
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(true);
    expect(await screen.findByText('Erro ao salvar perfil. Tente novamente.')).toBeTruthy();
  });

  it('has no public-search switch for a provider', async () => {
    await openProfile(aProfile());
    openTab('Conta');
    expect(screen.queryByRole('switch', { name: 'Aparecer na busca pública' })).toBeNull();
  });

  it("'Permitir estatísticas de uso anônimas' shows the account's choice, saves a flip and keeps a copy on the device", async () => {
    localStorage.removeItem(ANALYTICS_OPT_OUT_KEY);
    const sent: unknown[] = [];
    await openProfile(aProfile(), {
      'GET /user/analytics/': () => ok({ enabled: true }),
      'PUT /user/analytics/': (config) => {
        const body = JSON.parse(String(config.data)) as { enabled: boolean };
        sent.push(body);
        return ok(body);
      },
    });
    openTab('Conta');
    const toggle = screen.getByRole<HTMLInputElement>('switch', {
      name: ANALYTICS_CONSENT_TEXTS.label,
    });
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(screen.getByText(/não pode ser revertido/)).toBeTruthy();

    fireEvent.click(toggle);
    await waitFor(() => expect(sent).toEqual([{ enabled: false }]));
    await waitFor(() => expect(localStorage.getItem(ANALYTICS_OPT_OUT_KEY)).toBe('1'));
    expect(toggle.checked).toBe(false);

    fireEvent.click(toggle);
    await waitFor(() => expect(localStorage.getItem(ANALYTICS_OPT_OUT_KEY)).toBeNull());
    expect(sent).toEqual([{ enabled: false }, { enabled: true }]);
  });

  it('the analytics switch goes back when the save fails', async () => {
    await openProfile(aProfile(), {
      'GET /user/analytics/': () => ok({ enabled: true }),
      'PUT /user/analytics/': () => fail(500, 'Erro interno do servidor.'),
    });
    openTab('Conta');
    const toggle = screen.getByRole<HTMLInputElement>('switch', {
      name: ANALYTICS_CONSENT_TEXTS.label,
    });
    await waitFor(() => expect(toggle.checked).toBe(true));
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByText(ANALYTICS_CONSENT_TEXTS.saveError)).toBeTruthy());
    await waitFor(() => expect(toggle.checked).toBe(true));
  });
});
