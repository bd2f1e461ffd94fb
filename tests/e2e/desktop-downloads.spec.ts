import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { aDemand } from '@alinhavo/test-support/builders';
import type { DesktopApp } from '@alinhavo/test-support/desktop/harness';
import { aClient, anApprovedProvider, backendOf } from './builders';
import { expect, expectNoTokenInPage, test } from './desktop-fixtures';

/** A PDF of 600 KiB: its head is what the server checks, the rest makes progress worth showing. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  crypto.randomBytes(600 * 1024),
  Buffer.from('\n%%EOF\n'),
]);
const NAME = 'ficha-de-corte.pdf';

async function signInOnDesktop(app: DesktopApp, account: { email: string; password: string }) {
  await app.page.getByRole('link', { name: 'Fazer Login' }).first().click();
  await app.page.getByLabel('E-mail').fill(account.email);
  await app.page.getByLabel('Senha', { exact: true }).fill(account.password);
  await app.page.getByRole('button', { name: 'Entrar' }).click();
  await expect(app.page).toHaveURL(/\/app/);
}

test.describe('app desktop: anexos', () => {
  test('o anexo de uma demanda desce pelo processo principal: bytes exatos, progresso, Abrir só esse arquivo, token vencido renovado uma vez', async ({
    desktop,
    server,
    smtp,
  }) => {
    const [client, provider] = await Promise.all([
      aClient(server, smtp),
      anApprovedProvider(server, smtp, 'Facção Ponto Firme'),
    ]);
    const title = `Camisas com ficha de corte ${Date.now()}`;
    const demandId = await aDemand(backendOf(server, smtp), client, { title });
    const body = new FormData();
    body.append('demand', demandId);
    body.append('file', new Blob([PDF], { type: 'application/pdf' }), NAME);
    const res = await fetch(`${server.url}/api/v1/demand-files/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.access}` },
      body,
    });
    expect(res.status, await res.clone().text()).toBe(201);

    const app = await desktop.launch();
    await signInOnDesktop(app, provider);
    await app.open(`/app/oportunidades?demanda=${demandId}`);
    const details = app.page.getByRole('dialog', { name: title });
    // Loaded: the page renewed its session as it started (session:refresh) before asking for it.
    await expect(details.getByRole('button', { name: `Download ${NAME}` })).toBeVisible();

    // The access token the main process holds has expired by the time the file is asked for;
    // and the bytes stop after the first ones, so the progress is on screen long enough to see.
    const refreshesBefore = app.refreshes();
    app.expireAccessTokenOnce();
    const held = app.holdDownloads();
    await details.getByRole('button', { name: `Download ${NAME}` }).click();
    await expect(app.page.getByText(new RegExp(`^Baixando ${NAME}… \\d+%$`))).toBeVisible();
    held.release();
    await details.getByRole('button', { name: 'Abrir' }).click();

    const saved = path.join(desktop.machine.saveFolder, NAME);
    await expect.poll(() => desktop.machine.shell).toEqual([{ kind: 'openPath', path: saved }]);
    expect(fs.readFileSync(saved).equals(PDF)).toBe(true);
    // Only the file: no temporary part left beside it.
    expect(fs.readdirSync(desktop.machine.saveFolder)).toEqual([NAME]);
    expect(app.refreshes() - refreshesBefore).toBe(1);
    expect(app.saveDialogs.map((d) => d.defaultPath)).toEqual([
      path.join(desktop.machine.downloads, NAME),
    ]);

    const progress = app.messages
      .filter((m) => m.kind === 'event' && m.channel === 'file:download-progress')
      .map((m) => m.value as { received: number; total: number | null });
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toMatchObject({ received: PDF.length, total: PDF.length });
    // The taskbar button filled as it went and was cleared at the end.
    expect(app.taskbarProgress.at(-1)).toBe(-1);
    expect(app.taskbarProgress.some((p) => p > 0 && p < 1)).toBe(true);
    await expect(app.page.getByText(new RegExp(`^Baixando ${NAME}`))).toHaveCount(0);
    await expectNoTokenInPage(app, desktop.machine);
  });
});
