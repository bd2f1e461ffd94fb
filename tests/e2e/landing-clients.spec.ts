import * as build from '@alinhavo/test-support/builders';
import { expectAccessible } from './a11y';
import { backendOf } from './builders';
import type { Page } from '@playwright/test';
import { choose, expect, expectNoHorizontalOverflow, signIn, test } from './fixtures';

/** The top of the page (header, or the open menu) at this width (SCREENSHOTS=1). */
async function topShot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: `tests/.artifacts/screens/${name}-${width}.png`,
    clip: { x: 0, y: 0, width, height: 480 },
  });
}

/** The Oportunidades section alone, beside the full page, for a close look (SCREENSHOTS=1). */
async function sectionShot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  const width = page.viewportSize()?.width ?? 0;
  await page
    .getByRole('region', { name: 'Encontre com quem trabalhar' })
    .screenshot({ path: `tests/.artifacts/screens/${name}-secao-${width}.png` });
}

/**
 * A visitor finds real clients on the landing and is sent to registration to contact
 * them. Each screen size works in a state of its own: the server keeps a search's answer for a
 * minute, and both may run against the same server within that minute.
 */
const PLACE = {
  desktop: { uf: 'PE', state: 'Pernambuco (PE)', city: 'Recife' },
  celular: { uf: 'PA', state: 'Pará (PA)', city: 'Belém' },
} as const;

test.describe('landing, Cliente/Marca', () => {
  test('um visitante filtra clientes por estado e especialidade e “Entrar em contato” leva ao cadastro', async ({
    page,
    server,
    smtp,
    shot,
  }, info) => {
    const place = PLACE[info.project.name as keyof typeof PLACE];
    const backend = backendOf(server, smtp);
    const company = (tradeName: string, specialties: number[]) =>
      build.aClient(backend, {
        name: 'Responsável Legal',
        profile: {
          ...build.aCompanyBody({
            trade_name: tradeName,
            corporate_name: `${tradeName} Confecções Ltda`,
            company_city: place.city,
            company_uf: place.uf,
          }),
          specialties_ids: specialties,
        },
      });
    // Jeanswear (6) and Couro (4); a CPF person with Jeanswear who never chose to appear.
    const jeans = await company(`Ateliê Índigo ${place.uf}`, [6, 1]);
    await build.aDemand(backend, jeans);
    await company(`Couros do Norte ${place.uf}`, [4]);
    await build.aClient(backend, {
      name: `Pessoa Reservada ${place.uf}`,
      profile: { city: place.city, uf: place.uf, specialties_ids: [6] },
    });

    await page.goto('/');
    // The header's Oportunidades link (in the menu on a phone) takes the visitor to the search.
    const inHeader = page.getByRole('banner').getByRole('link', { name: 'Oportunidades' });
    if (await inHeader.isVisible()) await inHeader.click();
    else {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Oportunidades' }).click();
    }
    await page.getByText('Cliente/Marca', { exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Cidade', exact: true })).toBeDisabled();

    await choose(page, 'Estado', place.state);
    await expect(page.getByRole('combobox', { name: 'Cidade', exact: true })).toBeEnabled();
    await choose(page, 'Especialidade', 'Jeanswear');
    const card = page.getByRole('article', { name: `Ateliê Índigo ${place.uf}` });
    await expect(card).toBeVisible();
    await expect(card.getByText(`${place.city}/${place.uf}`)).toBeVisible();
    await expect(card.getByText('Jeanswear')).toBeVisible();
    await expect(card.getByText('Tecido Plano')).toBeVisible();
    await expect(card.getByText(/1 demanda aberta/)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByText(`Couros do Norte ${place.uf}`)).toHaveCount(0);
    await expect(page.getByText(`Pessoa Reservada ${place.uf}`)).toHaveCount(0);
    await expect(page.getByText('Responsável Legal')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await card.scrollIntoViewIfNeeded();
    await shot('landing-clientes');
    await sectionShot(page, 'landing-clientes');
    await expectAccessible(page, 'landing, clientes');

    // The other specialty finds the other company; words nobody has, the spec's empty text.
    await choose(page, 'Especialidade', 'Couro');
    await expect(page.getByRole('article', { name: `Couros do Norte ${place.uf}` })).toBeVisible();
    await page.getByLabel('Procurar').fill('ninguém tem este nome');
    await page.getByRole('button', { name: 'Procurar' }).click();
    await expect(
      page.getByText('Nenhum cliente encontrado com os filtros selecionados.'),
    ).toBeVisible();
    await shot('landing-clientes-vazio');
    await sectionShot(page, 'landing-clientes-vazio');
    await page.getByLabel('Procurar').fill('');
    await page.getByLabel('Procurar').press('Enter');
    await choose(page, 'Especialidade', 'Jeanswear');

    await card.getByRole('link', { name: 'Entrar em contato' }).click();
    await expect(page).toHaveURL(/\/cadastro$/);
    await expect(page.getByText('Sou Cliente/Marca')).toBeVisible();
  });
});

test.describe('Conta, Aparecer na busca pública', () => {
  test('uma empresa começa na busca pública e pode sair dela; a escolha fica', async ({
    page,
    server,
    smtp,
    shot,
  }) => {
    const company = await build.aClient(backendOf(server, smtp), {
      name: 'Responsável Legal',
      profile: build.aCompanyBody({ trade_name: 'Marca Discreta' }),
    });
    await signIn(page, company);
    await page.goto('/app/perfil');
    await page.getByRole('tab', { name: 'Conta' }).click();
    const toggle = page.getByRole('switch', { name: 'Aparecer na busca pública' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByText('Perfil salvo com sucesso!')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
    await shot('conta-busca-publica');
    await expectAccessible(page, 'conta, busca pública');
    await page.reload();
    await page.getByRole('tab', { name: 'Conta' }).click();
    await expect(page.getByRole('switch', { name: 'Aparecer na busca pública' })).not.toBeChecked();
  });
});

test.describe('landing header', () => {
  for (const width of [320, 390, 768, 1024, 1280, 1440]) {
    test(`Como Funciona e Oportunidades ficam ao alcance em ${width} px`, async ({
      page,
    }, info) => {
      // The test sets the width itself: one project is enough.
      test.skip(info.project.name !== 'desktop', 'a largura é escolhida aqui');
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expectNoHorizontalOverflow(page);
      const banner = page.getByRole('banner');
      const links = ['Como Funciona', 'Oportunidades'];
      const menu = page.getByRole('button', { name: 'Abrir menu' });
      if (await menu.isVisible()) {
        await topShot(page, 'landing-cabecalho');
        await menu.click();
        for (const name of links)
          await expect(page.getByRole('dialog').getByRole('link', { name })).toBeVisible();
        for (const name of ['Quero me cadastrar', 'Fazer Login'])
          await expect(page.getByRole('dialog').getByRole('link', { name })).toBeVisible();
        await topShot(page, 'landing-cabecalho-menu');
      } else {
        for (const name of links) await expect(banner.getByRole('link', { name })).toBeVisible();
        for (const name of ['Quero me cadastrar', 'Fazer Login'])
          await expect(banner.getByRole('link', { name })).toBeVisible();
        await topShot(page, 'landing-cabecalho');
      }
    });
  }
});
