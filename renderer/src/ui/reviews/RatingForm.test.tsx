import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ONE_SCORE, RatingForm } from './RatingForm';

const TWO = [
  { name: 'payment', label: 'Pagamento' },
  { name: 'clarity', label: 'Clareza' },
] as const;

function pick(label: string, stars: number) {
  const group = screen.getByRole('radiogroup', { name: label });
  const name = stars === 1 ? '1 estrela' : `${stars} estrelas`;
  fireEvent.keyDown(within(group).getByRole('radio', { name }), { key: 'Enter' });
}

const submit = () => screen.getByRole('button', { name: 'Enviar avaliação' });

describe('RatingForm (stars and a comment)', () => {
  it('sends only once every criterion has a star, with each score and the comment', async () => {
    const onSubmit = vi.fn();
    render(
      <MantineProvider>
        <RatingForm
          criteria={TWO}
          idPrefix="rate"
          commentPlaceholder="Conte como foi"
          submitLabel="Enviar avaliação"
          busy={false}
          onSubmit={onSubmit}
        />
      </MantineProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    expect(submit()).toHaveProperty('disabled', true);
    pick('Pagamento', 4);
    expect(submit()).toHaveProperty('disabled', true);
    pick('Clareza', 1);
    fireEvent.change(screen.getByPlaceholderText('Conte como foi'), {
      target: { value: 'Pagou em dia.' },
    });
    expect(screen.getByText('13/255')).toBeTruthy();
    fireEvent.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ payment: 4, clarity: 1, comment: 'Pagou em dia.' }),
    );
    expect(document.getElementById('rate-payment')).not.toBeNull();
  });

  it('one score: starts from the saved rating, edits it, and cancels', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    render(
      <MantineProvider>
        <RatingForm
          criteria={ONE_SCORE}
          commentPlaceholder="Conte como foi"
          initial={{ score: 3, comment: 'Bom.' }}
          submitLabel="Salvar avaliação"
          busy={false}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      </MantineProvider>,
    );
    expect(screen.getByDisplayValue('Bom.')).toBeTruthy();
    pick('Sua nota', 5);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar avaliação' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ score: 5, comment: 'Bom.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
