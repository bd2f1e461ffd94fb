import { REVIEW_TEXTS as T } from '@alinhavo/shared/messages/reviews';
import type { ClientReview } from '@alinhavo/shared/schemas/client-review';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../test/fake-server';
import { aDemand, aProvider, renderWithApi, toastWith } from '../../test/opportunities-kit';
import { DemandDetailsModal } from '../demands/DemandDetailsModal';
import { ClientReviewAction } from './ClientReviewAction';

const me = aProvider();
const done = aDemand({ status: 'CONCLUÍDA', chosen_professional: me.id });

const saved = (body: Record<string, unknown>, published: boolean): ClientReview => ({
  id: '3a1f0c9e-2b7d-4c8a-9e6f-1d2c3b4a5f60',
  demand: done.id,
  demand_title: done.title,
  professional: me.id,
  professional_name: 'Maria Souza',
  client: done.user_created,
  payment: body.payment as number,
  communication: body.communication as number,
  clarity: body.clarity as number,
  comment: (body.comment as string | null) ?? null,
  created_at: '2026-03-10T12:00:00.000Z',
  published_at: published ? '2026-03-10T12:00:00.000Z' : null,
});

const bodyOf = (config: InternalAxiosRequestConfig) =>
  JSON.parse(String(config.data)) as Record<string, unknown>;

/** Picks `stars` in the radio group named `label` from the keyboard (Enter on a star). */
function pick(dialog: Pick<typeof screen, 'getByRole'>, label: string, stars: number) {
  const group = dialog.getByRole('radiogroup', { name: label });
  const name = stars === 1 ? '1 estrela' : `${stars} estrelas`;
  fireEvent.keyDown(within(group).getByRole('radio', { name }), { key: 'Enter' });
}

describe("'Avaliar Cliente - {name}'", () => {
  it('asks the three scores, counts the comment, sends and shows the review as pending', async () => {
    const bodies: Record<string, unknown>[] = [];
    renderWithApi(<ClientReviewAction demand={done} />, {
      user: me,
      routes: {
        'GET /user/client-reviews/': () => ok([]),
        'POST /user/client-reviews/': (config) => {
          const body = bodyOf(config);
          bodies.push(body);
          return ok(saved(body, false), T.created);
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Avaliar cliente' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Avaliar Cliente - Ateliê Linho' }),
    );
    const send = dialog.getByRole('button', { name: 'Enviar avaliação' });
    // All three rows are needed; each row is a keyboard radio group.
    expect(send).toHaveProperty('disabled', true);
    pick(dialog, T.criteria.payment, 5);
    pick(dialog, T.criteria.communication, 4);
    expect(send).toHaveProperty('disabled', true);
    pick(dialog, T.criteria.clarity, 3);
    expect(send).toHaveProperty('disabled', false);

    const comment = dialog.getByRole('textbox', { name: 'Comentário (opcional)' });
    expect(dialog.getByText('0/255')).toBeTruthy();
    fireEvent.change(comment, { target: { value: 'x'.repeat(300) } });
    expect(dialog.getByText('255/255')).toBeTruthy();
    fireEvent.change(comment, { target: { value: '  Pagou em dia  ' } });

    fireEvent.click(send);
    await toastWith(T.created);
    expect(bodies).toEqual([
      { demand: done.id, payment: 5, communication: 4, clarity: 3, comment: 'Pagou em dia' },
    ]);
    // The author sees it at once, marked until the client's review arrives.
    expect(await screen.findByText(T.pending)).toBeTruthy();
    expect(screen.getByText(/Pontualidade no pagamento: 5/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Avaliar Cliente/ })).toBeNull(),
    );
  });

  it('keeps the modal open with the server’s text when sending fails', async () => {
    renderWithApi(<ClientReviewAction demand={done} />, {
      user: me,
      routes: {
        'GET /user/client-reviews/': () => ok([]),
        'POST /user/client-reviews/': () => fail(409, T.duplicate),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Avaliar cliente' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Avaliar Cliente/ }));
    pick(dialog, T.criteria.payment, 1);
    pick(dialog, T.criteria.communication, 2);
    pick(dialog, T.criteria.clarity, 5);
    fireEvent.click(dialog.getByRole('button', { name: 'Enviar avaliação' }));
    await toastWith(T.duplicate);
    expect(screen.getByRole('dialog', { name: /Avaliar Cliente/ })).toBeTruthy();
  });

  it('is not offered before completion nor to another provider', async () => {
    renderWithApi(
      <>
        <ClientReviewAction demand={{ ...done, status: 'EM ANDAMENTO' }} />
        <ClientReviewAction demand={{ ...done, chosen_professional: done.user_created }} />
      </>,
      { user: me, routes: { 'GET /user/client-reviews/': () => ok([]) } },
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Avaliar cliente' })).toBeNull();
  });

  it('demand details show the client’s published averages to a provider', async () => {
    renderWithApi(<DemandDetailsModal demandId={done.id} onClose={() => {}} />, {
      user: me,
      routes: {
        [`GET /demands/${done.id}/`]: () => ok(done),
        'GET /demand-files/': () => ok([]),
        'GET /user/client-reviews/': () =>
          ok([saved({ payment: 5, communication: 4, clarity: 3 }, true)]),
        'GET /user/client-reviews/figures/': () =>
          ok([
            {
              client_id: done.user_created,
              payment_avg: 4.5,
              communication_avg: 4,
              clarity_avg: 3.5,
              review_count: 2,
              as_of: '2026-03-10T12:00:00.000Z',
            },
          ]),
      },
    });
    expect(
      await screen.findByText(
        'Pontualidade no pagamento 4,5 · Comunicação 4,0 · Ficha técnica 3,5 (2 avaliações)',
      ),
    ).toBeTruthy();
    // Reviewed and published: no button, the review marked as published.
    expect(await screen.findByText('Publicada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Avaliar cliente' })).toBeNull();
  });
});
