import fs from 'node:fs';
import { ensureRendererBuild } from '../../scripts/renderer-build.mjs';

/** Build the web app once before any worker starts a server. */
export default function globalSetup(): void {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    throw new Error(
      `Chromium não encontrado em ${chromium}. Instale com: apt-get install -y chromium`,
    );
  }
  if (!ensureRendererBuild()) throw new Error('O build do renderer falhou.');
}
