// The server's production build: one esbuild pass over server/src (and the shared/ sources it
// imports) into server/dist, so `npm start` runs plain JavaScript instead of loading every module
// through tsx. Packages are bundled too (see KEEP_EXTERNAL); code reached only by dynamic
// import() lands in chunks loaded on first use. Run by `npm start` when the build is missing or
// older than its sources; `node scripts/server-build.mjs` builds by hand.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './renderer-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverDist = path.join(root, 'server', 'dist');
export const serverEntry = path.join(serverDist, 'server.js');
// The lock file too: packages are bundled, so an upgraded one needs a new build.
const sources = [
  'server/src',
  'server/package.json',
  'shared/src',
  'scripts/server-build.mjs',
  'package-lock.json',
];
const lockDir = path.join(root, 'server', '.dist.lock');

export function serverIsStale() {
  if (!fs.existsSync(serverEntry)) return true;
  const built = fs.statSync(serverEntry).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

/** Every output file's folder back to server/dist (chunks sit one level down). */
const DIST_AT_RUNTIME = `import.meta.dirname.replace(/[\\\\/]chunks$/, '')`;
const fromDist = (dir) =>
  `(__alinhavoDist + ${JSON.stringify(`/${path.relative(serverDist, dir).split(path.sep).join('/')}`)})`;

/** `__dirname` or `__filename` used as a variable, not as a property or inside a string. */
const FREE_DIRNAME = /(?<![.\w$'"`])__(dirname|filename)\b(?!['"`])/g;

/**
 * Code that reads files beside itself keeps finding them where they are: our modules'
 * `import.meta.dirname` (migrations, seed data) and bundled packages' `__dirname` (swagger-ui's
 * static files, socket.io's client, pino's workers) become their real folder, relative to the
 * bundle, so the build still works wherever the repository is moved.
 */
const realDirname = {
  name: 'real-dirname',
  setup(build) {
    build.onLoad({ filter: /[\\/]server[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.dirname')) return undefined;
      return {
        contents: text.replaceAll('import.meta.dirname', fromDist(path.dirname(args.path))),
        loader: 'ts',
      };
    });
    build.onLoad({ filter: /[\\/]node_modules[\\/].*\.c?js$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (text.search(FREE_DIRNAME) < 0) return undefined;
      return {
        contents: text.replace(FREE_DIRNAME, (name) =>
          fromDist(name === '__dirname' ? path.dirname(args.path) : args.path),
        ),
        loader: 'js',
      };
    });
  },
};

/**
 * Packages are bundled: resolving and loading a few hundred files from node_modules was most of
 * a second of every start. These stay there: PGlite loads its WebAssembly and data files
 * relative to its own modules, argon2 and sharp (the portfolio's images) are native
 * addons (sharp finds its libvips package at run time), pg-native (pg's optional addon) is
 * not installed, and pdfkit (the ficha técnica's PDF) loads its fonts' metrics with a
 * `createRequire(import.meta.url)` of its own package's `#standard-fonts/…` imports, which a
 * bundle's folder cannot resolve.
 */
const KEEP_EXTERNAL = ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'pg-native', 'pdfkit'];

async function build() {
  const esbuild = await import('esbuild');
  const external = KEEP_EXTERNAL;
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { server: 'server/src/server.ts' },
    outdir: serverDist,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: true,
    // Chunks carry their content hash: a server started before a rebuild still finds its own.
    chunkNames: 'chunks/[name]-[hash]',
    external: [...external, ...external.map((d) => `${d}/*`)],
    // Bundled CommonJS packages call require() for Node's own modules, which ESM lacks.
    banner: {
      js: [
        "import { createRequire as __alinhavoRequire } from 'node:module';",
        'const require = __alinhavoRequire(import.meta.url);',
        `const __alinhavoDist = ${DIST_AT_RUNTIME};`,
      ].join(' '),
    },
    // Only the mappings are needed for stack traces; the sources stay in the repository.
    sourcesContent: false,
    // A third less for V8 to scan at every start; names stay, so plugin names and stacks read well.
    minifyWhitespace: true,
    tsconfig: path.join(root, 'server', 'tsconfig.json'),
    plugins: [realDirname],
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
