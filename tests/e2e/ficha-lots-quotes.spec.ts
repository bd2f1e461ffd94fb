import type { Locator, Page } from '@playwright/test';
import * as build from '@alinhavo/test-support/builders';
import { aFichaOn } from '@alinhavo/test-support/ficha';
import { aClient, anApprovedProvider, backendOf } from './builders';
import {
  anotherDevice,
  cardAction,
  expect,
  expectNoHorizontalOverflow,
  screenshot,
  signIn,
  test,
} from './fixtures';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const lot = (scope: Page | Locator, n: number) => scope.getByTestId(`lote-${n}`);

/** The screen at the office desktop's width and on a 390 px phone (SCREENSHOTS=1). */
async function bothWidths(page: Page, name: string) {
  const size = page.viewportSize();
  await screenshot(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);
  await screenshot(page, name);
  if (size) await page.setViewportSize(size);
}

test.describe('ficha técnica: propostas por faixa de tamanho e lotes por tamanho e cor', () => {
  test('duas propostas, uma por faixa; o cliente compara e escolhe; envia um lote de 2 tamanhos × 2 cores; a facção marca pronto com defeito em uma célula', async ({
    page,
    browser,
    server,
    smtp,
  }, testInfo) => {
    test.setTimeout(180_000);
    const backend = backendOf(server, smtp);
    const [client, single, banded] = await Promise.all([
      aClient(server, smtp, 'Marca Grade Certa'),
      anApprovedProvider(server, smtp, 'Facção Preço Único'),
      anApprovedProvider(server, smtp, 'Facção Por Faixa'),
    ]);
    const title = `Camisetas com ficha ${Date.now()}`;
    const demandId = await build.aDemand(backend, client, { title, amount: 60 });
    // P, M, G × Azul, Preto: 10/5, 20/10, 10/5 (60 pieces).
    expect(await aFichaOn(backend, client, demandId)).toBe(1);

    // One price per piece, through the API: 60 × R$ 30,00 = R$ 1.800,00.
    const res = await backend.api.request('POST', `/demands/${demandId}/quotes/`, {
      token: single.access,
      body: { price_cents: 3000, lead_time_days: 20 },
    });
    expect(res.status).toBe(201);

    // The other prices by size band, through the form, seeing the grade it prices.
    const pro = await anotherDevice(browser, testInfo, server.url);
    await signIn(pro, banded);
    await pro.goto('/app/oportunidades');
    await (await cardAction(pro, card(pro, title), 'Enviar proposta')).click();
    const form = pro.getByRole('dialog', { name: 'Enviar proposta' });
    const grade = form.getByTestId('grade-da-proposta');
    await expect(grade.getByRole('row').first()).toHaveText('CorPMGTotal');
    await expect(grade.getByRole('row').last()).toHaveText('Total15301560');
    await form.getByText('Preço por faixa de tamanhos').click();
    await form.getByLabel('Preço P–M').pressSequentially('2800');
    await form.getByLabel('Preço G').pressSequentially('3200');
    // 45 × R$ 28,00 + 15 × R$ 32,00 = R$ 1.740,00, following the matrix.
    await expect(form.getByText('Total pela grade para 60 peças: R$ 1.740,00')).toBeVisible();
    await form.getByLabel('Prazo de entrega (dias)').fill('25');
    await bothWidths(pro, 'ficha-proposta-por-faixa');
    await form.getByRole('button', { name: 'Enviar proposta' }).click();
    await expect(toast(pro, 'Proposta enviada com sucesso!')).toBeVisible();

    // The client compares: the bands and each total.
    await signIn(page, client);
    await page.goto('/app/minhas-demandas');
    await card(page, title).getByRole('button', { name: 'Gerenciar (2 candidatos)' }).click();
    const candidates = page.getByRole('dialog', { name: 'Candidatos Interessados (2)' });
    const row = (name: string) => candidates.getByRole('row', { name });
    await expect(row('Facção Por Faixa').getByText('P–M: R$ 28,00 · G: R$ 32,00')).toBeVisible();
    await expect(row('Facção Por Faixa').getByText('R$ 1.740,00')).toBeVisible();
    await expect(row('Facção Preço Único').getByText('R$ 1.800,00')).toBeVisible();
    await bothWidths(page, 'ficha-comparacao-faixas');
    await candidates.getByRole('button', { name: 'Selecionar Facção Por Faixa' }).click();
    await expect(toast(page, 'Profissional selecionado com sucesso!')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card(page, title).getByText('Em Andamento')).toBeVisible();

    // A lot of 2 sizes × 2 colours, taken from what remains of the grade.
    await card(page, title).getByRole('button', { name: 'Ver Detalhes' }).click();
    const details = page.getByRole('dialog', { name: title });
    // The accepted quote keeps its bands, and its total is the grade's.
    const accepted = details.getByLabel('Proposta aceita');
    await expect(accepted.getByText('P–M: R$ 28,00 · G: R$ 32,00')).toBeVisible();
    await expect(accepted.getByText('R$ 1.740,00')).toBeVisible();
    await expect(details.getByTestId('falta-enviar').getByRole('row').last()).toHaveText(
      'Total15301560',
    );
    await details.getByRole('button', { name: 'Novo lote' }).click();
    const newLot = page.getByRole('dialog', { name: 'Novo lote' });
    await newLot.getByLabel('P / Azul').fill('6');
    await newLot.getByLabel('P / Preto').fill('4');
    await newLot.getByLabel('M / Azul').fill('12');
    await newLot.getByLabel('M / Preto').fill('8');
    await expect(newLot.getByText('Total do lote: 30 peças')).toBeVisible();
    await bothWidths(page, 'ficha-novo-lote-celulas');
    await newLot.getByRole('button', { name: 'Criar lote' }).click();
    await expect(toast(page, 'Lote criado com sucesso!')).toBeVisible();
    await expect(lot(details, 1).getByText('Lote 1 · 30 peças')).toBeVisible();
    await expect(lot(details, 1).getByText('rev. 1')).toBeVisible();
    await expect(lot(details, 1).getByTestId('celulas')).toHaveText(
      'Tamanhos e cores: P / Azul: 6 · P / Preto: 4 · M / Azul: 12 · M / Preto: 8',
    );
    // What remains: P 4/1, M 8/2, G 10/5.
    await expect(details.getByTestId('falta-enviar').getByRole('row').nth(1)).toHaveText(
      'Azul481022',
    );

    // The facção receives, produces and marks it ready with defects in one cell.
    await pro.goto('/app');
    const production = pro.getByRole('region', { name: 'Lotes em produção' });
    await production.getByRole('button', { name: /^Lote 1 de / }).click();
    const job = pro.getByRole('dialog', { name: title });
    const record = async (label: string, fill?: (form: Locator) => Promise<void>) => {
      await lot(job, 1)
        .getByRole('button', { name: `Registrar: ${label}` })
        .click();
      const step = pro.getByRole('dialog', { name: `Registrar: ${label}` });
      if (fill) await fill(step);
      await step.getByRole('button', { name: 'Registrar' }).click();
      await expect(step).toBeHidden();
    };
    await record('Recebido pela facção');
    await record('Em produção');
    await record('Pronto', async (step) => {
      await step.getByText('Por tamanho e cor').click();
      await step.getByLabel('M / Azul: prontas').fill('10');
      await step.getByLabel('M / Azul: com defeito').fill('2');
      await expect(step.getByText('Total: 28 peças prontas · 2 com defeito')).toBeVisible();
      await bothWidths(pro, 'ficha-lote-pronto-por-celula');
    });
    // Live on the client's details: the step's cells with the defect.
    await expect(lot(details, 1).getByText('28 peças · 2 com defeito')).toBeVisible();
    await expect(
      lot(details, 1).getByText('M / Azul: 10 (2 com defeito)', { exact: false }),
    ).toBeVisible();
    await bothWidths(page, 'ficha-lotes-cliente');
    if (process.env.SCREENSHOTS === '1') {
      // The lots section itself (the details scroll inside their dialog).
      const section = details.getByRole('region', { name: 'Lotes (remessas)' });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
        await section.screenshot({
          path: `tests/.artifacts/screens/ficha-secao-lotes-${width}.png`,
        });
      }
    }
  });
});
