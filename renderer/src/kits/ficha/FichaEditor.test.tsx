import { FICHA_TEXTS as T } from '@alinhavo/shared/messages/ficha';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogueRoutes } from '../../test/catalogue-routes';
import { fail, ok } from '../../test/fake-server';
import { aUser } from '../../test/fixtures';
import { aDemand, renderWithApi } from '../../test/opportunities-kit';
import { FichaEditor } from './FichaEditor';
import { aFicha, aFichaContent, FICHA_DEMAND } from './ficha-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const OWNER = aUser({ user_type: 'CLIENTE' });
const demand = aDemand({ id: FICHA_DEMAND, user_created: OWNER.id, amount: 6 });
const routes = {
  ...catalogueRoutes(),
  [`GET /demand-files/`]: () => ok([]),
};

describe('ficha editor', () => {
  it('shows the schema’s pt-BR messages at the fields and sends nothing', async () => {
    const { server } = renderWithApi(
      <FichaEditor demand={demand} ficha={undefined} onReload={() => undefined} />,
      { user: OWNER, routes },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar tecido principal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar ficha técnica' }));
    expect(await screen.findByText(T.modelNameRequired)).toBeTruthy();
    expect(screen.getByText(T.materialNameRequired)).toBeTruthy();
    expect(screen.getByText(T.consumptionRequired)).toBeTruthy();
    expect(screen.getAllByText(T.sizesAndColorsRequired).length).toBeGreaterThan(0);
    expect(server.calls.some((c) => c.startsWith('PUT'))).toBe(false);
  });

  it('totals the matrix by size, by colour and in all, and says it becomes the quantity', async () => {
    renderWithApi(<FichaEditor demand={demand} ficha={undefined} onReload={() => undefined} />, {
      user: OWNER,
      routes,
    });
    fireEvent.click(screen.getByRole('button', { name: 'PP…XGG' }));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar cor' }));
    fireEvent.change(screen.getByLabelText('Cor 1'), { target: { value: 'Azul' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar cor' }));
    fireEvent.change(screen.getByLabelText('Cor 2'), { target: { value: 'Preto' } });
    fireEvent.change(await screen.findByLabelText('Quantidade P Azul'), {
      target: { value: '10' },
    });
    fireEvent.change(screen.getByLabelText('Quantidade P Preto'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Quantidade GG Azul'), { target: { value: '7' } });
    await waitFor(() => expect(screen.getByTestId('grade-total').textContent).toBe('22'));
    expect(screen.getByTestId('size-total-P').textContent).toBe('15');
    expect(screen.getByTestId('color-total-Azul').textContent).toBe('17');
    expect(screen.getByTestId('color-total-Preto').textContent).toBe('5');
    expect(screen.getByTestId('grade-amount-note').textContent).toContain(
      'O total da grade (22 peças) passa a ser a quantidade da demanda',
    );
  });

  it('marks an overridden measurement and sends the override', async () => {
    let sent: { ficha: ReturnType<typeof aFichaContent>; expected_revision: number } | undefined;
    const ficha = aFicha();
    renderWithApi(<FichaEditor demand={demand} ficha={ficha} onReload={() => undefined} />, {
      user: OWNER,
      routes: {
        ...routes,
        [`PUT /demands/${FICHA_DEMAND}/ficha/`]: (config) => {
          sent = JSON.parse(String(config.data)) as typeof sent;
          return ok({ ...ficha, ficha: sent!.ficha });
        },
      },
    });
    const table = screen.getByTestId('measurement-table');
    // Base M 90 cm, step 2: G computes 92.
    const cell = within(table).getByLabelText<HTMLInputElement>('Busto G');
    expect(cell.placeholder).toBe('92');
    expect(cell.closest('td')?.dataset.overridden).toBeUndefined();
    fireEvent.change(cell, { target: { value: '93,5' } });
    fireEvent.blur(cell);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('measurement-table')).getByLabelText('Busto G').closest('td')
          ?.dataset.overridden,
      ).toBe('true'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salvar ficha técnica' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent!.expected_revision).toBe(1);
    expect(sent!.ficha.measurements.points[0]!.overrides).toEqual([{ size: 'G', value_cm: 93.5 }]);
  });

  it('says the ficha changed meanwhile on a 409 FICHA_CONFLICT and loads the current one', async () => {
    const current = aFicha({
      revision: 2,
      ficha: {
        ...aFichaContent(),
        identification: { ...aFichaContent().identification, model_name: 'Vestido longo' },
      },
    });
    renderWithApi(<FichaEditor demand={demand} ficha={aFicha()} onReload={() => undefined} />, {
      user: OWNER,
      routes: {
        ...routes,
        [`PUT /demands/${FICHA_DEMAND}/ficha/`]: () =>
          fail(409, T.staleRevision, { code: 'FICHA_CONFLICT' }),
        [`GET /demands/${FICHA_DEMAND}/ficha/`]: () => ok(current),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar ficha técnica' }));
    expect(await screen.findByText(T.staleRevision)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar a versão atual' }));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(/Nome do modelo/).value).toBe('Vestido longo'),
    );
    expect(screen.queryByText(T.staleRevision)).toBeNull();
  });
});

describe("ficha editor: 'Modelos'", () => {
  const MODEL_ID = 'e1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f9';
  /** A model as the server keeps it: the grade's quantities at zero, no drawings. */
  const modelContent = () => {
    const content = aFichaContent();
    return {
      ...content,
      identification: { ...content.identification, model_name: 'Vestido do modelo', images: [] },
      grade: { ...content.grade, quantities: content.grade.quantities.map((r) => r.map(() => 0)) },
    };
  };

  it('starts a new ficha from a saved model, with the quantities to fill', async () => {
    const asked: string[] = [];
    renderWithApi(<FichaEditor demand={demand} ficha={undefined} onReload={() => undefined} />, {
      user: OWNER,
      routes: {
        ...routes,
        'GET /ficha-models/': () =>
          ok([
            {
              id: MODEL_ID,
              name: 'Vestido verão',
              reference: 'VM-1',
              model_name: 'Vestido do modelo',
              garment_type: null,
              sizes: ['P', 'M', 'G'],
              color_count: 2,
              point_count: 2,
              created_at: '2026-11-01T12:00:00.000Z',
            },
          ]),
        [`GET /ficha-models/${MODEL_ID}/`]: () => {
          asked.push(MODEL_ID);
          return ok({
            id: MODEL_ID,
            name: 'Vestido verão',
            ficha: modelContent(),
            created_at: '2026-11-01T12:00:00.000Z',
          });
        },
      },
    });
    const [picker] = (
      await screen.findAllByLabelText<HTMLInputElement>('Começar de um modelo de ficha')
    ).filter((input) => input.type !== 'hidden');
    if (!picker) throw new Error('no picker');
    await waitFor(() => expect(picker.disabled).toBe(false));
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Vestido verão · P, M, G' }));
    await waitFor(() =>
      expect(screen.getAllByLabelText<HTMLInputElement>(/^Nome do modelo/)[0]?.value).toBe(
        'Vestido do modelo',
      ),
    );
    expect(asked).toEqual([MODEL_ID]);
    expect(screen.getByTestId('grade-total').textContent).toBe('0');
  });

  it('keeps the form as a model under a name; an existing ficha is not replaced by one', async () => {
    const bodies: unknown[] = [];
    const ficha = aFicha();
    renderWithApi(<FichaEditor demand={demand} ficha={ficha} onReload={() => undefined} />, {
      user: OWNER,
      routes: {
        ...routes,
        'GET /ficha-models/': () => ok([]),
        'POST /ficha-models/': (config) => {
          const body = JSON.parse(String(config.data)) as { name: string; ficha: unknown };
          bodies.push(body);
          return ok({
            id: MODEL_ID,
            name: body.name,
            ficha: modelContent(),
            created_at: '2026-11-01T12:00:00.000Z',
          });
        },
      },
    });
    const models = await screen.findByRole('region', { name: 'Modelos' });
    expect(within(models).queryByText('Começar de um modelo de ficha')).toBeNull();
    fireEvent.click(within(models).getByRole('button', { name: 'Salvar como modelo' }));
    fireEvent.click(within(models).getByRole('button', { name: 'Salvar modelo' }));
    expect(await within(models).findByText('Informe o nome do modelo.')).toBeTruthy();
    expect(bodies).toHaveLength(0);
    fireEvent.change(within(models).getByLabelText('Nome do modelo de ficha'), {
      target: { value: 'Vestido verão' },
    });
    fireEvent.click(within(models).getByRole('button', { name: 'Salvar modelo' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      name: 'Vestido verão',
      ficha: { identification: { model_name: ficha.ficha.identification.model_name } },
    });
    expect(await screen.findByText('Modelo salvo.')).toBeTruthy();
  });
});
