// The server's production build: one esbuild pass over server/src (and the shared/ sources it
// imports) into server/dist, so `npm start` runs plain JavaScript instead of loading every module
// through tsx. Packages stay external; code reached only by dynamic import() lands in chunks
// loaded on first use. Run by `npm start` when the build is missing or older than its sources;
// `node scripts/server-build.mjs` builds by hand.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './renderer-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverDist = path.join(root, 'server', 'dist');
export const serverEntry = path.join(serverDist, 'server.js');
const sources = ['server/src', 'server/package.json', 'shared/src', 'scripts/server-build.mjs'];
const lockDir = path.join(root, 'server', '.dist.lock');

export function serverIsStale() {
  if (!fs.existsSync(serverEntry)) return true;
  const built = fs.statSync(serverEntry).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

/**
 * Modules that read files beside themselves (migrations, seed data) keep reading them from
 * server/src: `import.meta.dirname` becomes their source folder, relative to the bundle.
 */
const sourceDirname = {
  name: 'source-dirname',
  setup(build) {
    build.onLoad({ filter: /[\\/]server[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.dirname')) return undefined;
      const relative = path.relative(serverDist, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: text.replaceAll(
          'import.meta.dirname',
          `(import.meta.dirname + ${JSON.stringify(`/${relative}`)})`,
        ),
        loader: 'ts',
      };
    });
  },
};

async function build() {
  const esbuild = await import('esbuild');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'server', 'package.json'), 'utf8'));
  // Workspace packages ship TypeScript sources, so they are bundled; the rest load from node_modules.
  const external = Object.keys(pkg.dependencies ?? {}).filter((d) => !d.startsWith('@alinhavo/'));
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { server: 'server/src/server.ts' },
    outdir: serverDist,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    // Chunks carry their content hash: a server started before a rebuild still finds its own.
    chunkNames: 'chunks/[name]-[hash]',
    external: [...external, ...external.map((d) => `${d}/*`)],
    tsconfig: path.join(root, 'server', 'tsconfig.json'),
    plugins: [sourceDirname],
    write: false,
    logLevel: 'warning',
  });
  fs.mkdirSync(path.join(serverDist, 'chunks'), { recursive: true });
  const written = new Set();
  const entryFiles = [];
  for (const file of result.outputFiles) {
    written.add(file.path);
    if (file.path.startsWith(path.join(serverDist, 'chunks'))) {
      if (!fs.existsSync(file.path)) fs.writeFileSync(file.path, file.contents);
    } else entryFiles.push(file);
  }
  // The entry (and its map) last and by rename, so a starting server never reads half of it.
  entryFiles.sort((a) => (a.path === serverEntry ? 1 : -1));
  for (const file of entryFiles) {
    const tmp = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, file.contents);
    fs.renameSync(tmp, file.path);
  }
  // Chunks of builds older than an hour go; a server that old has loaded what it needs.
  const hourAgo = Date.now() - 3_600_000;
  for (const name of fs.readdirSync(path.join(serverDist, 'chunks'))) {
    const p = path.join(serverDist, 'chunks', name);
    if (!written.has(p) && fs.statSync(p).mtimeMs < hourAgo) fs.rmSync(p, { force: true });
  }
}

/** Builds when stale (one process at a time); returns false when the build failed. */
export async function ensureServerBuild() {
  if (!serverIsStale()) return true;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      // A builder that died leaves its lock behind; a live one is done within seconds.
      const age = Date.now() - (fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > 60_000) fs.rmSync(lockDir, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    if (!serverIsStale()) return true;
    console.log('Gerando o build do servidor (primeira execução ou código alterado)...');
    await build();
    return true;
  } catch (err) {
    console.error(err);
    return false;
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!(await ensureServerBuild())) process.exit(1);
}
