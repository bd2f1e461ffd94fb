import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Manifest, type Plugin } from 'vite';
import type * as EntryServer from './entry-server';
import { markdownDocs } from '../docs/vite-plugin';

/**
 * The public pages written as HTML at build time: the first paint then comes from
 * HTML, CSS and the preloaded font, not after the JavaScript ran. server/src/plugins/web.ts
 * serves exactly these files at exactly these URLs; every other route keeps the empty shell.
 * `lazy`: the route's own chunk (manifest key), whose CSS the page needs before it paints.
 */
export const PRERENDERED_PAGES = [
  { url: '/', file: 'prerendered/index.html', lazy: [] as string[] },
  { url: '/entrar', file: 'prerendered/entrar.html', lazy: ['src/features/auth/LoginPage.tsx'] },
];

const ROOT_TAG = '<div id="root"></div>';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Loads the app's scripts once the prerendered page has painted (a classic deferred script, since
 * the CSP allows no inline one). Requested with the HTML, the ~120 kB of JavaScript shares a slow
 * link with the CSS and the font, and the first paint waits for all of it; requested after the
 * paint, it has the link to itself while the page is already readable (its links work).
 * "Painted" is the browser's own first-contentful-paint entry, reported once the frame is on
 * screen (an animation frame fires before its frame's style and layout, too early). A hidden tab
 * does not paint, and a browser without paint timing never reports: those load at once or
 * after 2 s.
 */
export const BOOT_SCRIPT = `(function () {
  var boot = document.currentScript;
  var started = false;
  function load() {
    if (started) return;
    started = true;
    (boot.dataset.preload || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.dataset.entry;
    document.head.appendChild(script);
  }
  if (document.visibilityState === 'hidden') return load();
  setTimeout(load, 2000);
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(load, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    load();
  }
})();
`;
const HTML_TAG = '<html lang="pt-BR">';

/** Stylesheets of `keys` and of the chunks they import statically, minus those already linked. */
function cssOf(manifest: Manifest, keys: string[], linked: Set<string>): string[] {
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: '${key}' não está no manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? [])
      if (!linked.has(file) && !css.includes(file)) css.push(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return css;
}

/**
 * The shell with the page's markup in #root, marked with its URL for main.tsx, and the entry
 * script and its module preloads handed to the boot script (`boot`: its URL).
 */
export function fillShell(
  shell: string,
  page: { url: string; markup: string; css: string[]; boot: string },
) {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!shell.includes(ROOT_TAG) || !shell.includes(HTML_TAG) || !entry)
    throw new Error(
      'prerender: index.html mudou (sem #root vazio, <html lang> ou script de entrada)',
    );
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const links = [
    ...page.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<script defer src="${page.boot}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`,
  ].join('\n    ');
  return (
    shell
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      // Mantine's light-scheme styles key on this attribute, which its provider sets only once
      // the script runs: written here, the page paints in its final colours.
      .replace(HTML_TAG, '<html lang="pt-BR" data-mantine-color-scheme="light">')
      .replace('</head>', `  ${links}\n  </head>`)
      .replace(ROOT_TAG, `<div id="root" data-prerendered="${page.url}">${page.markup}</div>`)
  );
}

function writeWithCompressedCopies(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const raw = Buffer.from(content);
  fs.writeFileSync(file, raw);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION }));
}

/**
 * After the client build: a Node build of src/prerender/entry-server.tsx renders each page,
 * and its markup goes into the built index.html (same scripts, CSS and font preload).
 * The page files get their own .br/.gz copies, as the precompress plugin runs beside this one.
 */
export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'alinhavo:prerender',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const serverOut = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-prerender-'));
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          // Every import the app's routes make must resolve here too (the help and legal pages
          // import their Markdown as data).
          plugins: [markdownDocs(), react()],
          // Bundled whole (react-dom/server included): it runs once, here, from a temp folder.
          ssr: { noExternal: true },
          build: {
            ssr: path.join(root, 'src/prerender/entry-server.tsx'),
            outDir: serverOut,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
            rolldownOptions: { output: { format: 'esm', entryFileNames: 'entry-server.mjs' } },
          },
        });
        const entry = (await import(
          pathToFileURL(path.join(serverOut, 'entry-server.mjs')).href
        )) as typeof EntryServer;
        const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(
          fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Manifest;
        const linked = new Set(manifest['index.html']?.css ?? []);
        const bootHash = createHash('sha256').update(BOOT_SCRIPT).digest('hex').slice(0, 10);
        const boot = `assets/prerender-boot-${bootHash}.js`;
        writeWithCompressedCopies(path.join(outDir, boot), BOOT_SCRIPT);
        for (const page of PRERENDERED_PAGES) {
          const markup = await entry.renderPage(page.url);
          const css = cssOf(manifest, page.lazy, linked);
          writeWithCompressedCopies(
            path.join(outDir, page.file),
            fillShell(shell, { url: page.url, markup, css, boot: `/${boot}` }),
          );
        }
      } finally {
        fs.rmSync(serverOut, { recursive: true, force: true });
      }
    },
  };
}
