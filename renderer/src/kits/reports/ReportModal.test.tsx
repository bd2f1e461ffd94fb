import { REPORT_TEXTS } from '@alinhavo/shared/messages/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { fail, ok, type FakeRoute } from '../../test/fake-server';
import { aUser } from '../../test/fixtures';
import { DemandDetailsModal } from '../demands/DemandDetailsModal';
import { aDemand, aProvider, renderWithApi, toastWith } from '../../test/opportunities-kit';

const demand = aDemand();
const CREATED = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  created_at: new Date().toISOString(),
};

function routes(report: FakeRoute): Record<string, FakeRoute> {
  return {
    [`GET /demands/${demand.id}/`]: () => ok(demand),
    'GET /demand-files/': () => ok([]),
    'POST /reports/': report,
  };
}

const bodyOf = (config: InternalAxiosRequestConfig) =>
  JSON.parse(String(config.data)) as Record<string, unknown>;

/** Opens the demand as a provider, then 'Denunciar' › `choice`; returns the report dialog. */
async function openReport(choice: string) {
  const details = await screen.findByRole('dialog', { name: demand.title });
  fireEvent.click(within(details).getByRole('button', { name: REPORT_TEXTS.action }));
  fireEvent.click(await screen.findByRole('menuitem', { name: choice }));
  return screen.findByRole('dialog', { name: REPORT_TEXTS.title });
}

describe("'Denunciar' on a demand", () => {
  it('requires a reason, counts the details and sends the demand with both', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { server } = renderWithApi(
      <DemandDetailsModal demandId={demand.id} onClose={() => {}} />,
      {
        routes: routes((config) => {
          bodies.push(bodyOf(config));
          return ok(CREATED);
        }),
      },
    );
    const dialog = within(await openReport('Esta demanda'));
    expect(
      dialog.getByText(/Você está denunciando a demanda “Costura de 300 vestidos/),
    ).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    expect(await dialog.findByText(REPORT_TEXTS.reasonRequired)).toBeTruthy();
    expect(server.calls).not.toContain('POST /reports/');

    fireEvent.click(dialog.getByRole('radio', { name: 'Golpe ou fraude' }));
    const details = dialog.getByRole('textbox', { name: 'Detalhes (opcional)' });
    expect(dialog.getByText('0/500')).toBeTruthy();
    fireEvent.change(details, { target: { value: 'Pede Pix antes' } });
    expect(dialog.getByText('14/500')).toBeTruthy();
    fireEvent.change(details, { target: { value: 'x'.repeat(600) } });
    expect(dialog.getByText('500/500')).toBeTruthy();
    fireEvent.change(details, { target: { value: '  Pede Pix antes  ' } });

    fireEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    await toastWith(REPORT_TEXTS.sent);
    expect(bodies).toEqual([
      { target_type: 'demand', target_id: demand.id, reason: 'fraud', details: 'Pede Pix antes' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: REPORT_TEXTS.title })).toBeNull(),
    );
  });

  it('reports the client who published it, without details', async () => {
    const bodies: Record<string, unknown>[] = [];
    renderWithApi(<DemandDetailsModal demandId={demand.id} onClose={() => {}} />, {
      routes: routes((config) => {
        bodies.push(bodyOf(config));
        return ok(CREATED);
      }),
    });
    const dialog = within(await openReport('O cliente (Ateliê Linho)'));
    expect(dialog.getByText(/o perfil de Ateliê Linho/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('radio', { name: 'Spam ou propaganda' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    await toastWith(REPORT_TEXTS.sent);
    expect(bodies).toEqual([
      { target_type: 'user', target_id: demand.user_created, reason: 'spam' },
    ]);
  });

  it('says so when this person already reported it (409)', async () => {
    renderWithApi(<DemandDetailsModal demandId={demand.id} onClose={() => {}} />, {
      routes: routes(() => fail(409, REPORT_TEXTS.duplicate, { code: 'ALREADY_REPORTED' })),
    });
    const dialog = within(await openReport('Esta demanda'));
    fireEvent.click(dialog.getByRole('radio', { name: 'Conteúdo impróprio' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    await toastWith(REPORT_TEXTS.duplicate);
  });

  it('keeps the modal open with the send error on any other failure', async () => {
    renderWithApi(<DemandDetailsModal demandId={demand.id} onClose={() => {}} />, {
      routes: routes(() => fail(500, 'Erro interno do servidor. Tente novamente mais tarde.')),
    });
    const dialog = within(await openReport('Esta demanda'));
    fireEvent.click(dialog.getByRole('radio', { name: 'Outro motivo' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    await toastWith(REPORT_TEXTS.sendFailed);
    expect(screen.getByRole('dialog', { name: REPORT_TEXTS.title })).toBeTruthy();
    // The toast comes from inside the submit handler: the form leaves its sending state (and
    // enables Cancelar again) only after it returns, which a busy machine makes visible.
    const cancel = dialog.getByRole('button', { name: 'Cancelar' });
    await waitFor(() => expect(cancel).toHaveProperty('disabled', false));
    fireEvent.click(cancel);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: REPORT_TEXTS.title })).toBeNull(),
    );
  });

  it('is not offered on one’s own demand, nor to an admin', async () => {
    for (const user of [
      aUser({ id: demand.user_created, user_type: 'CLIENTE', full_name: 'Ateliê Linho' }),
      { ...aProvider(), is_admin: true },
    ]) {
      const view = renderWithApi(<DemandDetailsModal demandId={demand.id} onClose={() => {}} />, {
        user,
        routes: routes(() => ok(CREATED)),
      });
      const details = await screen.findByRole('dialog', { name: demand.title });
      expect(within(details).getByText(demand.description)).toBeTruthy();
      expect(within(details).queryByRole('button', { name: REPORT_TEXTS.action })).toBeNull();
      view.unmount();
    }
  });
});
