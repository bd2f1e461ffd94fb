import { OPPORTUNITY_TEXTS } from '@alinhavo/shared/messages/opportunities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type FakeRoute } from '../../test/fake-server';
import { aDemand, aFile, renderWithApi } from '../../test/opportunities-kit';
import { DemandDetailsModal } from './DemandDetailsModal';
import { NOT_FOUND_TEXT } from '../../app/NotFoundPage';

afterEach(() => {
  vi.restoreAllMocks();
});

const demand = aDemand();
const demandRoutes = (extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  [`GET /demands/${demand.id}/`]: () => ok(demand),
  'GET /demand-files/': () => ok([]),
  ...extra,
});

describe('DemandDetailsModal', () => {
  it('shows every field of the demand, its dates and the footer the screen chose', async () => {
    const onClose = vi.fn();
    renderWithApi(
      <DemandDetailsModal
        demandId={demand.id}
        onClose={onClose}
        actions={(d) => <button type="button">{`Ação ${d.title}`}</button>}
      />,
      { routes: demandRoutes() },
    );
    const dialog = await screen.findByRole('dialog', { name: demand.title });
    const view = within(dialog);
    expect(view.getByText('Aberta')).toBeTruthy();
    expect(view.getByText(demand.description)).toBeTruthy();
    for (const text of [
      'R$ 3.000,00 – R$ 4.500,00',
      '01/12/2026',
      'São Paulo/SP',
      'Costura / Facção',
      'Moda Feminina',
      'Tecido Plano',
      'Plano',
      '300 peças',
      '1 semana',
    ])
      expect(view.getByText(text)).toBeTruthy();
    expect(
      view.getByText(/^Publicada em 02\/11\/2026 às \d\d:\d\d · Atualizada em 03\/11\/2026/),
    ).toBeTruthy();
    expect(await view.findByText(OPPORTUNITY_TEXTS.noFiles)).toBeTruthy();

    expect(view.getByRole('button', { name: `Ação ${demand.title}` })).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the copy it was given at once, then the fresh one', async () => {
    let answer: (value: ReturnType<FakeRoute>) => void = () => {};
    renderWithApi(
      <DemandDetailsModal
        demandId={demand.id}
        initial={aDemand({ title: 'Título da lista' })}
        onClose={() => {}}
      />,
      {
        routes: demandRoutes({
          [`GET /demands/${demand.id}/`]: () => new Promise((resolve) => (answer = resolve)),
        }),
      },
    );
    expect(await screen.findByRole('dialog', { name: 'Título da lista' })).toBeTruthy();
    answer(ok(aDemand({ title: 'Título atualizado' })));
    expect(await screen.findByRole('dialog', { name: 'Título atualizado' })).toBeTruthy();
  });

  it('says the load failed and tries again on request', async () => {
    let failing = true;
    renderWithApi(<DemandDetailsModal demandId={demand.id} onClose={() => {}} />, {
      routes: demandRoutes({
        [`GET /demands/${demand.id}/`]: () =>
          failing ? fail(500, 'Erro interno do servidor. Tente novamente mais tarde.') : ok(demand),
      }),
    });
    expect(await screen.findByText(OPPORTUNITY_TEXTS.demandLoadError)).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('dialog', { name: demand.title })).toBeTruthy();
    expect(screen.queryByText(OPPORTUNITY_TEXTS.demandLoadError)).toBeNull();
  });

  it("shows the app's not-found for a demand the server does not show, with nothing to retry", async () => {
    renderWithApi(<DemandDetailsModal demandId={demand.id} onClose={() => {}} />, {
      routes: demandRoutes({
        [`GET /demands/${demand.id}/`]: () => fail(404, 'Recurso não encontrado.'),
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes da demanda' });
    expect(await within(dialog).findByText(NOT_FOUND_TEXT)).toBeTruthy();
    expect(within(dialog).queryByText(OPPORTUNITY_TEXTS.demandLoadError)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('lists non-image files by their short name with a Download button', async () => {
    const pdf = aFile({
      id: 'f0000000-0000-4000-8000-000000000009',
      name: 'ficha-tecnica-vestido.pdf',
      content_type: 'application/pdf',
    });
    renderWithApi(<DemandDetailsModal demandId={demand.id} onClose={() => {}} />, {
      routes: demandRoutes({ 'GET /demand-files/': () => ok([pdf]) }),
    });
    expect(await screen.findByText('fic…tido.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download ficha-tecnica-vestido.pdf' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
  });
});
