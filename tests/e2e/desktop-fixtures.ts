import crypto from 'node:crypto';
import {
  aDesktopMachine,
  launchDesktop,
  removeMachine,
  startAppHost,
  type AppHost,
  type DesktopApp,
  type DesktopMachine,
} from '@alinhavo/test-support/desktop/harness';
import { tokenLeaks } from '@alinhavo/test-support/desktop/token-scan';
import { startServer, type RunningServer } from '@alinhavo/test-support/server';
import { expect, test as base } from './fixtures';

export { expect };

interface DesktopWorker {
  appHost: AppHost;
  jwtSecret: string;
  server: RunningServer;
}

export interface Desktop {
  machine: DesktopMachine;
  /** Starts the app on this machine (main-process wiring, window, page), as a double-click would. */
  launch(opts?: { offline?: boolean }): Promise<DesktopApp>;
}

/**
 * The desktop journeys: the worker's server also accepts the page's origin (the local host of
 * the app:// handler) and signs with a secret the harness knows, to hand it an expired token.
 */
export const test = base.extend<{ desktop: Desktop }, DesktopWorker>({
  appHost: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructured fixtures argument
    async ({}, use) => {
      const host = await startAppHost();
      await use(host);
      await host.close();
    },
    { scope: 'worker' },
  ],
  jwtSecret: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructured fixtures argument
    async ({}, use) => use(crypto.randomBytes(32).toString('hex')),
    { scope: 'worker' },
  ],
  server: [
    async ({ smtp, cep, appHost, jwtSecret }, use) => {
      const server = await startServer({
        SMTP_URL: smtp.url,
        CEP_PROVIDER_URL: cep.url,
        AUTH_RATE_LIMIT_PER_MINUTE: '200',
        JWT_SECRET: jwtSecret,
        CORS_ORIGINS: `${appHost.origin},app://alinhavo`,
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  desktop: async ({ browser, appHost, server, jwtSecret }, use, info) => {
    const machine = aDesktopMachine();
    const { reducedMotion } = info.project.use;
    // One Chromium profile is the app's partition: it outlives a launch, as Electron's does.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      ...(reducedMotion ? { reducedMotion } : {}),
    });
    const apps: DesktopApp[] = [];
    await use({
      machine,
      async launch(opts = {}) {
        for (const running of apps) await running.quit();
        const app = await launchDesktop({
          context,
          host: appHost,
          machine,
          serverUrl: server.url,
          jwtSecret,
          ...opts,
        });
        apps.push(app);
        return app;
      },
    });
    for (const app of apps) await app.quit();
    await context.close();
    removeMachine(machine);
  },
});

/** No access or refresh token of this machine kept by the page or sent where it does not belong. */
export async function expectNoTokenInPage(app: DesktopApp, machine: DesktopMachine): Promise<void> {
  expect(await tokenLeaks(app, machine), 'tokens fora do processo principal').toEqual([]);
}

/** Signs in from the landing, as a person at the office desktop would. */
export async function signInOnDesktop(
  app: DesktopApp,
  account: { email: string; password: string },
): Promise<void> {
  await app.page.getByRole('link', { name: 'Fazer Login' }).first().click();
  await app.page.getByLabel('E-mail').fill(account.email);
  await app.page.getByLabel('Senha', { exact: true }).fill(account.password);
  await app.page.getByRole('button', { name: 'Entrar' }).click();
  await expect(app.page).toHaveURL(/\/app/);
}
