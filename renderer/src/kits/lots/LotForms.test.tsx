import { LOT_TEXTS } from '@alinhavo/shared/messages/lots';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/fixtures';
import { renderWithApi } from '../../test/opportunities-kit';
import { LotCreateModal } from './LotForms';

const DEMAND = '7b0f5f0e-8c5a-4d8e-9a57-0c7f4a1e2b3c';

const dateField = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(label));

describe('new lot form', () => {
  it('takes dates typed DD/MM/AAAA and sends them as YYYY-MM-DD', async () => {
    let sent: Record<string, unknown> | undefined;
    renderWithApi(
      <LotCreateModal demandId={DEMAND} opened onClose={() => undefined} maxQuantity={300} />,
      {
        user: aUser({ user_type: 'CLIENTE' }),
        routes: {
          [`POST /demands/${DEMAND}/lots/`]: (config) => {
            const data: unknown = config.data;
            sent =
              data instanceof FormData
                ? Object.fromEntries(
                    [...data.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]),
                  )
                : (JSON.parse(String(data)) as Record<string, unknown>);
            return { status: 400, body: { status: 'error', message: LOT_TEXTS.dateInvalid } };
          },
        },
      },
    );
    expect(dateField('Enviado em').getAttribute('placeholder')).toBe('DD/MM/AAAA');
    fireEvent.change(dateField('Enviado em'), { target: { value: '10/12/2026' } });
    fireEvent.blur(dateField('Enviado em'));
    // An impossible day never reaches the form: the field keeps its last good date.
    fireEvent.change(dateField('Retorno previsto'), { target: { value: '30/02/2027' } });
    fireEvent.change(dateField('Retorno previsto'), { target: { value: '20122026' } });
    fireEvent.blur(dateField('Retorno previsto'));
    await waitFor(() => expect(dateField('Retorno previsto').value).toBe('20/12/2026'));
    expect(dateField('Enviado em').value).toBe('10/12/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Criar lote' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ sent_on: '2026-12-10', expected_return: '2026-12-20' });
  });
});
