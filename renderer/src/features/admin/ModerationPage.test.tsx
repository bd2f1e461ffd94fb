import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, type FakeRoute } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { ADMIN, aReport, uuid } from './admin-test-kit';

vi.setConfig({ testTimeout: 20_000 });

function reportsServer() {
  const bodies: unknown[] = [];
  let open = [aReport(1), aReport(2, { target_type: 'user', excerpt: 'Bruno', context: [] })];
  const routes: Record<string, FakeRoute> = {
    'GET /admin/reports/': (config) => {
      const status = ((config.params ?? {}) as { status?: string }).status;
      return ok({ reports: status === 'closed' ? [] : open, next_cursor: null });
    },
    [`POST /admin/reports/${uuid(1)}/resolve/`]: (config) => {
      bodies.push(JSON.parse(String(config.data)));
      open = open.filter((r) => r.id !== uuid(1));
      return ok(aReport(1, { status: 'closed', resolution: 'remove' }));
    },
  };
  return { routes, bodies };
}

const report = async (name: string) =>
  within((await screen.findAllByRole('listitem', { name }))[0] as HTMLElement);

describe('Denúncias', () => {
  it('shows a reported message among its neighbours, with who reported and who wrote it', async () => {
    renderApp('/app/admin/denuncias', { user: ADMIN, routes: reportsServer().routes });
    const card = await report('Mensagem: Ofensa, assédio ou discriminação');
    expect(card.getByText('Me xingou na conversa.')).toBeTruthy();
    expect(card.getByText('Ana (ana@exemplo.com.br)')).toBeTruthy();
    expect(card.getByText('Bruno (bruno@exemplo.com.br)')).toBeTruthy();
    const context = within(card.getByRole('list', { name: 'Contexto da conversa' }));
    expect(context.getByText('Oi, tudo bem?')).toBeTruthy();
    expect(context.getByText('Mensagem ofensiva').closest('li')?.getAttribute('aria-current')).toBe(
      'true',
    );
    // A profile has no 'Remover conteúdo': the author is suspended instead.
    const profile = await report('Perfil: Ofensa, assédio ou discriminação');
    expect(profile.queryByRole('button', { name: 'Remover conteúdo' })).toBeNull();
    expect(profile.getByRole('button', { name: 'Suspender autor' })).toBeTruthy();
  });

  it('confirms before removing, sends the note and takes the report off the queue', async () => {
    const server = reportsServer();
    renderApp('/app/admin/denuncias', { user: ADMIN, routes: server.routes });
    const card = await report('Mensagem: Ofensa, assédio ou discriminação');
    fireEvent.click(card.getByRole('button', { name: 'Remover conteúdo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remover conteúdo' }));
    expect(dialog.getByText(/Tem certeza\?/)).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox'), { target: { value: 'Ofensa clara.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Remover conteúdo' }));
    expect(await screen.findByText(ADMIN_TEXTS.reportResolved)).toBeTruthy();
    expect(server.bodies).toEqual([{ action: 'remove', note: 'Ofensa clara.' }]);
    await waitFor(() =>
      expect(
        screen.queryByRole('listitem', { name: 'Mensagem: Ofensa, assédio ou discriminação' }),
      ).toBeNull(),
    );
    expect(
      screen.getByRole('listitem', { name: 'Perfil: Ofensa, assédio ou discriminação' }),
    ).toBeTruthy();
  });

  it('says so when the closed queue is empty', async () => {
    renderApp('/app/admin/denuncias', { user: ADMIN, routes: reportsServer().routes });
    await report('Mensagem: Ofensa, assédio ou discriminação');
    fireEvent.click(screen.getByRole('radio', { name: 'Encerradas' }));
    expect(await screen.findByText('Nenhuma denúncia encerrada')).toBeTruthy();
  });

  it('says Nenhuma denúncia aberta on an empty queue', async () => {
    renderApp('/app/admin/denuncias', {
      user: ADMIN,
      routes: { 'GET /admin/reports/': () => ok({ reports: [], next_cursor: null }) },
    });
    expect(await screen.findByText('Nenhuma denúncia aberta')).toBeTruthy();
  });
});
