import { DEMAND_TEXTS } from '@alinhavo/shared/messages/demands';
import { OPPORTUNITY_TEXTS } from '@alinhavo/shared/messages/opportunities';
import type { ActiveLot } from '@alinhavo/shared/schemas/lot';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteDb } from '../../data/db';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { aProfile } from '../../test/fixtures';
import { ok, type FakeRoute } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { APPROVAL_PENDING_TEXT, APPROVAL_REVIEW_TEXT, REJECTED_TEXT } from './ApprovalNotice';
import { aDemand, PROVIDER, professionalAnalytics, sectionItems, uuid } from './dashboard-test-kit';

beforeEach(async () => {
  await deleteDb();
});

const openDashboard = (routes: Record<string, FakeRoute>, user = PROVIDER) =>
  renderApp('/app', {
    user,
    routes: {
      'GET /user/users/dashboard_professional_analytics/': professionalAnalytics(),
      ...routes,
    },
  });

describe("the provider dashboard's recent opportunities: the next step, never a dead button", () => {
  it("offers 'Interessar-se' before interest, and sends it from the dashboard", async () => {
    const demand = aDemand(12, { title: 'Modelagem infantil', interested_professionals_count: 1 });
    const interest = vi.fn(() =>
      ok({ ...demand, interested_professionals_count: 2, updated_at: '2026-04-01T12:00:00.000Z' }),
    );
    const { server } = openDashboard({
      'GET /demands/opportunities/': () => ok({ demands: [demand], has_more: false }),
      [`POST /demands/${demand.id}/interest/`]: interest,
    });
    await screen.findByText('Modelagem infantil');
    const item = () => within(sectionItems('Oportunidades Recentes')[0]!);
    expect(item().queryByRole('button', { name: OPPORTUNITY_TEXTS.interestFirst })).toBeNull();
    // The next step is a part of its own, fetched as the dashboard opens: it may land after the title.
    const show = await item().findByRole<HTMLButtonElement>('button', {
      name: 'Interessar-se: Modelagem infantil',
    });
    expect(show.disabled).toBe(false);

    fireEvent.click(show);
    expect(await screen.findByText(DEMAND_TEXTS.interestShown)).toBeTruthy();
    expect(interest).toHaveBeenCalledTimes(1);
    // The store the dashboard reads was written: the item says Interessado and chat opens.
    expect(await item().findByText('Interessado')).toBeTruthy();
    expect(
      item().getByRole<HTMLButtonElement>('button', { name: 'Mensagem: Modelagem infantil' })
        .disabled,
    ).toBe(false);
    expect(item().queryByRole('button', { name: /Interessar-se/ })).toBeNull();
    expect(server.calls).toContain(`POST /demands/${demand.id}/interest/`);
  });

  it("offers 'Enviar proposta' when the client asked for one, and opens the form", async () => {
    const demand = aDemand(13, {
      title: 'Bordado de golas',
      quote_requested_at: '2026-03-01T12:00:00.000Z',
    });
    openDashboard({
      'GET /demands/opportunities/': () => ok({ demands: [demand], has_more: false }),
    });
    await screen.findByText('Bordado de golas');
    const item = within(sectionItems('Oportunidades Recentes')[0]!);
    expect(item.getByText('Proposta pedida')).toBeTruthy();
    fireEvent.click(await item.findByRole('button', { name: 'Enviar proposta: Bordado de golas' }));
    const form = await screen.findByRole('dialog', { name: 'Enviar proposta' });
    expect(await within(form).findByLabelText(/Preço por peça/)).toBeTruthy();
  });
});

const aLot = (n: number, demandId: string, overrides: Partial<ActiveLot> = {}): ActiveLot => ({
  id: uuid(700 + n),
  demand_id: demandId,
  demand_title: `Demanda ${demandId.slice(-2)}`,
  client_id: uuid(900),
  number: n,
  quantity: 100,
  items: null,
  sent_on: '2026-03-01',
  expected_return: '2099-03-20',
  step: 'EM_PRODUCAO',
  received: 100,
  in_production: 100,
  ready: 0,
  defects: 0,
  delivered: 0,
  version: 3,
  events: [],
  files: [],
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-02T12:00:00.000Z',
  ...overrides,
});

describe("'Lotes em produção' follows the server's events", () => {
  it('drops the lots of a job finished by the client, and a delivered lot, without leaving', async () => {
    const first = aDemand(21, { status: 'EM ANDAMENTO', chosen_professional: PROVIDER.id });
    const second = aDemand(22, { status: 'EM ANDAMENTO', chosen_professional: PROVIDER.id });
    let lots = [aLot(1, first.id), aLot(2, first.id), aLot(3, second.id)];
    openDashboard({ 'GET /lots/active/': () => ok(lots) });
    const region = await screen.findByRole('region', { name: 'Lotes em produção' });
    await waitFor(() => expect(within(region).getAllByRole('button')).toHaveLength(3));

    // The client finalizes the first job: its lots leave the card.
    lots = [aLot(3, second.id)];
    emitServerEventForTest('demand:changed', {
      ...first,
      status: 'CONCLUÍDA',
      updated_at: '2026-04-01T12:00:00.000Z',
    });
    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole('button')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['Lote 3 de Demanda 22: Em produção']),
    );

    // The last lot is delivered: the card goes away.
    lots = [];
    emitServerEventForTest('lot:changed', { ...aLot(3, second.id), step: 'ENTREGUE', version: 5 });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Lotes em produção' })).toBeNull(),
    );
  });
});

describe('the approval notice says what happens next', () => {
  const pending = { ...PROVIDER, is_approved: false };

  it("says 'Perfil em análise' and how approval is told when the profile is complete", async () => {
    const profile = aProfile({ completeness: { complete: true, missing: [] } });
    openDashboard({ 'GET /user/profile/': () => ok(profile) }, pending);
    expect(await screen.findByText(APPROVAL_REVIEW_TEXT)).toBeTruthy();
    expect(screen.getByText('Perfil em análise')).toBeTruthy();
    expect(screen.queryByText(APPROVAL_PENDING_TEXT)).toBeNull();
    expect(screen.queryByText('Complete seu perfil')).toBeNull();
  });

  it('asks for the missing data while the profile is incomplete', async () => {
    openDashboard({ 'GET /user/profile/': () => ok(aProfile()) }, pending);
    expect(await screen.findByText(APPROVAL_PENDING_TEXT)).toBeTruthy();
    expect(await screen.findByText('Complete seu perfil')).toBeTruthy();
    expect(screen.queryByText(APPROVAL_REVIEW_TEXT)).toBeNull();
  });

  it('does not say it is under review once an admin rejected it', async () => {
    const profile = aProfile({
      approval_status: 'REJECTED',
      completeness: { complete: true, missing: [] },
    });
    openDashboard({ 'GET /user/profile/': () => ok(profile) }, pending);
    expect(await screen.findByText(REJECTED_TEXT)).toBeTruthy();
    expect(screen.getByText('Perfil não aprovado')).toBeTruthy();
    expect(screen.queryByText('Perfil em análise')).toBeNull();
  });
});
