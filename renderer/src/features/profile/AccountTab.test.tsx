import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProfile } from '../../test/fixtures';
import { ok } from '../../test/fake-server';
import { EXPORT_FILE_NAME, EXPORT_TEXT } from './ExportDataCard';
import { openProfile, openTab } from './profile-test-kit';

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
});
