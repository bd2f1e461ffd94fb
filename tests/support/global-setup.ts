import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../../server/src/db/client';
import { ensureRendererBuild, root } from '../../scripts/renderer-build.mjs';
import { chromiumPath } from './chromium';
import { PGLITE_TEMPLATE_ENV } from './server';

/**
 * Build the web app and the server once before any worker starts a server: workers starting
 * together must not build into the same folder at the same time. Then migrate one embedded
 * database for the servers to start from (see `startServer`); the teardown removes it.
 */
export default async function globalSetup(): Promise<() => void> {
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
  const template = await migratedPgliteTemplate();
  process.env[PGLITE_TEMPLATE_ENV] = template;
  return () => fs.rmSync(path.dirname(template), { recursive: true, force: true });
}

/**
 * A PGlite data folder with the migrations and the reference data and nothing else (no secret:
 * each server makes its own at its first start). Creating a database and migrating it costs
 * about 5 CPU-seconds, paid here once instead of by every server a run starts.
 */
async function migratedPgliteTemplate(): Promise<string> {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-e2e-template-')), 'pglite');
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return dir;
}
