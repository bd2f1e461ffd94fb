import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { aDemand, aDemandWithCandidates } from '@alinhavo/test-support/builders';
import { aClient, anApprovedProvider, backendOf } from './builders';
import { expect, expectNoTokenInPage, signInOnDesktop, test } from './desktop-fixtures';

/** A PDF of 600 KiB: its head is what the server checks, the rest makes progress worth showing. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  crypto.randomBytes(600 * 1024),
  Buffer.from('\n%%EOF\n'),
]);
const NAME = 'ficha-de-corte.pdf';
/** The 8 bytes that make a file a PNG to the server's check. */
const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

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

  test('a foto de uma etapa de lote desce pelo processo principal com os bytes exatos', async ({
    desktop,
    server,
    smtp,
  }) => {
    const [client, provider] = await Promise.all([
      aClient(server, smtp),
      anApprovedProvider(server, smtp, 'Facção Bom Corte'),
    ]);
    const title = `Calças em lotes ${Date.now()}`;
    const demandId = await aDemandWithCandidates(backendOf(server, smtp), client, [provider], {
      title,
    });
    await client.api.send('PATCH', `/demands/${demandId}/`, {
      chosen_professional_id: provider.id,
    });
    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    const lot = await client.api.send<{ id: string }>('POST', `/demands/${demandId}/lots/`, {
      client_id: crypto.randomUUID(),
      quantity: 80,
      sent_on: today,
      expected_return: today,
    });
    // The facção photographs what arrived (a PNG with bytes of its own after the header).
    const photo = Buffer.concat([PNG_HEADER, crypto.randomBytes(200 * 1024)]);
    const upload = new FormData();
    upload.append('demand', demandId);
    upload.append('lot', lot.id);
    upload.append('file', new Blob([photo], { type: 'image/png' }), 'recebimento.png');
    const res = await fetch(`${server.url}/api/v1/demand-files/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${provider.access}` },
      body: upload,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const [file] = ((await res.json()) as { data: { id: string }[] }).data;
    await provider.api.send('POST', `/demands/${demandId}/lots/${lot.id}/steps/`, {
      client_id: crypto.randomUUID(),
      step: 'RECEBIDO',
      expected_step: 'ENVIADO',
      quantity: 80,
      photo_file_id: file?.id,
    });

    const app = await desktop.launch();
    await signInOnDesktop(app, client);
    await app.open(`/app/minhas-demandas?demanda=${demandId}`);
    const details = app.page.getByRole('dialog', { name: title });
    await details.getByRole('button', { name: 'Abrir foto recebimento.png' }).click();

    const saved = path.join(desktop.machine.saveFolder, 'recebimento.png');
    await expect.poll(() => fs.existsSync(saved)).toBe(true);
    expect(fs.readFileSync(saved).equals(photo)).toBe(true);
    const progress = app.messages
      .filter((m) => m.kind === 'event' && m.channel === 'file:download-progress')
      .map((m) => m.value as { received: number; total: number | null });
    expect(progress.at(-1)).toMatchObject({ received: photo.length, total: photo.length });
    await expectNoTokenInPage(app, desktop.machine);
  });
});
