import type { FichaModelSummary } from '@alinhavo/shared/schemas/ficha-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, type FakeRoute } from '../../test/fake-server';
import { aUser } from '../../test/fixtures';
import { renderWithApi } from '../../test/opportunities-kit';
import { FichaModels } from './FichaModels';

vi.setConfig({ testTimeout: 20_000 });

const OWNER = aUser({ user_type: 'CLIENTE' });
const summary = (n: number, name: string): FichaModelSummary => ({
  id: `e1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f${n}`,
  name,
  reference: null,
  model_name: name,
  garment_type: null,
  sizes: ['P', 'M', 'G'],
  color_count: 2,
  point_count: 2,
  created_at: '2026-11-01T12:00:00.000Z',
});
const MODELS = [summary(1, 'Vestido verão'), summary(2, 'Camisa linho'), summary(3, 'Saia midi')];
const deletePath = (n: number) => `DELETE /ficha-models/${MODELS[n - 1]!.id}/`;

function open(routes: Record<string, FakeRoute> = {}) {
  return renderWithApi(
    <FichaModels canStartFrom current={() => ({})} onStartFrom={() => undefined} />,
    { user: OWNER, routes: { 'GET /ficha-models/': () => ok(MODELS), ...routes } },
  );
}

/** 'Seus modelos (3)' opens the list; each model has its own 'Excluir'. */
async function modelList() {
  fireEvent.click(await screen.findByRole('button', { name: 'Seus modelos (3)' }));
  return screen.getByRole('list', { name: 'Seus modelos' });
}
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe("'Modelos': Excluir", () => {
  it('asks naming the model, removes it at once and says so', async () => {
    let release: (() => void) | undefined;
    const { server } = open({
      [deletePath(2)]: () =>
        new Promise((resolve) => {
          release = () => resolve(ok({}));
        }),
    });
    const list = await modelList();
    fireEvent.click(within(list).getByRole('button', { name: 'Excluir o modelo Camisa linho' }));
    const question = await screen.findByRole('dialog', { name: 'Excluir modelo' });
    expect(
      within(question).getByText(
        'Excluir o modelo "Camisa linho"? As fichas já feitas a partir dele não mudam.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Excluir' }));
    // Gone from the list before the server answers.
    await waitFor(() => expect(names(list)).toEqual(['Vestido verão', 'Saia midi']));
    expect(server.calls).toContain(deletePath(2));
    release!();
    expect(await screen.findByText('Modelo excluído.')).toBeTruthy();
    expect(names(list)).toEqual(['Vestido verão', 'Saia midi']);
  });

  it('Cancelar keeps the model and asks nothing of the server', async () => {
    const { server } = open();
    const list = await modelList();
    fireEvent.click(within(list).getByRole('button', { name: 'Excluir o modelo Vestido verão' }));
    const question = await screen.findByRole('dialog', { name: 'Excluir modelo' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Excluir modelo' })).toBeNull(),
    );
    expect(names(list)).toEqual(['Vestido verão', 'Camisa linho', 'Saia midi']);
    expect(server.calls.some((c) => c.startsWith('DELETE'))).toBe(false);
  });

  it('a refusal puts the model back where it was, with the reason', async () => {
    open({ [deletePath(2)]: () => fail(500, 'Erro interno do servidor.') });
    const list = await modelList();
    fireEvent.click(within(list).getByRole('button', { name: 'Excluir o modelo Camisa linho' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Excluir modelo' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    expect(await screen.findByText('Erro interno do servidor.')).toBeTruthy();
    expect(names(list)).toEqual(['Vestido verão', 'Camisa linho', 'Saia midi']);
    expect(screen.queryByText('Modelo excluído.')).toBeNull();
    // The picker still offers it.
    expect(screen.getByRole('button', { name: 'Seus modelos (3)' })).toBeTruthy();
  });
});
