import { DEMAND_TEXTS } from '@alinhavo/shared/messages/demands';
import { SEARCH_TEXTS as T } from '@alinhavo/shared/messages/search';
import type { Rating } from '@alinhavo/shared/schemas/rating';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteDb } from '../../data/db';
import { fail, ok, type FakeReply, type FakeRoute } from '../../test/fake-server';
import { uuidOf } from '../../test/fixtures';
import {
  aDemand as myDemand,
  aProfessional,
  ANA,
  BRUNO,
  card,
  click,
  dialog,
  listRoute,
  openMyDemands,
  withAnaChosen,
  withCandidates,
} from '../../test/my-demands-kit';
import {
  aCard,
  aFullProfile,
  aPage,
  aReview,
  BASIC,
  CLIENT,
  openSearch,
  PRO,
  searches,
} from '../../test/professionals-kit';
import { SEARCH_UI_TEXTS as U } from './texts';

// Screens with many selects and timers: on a busy 2-core machine one test can pass 30 s.
vi.setConfig({ testTimeout: 60_000 });

beforeEach(async () => {
  await deleteDb();
});

const ANA_CARD = uuidOf(301);
const PROFILE = `GET /user/professionals/${ANA_CARD}/`;
/** Picks stars with the keyboard, as the radio inputs of the rating allow. */
function pickStars(scope: Awaited<ReturnType<typeof dialog>>, label: string) {
  fireEvent.keyDown(scope.getByRole('radio', { name: label }), { key: 'Enter' });
}

const json = (config: InternalAxiosRequestConfig): unknown => JSON.parse(String(config.data));

/** The search page with Ana's card; 'Ver perfil' opens her full profile from `profile`. */
async function openProfile(
  profile: () => FakeReply | Promise<FakeReply>,
  routes: Record<string, FakeRoute> = {},
) {
  const view = openSearch({
    answer: () => ok(aPage([aCard(1, { name: 'Ana Costura' })], { limits: BASIC })),
    routes: { [PROFILE]: profile, ...routes },
  });
  // The automatic first search brings her card.
  await searches(view.queries, 1);
  const found = within(await screen.findByRole('article', { name: 'Ana Costura' }));
  fireEvent.click(found.getByRole('button', { name: 'Ver perfil' }));
  return { ...view, modal: await dialog(U.profileTitle) };
}

describe('ProfessionalProfileModal', () => {
  it('shows every field of the full profile, the reviews newest first, and the contact', async () => {
    const { modal } = await openProfile(() =>
      ok(
        aFullProfile({
          phone: '11987654321',
          reviews: [
            aReview(2, { comment: 'Segunda.' }),
            aReview(5, { comment: 'Mais nova.', score: 5 }),
            aReview(1, { comment: 'Mais antiga.', client_full_name: null }),
          ],
          limits: { is_pro: false, profiles_left: 2 },
        }),
      ),
    );
    expect(await modal.findByText('ana@costura.com.br')).toBeTruthy();
    expect(await modal.findByText('Máquina Reta Industrial')).toBeTruthy();
    for (const text of [
      'Ana Costura',
      'Campinas/SP',
      '4,6 (3 avaliações)',
      'Oficina de costura com 12 máquinas.',
      'Costura / Facção',
      'Moda Feminina',
      'Moda Masculina',
      'Malharia',
      'Malha',
      '8 anos',
      '1 semana',
      'Máquina Reta Industrial',
      'Enfestadeira',
      '300 peças',
      '50 peças',
      '1.000 peças',
      '(11) 98765-4321',
    ])
      expect(modal.getByText(text), text).toBeTruthy();
    const reviews = within(modal.getByRole('list', { name: 'Avaliações dos clientes' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(reviews).toEqual([
      expect.stringContaining('Mais nova.'),
      expect.stringContaining('Segunda.'),
      expect.stringContaining('Mais antiga.'),
    ]);
    expect(reviews[0]).toContain('05/03/2026');
    expect(reviews[2]).toContain('Cliente');
    for (const name of ['WhatsApp', 'Conversar', 'Fechar'])
      expect(modal.getByRole('button', { name })).toBeTruthy();
    // Not chosen on any of the client's demands: nothing to rate.
    expect(modal.queryByRole('button', { name: 'Avaliar' })).toBeNull();
    // The page follows the answer: one profile fewer this month.
    expect(await screen.findByText(U.profilesLeft(2))).toBeTruthy();

    fireEvent.click(modal.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: U.profileTitle })).toBeNull());
  });

  it('shows no phone when the server sends none', async () => {
    const { modal } = await openProfile(() => ok(aFullProfile({ phone: null })));
    expect(await modal.findByText('ana@costura.com.br')).toBeTruthy();
    expect(modal.queryByText(/Telefone:/)).toBeNull();
  });

  it("shows the plan's text inside the modal when the monthly profiles are used up", async () => {
    const { modal } = await openProfile(() => fail(403, T.profileLimit));
    expect(await modal.findByText(T.profileLimit)).toBeTruthy();
    // What the card showed stays; nothing of the full profile.
    expect(modal.getByText('Ana Costura')).toBeTruthy();
    expect(modal.queryByText('ana@costura.com.br')).toBeNull();
    expect(modal.queryByRole('button', { name: 'Avaliar' })).toBeNull();
    expect(modal.queryByText(DEMAND_TEXTS.loadProfessionalError)).toBeNull();
  });

  it('says so when the profile cannot be loaded, and tries again', async () => {
    let attempts = 0;
    const { modal } = await openProfile(() => {
      attempts += 1;
      return attempts === 1 ? fail(500, 'Erro interno.') : ok(aFullProfile());
    });
    expect(await modal.findByText(DEMAND_TEXTS.loadProfessionalError)).toBeTruthy();
    fireEvent.click(modal.getByRole('button', { name: 'Tentar novamente' }));
    expect(await modal.findByText('ana@costura.com.br')).toBeTruthy();
    expect(modal.queryByText(DEMAND_TEXTS.loadProfessionalError)).toBeNull();
  });
});

const JOB = { id: '7d0c1f2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f', title: 'Camisetas de verão' };
const OLDER_JOB = { id: '8e1d2f3a-4b5c-4d6e-9f0a-1b2c3d4e5f60', title: 'Vestidos de festa' };

describe('Avaliar Profissional', () => {
  it('rates one of the demands they took, with one to five stars and an optional comment up to 255 characters', async () => {
    const posted: unknown[] = [];
    const saved: Rating = aReview(9, {
      client: CLIENT.id,
      professional: ANA_CARD,
      client_full_name: 'Marca Linho',
      score: 4,
      comment: 'Ótimo acabamento.',
      demand: OLDER_JOB.id,
      created_at: '2026-03-09T12:00:00.000Z',
      updated_at: '2026-03-09T12:00:00.000Z',
    });
    const { modal } = await openProfile(
      () =>
        ok(
          aFullProfile({
            can_rate: true,
            rate_demands: [JOB, OLDER_JOB],
            reviews: [aReview(1)],
            limits: PRO,
          }),
        ),
      {
        'POST /user/ratings/': (config) => {
          posted.push(json(config));
          return { status: 201, body: { status: 'success', data: saved } };
        },
      },
    );
    fireEvent.click(await modal.findByRole('button', { name: 'Avaliar' }));
    const rate = await dialog('Avaliar Profissional - Ana Costura');
    // The rating names a demand they took (the newest first); the client picks the other one.
    const demand = rate.getByRole<HTMLInputElement>('combobox', { name: 'Demanda' });
    expect(demand.value).toBe(JOB.title);
    fireEvent.click(demand);
    fireEvent.click(await rate.findByRole('option', { name: OLDER_JOB.title }));
    await waitFor(() => expect(demand.value).toBe(OLDER_JOB.title));

    // Stars are radios (arrow keys move between them); nothing is sent without one.
    const send = rate.getByRole<HTMLButtonElement>('button', { name: 'Enviar avaliação' });
    expect(send.disabled).toBe(true);
    expect(rate.getAllByRole('radio').length).toBeGreaterThanOrEqual(5);
    const comment = rate.getByLabelText<HTMLTextAreaElement>(/Comentário/);
    expect(rate.getByText('0/255')).toBeTruthy();
    fireEvent.change(comment, { target: { value: 'x'.repeat(300) } });
    expect(comment.value).toHaveLength(255);
    expect(rate.getByText('255/255')).toBeTruthy();
    fireEvent.change(comment, { target: { value: '  Ótimo acabamento. ' } });

    pickStars(rate, '4 estrelas');
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    expect(await screen.findByText(DEMAND_TEXTS.ratingCreated)).toBeTruthy();
    expect(posted).toEqual([
      { professional: ANA_CARD, score: 4, comment: 'Ótimo acabamento.', demand: OLDER_JOB.id },
    ]);

    // The review shows at once (read from the device), as the client's own, newest first.
    await waitFor(() =>
      expect(
        within(modal.getByRole('list', { name: 'Avaliações dos clientes' }))
          .getAllByRole('listitem')
          .map((li) => li.getAttribute('aria-label')),
      ).toEqual(['Avaliação de Você', 'Avaliação de Cliente 1']),
    );
    // One of the two demands is still to rate.
    expect(modal.getByRole('button', { name: 'Avaliar' })).toBeTruthy();
  });

  it("edits the client's own rating of the demand", async () => {
    const mine = aReview(3, {
      client: CLIENT.id,
      professional: ANA_CARD,
      score: 2,
      comment: 'Atrasou.',
      demand: JOB.id,
    });
    const patched: unknown[] = [];
    const { modal } = await openProfile(
      () =>
        ok(aFullProfile({ can_rate: true, rate_demands: [JOB], reviews: [mine], my_rating: mine })),
      {
        [`PATCH /user/ratings/${mine.id}/`]: (config) => {
          patched.push(json(config));
          return ok({
            ...mine,
            score: 3,
            comment: 'Atrasou pouco.',
            updated_at: '2026-03-10T12:00:00.000Z',
          });
        },
      },
    );
    fireEvent.click(await modal.findByRole('button', { name: 'Editar avaliação' }));
    const rate = await dialog('Avaliar Profissional - Ana Costura');
    expect(rate.getByRole<HTMLInputElement>('radio', { name: '2 estrelas' }).checked).toBe(true);
    const comment = rate.getByLabelText<HTMLTextAreaElement>(/Comentário/);
    expect(comment.value).toBe('Atrasou.');
    pickStars(rate, '3 estrelas');
    fireEvent.change(comment, { target: { value: 'Atrasou pouco.' } });
    fireEvent.click(rate.getByRole('button', { name: 'Salvar avaliação' }));
    expect(await screen.findByText(DEMAND_TEXTS.ratingUpdated)).toBeTruthy();
    expect(patched).toEqual([{ score: 3, comment: 'Atrasou pouco.' }]);
    expect(await modal.findByText('Atrasou pouco.')).toBeTruthy();
  });

  it('says the spec text when the rating fails, and keeps the form', async () => {
    const { modal } = await openProfile(
      () => ok(aFullProfile({ can_rate: true, rate_demands: [JOB] })),
      {
        'POST /user/ratings/': () => fail(500, 'Erro interno.'),
      },
    );
    fireEvent.click(await modal.findByRole('button', { name: 'Avaliar' }));
    const rate = await dialog('Avaliar Profissional - Ana Costura');
    pickStars(rate, '5 estrelas');
    fireEvent.click(rate.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByText(DEMAND_TEXTS.ratingSendError)).toBeTruthy();
    // The form stays open with what was chosen.
    expect(rate.getByRole<HTMLInputElement>('radio', { name: '5 estrelas' }).checked).toBe(true);
  });
});

describe('the full profile in Minhas Demandas', () => {
  const anaFull = () =>
    ok(
      aFullProfile({
        ...aProfessional(ANA),
        id: ANA,
        email: 'ana@costura.com.br',
        machines: [2],
        can_rate: false,
      }),
    );

  it("a candidate's 'Ver perfil' shows the full profile with Conversar about the demand", async () => {
    const demand = withCandidates(1, { title: 'Perfis' });
    const started: unknown[] = [];
    await openMyDemands({
      'GET /demands/': listRoute(() => [demand], []),
      [`GET /demands/${demand.id}/interested-professionals/`]: () =>
        ok([aProfessional(ANA), aProfessional(BRUNO)]),
      [`GET /user/professionals/${ANA}/`]: anaFull,
      'POST /conversations/': (config) => {
        started.push(json(config));
        return fail(500, 'Erro interno.');
      },
    });
    click(await card('Perfis'), 'Gerenciar (2 candidatos)');
    const modal = await dialog('Candidatos Interessados (2)');
    const ana = within(await modal.findByRole('listitem', { name: 'Ana Costura' }));
    fireEvent.click(ana.getByRole('button', { name: 'Ver perfil' }));
    expect(await modal.findByText('Overloque')).toBeTruthy();
    expect(modal.getByText('ana@costura.com.br')).toBeTruthy();
    fireEvent.click(modal.getByRole('button', { name: 'Conversar' }));
    await waitFor(() =>
      expect(started).toEqual([{ participant_ids: [ANA], demand_id: demand.id }]),
    );
    fireEvent.click(modal.getByRole('button', { name: 'Voltar aos candidatos' }));
    expect(await modal.findByRole('listitem', { name: 'Bruno Modelagem' })).toBeTruthy();
  });

  it("the chosen professional's 'Ver perfil' shows the full profile", async () => {
    await openMyDemands({
      'GET /demands/': listRoute(() => [withAnaChosen(1, { title: 'Saias' })], []),
      [`GET /demands/${myDemand(1).id}/chosen-professional/`]: () => ok(aProfessional(ANA)),
      [`GET /user/professionals/${ANA}/`]: anaFull,
    });
    const saias = await card('Saias');
    fireEvent.click(await saias.findByRole('button', { name: 'Ver perfil' }));
    const profile = await dialog(U.profileTitle);
    expect(await profile.findByText('Overloque')).toBeTruthy();
    expect(profile.getByText('Oficina de costura com 12 máquinas.')).toBeTruthy();
  });
});
