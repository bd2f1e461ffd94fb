import { DATE_TEXTS } from '@alinhavo/shared/messages/dates';
import { LOT_TEXTS } from '@alinhavo/shared/messages/lots';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/fixtures';
import { renderWithApi } from '../opportunities/test-kit';
import { LotCreateModal } from './LotForms';

const DEMAND = '7b0f5f0e-8c5a-4d8e-9a57-0c7f4a1e2b3c';

function openForm() {
  return renderWithApi(
    <LotCreateModal demandId={DEMAND} opened onClose={() => undefined} maxQuantity={300} />,
    { user: aUser({ user_type: 'CLIENTE' }), routes: {} },
  );
}

const dateField = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(label));

describe('new lot form', () => {
  it('refuses an empty or impossible date on its field with the shared text, sending nothing', async () => {
    const { server } = openForm();
    fireEvent.change(dateField('Enviado em'), { target: { value: '' } });
    // A browser leaves an impossible day empty; what reaches the form is judged by the schema.
    fireEvent.change(dateField('Retorno previsto'), { target: { value: '2026-02-30' } });
    // Submitted as the form is (the browser's own check of `required` is not the point here).
    fireEvent.submit(screen.getByRole('button', { name: 'Criar lote' }).closest('form')!);
    await waitFor(() => expect(screen.getAllByText(LOT_TEXTS.dateInvalid)).toHaveLength(2));
    expect(screen.queryByText(DATE_TEXTS.invalid)).toBeNull();
    expect(server.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});
