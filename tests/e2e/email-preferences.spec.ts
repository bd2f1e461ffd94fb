import * as build from '@alinhavo/test-support/builders';
import { expectAccessible } from './a11y';
import { aClient, anApprovedProvider, backendOf } from './builders';
import { expect, expectNoHorizontalOverflow, screenshot, signIn, test } from './fixtures';

/*
 * A provider hears of a matching demand by e-mail, chooses what to receive in Conta,
 * and the link at the foot of the e-mail stops that kind without a session.
 */
test('um prestador ajusta os e-mails na Conta e se descadastra pelo link do e-mail', async ({
  page,
  browser,
  server,
  smtp,
  shot,
}) => {
  const provider = await anApprovedProvider(server, smtp, `Facção Aviso ${Date.now()}`);
  const client = await aClient(server, smtp);
  const title = `Costura de 90 aventais ${Date.now()}`;
  // The builders' providers live in São Paulo: a demand there is in their region.
  await build.aDemand(backendOf(server, smtp), client, { title, city: 'São Paulo', uf: 'SP' });
  const mail = await smtp.waitFor(provider.email, (m) => m.subject.includes(title));
  const link = /https?:\/\/\S+\/descadastrar\?token=[\w.-]+/.exec(mail.text)?.[0] ?? '';
  expect(link).not.toBe('');
  // The e-mail itself, as a mail client would draw its HTML part (for review).
  const letter = await (await browser.newContext()).newPage();
  await letter.setViewportSize(page.viewportSize() ?? { width: 1280, height: 800 });
  await letter.setContent(mail.html);
  await expect(letter.getByRole('link', { name: 'Ver oportunidades' })).toBeVisible();
  await screenshot(letter, 'email-nova-demanda');
  await letter.context().close();

  await signIn(page, provider);
  await page.goto('/app/perfil?aba=conta');
  const section = page.getByRole('heading', { name: 'Notificações por e-mail' });
  await expect(section).toBeVisible();
  const demands = page.getByRole('group', { name: 'Novas demandas' });
  // Keyboard: the arrows move a radio group's choice, and the choice is saved at once.
  await demands.getByRole('radio', { name: 'Na hora' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(demands.getByRole('radio', { name: 'Resumo diário (8h)' })).toBeChecked();
  await expect(page.getByText('Preferências de e-mail salvas.')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await section.scrollIntoViewIfNeeded();
  await shot('conta-emails');
  await expectAccessible(page, 'Conta: notificações por e-mail');

  // Someone opening the e-mail anywhere, without a session.
  const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
  const url = new URL(link);
  await visitor.setViewportSize(page.viewportSize() ?? { width: 1280, height: 800 });
  await visitor.goto(`${url.pathname}${url.search}`);
  await expect(
    visitor.getByText('Deseja parar de receber e-mails de “Novas demandas”?'),
  ).toBeVisible();
  await expectNoHorizontalOverflow(visitor);
  await screenshot(visitor, 'descadastrar');
  await expectAccessible(visitor, 'Descadastro de e-mails');
  await visitor.getByRole('button', { name: 'Parar de receber' }).click();
  await expect(
    visitor.getByText('Pronto! Você não receberá mais e-mails de “Novas demandas”.'),
  ).toBeVisible();
  await screenshot(visitor, 'descadastrar-feito');

  // Conta shows it off; the other kinds stay as they were.
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Novas demandas' }).getByRole('radio', { name: 'Desligado' }),
  ).toBeChecked();
  await expect(
    page
      .getByRole('group', { name: 'Mensagens não lidas' })
      .getByRole('radio', { name: 'Na hora' }),
  ).toBeChecked();
  await visitor.context().close();
});
