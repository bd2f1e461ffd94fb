import { FICHA_TEXTS as T } from '@alinhavo/shared/messages/ficha';
import type { FichaChange } from '@alinhavo/shared/schemas/ficha';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { catalogueRoutes } from '../../test/catalogue-routes';
import { fail, ok } from '../../test/fake-server';
import { aProvider, aDemand, renderWithApi } from '../../test/opportunities-kit';
import { notificationDestination } from '../notifications/destination';
import { FichaReader } from './FichaPanel';
import { aFicha, aFichaContent, FICHA_DEMAND } from './ficha-fixtures';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => db.fichas.clear());

const facção = aProvider();
const demand = aDemand({
  id: FICHA_DEMAND,
  status: 'EM ANDAMENTO',
  chosen_professional: facção.id,
  has_ficha: true,
});
const change: FichaChange = {
  section: 'measurements',
  field: 'measurements.Busto.G',
  label: 'Busto (G)',
  before: '92',
  after: '93',
};

/** Rev. 2 moved Busto's base: G changed; the facção has not marked 'Ciente'. */
function revised() {
  const content = aFichaContent();
  content.measurements.points[0]!.base_cm = 91;
  return aFicha({
    revision: 2,
    ficha: content,
    acknowledged_revision: 1,
    acknowledged_at: '2026-11-03T10:00:00.000Z',
    revisions: [
      { revision: 1, changes: [], change_count: 0, created_at: '2026-11-03T10:00:00.000Z' },
      { revision: 2, changes: [change], change_count: 1, created_at: '2026-11-04T10:00:00.000Z' },
    ],
    updated_at: '2026-11-04T10:00:00.000Z',
  });
}

const bustoG = () => {
  const table = screen.getByTestId('measurement-table');
  const row = within(table).getByRole('row', { name: /Busto/ });
  // Columns: name, P, M (base), G …
  return within(row).getAllByRole('cell')[2]!;
};

describe('ficha reader', () => {
  it('highlights what changed after the last Ciente and marks Ciente', async () => {
    let acknowledged: unknown;
    renderWithApi(<FichaReader demand={demand} />, {
      user: facção,
      routes: {
        ...catalogueRoutes(),
        [`GET /demands/${FICHA_DEMAND}/ficha/`]: () => ok(revised()),
        [`POST /demands/${FICHA_DEMAND}/ficha/acknowledge/`]: (config) => {
          acknowledged = JSON.parse(String(config.data));
          return ok({
            ...revised(),
            acknowledged_revision: 2,
            acknowledged_at: '2026-11-04T11:00:00.000Z',
            revisions: revised().revisions.map((r) => ({ ...r, changes: [] })),
          });
        },
      },
    });
    expect(await screen.findByTestId('ficha-changes')).toBeTruthy();
    expect(screen.getByTestId('ficha-revision').textContent).toBe('rev. 2');
    expect(screen.getByText(/Busto \(G\): 92 → 93/)).toBeTruthy();
    expect(bustoG().className).toMatch(/changed/);
    fireEvent.click(screen.getByRole('button', { name: T.acknowledge }));
    await waitFor(() => expect(screen.queryByTestId('ficha-changes')).toBeNull());
    expect(acknowledged).toEqual({ revision: 2 });
    expect(bustoG().className).not.toMatch(/changed/);
    expect((await db.fichas.get(FICHA_DEMAND))?.acknowledged_revision).toBe(2);
  });

  it('moves live with ficha:changed and ficha:acknowledged, without asking again', async () => {
    const { server } = renderWithApi(<FichaReader demand={demand} />, {
      user: facção,
      routes: {
        ...catalogueRoutes(),
        [`GET /demands/${FICHA_DEMAND}/ficha/`]: () => ok(aFicha()),
      },
    });
    expect(await screen.findByTestId('ficha-revision')).toBeTruthy();
    expect(screen.getByTestId('ficha-revision').textContent).toBe('rev. 1');
    expect(screen.queryByTestId('ficha-changes')).toBeNull();
    const gets = server.calls.filter((c) => c.startsWith('GET /demands/')).length;

    emitServerEventForTest('ficha:changed', revised());
    await waitFor(() => expect(screen.getByTestId('ficha-revision').textContent).toBe('rev. 2'));
    expect(screen.getByTestId('ficha-changes')).toBeTruthy();
    expect(bustoG().textContent).toBe('93');

    emitServerEventForTest('ficha:acknowledged', {
      demand_id: FICHA_DEMAND,
      revision: 2,
      acknowledged_at: '2026-11-04T11:00:00.000Z',
    });
    await waitFor(() => expect(screen.queryByTestId('ficha-changes')).toBeNull());
    expect(server.calls.filter((c) => c.startsWith('GET /demands/')).length).toBe(gets);
  });

  it('draws at once the copy the ficha block already read, without a skeleton', async () => {
    await db.fichas.put(revised());
    renderWithApi(<FichaReader demand={demand} held={revised()} />, {
      user: facção,
      routes: {
        ...catalogueRoutes(),
        [`GET /demands/${FICHA_DEMAND}/ficha/`]: () => ok(revised()),
      },
    });
    // Synchronously: the first render already has the ficha (the device is read meanwhile).
    expect(screen.queryByRole('status', { name: 'Carregando ficha técnica' })).toBeNull();
    expect(screen.getByTestId('ficha-revision').textContent).toBe('rev. 2');
    expect(within(screen.getByTestId('measurement-table')).getByText('Busto')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('ficha-changes')).toBeTruthy());
  });

  it('reads the device’s copy when the server cannot be reached', async () => {
    await db.fichas.put(revised());
    renderWithApi(<FichaReader demand={demand} />, {
      user: facção,
      routes: {
        ...catalogueRoutes(),
        [`GET /demands/${FICHA_DEMAND}/ficha/`]: () => fail(503, 'Servidor indisponível.'),
      },
    });
    expect(await screen.findByTestId('ficha-changes')).toBeTruthy();
    expect(screen.getByTestId('ficha-revision').textContent).toBe('rev. 2');
    expect(screen.queryByText('Não foi possível carregar a ficha técnica.')).toBeNull();
  });
});

describe('the notification', () => {
  it("'Ficha técnica atualizada' opens the job with its ficha", () => {
    expect(
      notificationDestination(
        { type: 'ficha_updated', demand_id: FICHA_DEMAND, conversation_id: null },
        'PROFISSIONAL',
      ),
    ).toBe(`/app/meus-trabalhos?demanda=${FICHA_DEMAND}&ficha=1`);
  });
});
