import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { startServer } from '@alinhavo/test-support/server';
import { root } from '../../scripts/renderer-build.mjs';
import * as build from '@alinhavo/test-support/builders';
import { aClient, backendOf } from './builders';
import { expect, signIn, test } from './fixtures';

// The renderer survives failed downloads, a server in trouble and a new release while a tab is
// open. Texts from the spec's error catalogue and the renderer (PART_LOAD_ERROR).
const PART_LOAD_ERROR = 'Não foi possível carregar esta parte do Alinhavo.';
const TOO_MANY = 'Muitas tentativas. Aguarde um momento antes de tentar novamente.';
const SERVER_ERROR = 'Erro interno do servidor. Tente novamente mais tarde.';
const SHOTS = '/work/shots/client';

const dist = path.join(root, 'renderer', 'dist');

/** The built file of a source module, from the build's manifest. */
function chunkOf(source: string, distDir = dist): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} não está no manifest do build`);
  return entry.file;
}

async function shot(page: Page, name: string) {
  if (!fs.existsSync(SHOTS)) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

/** Answers a chunk with 503 while the server is `down`, counting every request for it. */
async function flakyChunk(page: Page, file: string) {
  const chunk = { down: true, requests: 0 };
  await page.route(
    (url) => url.pathname === `/${file}`,
    async (route: Route) => {
      chunk.requests++;
      if (chunk.down) await route.fulfill({ status: 503, body: 'indisponível' });
      else await route.continue();
    },
  );
  return chunk;
}

test.describe('carregamento resiliente', () => {
  test('um pedaço do app que falha 3 vezes mostra a mensagem, sem repetir, e Tentar novamente funciona', async ({
    page,
  }) => {
    const help = chunkOf('src/features/help/PublicHelpPage.tsx');
    const seen = await flakyChunk(page, help);
    await page.goto('/entrar');
    // The prerendered page starts the app on the visitor's first input (here a focus); its
    // router then follows the history.
    await page.getByLabel('E-mail').focus();
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
    // The prerendered page's own modulepreload hints may have asked once: the app's tries count
    // from the navigation on.
    seen.requests = 0;
    // A client-side navigation to a lazy page whose chunk the server refuses.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/ajuda');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText(PART_LOAD_ERROR).first()).toBeVisible();
    // Three tries of the import; the first also carries the modulepreload hint Vite's preload
    // helper adds for the chunk (once per page life), which Chromium fetches on its own.
    const asked = seen.requests;
    expect(asked).toBeGreaterThanOrEqual(3);
    expect(asked).toBeLessThanOrEqual(4);
    await shot(page, 'chunk-failed');
    // No loop: time passes and nothing asks for the file again.
    await page.waitForTimeout(3_000);
    expect(seen.requests).toBe(asked);

    seen.down = false;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Central de Dúvidas' })).toBeVisible();
    expect(seen.requests).toBe(asked + 1);
    await expect(page.getByText(PART_LOAD_ERROR)).toHaveCount(0);
  });

  test('429 e 500 da API ao abrir uma tela aparecem em português, nunca como JSON nem como offline', async ({
    page,
    server,
    smtp,
  }) => {
    const client = await aClient(server, smtp);
    // From the first visit on (nothing on the device yet): the dashboard's demands answered 429
    // (with Retry-After), its counts 500 as plain text.
    await page.route('**/api/v1/demands/**', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'retry-after': '30', 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'error', message: TOO_MANY }),
      }),
    );
    await page.route('**/api/v1/user/users/dashboard_client_analytics/**', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await signIn(page, client);
    await expect(page.getByText('Erro ao carregar demandas. Tente novamente.')).toBeVisible();
    await expect(page.getByText(TOO_MANY).first()).toBeVisible();
    await expect(page.getByText('Você ainda não publicou nenhuma demanda.')).toHaveCount(0);
    await expect(page.getByText('Você está offline')).toHaveCount(0);
    expect(await page.locator('body').innerText()).not.toMatch(/"status"|Internal Server Error/);
    await shot(page, 'dashboard-429');

    // Minhas Demandas with the server failing (500, an HTML page from a proxy).
    await page.unroute('**/api/v1/demands/**');
    await page.route('**/api/v1/demands/**', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>500</h1>' }),
    );
    await page.goto('/app/minhas-demandas');
    await expect(page.getByText(SERVER_ERROR).first()).toBeVisible();
    await expect(page.getByText('Você está offline')).toHaveCount(0);
    expect(await page.locator('body').innerText()).not.toMatch(/"status"|<h1>/);
    await shot(page, 'my-demands-500');
  });

  test('com o servidor recusando (429), a tela mostra o que o aparelho guarda com o aviso do erro', async ({
    page,
    server,
    smtp,
  }) => {
    const client = await aClient(server, smtp);
    const backend = backendOf(server, smtp);
    for (const title of ['Camisas de linho', 'Vestidos de festa', 'Calças jeans', 'Blazers'])
      await build.aDemand(backend, client, { title });
    await signIn(page, client);
    await page.goto('/app/minhas-demandas');
    await expect(page.getByText('Blazers').first()).toBeVisible();

    // Later, behind a shared address the server answers 429 to the demands.
    await page.route('**/api/v1/demands/**', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'retry-after': '30' },
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', message: TOO_MANY }),
      }),
    );
    await page.reload();
    await expect(page.getByText('Blazers').first()).toBeVisible();
    // The notice names the latest answer. On a loaded machine another call of the screen can
    // outlast the request timeout after the 429 (no answer: 'Erro de conexão'); asking again with
    // 'Tentar novamente' brings the server's own answer back.
    await expect(async () => {
      const retry = page.getByRole('button', { name: 'Tentar novamente' }).first();
      if (!(await page.getByText(TOO_MANY).first().isVisible()) && (await retry.isVisible()))
        await retry.click();
      await expect(page.getByText(TOO_MANY).first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByText('Você está offline')).toHaveCount(0);
    await shot(page, 'my-demands-cached-429');

    await page.goto('/app');
    await expect(page.getByText('Blazers').first()).toBeVisible();
    await expect(page.getByText('Você ainda não publicou nenhuma demanda.')).toHaveCount(0);
    await shot(page, 'dashboard-cached-429');
  });

  test('uma aba aberta na versão anterior continua navegando depois de uma nova versão', async ({
    page,
    smtp,
    cep,
  }) => {
    test.setTimeout(400_000);
    // Its own copy of the build, served by its own server, so the new release touches no other test.
    const served = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-release-'));
    fs.cpSync(dist, served, { recursive: true });
    const own = await startServer({
      RENDERER_DIST: served,
      SMTP_URL: smtp.url,
      CEP_PROVIDER_URL: cep.url,
    });
    try {
      const help = chunkOf('src/features/help/PublicHelpPage.tsx', served);
      await page.goto(`${own.url}/entrar`);
      // The tab's app runs from the visitor's first input on (here a focus).
      await page.getByLabel('E-mail').focus();
      await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
      const oldRelease = await page
        .locator('meta[name="alinhavo-release"]')
        .getAttribute('content');
      expect(oldRelease).toBeTruthy();

      // The next release: a real build with a code change, into the folder being served, by the
      // renderer's own build config (which keeps the previous releases' files).
      const build = spawnSync(
        'npx',
        [
          'vite',
          'build',
          '--config',
          path.join(root, 'tests', 'support', 'next-release.vite.config.mjs'),
          '--outDir',
          served,
        ],
        {
          cwd: path.join(root, 'renderer'),
          encoding: 'utf8',
          env: { ...process.env, NODE_ENV: 'production' },
        },
      );
      expect(build.status, build.stderr).toBe(0);
      const current = JSON.parse(fs.readFileSync(path.join(served, 'release.json'), 'utf8')) as {
        id: string;
      };
      expect(current.id).not.toBe(oldRelease);
      const { releases } = JSON.parse(
        fs.readFileSync(path.join(served, 'releases.json'), 'utf8'),
      ) as {
        releases: { id: string; files: string[] }[];
      };
      // The new release first, the one the tab runs next (and older ones, up to three in all).
      expect(releases[0]!.id).toBe(current.id);
      expect(releases[1]!.id).toBe(oldRelease);
      expect(releases.length).toBeLessThanOrEqual(3);
      // The old tab's chunk is no file of the new release: without the kept release it would be gone.
      expect(releases[0]!.files).not.toContain(help);
      expect(fs.existsSync(path.join(served, help))).toBe(true);

      // The old tab opens a lazy screen it never loaded: its own release's chunk, still served.
      const answered: number[] = [];
      page.on('response', (response) => {
        if (response.url().includes(help)) answered.push(response.status());
      });
      await page.evaluate(() => {
        window.history.pushState({}, '', '/ajuda');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(
        page.getByRole('heading', { level: 1, name: 'Central de Dúvidas' }),
      ).toBeVisible();
      expect(answered).toContain(200);
      await expect(page.getByText(PART_LOAD_ERROR)).toHaveCount(0);

      // A new load gets the new release.
      await page.goto(`${own.url}/ajuda`);
      await expect(page.locator('meta[name="alinhavo-release"]')).toHaveAttribute(
        'content',
        current.id,
      );
    } finally {
      await own.stop();
      fs.rmSync(served, { recursive: true, force: true });
    }
  });
});
