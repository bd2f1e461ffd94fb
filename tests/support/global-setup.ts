import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureRendererBuild, root } from '../../scripts/renderer-build.mjs';
import { chromiumPath } from './chromium';

/**
 * Build the web app and the server once before any worker starts a server: workers starting
 * together must not build into the same folder at the same time.
 */
export default async function globalSetup(): Promise<void> {
  const chromium = chromiumPath();
  if (!fs.existsSync(chromium)) {
    throw new Error(
      `Chromium não encontrado em ${chromium}. Instale com: apt-get install -y chromium chromium-headless-shell`,
    );
  }
  if (!ensureRendererBuild()) throw new Error('O build do renderer falhou.');
  const serverBuild = path.join(root, 'scripts', 'server-build.mjs');
  if (fs.existsSync(serverBuild)) {
    const { ensureServerBuild } = (await import(pathToFileURL(serverBuild).href)) as {
      ensureServerBuild: () => Promise<boolean>;
    };
    if (!(await ensureServerBuild())) throw new Error('O build do servidor falhou.');
  }
}
