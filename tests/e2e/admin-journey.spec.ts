import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { aClient, aPendingProvider, backendOf, theAdmin } from './builders';
import {
  anotherDevice,
  expect,
  expectNoHorizontalOverflow,
  screenshot,
  signIn,
  test,
} from './fixtures';

const REMOVED = 'Mensagem removida pela moderação';
const APPROVED_TEXT = 'Seu perfil está aprovado e visível para os clientes.';
const NOT_APPROVED =
  'Seu perfil ainda não foi aprovado. Você poderá demonstrar interesse e enviar propostas assim que a equipe aprovar seu cadastro.';
const SUSPENDED = 'Conta suspensa. Entre em contato com o suporte.';
const thread = (page: Page) => page.getByRole('log', { name: 'Mensagens' });

/** An admin tab: its own heading, under 'Painel Admin' (which a phone's header swaps for it). */
async function expectAdminTab(page: Page, tab: string): Promise<void> {
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  await expect(
    page.getByRole('heading', { level: 1, name: phone ? tab : 'Painel Admin', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: tab, exact: true })).toBeVisible();
}

test.describe('painel admin', () => {
  test('o admin aprova um profissional (o painel dele muda na hora), remove a mensagem denunciada por um cliente e suspende o autor, que é desconectado', async ({
    page,
    browser,
    server,
    smtp,
  }, testInfo) => {
    const stamp = Date.now();
    const providerName = `Facção Linha Nova ${stamp}`;
    const provider = await aPendingProvider(server, smtp, providerName);
    const client = await aClient(server, smtp, 'Marca Sol de Inverno');
    const admin = await theAdmin(server, smtp);

    // Arranged through the API: a demand the provider may not show interest in yet (spec §4:
    // only an approved provider is shown to clients).
    const demand = await client.api.send<{ id: string }>('POST', '/demands/', {
      title: `Costura de 200 vestidos ${stamp}`,
      description: 'Vestidos em viscose, modelagem pronta, entrega em duas etapas.',
      service: 1,
      area: 1,
      specialty: 1,
      availability: 2,
      amount: 200,
    });
    const refused = await backendOf(server, smtp).api.request(
      'POST',
      `/demands/${demand.id}/interest/`,
      { token: provider.access },
    );
    expect(refused.status).toBe(403);

    // The provider waits on the dashboard: the profile is still under review.
    const pro = await anotherDevice(browser, testInfo, server.url);
    await signIn(pro, provider);
    await expect(pro.getByText('Perfil em análise')).toBeVisible();
    await expectAccessible(pro, 'painel do profissional (em análise)');
    const dashboard = pro.url();

    // In Oportunidades the demand's actions are off and say why, with a link to the profile.
    await pro.goto('/app/oportunidades');
    const opportunity = pro.getByRole('article', { name: `Costura de 200 vestidos ${stamp}` });
    await expect(opportunity.getByRole('button', { name: 'Interessar-se' })).toBeDisabled();
    await expect(pro.getByRole('alert').filter({ hasText: NOT_APPROVED })).toBeVisible();
    await expectNoHorizontalOverflow(pro);
    await screenshot(pro, 'oportunidades-perfil-em-analise');
    await pro.goto(`/app/oportunidades?demanda=${demand.id}`);
    const details = pro.getByRole('dialog', { name: `Costura de 200 vestidos ${stamp}` });
    await expect(details.getByRole('alert')).toContainText(NOT_APPROVED);
    await expect(details.getByRole('link', { name: 'Completar perfil' })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Demonstrar Interesse' })).toBeDisabled();
    await expect(details.getByRole('button', { name: 'Enviar proposta' })).toBeDisabled();
    await expectNoHorizontalOverflow(pro);
    await screenshot(pro, 'oportunidade-perfil-em-analise');
    await expectAccessible(pro, 'oportunidade (perfil em análise)');
    await pro.goto(dashboard);
    await expect(pro.getByText('Perfil em análise')).toBeVisible();

    // The admin signs in and lands on Visão geral, then approves from Aprovações.
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/app\/admin$/);
    await expectAdminTab(page, 'Visão geral');
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-visao-geral');
    await expectAccessible(page, 'admin: visão geral');
    await page.goto('/app/admin/aprovacoes');
    const card = page.getByRole('listitem', { name: providerName });
    await expect(card).toBeVisible();
    await screenshot(page, 'admin-aprovacoes');
    await expectAccessible(page, 'admin: aprovações');
    await card.getByRole('button', { name: `Aprovar ${providerName}` }).click();
    await expect(page.getByText('Profissional aprovado.').first()).toBeVisible();
    await expect(card).toHaveCount(0);

    // Without a reload, the provider's dashboard says the profile is approved.
    await expect(pro.getByText(APPROVED_TEXT)).toBeVisible();
    await screenshot(pro, 'admin-profissional-aprovado');
    await expectAccessible(pro, 'painel do profissional (aprovado)');

    // Approved, the provider shows interest, starts a conversation and sends the message the
    // client will report (arranged through the API).
    await provider.api.send('POST', `/demands/${demand.id}/interest/`, {});
    const started = await provider.api.send<{ conversation: { id: string } }>(
      'POST',
      '/conversations/',
      { participant_ids: [client.id], demand_id: demand.id },
    );
    const offensive = `Se não fechar comigo hoje vai se arrepender ${stamp}`;
    await provider.api.send('POST', `/conversations/${started.conversation.id}/messages/`, {
      content: offensive,
      client_id: `e2e-${stamp}`,
    });

    // The admin keeps Denúncias open; the client reports the provider's message.
    await page.goto('/app/admin/denuncias');
    await expectAdminTab(page, 'Denúncias');
    await expectAccessible(page, 'admin: denúncias (vazia)');
    const cli = await anotherDevice(browser, testInfo, server.url);
    await signIn(cli, client);
    await cli.goto('/app/mensagens');
    await cli.getByRole('button', { name: `Conversa com ${providerName}` }).click();
    await expect(thread(cli).getByText(offensive)).toBeVisible();
    await thread(cli)
      .getByRole('button', { name: `Mais ações da mensagem de ${providerName}` })
      .click();
    await cli.getByRole('menuitem', { name: 'Denunciar' }).click();
    const reportDialog = cli.getByRole('dialog', { name: 'Denunciar' });
    await reportDialog.getByLabel('Ofensa, assédio ou discriminação').check();
    await reportDialog.getByLabel('Detalhes (opcional)').fill('Ameaça depois que recusei o preço.');
    await screenshot(cli, 'admin-denunciar-mensagem');
    await expectAccessible(cli, 'denunciar mensagem (modal)');
    await reportDialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(
      cli.getByText('Denúncia enviada. Nossa equipe vai analisar.').first(),
    ).toBeVisible();

    // The report reaches the admin's open queue live, with the message in its context.
    const report = page.getByRole('listitem').filter({ hasText: offensive }).first();
    await expect(report).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-denuncias');
    await expectAccessible(page, 'admin: denúncias (com denúncia)');

    // The provider has the conversation open when the admin removes the message.
    await pro.goto('/app/mensagens');
    await pro.getByRole('button', { name: /^Conversa com Marca Sol de Inverno/ }).click();
    await expect(thread(pro).getByText(offensive)).toBeVisible();

    await report.getByRole('button', { name: 'Remover conteúdo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remover conteúdo' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, 'admin: remover conteúdo (modal)');
    await confirm.getByRole('button', { name: 'Remover conteúdo' }).click();
    await expect(page.getByText('Denúncia resolvida.').first()).toBeVisible();

    // Both sides read the moderation text, with no reload.
    await expect(thread(cli).getByText(REMOVED)).toBeVisible();
    await expect(thread(cli).getByText(offensive)).toHaveCount(0);
    await expect(thread(pro).getByText(REMOVED)).toBeVisible();
    await expect(thread(pro).getByText(offensive)).toHaveCount(0);
    await screenshot(cli, 'admin-mensagem-removida');
    await expectAccessible(cli, 'mensagens: mensagem removida pela moderação');

    // The admin suspends the author from Usuários; the provider is signed out at once.
    await page.goto('/app/admin/usuarios');
    await expect(page.getByLabel('Buscar')).toBeVisible();
    await expectAccessible(page, 'admin: usuários');
    await page.getByLabel('Buscar').fill(providerName);
    await page
      .getByRole('button', { name: new RegExp(providerName) })
      .first()
      .click();
    const panel = page.getByRole('dialog', { name: providerName });
    await expect(panel).toBeVisible();
    await screenshot(page, 'admin-usuario-painel');
    await expectAccessible(page, 'admin: painel do usuário');
    await panel.getByRole('button', { name: 'Suspender' }).click();
    const suspend = page.getByRole('dialog', { name: 'Suspender conta' });
    await expect(suspend).toBeVisible();
    await expectAccessible(page, 'admin: suspender conta (modal)');
    await suspend.getByLabel('Motivo da suspensão').fill('Ameaçou um cliente por mensagem.');
    await suspend.getByRole('button', { name: 'Suspender' }).click();
    await expect(page.getByText('Conta suspensa.').first()).toBeVisible();

    await expect(pro).toHaveURL(/\/entrar/);
    await expect(pro.getByText(SUSPENDED)).toBeVisible();
    await screenshot(pro, 'admin-autor-suspenso');
    await expectAccessible(pro, 'entrar (conta suspensa)');

    // And the suspended provider cannot sign in again.
    await pro.getByLabel('E-mail').fill(provider.email);
    await pro.getByLabel('Senha', { exact: true }).fill(provider.password);
    await pro.getByRole('button', { name: 'Entrar' }).click();
    await expect(pro.getByText(SUSPENDED)).toBeVisible();
    await expect(pro).toHaveURL(/\/entrar/);
  });
});
