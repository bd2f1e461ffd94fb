import fs from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import * as build from '@alinhavo/test-support/builders';
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
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const SIZES = ['PP', 'P', 'M', 'G', 'GG'];
const COLORS = ['Azul', 'Preto', 'Cru'];
const POINTS = ['Busto', 'Cintura', 'Quadril', 'Comprimento', 'Ombro', 'Manga', 'Cava', 'Barra'];

/**
 * Types into a cell of the grade or of the points' table: each is its text until reached, then
 * an input of the same name.
 */
async function typeIn(cell: Locator, text: string) {
  await cell.click();
  await cell.fill(text);
}

/** The owner's form: 5 sizes × 3 colours (2 pieces a cell: 30) and 8 points graded 2 cm. */
async function buildFicha(page: Page, form: Locator, shot: (name: string) => Promise<void>) {
  await form.getByLabel('Nome do modelo').fill('Vestido midi de linho');
  await form.getByLabel('Referência').fill('VM-027');
  await form.getByRole('button', { name: 'PP…XGG' }).click();
  await form.getByRole('button', { name: 'Remover tamanho XGG' }).click();
  await form.getByRole('button', { name: 'Remover tamanho XG' }).click();
  for (const [i, color] of COLORS.entries()) {
    await form.getByRole('button', { name: 'Adicionar cor' }).click();
    await form.getByLabel(`Cor ${i + 1}`, { exact: true }).fill(color);
  }
  // The form's top: identification, the grade's sizes and colours.
  await form.getByLabel('Referência', { exact: true }).scrollIntoViewIfNeeded();
  await shot('ficha-editor-topo');
  for (const size of SIZES)
    for (const color of COLORS)
      await typeIn(form.getByLabel(`Quantidade ${size} ${color}`, { exact: true }), '2');
  await expect(form.getByTestId('grade-total')).toHaveText('30');
  await form.getByRole('button', { name: 'Adicionar tecido principal' }).click();
  await form.getByLabel('Material').fill('Linho cru');
  await form.getByLabel('Consumo por peça').fill('1,5');
  await expect(form.getByTestId('material-total-0')).toHaveText('45 m');
  await form.getByLabel('Tamanho base').selectOption('M');
  for (const [i, name] of POINTS.entries()) {
    await form.getByRole('button', { name: 'Adicionar ponto de medida' }).click();
    // The new point's name is the input already, focused.
    await expect(form.getByRole('textbox', { name: 'Ponto de medida' })).toBeFocused();
    await form.getByLabel('Ponto de medida').nth(i).fill(name);
    await typeIn(form.getByLabel('Base (cm)').nth(i), String(40 + i * 5));
    await typeIn(form.getByLabel('Graduação (cm)').nth(i), '2');
  }
  // Busto: base 40 in M, 2 cm a size: G is 42.
  const bustoG = form.getByLabel('Busto G', { exact: true });
  await expect(bustoG).toHaveText('42');
  // Its GG adjusted: the cell, reached, is an input with the computation as placeholder;
  // left with Tab, it shows the override, marked, and the next cell (Cintura's name) is the
  // input. Esc there keeps the ficha open.
  const bustoGG = form.getByLabel('Busto GG', { exact: true });
  await bustoGG.click();
  await expect(bustoGG).toHaveAttribute('placeholder', '44');
  await bustoGG.fill('44,5');
  await shot('ficha-editor-celula');
  await page.keyboard.press('Tab');
  await expect(bustoGG).toHaveText('44,5');
  await expect(bustoGG).toHaveAttribute('data-overridden', 'true');
  const cintura = form.getByRole('textbox', { name: 'Ponto de medida' });
  await expect(cintura).toBeFocused();
  await expect(cintura).toHaveValue('Cintura');
  await page.keyboard.press('Escape');
  await expect(cintura).toHaveValue('Cintura');
  await expect(form).toBeVisible();
  await bustoGG.scrollIntoViewIfNeeded();
  await shot('ficha-editor-ajuste');
  // A point without its base: its row says so at the cell on saving; removed, the form is fine.
  await form.getByRole('button', { name: 'Adicionar ponto de medida' }).click();
  await form.getByRole('textbox', { name: 'Ponto de medida' }).fill('Gola');
  await form.getByRole('button', { name: 'Salvar ficha técnica' }).click();
  const golaBase = form.getByLabel('Base (cm)').nth(POINTS.length);
  await expect(golaBase).toHaveAttribute('aria-invalid', 'true');
  await golaBase.scrollIntoViewIfNeeded();
  await shot('ficha-editor-erro');
  await form.getByRole('button', { name: 'Remover Gola' }).click();
  await expect(form.getByLabel('Ponto de medida')).toHaveCount(POINTS.length);
}

test.describe('ficha técnica', () => {
  test('a marca monta a ficha com grade e medidas; a facção lê; depois da escolha uma medida muda (rev. 2) e a facção marca "Ciente" ao vivo', async ({
    page,
    browser,
    server,
    smtp,
    shot,
  }, testInfo) => {
    test.setTimeout(240_000);
    const backend = backendOf(server, smtp);
    const [client, provider] = await Promise.all([
      aClient(server, smtp, 'Marca Linho Claro'),
      anApprovedProvider(server, smtp, 'Facção Ponto Firme'),
    ]);
    const title = `Vestidos com ficha ${Date.now()}`;
    const demandId = await build.aDemand(backend, client, { title, amount: 10 });

    // The brand builds the ficha from the demand's details.
    await signIn(page, client);
    await page.goto('/app/minhas-demandas');
    await card(page, title).getByRole('button', { name: 'Ver Detalhes' }).click();
    const details = page.getByRole('dialog', { name: title });
    await expect(details.getByTestId('ficha-section')).toContainText('Descreva o modelo');
    await shot('ficha-sem-ficha-dono');
    await details.getByRole('button', { name: 'Criar ficha técnica' }).click();
    const form = page.getByRole('form', { name: 'Ficha técnica' });
    await buildFicha(page, form, shot);
    await shot('ficha-editor');
    await form.getByRole('button', { name: 'Salvar ficha técnica' }).click();
    await expect(page.getByText('Ficha técnica salva com sucesso!').first()).toBeVisible();
    const reader = page.getByRole('dialog', { name: `Ficha técnica · ${title}` });
    await expect(reader.getByTestId('ficha-revision')).toHaveText('rev. 1');
    await expect(reader.getByTestId('grade-total')).toHaveText('30');
    await expectNoHorizontalOverflow(page);
    await shot('ficha-leitura-dono');

    // A facção sees 'Com ficha técnica' in Oportunidades and reads it.
    const pro = await anotherDevice(browser, testInfo, server.url);
    await signIn(pro, provider);
    await pro.goto('/app/oportunidades');
    await expect(card(pro, title).getByText('Com ficha técnica')).toBeVisible();
    await screenshot(pro, 'ficha-oportunidade-selo');
    await card(pro, title).getByRole('button', { name: 'Ver Detalhes' }).click();
    const opportunity = pro.getByRole('dialog', { name: title });
    await opportunity.getByRole('button', { name: 'Ver ficha técnica' }).click();
    const proReader = pro.getByRole('dialog', { name: `Ficha técnica · ${title}` });
    await expect(proReader.getByRole('row', { name: /Busto/ })).toBeVisible();
    await expect(proReader.getByTestId('grade-total')).toHaveText('30');
    await expectNoHorizontalOverflow(pro);
    await screenshot(pro, 'ficha-leitura-faccao');

    // The facção applies; the brand chooses it among the candidates, as in the demands and
    // quotes journeys (without a quote, each candidate is an item with its 'Selecionar').
    expect(
      (
        await backend.api.request('POST', `/demands/${demandId}/interest/`, {
          token: provider.access,
        })
      ).status,
    ).toBe(200);
    await page.goto('/app/minhas-demandas');
    await card(page, title).getByRole('button', { name: 'Gerenciar (1 candidato)' }).click();
    await page
      .getByRole('dialog', { name: 'Candidatos Interessados (1)' })
      .getByRole('listitem', { name: 'Facção Ponto Firme' })
      .getByRole('button', { name: 'Selecionar' })
      .click();
    await expect(toast(page, 'Profissional selecionado com sucesso!')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card(page, title).getByText('Em Andamento')).toBeVisible();

    // The facção keeps the job's ficha open in Meus Trabalhos.
    await pro.goto(`/app/meus-trabalhos?demanda=${demandId}&ficha=1`);
    const jobReader = pro.getByRole('dialog', { name: `Ficha técnica · ${title}` });
    await expect(jobReader.getByTestId('ficha-revision')).toHaveText('rev. 1');
    await expect(jobReader.getByTestId('ficha-changes')).toHaveCount(0);

    // The brand changes Busto's base measurement: rev. 2.
    // The details stay in the address (?demanda=): a reload opens them again.
    await card(page, title).getByRole('button', { name: 'Ver Detalhes' }).click();
    await expect(page).toHaveURL(/demanda=/);
    await page.reload();
    await page
      .getByRole('dialog', { name: title })
      .getByRole('button', { name: 'Editar ficha técnica' })
      .click();
    const edit = page.getByRole('form', { name: 'Ficha técnica' });

    // Meanwhile the brand keeps the form as a model, and deletes it again: the question names
    // it, Escape closes only the question (the form stays), 'Excluir' removes it.
    const models = edit.getByRole('region', { name: 'Modelos' });
    await models.getByRole('button', { name: 'Salvar como modelo' }).click();
    await models.getByLabel('Nome do modelo de ficha').fill('Vestido midi base');
    await models.getByRole('button', { name: 'Salvar modelo' }).click();
    await expect(toast(page, 'Modelo salvo.')).toBeVisible();
    await models.getByRole('button', { name: 'Seus modelos (1)' }).click();
    const deleteModel = models.getByRole('button', { name: 'Excluir o modelo Vestido midi base' });
    await deleteModel.click();
    const question = page.getByRole('dialog', { name: 'Excluir modelo' });
    await expect(question).toContainText('Excluir o modelo "Vestido midi base"?');
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(deleteModel).toBeVisible();
    await deleteModel.click();
    await shot('ficha-modelo-excluir');
    await question.getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(toast(page, 'Modelo excluído.')).toBeVisible();
    await expect(models.getByRole('list', { name: 'Seus modelos' })).toBeHidden();
    await expect(edit).toBeVisible();

    // Stored decimals read as pt-BR writes them; the adjusted size is still marked.
    await expect(edit.getByLabel('Consumo por peça')).toHaveValue('1,5');
    await expect(edit.getByLabel('Busto GG', { exact: true })).toHaveText('44,5');
    await edit.getByLabel('Tamanho base').scrollIntoViewIfNeeded();
    await shot('ficha-editor-carregada');
    await typeIn(edit.getByLabel('Base (cm)').first(), '41');
    await edit.getByRole('button', { name: 'Salvar ficha técnica' }).click();
    const ownerReader = page.getByRole('dialog', { name: `Ficha técnica · ${title}` });
    await expect(ownerReader.getByTestId('ficha-revision')).toHaveText('rev. 2');
    await expect(ownerReader.getByTestId('ficha-waiting')).toBeVisible();

    // Live on the facção's open ficha: rev. 2 with Busto highlighted, then 'Ciente'.
    await expect(jobReader.getByTestId('ficha-revision')).toHaveText('rev. 2');
    const changes = jobReader.getByTestId('ficha-changes');
    await expect(changes).toBeVisible();
    const bustoRow = jobReader.getByTestId('measurement-table').getByRole('row', { name: /Busto/ });
    await expect(bustoRow.locator('td[class*="changed"]').first()).toBeVisible();
    await expectNoHorizontalOverflow(pro);
    await screenshot(pro, 'ficha-rev2-destacada');
    await changes.getByRole('button', { name: 'Ciente' }).click();
    await expect(changes).toBeHidden();
    await expect(bustoRow.locator('td[class*="changed"]')).toHaveCount(0);

    // The facção reads rev. 1 whole again: Busto M was 40 there (41 now).
    const picker = jobReader.getByLabel('Revisão', { exact: true });
    await expect(picker.locator('option')).toHaveText(['Revisão 1', 'Revisão 2 (atual)']);
    await picker.selectOption({ label: 'Revisão 1' });
    const old = jobReader.getByTestId('ficha-old-revision');
    await expect(old.getByText('Revisão 1 · somente leitura')).toBeVisible();
    const oldBusto = old.getByTestId('measurement-table').getByRole('row', { name: /Busto/ });
    await expect(oldBusto.getByRole('cell').nth(2)).toHaveText('40');
    await expectNoHorizontalOverflow(pro);
    await screenshot(pro, 'ficha-revisao-1');
    await picker.selectOption({ label: 'Revisão 2 (atual)' });
    await expect(old).toBeHidden();
    await expect(bustoRow.getByRole('cell').nth(2)).toHaveText('41');

    // The brand sees the 'Ciente' without a reload.
    await expect(ownerReader.getByTestId('ficha-acknowledged')).toContainText('Ciente da rev. 2');
    await expect(ownerReader.getByTestId('ficha-waiting')).toHaveCount(0);
    await shot('ficha-ciente-dono');

    // Both take the shop floor's copy: the server's PDF of rev. 2, saved by the browser.
    for (const [who, reader] of [
      [page, ownerReader],
      [pro, jobReader],
    ] as const) {
      // Escape closes the ficha only: the demand's details stay open under it.
      await who.keyboard.press('Escape');
      await expect(reader).toBeHidden();
      await expect(who.getByRole('dialog', { name: title })).toBeVisible();
      const [download] = await Promise.all([
        who.waitForEvent('download'),
        who.getByRole('button', { name: 'Baixar ficha técnica (PDF)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^ficha-tecnica-.*rev2\.pdf$/);
      const bytes = await fs.readFile(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
});
