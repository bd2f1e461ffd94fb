import { LOT_TEXTS } from '@alinhavo/shared/messages/lots';
import { remainingCells } from '@alinhavo/shared/rules/ficha';
import type { FichaGrade } from '@alinhavo/shared/schemas/ficha';
import type { Lot } from '@alinhavo/shared/schemas/lot';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { AxiosError } from 'axios';
import { db, deleteDb } from '../../data/db';
import { flushLotOutbox } from '../../data/lots/outbox';
import { ok } from '../../test/fake-server';
import { aUser } from '../../test/fixtures';
import { renderWithApi } from '../../test/opportunities-kit';
import { LotCreateModal, LotStepModal } from './LotForms';

const DEMAND = '7b0f5f0e-8c5a-4d8e-9a57-0c7f4a1e2b3c';
const LOT = '7b0f5f0e-8c5a-4d8e-9a57-0c7f4a1e2b40';

/** P, M × Azul, Preto: 10, 20 / 30, 40; a first lot took 15 of M / Azul. */
const GRADE: FichaGrade = {
  sizes: ['P', 'M'],
  colors: [
    { name: 'Azul', reference: null },
    { name: 'Preto', reference: null },
  ],
  quantities: [
    [10, 20],
    [30, 40],
  ],
};

beforeEach(async () => {
  await deleteDb();
});

const typeIn = (input: HTMLElement, value: string) => {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('a new lot by size and colour', () => {
  it('takes each cell up to what remains; the lot total is the sum of its cells', async () => {
    const sent: Record<string, unknown>[] = [];
    const remaining = remainingCells(GRADE, [
      { cells: [{ size: 'M', color: 'Azul', quantity: 30 }] },
    ]);
    renderWithApi(
      <LotCreateModal
        demandId={DEMAND}
        opened
        onClose={() => undefined}
        maxQuantity={70}
        grade={{ grade: GRADE, remaining }}
      />,
      {
        user: aUser({ user_type: 'CLIENTE' }),
        routes: {
          [`POST /demands/${DEMAND}/lots/`]: (config: InternalAxiosRequestConfig) => {
            sent.push(JSON.parse(String(config.data)) as Record<string, unknown>);
            return {
              status: 409,
              body: { status: 'error', message: LOT_TEXTS.cellAboveRemaining('P', 'Azul', 2) },
            };
          },
        },
      },
    );
    const form = within(screen.getByRole('dialog', { name: 'Novo lote' }));
    // No plain quantity: it is the cells' sum.
    expect(form.queryByLabelText(/Quantidade de peças/)).toBeNull();
    // M / Azul was all sent: nothing left to take.
    expect(form.getByLabelText<HTMLInputElement>('M / Azul').disabled).toBe(true);
    const pAzul = form.getByLabelText<HTMLInputElement>('P / Azul');
    typeIn(pAzul, '25');
    // Never above what remains (10).
    await waitFor(() => expect(pAzul.value).not.toBe('25'));
    expect(Number(pAzul.value)).toBeLessThanOrEqual(10);
    typeIn(pAzul, '8');
    typeIn(form.getByLabelText('M / Preto'), '12');
    expect(form.getByText('Total do lote: 20 peças')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Criar lote' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      quantity: 20,
      cells: [
        { size: 'P', color: 'Azul', quantity: 8 },
        { size: 'M', color: 'Preto', quantity: 12 },
      ],
    });
    // The server's refusal (another lot took the pieces first) shows as it said it.
    expect(await form.findByText(LOT_TEXTS.cellAboveRemaining('P', 'Azul', 2))).toBeTruthy();
  });
});

const aLot = (over: Partial<Lot> = {}): Lot => ({
  id: LOT,
  demand_id: DEMAND,
  client_id: '00000000-0000-4000-8000-000000000502',
  number: 1,
  quantity: 20,
  items: null,
  sent_on: '2026-03-01',
  expected_return: '2026-03-15',
  step: 'EM_PRODUCAO',
  received: 20,
  in_production: 20,
  ready: 0,
  defects: 0,
  delivered: 0,
  version: 3,
  events: [],
  files: [],
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-02T12:00:00.000Z',
  cells: [
    { size: 'P', color: 'Azul', quantity: 8 },
    { size: 'M', color: 'Preto', quantity: 12 },
  ],
  ficha_revision: 1,
  ...over,
});

describe("'Pronto' by size and colour", () => {
  it('records each cell with its defects; the totals are their sums', async () => {
    const sent: Record<string, unknown>[] = [];
    renderWithApi(
      <LotStepModal lot={aLot()} step="PRONTO" side="PROFISSIONAL" onClose={() => {}} />,
      {
        user: aUser({ user_type: 'PROFISSIONAL' }),
        routes: {
          [`POST /demands/${DEMAND}/lots/${LOT}/steps/`]: (config: InternalAxiosRequestConfig) => {
            sent.push(JSON.parse(String(config.data)) as Record<string, unknown>);
            return ok(aLot({ step: 'PRONTO', ready: 18, defects: 2 }));
          },
        },
      },
    );
    const form = within(screen.getByRole('dialog', { name: 'Registrar: Pronto' }));
    fireEvent.click(form.getByText('Por tamanho e cor'));
    expect(form.queryByLabelText('Peças prontas')).toBeNull();
    typeIn(form.getByLabelText('M / Preto: prontas'), '10');
    typeIn(form.getByLabelText('M / Preto: com defeito'), '2');
    expect(form.getByText('Total: 18 peças prontas · 2 com defeito')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      step: 'PRONTO',
      quantity: 18,
      defects: 2,
      cells: [
        { size: 'P', color: 'Azul', quantity: 8, defects: 0 },
        { size: 'M', color: 'Preto', quantity: 10, defects: 2 },
      ],
    });
  });

  it('offline, the step waits in the lot outbox with its cells, and goes with them later', async () => {
    let offline = true;
    const sent: Record<string, unknown>[] = [];
    renderWithApi(
      <LotStepModal lot={aLot()} step="PRONTO" side="PROFISSIONAL" onClose={() => {}} />,
      {
        user: aUser({ user_type: 'PROFISSIONAL' }),
        routes: {
          [`POST /demands/${DEMAND}/lots/${LOT}/steps/`]: (config: InternalAxiosRequestConfig) => {
            if (offline) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
            sent.push(JSON.parse(String(config.data)) as Record<string, unknown>);
            return ok(aLot({ step: 'PRONTO', ready: 19, defects: 1 }));
          },
        },
      },
    );
    const form = within(screen.getByRole('dialog', { name: 'Registrar: Pronto' }));
    fireEvent.click(form.getByText('Por tamanho e cor'));
    typeIn(form.getByLabelText('P / Azul: prontas'), '7');
    typeIn(form.getByLabelText('P / Azul: com defeito'), '1');
    fireEvent.click(form.getByRole('button', { name: 'Registrar' }));
    await waitFor(async () => expect(await db.lotOutbox.count()).toBe(1));
    const cells = [
      { size: 'P', color: 'Azul', quantity: 7, defects: 1 },
      { size: 'M', color: 'Preto', quantity: 12, defects: 0 },
    ];
    const [row] = await db.lotOutbox.toArray();
    expect(row?.body).toMatchObject({ step: 'PRONTO', quantity: 19, defects: 1, cells });
    offline = false;
    await flushLotOutbox();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ quantity: 19, defects: 1, cells });
    expect(await db.lotOutbox.count()).toBe(0);
  });

  it('refuses a cell above what the lot sent of it, in pt-BR, before sending', async () => {
    const { server } = renderWithApi(
      <LotStepModal lot={aLot()} step="PRONTO" side="PROFISSIONAL" onClose={() => {}} />,
      { user: aUser({ user_type: 'PROFISSIONAL' }) },
    );
    const form = within(screen.getByRole('dialog', { name: 'Registrar: Pronto' }));
    fireEvent.click(form.getByText('Por tamanho e cor'));
    typeIn(form.getByLabelText('P / Azul: com defeito'), '1');
    fireEvent.click(form.getByRole('button', { name: 'Registrar' }));
    expect(await form.findByText(LOT_TEXTS.cellAboveLot('P', 'Azul', 8))).toBeTruthy();
    expect(server.calls.filter((c) => c.startsWith('POST'))).toHaveLength(0);
  });

  it("'Entregue' per cell holds at most what was ready of it", async () => {
    const ready = aLot({
      step: 'PRONTO',
      ready: 18,
      defects: 2,
      events: [
        {
          id: '00000000-0000-4000-8000-000000000601',
          lot_id: LOT,
          step: 'PRONTO',
          quantity: 18,
          defects: 2,
          note: null,
          photo_file_id: null,
          actor_id: null,
          actor_name: 'Facção',
          actor_side: 'PROFISSIONAL',
          created_at: '2026-03-05T12:00:00.000Z',
          cells: [
            { size: 'P', color: 'Azul', quantity: 8, defects: 0 },
            { size: 'M', color: 'Preto', quantity: 10, defects: 2 },
          ],
        },
      ],
    });
    renderWithApi(<LotStepModal lot={ready} step="ENTREGUE" side="CLIENTE" onClose={() => {}} />, {
      user: aUser({ user_type: 'CLIENTE' }),
    });
    const form = within(screen.getByRole('dialog', { name: 'Registrar: Entregue' }));
    fireEvent.click(form.getByText('Por tamanho e cor'));
    expect(form.getByLabelText<HTMLInputElement>('M / Preto: entregues').value).toBe('10');
    typeIn(form.getByLabelText('M / Preto: entregues'), '11');
    fireEvent.click(form.getByRole('button', { name: 'Registrar' }));
    expect(await form.findByText(LOT_TEXTS.cellAboveReady('M', 'Preto', 10))).toBeTruthy();
  });
});
