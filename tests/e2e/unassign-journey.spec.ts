import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import * as build from '@alinhavo/test-support/builders';
import { expectAccessible, expectFocusWithin } from './a11y';
import { aClient, anApprovedProvider, backendOf } from './builders';
import {
  anotherDevice,
  expect,
  expectNoHorizontalOverflow,
  screenshot,
  signIn,
  test,
} from './fixtures';

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const DAY = 86_400_000;
const brDay = (ms: number) => new Date(ms - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

test.describe('remover a facção escolhida', () => {
  test('com um lote enviado, o cliente confirma e informa o motivo; a facção vê o motivo e o lote sai do seu painel sem recarregar; o cliente ainda lê o lote', async ({
    page,
    browser,
    server,
    smtp,
    shot,
  }, testInfo) => {
    test.setTimeout(180_000);
    const backend = backendOf(server, smtp);
    const [client, provider] = await Promise.all([
      aClient(server, smtp, 'Marca Fio de Ouro'),
      anApprovedProvider(server, smtp, 'Facção Costura Fina'),
    ]);
    const title = `Camisetas com lote enviado ${Date.now()}`;
    const demandId = await build.aDemandWithCandidates(backend, client, [provider], {
      title,
      amount: 500,
    });
    const as = (token: string, method: 'PATCH' | 'POST', path: string, body: unknown) =>
      backend.api.request(method, path, { token, body });
    expect(
      (
        await as(client.access, 'PATCH', `/demands/${demandId}/`, {
          chosen_professional_id: provider.id,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await as(client.access, 'POST', `/demands/${demandId}/lots/`, {
          client_id: randomUUID(),
          quantity: 300,
          items: 'Corte de 300 camisetas e aviamentos.',
          sent_on: brDay(Date.now()),
          expected_return: brDay(Date.now() + 20 * DAY),
        })
      ).status,
    ).toBe(201);

    // The facção's dashboard shows the lot sent to it.
    const pro = await anotherDevice(browser, testInfo, server.url);
    await signIn(pro, provider);
    await pro.goto('/app');
    const production = pro.getByRole('region', { name: 'Lotes em produção' });
    await expect(production.getByRole('button', { name: /^Lote 1 de / })).toBeVisible();

    // The client removes it: never one click.
    await signIn(page, client);
    await page.goto('/app/minhas-demandas');
    await card(page, title).getByRole('button', { name: 'Gerenciar (1 candidato)' }).click();
    const modal = page.getByRole('dialog', { name: 'Candidatos Interessados (1)' });
    await modal.getByRole('button', { name: 'Remover' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remover profissional escolhido' });
    await expect(
      confirm.getByText('A demanda volta a ficar aberta; a proposta escolhida deixa de valer', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(
      confirm.getByText('1 lote desta demanda ainda não foi entregue.', { exact: false }),
    ).toBeVisible();
    await expectFocusWithin(confirm);
    // Cancelar has the focus first: Enter alone removes nobody.
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();

    // Keyboard only: back to the reason, on to the confirm; empty → the pt-BR error.
    const reason = confirm.getByRole('textbox', { name: /Motivo da remoção/ });
    await page.keyboard.press('Shift+Tab');
    await expect(reason).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Remover profissional' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm.getByText('Informe o motivo da remoção.')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot('remover-faccao-motivo-obrigatorio');
    await expectAccessible(page, 'remover profissional escolhido (motivo obrigatório)');

    const why = 'O prazo do primeiro lote foi descumprido duas vezes.';
    await reason.fill(why);
    await shot('remover-faccao-confirmacao');
    await confirm.getByRole('button', { name: 'Remover profissional' }).click();
    await expect(page.getByText('Profissional removido com sucesso!').first()).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(modal.getByRole('button', { name: 'Selecionar' })).toBeEnabled();

    // The facção, without reloading: the lot leaves 'Lotes em produção'; the notification
    // carries the reason.
    await expect(production.getByRole('button', { name: /^Lote 1 de / })).toBeHidden();
    await pro.goto('/app/notificacoes');
    await expect(pro.getByText('Você foi removido de uma demanda').first()).toBeVisible();
    await expect(
      pro.getByText(`Motivo informado pelo cliente: "${why}"`, { exact: false }).first(),
    ).toBeVisible();
    await expectNoHorizontalOverflow(pro);
    await screenshot(pro, 'remover-faccao-notificacao');
    const mail = await smtp.waitFor(
      provider.email,
      (m) => m.subject.startsWith('Escolha desfeita') && m.subject.includes(title),
    );
    expect(mail.text).toContain(why);

    // The client still reads the lot and its timeline on the reopened demand.
    await modal.getByRole('button', { name: 'Fechar', exact: true }).click();
    await card(page, title).getByRole('button', { name: 'Ver Detalhes' }).click();
    const details = page.getByRole('dialog', { name: title });
    await expect(
      details.getByText('Estes lotes são da facção removida', { exact: false }),
    ).toBeVisible();
    await expect(details.getByTestId('lote-1').getByText('Lote 1 · 300 peças')).toBeVisible();
    await details.getByTestId('lote-1').scrollIntoViewIfNeeded();
    await shot('remover-faccao-lotes-do-cliente');
    await expectAccessible(page, 'detalhes da demanda reaberta com lotes');
  });
});
