import type { Locator, Page } from '@playwright/test';
import * as build from '@alinhavo/test-support/builders';
import { expectAccessible } from './a11y';
import { aClient, anApprovedProvider, backendOf, theAdmin } from './builders';
import {
  anotherDevice,
  expect,
  expectNoHorizontalOverflow,
  screenshot,
  signIn,
  test,
} from './fixtures';

const PENDING = 'Aguardando a avaliação da outra parte';
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** Mantine's stars are hidden radios: a person clicks the star drawn in their label. */
async function clickStars(scope: Locator, group: string, stars: number) {
  const radio = scope
    .getByRole('radiogroup', { name: group })
    .getByRole('radio', { name: stars === 1 ? '1 estrela' : `${stars} estrelas` });
  const id = await radio.getAttribute('id');
  await scope.locator(`label[for="${id}"]`).click();
}

test.describe('avaliações nos dois sentidos', () => {
  test('cliente e profissional avaliam depois da conclusão; as duas avaliações aparecem juntas', async ({
    page,
    browser,
    server,
    smtp,
    shot,
  }, testInfo) => {
    const backend = backendOf(server, smtp);
    const [client, provider, neighbour] = await Promise.all([
      aClient(server, smtp, 'Marca Vento Sul'),
      anApprovedProvider(server, smtp, 'Facção Linha Reta'),
      anApprovedProvider(server, smtp, 'Ateliê Bom Corte'),
    ]);
    const title = `Costura de 120 jaquetas ${Date.now()}`;
    const demandId = await build.aDemandWithCandidates(backend, client, [provider], { title });
    await client.api.send('PATCH', `/demands/${demandId}/`, {
      chosen_professional_id: provider.id,
    });

    // The client rates the provider (Finalizar asks for it): held, marked for its author.
    await signIn(page, client);
    await page.goto('/app/minhas-demandas');
    await card(page, title).getByRole('button', { name: 'Finalizar' }).click();
    const finalize = page.getByRole('dialog', { name: 'Finalizar Demanda' });
    const fourStars = await finalize.getByRole('radio', { name: '4 estrelas' }).getAttribute('id');
    await finalize.locator(`label[for="${fourStars}"]`).click();
    await finalize.getByLabel('Comentário (opcional)').fill('Costura firme, entregou antes.');
    await shot('finalizar-avaliacao');
    await finalize.getByRole('button', { name: 'Enviar Avaliação' }).click();
    await expect(toast(page, 'Avaliação enviada com sucesso!')).toBeVisible();
    await expect(finalize.getByText(PENDING)).toBeVisible();
    await shot('avaliacao-aguardando-cliente');
    await finalize.getByRole('button', { name: 'Finalizar' }).click();
    await expect(toast(page, 'Demanda finalizada com sucesso!')).toBeVisible();
    await expect(card(page, title).getByText('Concluída')).toBeVisible();
    // Not published yet: the provider's figures do not count it, and its author reads why.
    await expect(
      card(page, title).getByText('Sua avaliação aguarda a do profissional'),
    ).toBeVisible();
    await expect(card(page, title).getByText('Sem avaliações')).toHaveCount(0);
    await shot('avaliacao-aguardando-cartao-escolhido');

    // The provider: the client's rating is not on the dashboard yet; Meus Trabalhos asks for theirs.
    const pro = await anotherDevice(browser, testInfo, server.url);
    await signIn(pro, provider);
    await pro.goto('/app');
    await expect(pro.getByText('Sem avaliações ainda')).toBeVisible();
    await expect(pro.getByText('Costura firme, entregou antes.')).toHaveCount(0);
    await pro.goto('/app/meus-trabalhos');
    await pro.getByRole('tab', { name: /Concluídos/ }).click();
    await card(pro, title).getByRole('button', { name: 'Avaliar cliente' }).click();
    const modal = pro.getByRole('dialog', { name: 'Avaliar Cliente - Marca Vento Sul' });
    const send = modal.getByRole('button', { name: 'Enviar avaliação' });
    await expect(send).toBeDisabled();
    await clickStars(modal, 'Pontualidade no pagamento', 5);
    await clickStars(modal, 'Comunicação', 4);
    // The third row from the keyboard: the stars are a radio group (Space picks the focused one).
    await modal
      .getByRole('radiogroup', { name: 'Clareza da ficha técnica' })
      .getByRole('radio', { name: '3 estrelas' })
      .focus();
    await pro.keyboard.press('Space');
    await expect(send).toBeEnabled();
    await modal.getByLabel('Comentário (opcional)').fill('Pagou em dia e a ficha veio completa.');
    await expect(modal.getByText('37/255')).toBeVisible();
    await screenshot(pro, 'avaliar-cliente');
    await expectAccessible(pro, 'avaliar cliente (modal)');
    await send.click();
    await expect(toast(pro, 'Avaliação enviada com sucesso!')).toBeVisible();
    await expect(modal).toHaveCount(0);
    // The client had rated: both are published at once.
    const mine = card(pro, title).getByTestId('my-client-review');
    await expect(mine.getByText('Publicada')).toBeVisible();
    await expect(mine.getByText(PENDING)).toHaveCount(0);
    await expectNoHorizontalOverflow(pro);
    await screenshot(pro, 'meus-trabalhos-avaliado');

    // Together, live on both sides: the client's card counts the rating, the profile lists the
    // provider's review; the provider's dashboard shows the client's.
    await expect(card(page, title).getByText('4,0 (1 avaliação)')).toBeVisible();
    await page.goto('/app/perfil');
    const reviews = page.getByRole('region', { name: 'Minhas avaliações' });
    await expect(reviews.getByText('Pagou em dia e a ficha veio completa.')).toBeVisible();
    await expect(
      reviews.getByText(
        'Pontualidade no pagamento 5,0 · Comunicação 4,0 · Ficha técnica 3,0 (1 avaliação)',
      ),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await reviews.scrollIntoViewIfNeeded();
    await shot('minhas-avaliacoes');
    await expectAccessible(page, 'perfil (minhas avaliações)');
    await pro.goto('/app');
    await expect(pro.getByText('Costura firme, entregou antes.')).toBeVisible();
    await screenshot(pro, 'painel-avaliacoes');

    // Another provider sees the client's averages on a new opportunity of theirs.
    const next = `Bordado de 60 bonés ${Date.now()}`;
    await build.aDemand(backend, client, { title: next });
    const other = await anotherDevice(browser, testInfo, server.url);
    await signIn(other, neighbour);
    await other.goto('/app/oportunidades');
    await expect(
      card(other, next).getByText(
        'Pontualidade no pagamento 5,0 · Comunicação 4,0 · Ficha técnica 3,0 (1 avaliação)',
      ),
    ).toBeVisible();
    await expectNoHorizontalOverflow(other);
    await screenshot(other, 'oportunidade-medias-cliente');
    await card(other, next).getByRole('button', { name: 'Ver Detalhes' }).click();
    const details = other.getByRole('dialog', { name: next });
    await expect(details.getByText('Avaliações do cliente')).toBeVisible();
    await expect(details.getByText(/Pontualidade no pagamento 5,0/)).toBeVisible();
    await screenshot(other, 'detalhes-medias-cliente');

    // The client reports the review: it reaches the admin's moderation queue.
    await reviews.getByRole('button', { name: 'Denunciar' }).click();
    const report = page.getByRole('dialog', { name: 'Denunciar' });
    await report.getByRole('radio', { name: 'Ofensa, assédio ou discriminação' }).click();
    await report.getByRole('button', { name: 'Enviar' }).click();
    await expect(toast(page, 'Denúncia enviada. Nossa equipe vai analisar.')).toBeVisible();
    const admin = await theAdmin(server, smtp);
    const queue = await backend.api.request<{
      reports: Array<{ target_type: string; author: { id: string } | null }>;
    }>('GET', '/admin/reports/?status=open', { token: admin.access });
    expect(
      queue.body.data.reports.some(
        (r) => r.target_type === 'review' && r.author?.id === provider.id,
      ),
    ).toBe(true);
    await pro.context().close();
    await other.context().close();
  });
});
