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
    // Each cell is its number as text until reached; then the matrix's one input, and what is
    // typed there changes the totals at once.
    const type = async (label: string, value: string) => {
      fireEvent.click(await screen.findByRole('cell', { name: label }));
      const input = screen.getByRole('textbox', { name: label });
      expect(document.activeElement).toBe(input);
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    };
    expect((await screen.findByRole('cell', { name: 'Quantidade P Azul' })).textContent).toBe('0');
    await type('Quantidade P Azul', '10');
    await waitFor(() => expect(screen.getByTestId('grade-total').textContent).toBe('10'));
    await type('Quantidade P Preto', '5');
    await type('Quantidade GG Azul', '7');
    await waitFor(() => expect(screen.getByTestId('grade-total').textContent).toBe('22'));
    expect(screen.getByRole('cell', { name: 'Quantidade GG Azul' }).textContent).toBe('7');
    expect(screen.queryAllByRole('textbox', { name: /^Quantidade/ })).toHaveLength(0);
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
    // Base M 90 cm, step 2: G computes 92, shown as the cell's text until it is reached.
    const text = within(table).getByRole('cell', { name: 'Busto G' });
    expect(text.textContent).toBe('92');
    expect(text.closest('td')?.dataset.overridden).toBeUndefined();
    // Reached, it becomes the one input of the table, focused, the computation as placeholder.
    fireEvent.click(text);
    const cell = within(table).getByRole<HTMLInputElement>('textbox', { name: 'Busto G' });
    expect(document.activeElement).toBe(cell);
    expect(cell.placeholder).toBe('92');
    expect(cell.value).toBe('');
    expect(within(table).getAllByRole('textbox', { name: / [PMG]$/ })).toHaveLength(1);
    fireEvent.change(cell, { target: { value: '93,5' } });
    fireEvent.blur(cell);
    // Left, it is text again: the override as typed, marked, the computation in its title.
    const marked = await within(table).findByRole('cell', { name: 'Busto G' });
    expect(marked.textContent).toBe('93,5');
    expect(marked.closest('td')?.dataset.overridden).toBe('true');
    expect(marked.closest('td')?.title).toBe('Medida ajustada (calculada: 92 cm)');
    expect(within(table).queryByRole('textbox', { name: 'Busto G' })).toBeNull();
    // Reached again, the input holds the override to be changed.
    fireEvent.click(marked);
    expect(within(table).getByRole<HTMLInputElement>('textbox', { name: 'Busto G' }).value).toBe(
      '93,5',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salvar ficha técnica' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent!.expected_revision).toBe(1);
    expect(sent!.ficha.measurements.points[0]!.overrides).toEqual([{ size: 'G', value_cm: 93.5 }]);
  });

  it('edits a point’s step breaks in its row and overrides a size, and sends both', async () => {
    let sent: { ficha: ReturnType<typeof aFichaContent> } | undefined;
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
    // One row per point: its name, base, step and tolerance, then its sizes (P, M base, G),
    // each the cell's text until reached.
    const busto = within(table).getByLabelText('Busto G').closest('tr')!;
    expect(within(busto).getByRole('cell', { name: 'Ponto de medida' }).textContent).toBe('Busto');
    expect(within(busto).getByRole('cell', { name: 'Base (cm)' }).textContent).toBe('90');
    expect(within(table).queryAllByRole('textbox')).toHaveLength(0);
    // The breaks' fields are drawn only once asked for.
    expect(within(table).queryByLabelText('A partir do tamanho')).toBeNull();
    const breaks = within(busto).getByRole('button', { name: 'Quebras (0)' });
    expect(breaks.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(breaks);
    expect(breaks.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(breaks.getAttribute('aria-controls')!)!;
    fireEvent.click(within(panel).getByRole('button', { name: 'Adicionar quebra de graduação' }));
    fireEvent.change(within(panel).getByLabelText('A partir do tamanho'), {
      target: { value: 'G' },
    });
    fireEvent.change(within(panel).getByLabelText('Graduação da quebra (cm)'), {
      target: { value: '3' },
    });
    // From G on, 3 cm a size: G is 93; P still 2 cm under M.
    await waitFor(() =>
      expect(within(table).getByRole('cell', { name: 'Busto G' }).textContent).toBe('93'),
    );
    expect(within(table).getByRole('cell', { name: 'Busto P' }).textContent).toBe('88');
    expect(within(busto).getByRole('button', { name: 'Quebras (1)' })).toBeTruthy();

    // A cell reached with the keyboard (its focus) becomes the input too; '.' is taken as ','.
    fireEvent.focus(within(table).getByRole('cell', { name: 'Cintura P' }));
    const cintura = within(table).getByRole('textbox', { name: 'Cintura P' });
    fireEvent.change(cintura, { target: { value: '85.5' } });
    fireEvent.blur(cintura);
    await waitFor(() =>
      expect(within(table).getByRole('cell', { name: 'Cintura P' }).textContent).toBe('85,5'),
    );
    expect(within(table).getByLabelText('Cintura P').closest('td')?.dataset.overridden).toBe(
      'true',
    );
    expect(within(table).getByLabelText('Cintura M').closest('td')?.dataset.overridden).toBe(
      undefined,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Salvar ficha técnica' }));
    await waitFor(() => expect(sent).toBeDefined());
    const [first, second] = sent!.ficha.measurements.points;
    expect(first!.step_breaks).toEqual([{ from_size: 'G', step_cm: 3 }]);
    expect(second!.overrides).toEqual([{ size: 'P', value_cm: 85.5 }]);
  });

  it('shows stored decimals as pt-BR writes them and takes a comma or a point typed', async () => {
    const content = aFichaContent();
    content.measurements.points[0]!.step_cm = 1.5;
    renderWithApi(
      <FichaEditor demand={demand} ficha={aFicha({ ficha: content })} onReload={() => undefined} />,
      { user: OWNER, routes },
    );
    expect(screen.getByLabelText<HTMLInputElement>('Minutos padrão').value).toBe('1,5');
    const table = screen.getByTestId('measurement-table');
    // Busto: base M 90, 1,5 cm a size.
    expect(within(table).getAllByRole('cell', { name: 'Graduação (cm)' })[0]!.textContent).toBe(
      '1,5',
    );
    expect(within(table).getByRole('cell', { name: 'Busto G' }).textContent).toBe('91,5');
    fireEvent.click(within(table).getAllByRole('cell', { name: 'Graduação (cm)' })[0]!);
    const step = within(table).getByRole<HTMLInputElement>('textbox', { name: 'Graduação (cm)' });
    expect(step.value).toBe('1,5');
    fireEvent.change(step, { target: { value: '2.5' } });
    await waitFor(() =>
      expect(within(table).getByRole('cell', { name: 'Busto G' }).textContent).toBe('92,5'),
    );
    fireEvent.change(step, { target: { value: '0,75' } });
    await waitFor(() =>
      expect(within(table).getByRole('cell', { name: 'Busto G' }).textContent).toBe('90,75'),
    );
    // Esc gives back the value the cell had when reached.
    fireEvent.keyDown(step, { key: 'Escape' });
    await waitFor(() =>
      expect(within(table).getByRole('cell', { name: 'Busto G' }).textContent).toBe('91,5'),
    );
    expect(step.value).toBe('1,5');
    fireEvent.blur(step);
    expect(
      (await within(table).findAllByRole('cell', { name: 'Graduação (cm)' }))[0]!.textContent,
    ).toBe('1,5');
  });

  it('moves between the cells with the keyboard as a spreadsheet does, in the table and the grade', async () => {
    renderWithApi(<FichaEditor demand={demand} ficha={aFicha()} onReload={() => undefined} />, {
      user: OWNER,
      routes,
    });
    // The one input at a time: its name, and the point of its row.
    const reached = async (scope: HTMLElement, name: string, point?: string) => {
      await waitFor(() =>
        expect(document.activeElement?.getAttribute('aria-label')).toBe(`${name}`),
      );
      const input = document.activeElement as HTMLInputElement;
      expect(scope.contains(input)).toBe(true);
      if (point)
        expect(
          within(input.closest('tr')!).getByRole('cell', { name: 'Ponto de medida' }).textContent,
        ).toBe(point);
      return input;
    };
    const key = (input: HTMLInputElement, k: string, caret?: 'start' | 'end') => {
      if (caret === 'start') input.setSelectionRange(0, 0);
      if (caret === 'end') input.setSelectionRange(input.value.length, input.value.length);
      fireEvent.keyDown(input, { key: k });
    };
    const table = screen.getByTestId('measurement-table');
    fireEvent.click(within(table).getByRole('cell', { name: 'Busto G' }));
    key(await reached(table, 'Busto G'), 'ArrowDown');
    key(await reached(table, 'Cintura G'), 'ArrowLeft', 'start');
    key(await reached(table, 'Cintura M'), 'ArrowLeft', 'start');
    // Left of the first size, past the row's buttons: the point's tolerance.
    key(await reached(table, 'Cintura P'), 'ArrowLeft', 'start');
    key(await reached(table, 'Tolerância ± (cm)', 'Cintura'), 'ArrowUp');
    key(await reached(table, 'Tolerância ± (cm)', 'Busto'), 'ArrowRight', 'end');
    key(await reached(table, 'Busto P'), 'Enter');
    await reached(table, 'Cintura P');

    const grade = screen.getByTestId('grade-matrix');
    fireEvent.click(within(grade).getByRole('cell', { name: 'Quantidade P Azul' }));
    key(await reached(grade, 'Quantidade P Azul'), 'ArrowDown');
    key(await reached(grade, 'Quantidade M Azul'), 'ArrowRight', 'end');
    key(await reached(grade, 'Quantidade M Preto'), 'ArrowUp');
    const last = await reached(grade, 'Quantidade P Preto');
    // Nothing right of the last colour: the cell keeps the focus.
    key(last, 'ArrowRight', 'end');
    expect(document.activeElement).toBe(last);
  });

  it('shows a point’s messages in its row, tied to the fields; Enter in the last name adds a point', async () => {
    renderWithApi(<FichaEditor demand={demand} ficha={aFicha()} onReload={() => undefined} />, {
      user: OWNER,
      routes,
    });
    const table = screen.getByTestId('measurement-table');
    const names = () => within(table).getAllByLabelText<HTMLElement>('Ponto de medida');
    // The last name reached, then Enter: a new point, its name the input now.
    fireEvent.click(names()[1]!);
    const last = within(table).getByRole('textbox', { name: 'Ponto de medida' });
    fireEvent.keyDown(last, { key: 'Enter' });
    await waitFor(() => expect(names()).toHaveLength(3));
    await waitFor(() => expect(document.activeElement).toBe(names()[2]));
    expect(names()[2]!.tagName).toBe('INPUT');
    fireEvent.blur(names()[2]!);
    await waitFor(() => expect(names()[2]!.tagName).toBe('TD'));
    // The new point has neither name nor base: both say so in its row.
    fireEvent.click(screen.getByRole('button', { name: 'Salvar ficha técnica' }));
    await waitFor(() => expect(names()[2]!.getAttribute('aria-invalid')).toBe('true'));
    const row = names()[2]!.closest('tr')!;
    const base = within(row).getByLabelText('Base (cm)');
    expect(base.getAttribute('aria-invalid')).toBe('true');
    for (const field of [names()[2]!, base]) {
      const message = document.getElementById(field.getAttribute('aria-describedby')!);
      expect(row.contains(message)).toBe(true);
      expect(message?.textContent).toBeTruthy();
    }
    // The other rows are fine.
    expect(names()[0]!.getAttribute('aria-invalid')).toBeNull();
  });

  it('draws an operation’s machine as a plain field until reached, then the searchable catalogue', async () => {
    const sent: { ficha: ReturnType<typeof aFichaContent> }[] = [];
    const base = aFicha();
    const ficha = {
      ...base,
      ficha: {
        ...base.ficha,
        operations: [
          { operation: 'Fechar laterais', machine_id: 2, standard_minutes: 1.5 },
          { operation: 'Pregar gola', machine_id: null, standard_minutes: 0.8 },
        ],
      },
    };
    renderWithApi(<FichaEditor demand={demand} ficha={ficha} onReload={() => undefined} />, {
      user: OWNER,
      routes: {
        ...routes,
        [`PUT /demands/${FICHA_DEMAND}/ficha/`]: (config) => {
          const body = JSON.parse(String(config.data)) as (typeof sent)[number];
          sent.push(body);
          return ok({ ...ficha, ficha: body.ficha });
        },
      },
    });
    const ops = screen.getByRole('region', { name: 'Sequência operacional' });
    // At rest: named 'Máquina', the machine's name as its value, no list on the page.
    const [first, second] = within(ops).getAllByRole<HTMLInputElement>('combobox', {
      name: 'Máquina',
    });
    await waitFor(() => expect(first!.value).toBe('Overloque'));
    expect(first!.readOnly).toBe(true);
    expect(second!.value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
    // Reached: the catalogue's select takes the focus with its list open, searchable.
    second!.focus();
    const select = await waitFor(() => {
      const [, reached] = within(ops).getAllByRole<HTMLInputElement>('combobox', {
        name: 'Máquina',
      });
      expect(reached!.readOnly).toBe(false);
      return reached!;
    });
    expect(document.activeElement).toBe(select);
    expect(await screen.findByRole('listbox')).toBeTruthy();
    fireEvent.change(select, { target: { value: 'Reta' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Máquina Reta Industrial' }));
    // The first one cleared at rest, by its clear button.
    fireEvent.click(within(ops).getByRole('button', { name: 'Limpar máquina' }));
    await waitFor(() => expect(first!.value).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar ficha técnica' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.ficha.operations.map((o) => o.machine_id)).toEqual([null, 1]);
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
