import type { Ficha, FichaChange, FichaRevision } from '@alinhavo/shared/schemas/ficha';
import type { Lot } from '@alinhavo/shared/schemas/lot';
import type { User } from '@alinhavo/shared/schemas/user';
import { Modal } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { catalogueRoutes } from '../../test/catalogue-routes';
import { fail, ok, type FakeRoute } from '../../test/fake-server';
import { aUser } from '../../test/fixtures';
import { aDemand, aProvider, renderWithApi } from '../../test/opportunities-kit';
import LotsSection from '../lots/LotsSection';
import { FichaReader } from './FichaPanel';
import { aFicha, aFichaContent, FICHA_DEMAND } from './ficha-fixtures';

vi.setConfig({ testTimeout: 20_000 });
afterEach(async () => {
  await db.fichas.clear();
  await db.fichaRevisions.clear();
  await db.lots.clear();
});

// Three people (the test users share one id unless told otherwise).
const OWNER = aUser({ id: 'a0a0a0a0-1b1b-4c2c-8d3d-4e4e4e4e4e4e', user_type: 'CLIENTE' });
const facção = aProvider();
const other = aUser({
  id: 'b0b0b0b0-1b1b-4c2c-8d3d-4e4e4e4e4e4e',
  full_name: 'Outra Facção',
  is_approved: true,
});
const demand = aDemand({
  id: FICHA_DEMAND,
  user_created: OWNER.id,
  status: 'EM ANDAMENTO',
  chosen_professional: facção.id,
  has_ficha: true,
});

/** Rev. 2 moved Busto's base (every size of it); rev. 3 changed the finishing notes. */
const bustoG: FichaChange = {
  section: 'measurements',
  field: 'measurements.Busto.G',
  label: 'Busto (G)',
  before: '92',
  after: '93',
};
const notes: FichaChange = {
  section: 'notes',
  field: 'finishing_notes',
  label: 'Acabamento',
  before: 'Passar a ferro.',
  after: 'Passar a vapor.',
};

function contentOf(revision: number) {
  const content = aFichaContent();
  if (revision >= 2) content.measurements.points[0]!.base_cm = 91;
  if (revision >= 3) content.finishing_notes = 'Passar a vapor.';
  return content;
}

function current(): Ficha {
  return aFicha({
    revision: 3,
    ficha: contentOf(3),
    acknowledged_revision: 3,
    acknowledged_at: '2026-11-05T11:00:00.000Z',
    revisions: [
      { revision: 1, changes: [], change_count: 0, created_at: '2026-11-03T10:00:00.000Z' },
      { revision: 2, changes: [], change_count: 1, created_at: '2026-11-04T10:00:00.000Z' },
      { revision: 3, changes: [], change_count: 1, created_at: '2026-11-05T10:00:00.000Z' },
    ],
    updated_at: '2026-11-05T10:00:00.000Z',
  });
}

function revision(n: number): FichaRevision {
  return {
    demand_id: FICHA_DEMAND,
    revision: n,
    ficha: contentOf(n),
    grade_total: 6,
    changes: n === 2 ? [bustoG] : n === 3 ? [notes] : [],
    created_at: `2026-11-0${n + 2}T10:00:00.000Z`,
  };
}

const revisionPath = (n: number) => `GET /demands/${FICHA_DEMAND}/ficha/revisions/${n}/`;

function open(user: User, routes: Record<string, FakeRoute> = {}, ficha = current()) {
  return renderWithApi(<FichaReader demand={demand} />, {
    user,
    routes: {
      ...catalogueRoutes(),
      [`GET /demands/${FICHA_DEMAND}/ficha/`]: () => ok(ficha),
      ...routes,
    },
  });
}

const picker = () => screen.findByLabelText<HTMLSelectElement>('Revisão');
const bustoGCell = () => {
  const row = within(screen.getByTestId('measurement-table')).getByRole('row', { name: /Busto/ });
  // Columns: name, P, M (base), G …
  return within(row).getAllByRole('cell')[2]!;
};

describe('older revisions of the ficha', () => {
  it('the owner picks an older revision and reads it whole, its changes highlighted', async () => {
    const { server } = open(OWNER, { [revisionPath(2)]: () => ok(revision(2)) });
    const select = await picker();
    expect([...select.options].map((o) => o.text)).toEqual([
      'Revisão 1',
      'Revisão 2',
      'Revisão 3 (atual)',
    ]);
    expect(select.value).toBe('3');
    expect(screen.queryByTestId('ficha-old-revision')).toBeNull();

    fireEvent.change(select, { target: { value: '2' } });
    const old = await screen.findByTestId('ficha-old-revision');
    expect(within(old).getByText('Revisão 2 · somente leitura')).toBeTruthy();
    expect(within(old).getByText(/Busto \(G\): 92 → 93/)).toBeTruthy();
    expect(bustoGCell().textContent).toBe('93');
    expect(bustoGCell().className).toMatch(/changed/);
    // Rev. 2's own notes, not the current ones.
    expect(within(old).getByText('Passar a ferro.')).toBeTruthy();
    expect(await db.fichaRevisions.get([FICHA_DEMAND, 2])).toMatchObject({ revision: 2 });

    // Back to the current one, then rev. 2 again: the device's copy, not another request.
    fireEvent.change(select, { target: { value: '3' } });
    await waitFor(() => expect(screen.queryByTestId('ficha-old-revision')).toBeNull());
    expect(screen.getByText('Passar a vapor.')).toBeTruthy();
    fireEvent.change(select, { target: { value: '2' } });
    expect(await screen.findByTestId('ficha-old-revision')).toBeTruthy();
    expect(server.calls.filter((c) => c === revisionPath(2))).toHaveLength(1);
  });

  it('the chosen facção sees the picker; another provider who reads the ficha does not', async () => {
    const first = open(facção, { [revisionPath(1)]: () => ok(revision(1)) });
    fireEvent.change(await picker(), { target: { value: '1' } });
    const old = await screen.findByTestId('ficha-old-revision');
    expect(within(old).getByText(/A primeira revisão/)).toBeTruthy();
    expect(bustoGCell().className).not.toMatch(/changed/);
    first.unmount();

    // Even with a list of revisions on the device, someone else gets no picker.
    open(other);
    expect(await screen.findByTestId('ficha-revision')).toBeTruthy();
    expect(screen.queryByLabelText('Revisão')).toBeNull();
  });

  it('no picker while the ficha has one revision', async () => {
    open(OWNER, {}, aFicha({ revisions: [current().revisions[0]!] }));
    expect(await screen.findByTestId('ficha-revision')).toBeTruthy();
    expect(screen.queryByLabelText('Revisão')).toBeNull();
  });

  it('shows loading, then the error with Tentar novamente, which asks again', async () => {
    let answer: (() => void) | undefined;
    let attempts = 0;
    open(OWNER, {
      [revisionPath(1)]: () => {
        attempts += 1;
        if (attempts === 1)
          return new Promise((resolve) => {
            answer = () => resolve(fail(500, 'Erro interno do servidor.'));
          });
        return ok(revision(1));
      },
    });
    fireEvent.change(await picker(), { target: { value: '1' } });
    expect(await screen.findByRole('status', { name: 'Carregando ficha técnica' })).toBeTruthy();
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
    const error = await screen.findByTestId('ficha-revision-error');
    expect(
      within(error).getByText('Não foi possível carregar a revisão 1 da ficha técnica.'),
    ).toBeTruthy();
    fireEvent.click(within(error).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('ficha-old-revision')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('offline: says so for a revision never opened here, and reads one opened before', async () => {
    await db.fichaRevisions.put(revision(2));
    const { server } = open(OWNER, {
      [revisionPath(1)]: (config) => {
        throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      },
      [revisionPath(2)]: (config) => {
        throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      },
    });
    const select = await picker();
    fireEvent.change(select, { target: { value: '1' } });
    const offline = await screen.findByTestId('ficha-revision-offline');
    expect(within(offline).getByText('Você está offline')).toBeTruthy();
    expect(
      within(offline).getByText(/A revisão 1 ainda não foi aberta neste aparelho/),
    ).toBeTruthy();
    expect(within(offline).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();

    fireEvent.change(select, { target: { value: '2' } });
    const old = await screen.findByTestId('ficha-old-revision');
    expect(within(old).getByText(/Busto \(G\): 92 → 93/)).toBeTruthy();
    expect(server.calls).not.toContain(revisionPath(2));
  });
});

describe('a lot and its ficha revision', () => {
  const lot: Lot = {
    id: '7b0f5f0e-8c5a-4d8e-9a57-0c7f4a1e2b40',
    demand_id: FICHA_DEMAND,
    client_id: OWNER.id,
    number: 1,
    quantity: 2,
    items: null,
    sent_on: '2026-11-04',
    expected_return: '2026-11-20',
    step: 'EM_PRODUCAO',
    received: 2,
    in_production: 2,
    ready: 0,
    defects: 0,
    delivered: 0,
    version: 2,
    events: [],
    files: [],
    created_at: '2026-11-04T12:00:00.000Z',
    updated_at: '2026-11-04T12:00:00.000Z',
    cells: [
      { size: 'P', color: 'Azul', quantity: 1 },
      { size: 'M', color: 'Azul', quantity: 1 },
    ],
    ficha_revision: 2,
  };

  it('opens the revision the lot was sent with, over the details, and closes back to them', async () => {
    // As in the demand's details: a Modal.Stack, where the open modal on top hides the others.
    renderWithApi(
      <Modal.Stack>
        <Modal stackId="demand-details" opened onClose={() => undefined} title="Detalhes">
          <LotsSection demand={demand} />
        </Modal>
      </Modal.Stack>,
      {
        user: facção,
        routes: {
          ...catalogueRoutes(),
          [`GET /demands/${FICHA_DEMAND}/lots/`]: () => ok([lot]),
          [`GET /demands/${FICHA_DEMAND}/ficha/`]: () => ok(current()),
          [revisionPath(2)]: () => ok(revision(2)),
        },
      },
    );
    const open = await screen.findByRole('button', {
      name: 'Ver a ficha técnica deste lote (rev. 2)',
    });
    const hidden = () => open.closest('[data-hidden]') !== null;
    fireEvent.click(open);
    const modal = await screen.findByRole('dialog', { name: 'Ficha técnica · Revisão 2' });
    expect(await within(modal).findByText('Revisão 2 · somente leitura')).toBeTruthy();
    expect(within(modal).getByText(/Busto \(G\): 92 → 93/)).toBeTruthy();
    expect(hidden()).toBe(true);
    // Escape closes the revision only; the details show again.
    fireEvent.keyDown(modal, { key: 'Escape' });
    await waitFor(() => expect(hidden()).toBe(false));
  });
});
