import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '@alinhavo/test-support/server';
import { expectAccessible } from './a11y';
import { aClient, anApprovedProvider } from './builders';
import {
  anotherDevice,
  expect,
  expectNoHorizontalOverflow,
  screenshot,
  signIn,
  test,
} from './fixtures';
import { ageConversation } from './seed-database';

/**
 * Spec §9: messages live 60 days; past 45 the list warns 'Expira em N dias' and the thread
 * header shows the days left beside the days ago. The conversation is aged in the database of
 * this test's own server (stopped, edited, started again on the same folder).
 */
test('uma conversa de 46 dias mostra "Expira em 14 dias" na lista e no cabeçalho da conversa', async ({
  browser,
  smtp,
  cep,
}, testInfo) => {
  test.setTimeout(300_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-e2e-expiry-'));
  const env = {
    SMTP_URL: smtp.url,
    CEP_PROVIDER_URL: cep.url,
    AUTH_RATE_LIMIT_PER_MINUTE: '200',
    RATE_LIMIT_PER_MINUTE: '5000',
  };
  let server: RunningServer | null = await startServer(env, { dataDir });
  try {
    const client = await aClient(server, smtp, 'Ateliê Linha Antiga');
    const provider = await anApprovedProvider(server, smtp, 'Oficina Quarenta e Seis');
    const started = await client.api.send<{ conversation: { id: string } }>(
      'POST',
      '/conversations/',
      { participant_ids: [provider.id] },
    );
    const id = started.conversation.id;
    await provider.api.send('POST', `/conversations/${id}/messages/`, {
      content: 'Orçamento enviado em setembro.',
      client_id: `expiry-${Date.now()}`,
    });

    await server.stop();
    server = null;
    await ageConversation(dataDir, id, 46);
    server = await startServer(env, { dataDir });
    // A device of this server (the worker's own server is not started for this test).
    const page = await anotherDevice(browser, testInfo, server.url);
    await signIn(page, client);
    await page.goto('/app/mensagens');
    const row = page.getByRole('button', { name: 'Conversa com Oficina Quarenta e Seis' });
    await expect(row).toContainText('Expira em 14 dias');
    await expectNoHorizontalOverflow(page);

    await row.click();
    const header = page.getByRole('heading', { name: 'Oficina Quarenta e Seis', level: 2 });
    await expect(header).toBeVisible();
    await expect(page.getByText('Iniciada há 46 dias')).toBeVisible();
    await expect(page.getByText('Expira em 14 dias').last()).toBeVisible();
    await expectAccessible(page, 'conversa perto de expirar');
    await screenshot(page, 'mensagens-expira');
    await page.context().close();
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
