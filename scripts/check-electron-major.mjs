#!/usr/bin/env node
// CI: fails when the Electron pinned in electron/package.json is no longer in the latest three
// stable majors (only those get security fixes). Asks the npm registry; when the registry does
// not answer, warns and passes: an outage must not block CI, and CI machines do reach it.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { electronSupport } from './electron-major.mjs';

const manifest = JSON.parse(
  readFileSync(new URL('../electron/package.json', import.meta.url), 'utf8'),
);
const pinned = manifest.devDependencies?.electron;

let versions;
try {
  const { stdout } = await promisify(execFile)('npm', ['view', 'electron', 'versions', '--json'], {
    timeout: 60_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  versions = JSON.parse(stdout);
  if (!Array.isArray(versions)) throw new Error('resposta inesperada do registro');
} catch (error) {
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  console.warn(
    `AVISO: o registro npm não respondeu (${reason}); suporte do Electron ${pinned} não verificado.`,
  );
  process.exit(0);
}

const { major, supported, ok } = electronSupport(pinned, versions);
if (!ok) {
  console.error(
    `ERRO: o Electron ${pinned} (major ${major}) saiu das três majors com correções de segurança (${supported.join(', ')}). ` +
      `Atualize electron/package.json e electronVersion em build/electron-builder.yml.`,
  );
  process.exit(1);
}
console.log(`Electron ${pinned}: major ${major} entre as suportadas (${supported.join(', ')}).`);
