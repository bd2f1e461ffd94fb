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
import { STORAGE_KEYS } from '../platform/storage-keys';
import { PAGE_READY_EVENT } from './page-ready';

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

/**
 * Lazy chunks the app asks for on every page as it starts (the toast host, the page-view queue):
 * fetched ahead with the page's own, so starting the app waits for no further round trip.
 */
const STARTUP_CHUNKS = ['src/app/toasts.ts', 'src/data/product-events/index.ts'];

const ROOT_TAG = '<div id="root"></div>';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Starts the app on a prerendered page (a classic deferred script, since the CSP allows no
 * inline one). The page is readable and its links work from the HTML alone; what React adds (the
 * burger's drawer, the landing's search, the login form's submit) is wanted only once the visitor
 * acts. So:
 * - once the page has painted (the browser's first-contentful-paint entry; after 2 s without
 *   paint timing), the app's scripts are downloaded as prefetches: network only, nothing runs;
 * - the app itself (the entry, its module preloads and the page's lazy chunk) starts on the
 *   visitor's first input on the page: a pointer or finger down, a key, a focus, a wheel or a
 *   scroll (not a mouse moving: Chromium sends one when a page loads under a resting cursor).
 *   React then adopts the page (main.tsx), from the cache by then. Evaluating
 *   and hydrating ~120 kB (~190 kB on /entrar) is about a second of a slow phone's main thread: at
 *   load it blocked the page for that long whether the visitor acted or not;
 * - a visit the prerendered page does not answer starts the app at once: a device that may hold
 *   a session (the app takes it elsewhere) or an old ?auth=/?code= link on / (redirected).
 *   main.tsx makes the same decision to render from scratch;
 * - a tap on a button (not a link: those work from the HTML) before the app started is repeated
 *   once the page's frame is adopted (PAGE_READY_EVENT), so the burger opens its menu a moment
 *   later, not never.
 */
export const BOOT_SCRIPT = `(function () {
  var boot = document.currentScript;
  var files = function (name) {
    return (boot.dataset[name] || '').split(' ').filter(Boolean);
  };
  var scripts = [boot.dataset.entry].concat(files('preload'), files('lazy'));
  var INPUTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  var started = false;
  var fetched = false;
  function hint(rel, hrefs) {
    var links = document.createDocumentFragment();
    hrefs.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = rel;
      link.crossOrigin = '';
      link.href = href;
      links.appendChild(link);
    });
    document.head.appendChild(links);
  }
  function start() {
    if (started) return;
    started = true;
    INPUTS.forEach(function (type) {
      window.removeEventListener(type, start, true);
    });
    hint('modulepreload', scripts.slice(1));
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = scripts[0];
    document.head.appendChild(script);
  }
  function fetchAhead() {
    if (fetched || started) return;
    fetched = true;
    hint('prefetch', scripts);
  }
  function answeredByThePage() {
    try {
      if (window.desktop || localStorage.getItem(boot.dataset.session) !== null) return false;
    } catch (error) {
      // No storage (private mode): nobody can be signed in on this device.
    }
    var params = new URLSearchParams(location.search);
    return !(location.pathname === '/' && (params.get('code') || params.has('auth')));
  }
  if (!answeredByThePage()) return start();
  INPUTS.forEach(function (type) {
    window.addEventListener(type, start, { capture: true, passive: true });
  });
  var tapped = null;
  function remember(event) {
    start();
    var root = document.getElementById('root');
    // Once main.tsx hands the page to React, a click is React's to answer.
    if (!root || root.hasAttribute('data-adopting')) return;
    var target = event.target;
    var button = target && target.closest && target.closest('button[type="button"]');
    if (button && !button.disabled && root.contains(button)) tapped = button;
  }
  document.addEventListener('click', remember, true);
  window.addEventListener('${PAGE_READY_EVENT}', function () {
    document.removeEventListener('click', remember, true);
    var button = tapped;
    tapped = null;
    if (button && button.isConnected) button.click();
  });
  setTimeout(fetchAhead, 2000);
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(fetchAhead, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    fetchAhead();
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

/** Scripts of the lazy chunks `keys` and of the chunks they import statically, as URLs. */
function scriptsOf(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: '${key}' não está no manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].map((file) => `/${file}`);
}

/**
 * The shell with the page's markup in #root, marked with its URL for main.tsx, and the entry
 * script, its module preloads and the page's lazy scripts (`lazy`, URLs) handed to the boot
 * script (`boot`: its URL), with the storage key that says a session may be stored.
 */
export function fillShell(
  shell: string,
  page: { url: string; markup: string; css: string[]; boot: string; lazy?: string[] },
) {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!shell.includes(ROOT_TAG) || !shell.includes(HTML_TAG) || !entry)
    throw new Error(
      'prerender: index.html mudou (sem #root vazio, <html lang> ou script de entrada)',
    );
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const lazy = (page.lazy ?? []).filter((file) => file !== entry && !preloads.includes(file));
  const links = [
    ...page.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<script defer src="${page.boot}" data-entry="${entry}" data-preload="${preloads.join(' ')}" data-lazy="${lazy.join(' ')}" data-session="${STORAGE_KEYS.session}"></script>`,
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
          const lazy = scriptsOf(manifest, [...page.lazy, ...STARTUP_CHUNKS]);
          writeWithCompressedCopies(
            path.join(outDir, page.file),
            fillShell(shell, { url: page.url, markup, css, boot: `/${boot}`, lazy }),
          );
        }
      } finally {
        fs.rmSync(serverOut, { recursive: true, force: true });
      }
    },
  };
}
