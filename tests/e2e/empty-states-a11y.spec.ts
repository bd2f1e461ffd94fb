import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { aVerifiedAccount, theAdmin } from './builders';
import { anotherDevice, expect, screenshot, signIn, test } from './fixtures';

/*
 * Every screen of the app as a newcomer first sees it: fresh accounts with nothing of their own
 * (no profile, demand, job, conversation, notification or payment), and a couple of main lists
 * with the server failing. The journeys audit screens full of data; empty states and error
 * cards are drawn by other code and are what a first visit shows. One account per role, the
 * screens visited in sequence, moving inside the app without reloading it (as the menu does).
 */

/** Client-side navigation, as a menu link does: no reload, no new session boot. */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** The screen has drawn its answer: no request in flight, no spinner, no skeleton left. */
async function loaded(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(
    page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root[data-visible]:visible'),
  ).toHaveCount(0);
}

async function audit(page: Page, path: string, screen: string, wait?: string): Promise<void> {
  await visit(page, path);
  if (wait) await expect(page.getByText(wait, { exact: true }).first()).toBeVisible();
  await loaded(page);
  await expectAccessible(page, screen);
}

const SERVER_ERROR = 'Erro interno do servidor. Tente novamente mais tarde.';

test.describe('acessibilidade das telas vazias', () => {
  test('páginas públicas', async ({ page, server, smtp, shot }) => {
    const provider = await aVerifiedAccount(server, smtp, 'PROFISSIONAL');
    await page.goto('/');
    // The opportunities search and the footer's contacts arrive as they come near the screen.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await loaded(page);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'LinkedIn' }),
    ).toBeVisible();
    await shot('vazio-landing');
    if (process.env.SCREENSHOTS === '1') {
      const width = page.viewportSize()?.width ?? 0;
      await page
        .getByRole('contentinfo')
        .screenshot({ path: `tests/.artifacts/screens/rodape-landing-${width}.png` });
    }
    await expectAccessible(page, 'landing');
    const screens: Array<[string, string]> = [
      ['/entrar', 'entrar'],
      ['/cadastro', 'cadastro'],
      ['/recuperar-senha', 'recuperar senha'],
      ['/verificar-email?email=novo%40exemplo.com.br', 'verificar e-mail'],
      ['/redefinir-senha', 'redefinir senha (sem link)'],
      ['/ajuda', 'Central de Dúvidas (pública)'],
      ['/termos', 'Termos de Uso'],
      ['/privacidade', 'Política de Privacidade'],
      ['/descadastrar', 'descadastrar (sem link)'],
      [`/profissionais/${provider.id}`, 'perfil público de um profissional sem portfólio'],
      ['/pagina-que-nao-existe', 'página não encontrada'],
    ];
    for (const [path, name] of screens) await audit(page, path, name);
  });

  test('cliente e profissional recém-cadastrados', async ({ page, browser, server, smtp }) => {
    const client = await aVerifiedAccount(server, smtp, 'CLIENTE');
    await signIn(page, client);
    await loaded(page);
    await expectAccessible(page, 'dashboard do cliente');
    const clientScreens: Array<[string, string, string?]> = [
      ['/app/perfil', 'perfil do cliente (vazio)'],
      ['/app/buscar-profissionais', 'buscar profissionais'],
      ['/app/minhas-demandas', 'minhas demandas (nenhuma)'],
      ['/app/mensagens', 'mensagens do cliente (nenhuma)'],
      ['/app/central-de-duvidas', 'central de dúvidas do cliente'],
      ['/app/notificacoes', 'notificações do cliente (nenhuma)'],
      ['/app/planos', 'planos do cliente'],
      ['/app/planos/assinar?plano=monthly', 'assinar o plano mensal'],
    ];
    for (const [path, name, wait] of clientScreens) await audit(page, path, name, wait);

    const provider = await aVerifiedAccount(server, smtp, 'PROFISSIONAL');
    const pro = await anotherDevice(browser, test.info(), server.url);
    await signIn(pro, provider);
    await loaded(pro);
    await expectAccessible(pro, 'dashboard do profissional');
    const providerScreens: Array<[string, string]> = [
      ['/app/perfil', 'perfil do profissional (vazio)'],
      ['/app/oportunidades', 'oportunidades'],
      ['/app/meus-trabalhos', 'meus trabalhos (nenhum)'],
      ['/app/mensagens', 'mensagens do profissional (nenhuma)'],
      ['/app/notificacoes', 'notificações do profissional (nenhuma)'],
      ['/app/planos', 'planos do profissional'],
    ];
    for (const [path, name] of providerScreens) await audit(pro, path, name);
    await pro.context().close();
  });

  test('painel admin, aba por aba', async ({ page, server, smtp, shot }) => {
    // A provider waiting for approval: the users list shows its yellow 'Pendente' badge.
    await aVerifiedAccount(server, smtp, 'PROFISSIONAL', undefined, false);
    const admin = await theAdmin(server, smtp);
    await signIn(page, admin);
    await loaded(page);
    await shot('vazio-admin-visao-geral');
    await expectAccessible(page, 'admin: visão geral');
    const tabs: Array<[string, string]> = [
      ['/app/admin/usuarios', 'Usuários'],
      ['/app/admin/demandas', 'Demandas'],
      ['/app/admin/aprovacoes', 'Aprovações'],
      ['/app/admin/denuncias', 'Denúncias'],
      ['/app/admin/relatorios', 'Relatórios'],
      ['/app/admin/pagamentos', 'Pagamentos'],
      ['/app/admin/auditoria', 'Auditoria'],
    ];
    for (const [path, name] of tabs) {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      // The header says 'Painel Admin' on a desktop; a phone's names the tab.
      const phone = (page.viewportSize()?.width ?? 0) < 768;
      await expect(
        page.getByRole('heading', { level: 1, name: phone ? name : 'Painel Admin', exact: true }),
      ).toBeVisible();
      await loaded(page);
      await shot(`vazio-admin-${path.split('/').pop() ?? ''}`);
      await expectAccessible(page, `admin: ${name}`);
    }
  });

  test('listas principais com o servidor falhando (500)', async ({
    page,
    browser,
    server,
    smtp,
    shot,
  }) => {
    const client = await aVerifiedAccount(server, smtp, 'CLIENTE');
    const fail = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', message: SERVER_ERROR }),
      });
    // Failing from the first screen on: the device holds no list, so nothing can stand in for
    // the server's answer and the counters are unknown, not loading.
    await page.route('**/api/v1/demands/**', fail);
    await page.route('**/api/v1/notifications/**', fail);
    await signIn(page, client);
    await loaded(page);
    await audit(page, '/app/minhas-demandas', 'minhas demandas (erro 500)', SERVER_ERROR);
    await expect(page.getByRole('button', { name: 'Total indisponível' })).toBeVisible();
    await shot('erro-minhas-demandas');
    await audit(page, '/app/notificacoes', 'notificações (erro 500)');
    await page.unroute('**/api/v1/demands/**');
    await page.unroute('**/api/v1/notifications/**');

    const provider = await aVerifiedAccount(server, smtp, 'PROFISSIONAL');
    const providerPage = await anotherDevice(browser, test.info(), server.url);
    await providerPage.route('**/api/v1/demands/**', fail);
    await signIn(providerPage, provider);
    await loaded(providerPage);
    await audit(providerPage, '/app/meus-trabalhos', 'meus trabalhos (erro 500)');
    await expect(providerPage.getByRole('group', { name: 'Total' })).toContainText('indisponível');
    await screenshot(providerPage, 'erro-meus-trabalhos');
    await providerPage.context().close();

    const admin = await theAdmin(server, smtp);
    const adminPage = await anotherDevice(browser, test.info(), server.url);
    await adminPage.route('**/api/v1/admin/users/**', fail);
    await signIn(adminPage, admin);
    await loaded(adminPage);
    await audit(adminPage, '/app/admin/usuarios', 'admin: usuários (erro 500)', SERVER_ERROR);
    await adminPage.context().close();
  });
});
