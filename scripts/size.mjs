#!/usr/bin/env node
// `npm run size`: the renderer's JavaScript budgets, computed from Vite's build
// manifest so they stay true when chunks are renamed or regrouped. Builds first when the build
// is missing or stale; prints one row per budget and exits non-zero when one is over.
//
// A page's initial JS = the entry chunk, every chunk it imports statically (transitively), and
// the lazy chunks its route loads at once (with their static imports), gzip level 9.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { ensureRendererBuild, root } from './renderer-build.mjs';

const KB = 1000;

/**
 * Lazy modules a route renders at once, as source paths (keys of the manifest). `target` is
 * the page's goal; `limit` is what CI enforces today. Where the goal is not reached yet the limit
 * is today's figure plus a little room, so the build can only move towards the goal: lower a
 * limit whenever a change shrinks its page, never raise it without saying why in the commit.
 */
export const BUDGETS = [
  // 119 → 118 with the typed contract work (measured 117.0).
  // 118 → 119 with the portfolio (measured 118.1, was 117.8): the public provider page
  // /profissionais/:id is one more route of the entry, and its chunk's list of preloaded chunks.
  // 119 → 117.5: chunks named by their hash alone (measured 116.9).
  // 117.5 → 118.5: every lazy part retries a failed download and then says so, and the entry
  // knows its release, so an open tab survives a new one (measured 118.1).
  // 118.5 → 119: the footer's contacts and social links from configuration, the page-adopted
  // signal that lets the app start at the first input, and pt-BR plurals (measured 118.8).
  { name: 'Landing (/)', lazy: [], target: 120 * KB, limit: 119 * KB },
  {
    name: 'Entrar (/entrar)',
    lazy: ['src/features/auth/LoginPage.tsx'],
    target: 200 * KB,
    // 189 → 188 when zod left the api chunk (measured 186.6; the login form still loads zod).
    // 188 → 189 with two-way reviews (measured 188.0, over by a few bytes): the
    // device database's version 10 (two tables) and the client-review:changed event name.
    // 188 → 188.2 with production lots (measured 188.1 from 188.0): the shared lists every screen
    // carries grew by one entry each (the LOT_CONFLICT error code, the lot_late notification type
    // and the lot:changed event name) and the device database declares its lots tables.
    // 188 → 189: the same portfolio route in the entry (measured 188.2, was 188.0).
    // 189 → 187: hash-only chunk names and preload lists without what is already loaded
    // (measured 186.4).
    // 187 → 188: the same retrying loader and release check as the landing's, and the shared
    // view of the connection that tells offline from a server error (measured 187.6).
    // 188 → 190.5: what the first-hour fixes added to the entry every page loads (the contacts
    // from configuration, pt-BR plurals, the page-adopted signal) and the wrong-password text
    // kept beside the form (measured 190.2).
    limit: 190.5 * KB,
  },
  {
    name: 'Dashboard após o login (cliente e prestador, /app)',
    lazy: ['src/app/shell/AppLayout.tsx', 'src/features/dashboard/DashboardPage.tsx'],
    target: 200 * KB,
    // 247 → 248 after the search and contact merge: the contact buttons and the conversation rule texts.
    // 248 → 251 with plans and payments: the realtime contract's payment and plan events (their schemas and
    // PLAN_TEXTS, 249.2 kB before any screen) and the header's Plano entry (measured 250.4).
    // 251 → 200 (the goal): answers and events no longer parsed, so no zod nor schemas on this
    // screen (250.4 → 218.2), the frame and the dashboard's grids, notice and loading bars in
    // CSS instead of AppShell, NavLink, Grid, SimpleGrid, Flex, Alert and Skeleton (199.8).
    // 200 → 201 after merging the hardening beside it: the desktop's sign-in and password change through
    // the main process in the api client, and the text guards of every input (measured 200.9).
    // 201 → 202 after merging analytics and quotes beside it (measured 201.8): the page-view hook in
    // the entry, the two quote notification kinds and the quote:changed event name (its handler
    // is loaded with the first quote pushed, and its icon is one this screen already had).
    // 202 → 203 with two-way reviews (measured 202.0, over by a few bytes): the two
    // review notification kinds, the Dexie version 10 and the client-review:changed event name
    // (its handler loads with the first review pushed).
    // 202 → 203 with production lots (measured 202.6 from 201.8): the same shared entries, the
    // lots tables of the device database, and the three lazy entry points (the lots section of
    // the details, 'Lotes em produção' and the offline step outbox); the lots code itself is in
    // chunks loaded by the screens that show lots.
    // 202 → 203 with the portfolio (measured 202.2, was 201.8): the public page's route in
    // the entry; the portfolio's screens are lazy chunks (the Perfil section, the search modal's
    // section and 'Ver portfólio' in the comparison), and the public page shares nothing with
    // the shell, so no module moves out of it into a chunk of its own.
    // 203 → 204 with the four merges (quotes, reviews, lots, portfolio) together and the approval rule (measured 203.6;
    // 205.9 before the approval hook left the notice's module, whose Alert the dashboard's
    // opportunity cards had pulled in): the shell grew by the shared entries of each (event
    // names, notification kinds, Dexie tables, the lazy lot outbox's starter). 203.5 once the
    // quote button left the dashboard's modules (measured 203.1).
    // 203.5 → 201: the conversations' copy, the message and lot outboxes (started by the shell,
    // the socket connecting once they listen) and the opening of a conversation from a contact
    // button (loaded when one is pressed) left the first screen (measured 200.6).
    // 201 → 200 (the goal): the opportunity texts the dashboard's cards show in a module of their
    // own, so the demands' other texts (errors, toasts, the form's) stay with the screens that
    // show them; a bundler places a module whole in one chunk (measured 199.6).
    // At the goal after the desktop harness, the feature boundaries and the ficha técnica's
    // contract (measured 200.04): the desktop's download notices load with the first download
    // (measured 199.8).
    limit: 200 * KB,
  },
  {
    name: 'Visão geral após o login (admin, /app/admin)',
    lazy: ['src/app/shell/AppLayout.tsx', 'src/features/admin/AdminArea.tsx'],
    target: 200 * KB,
    // 260 → 261 after the search and contact merge (shared chunks of the contact buttons).
    // 261 → 264 with plans and payments (the same events and the Pagamentos menu entry; measured 263.8).
    // 264 → 212 with the dashboard's changes above, which the shell shares, and Visão geral's
    // grid and loading bars in CSS (measured 210.9).
    // 212 → 213 with the same hardening merges (measured 212.0).
    // 213 → 214: the same analytics and quotes merges as the dashboard's (measured 213.0, at the
    // limit by a few bytes).
    // 214 → 214.5: the same four merges as the dashboard's, in the shell (measured 214.4).
    // 214.5 → 212: the same conversations' code out of the shell as the dashboard's (211.9).
    // 212 → 211: the same opportunity texts' module (measured 210.9).
    // 211 → 200 (the goal): the dashboard's own code in a `home` chunk the admin does not load,
    // the first screens' icons in one chunk, preload lists that leave out what the importing
    // chunk has loaded and chunks named by their hash alone (211.0 → 195.2; the dashboard, which
    // pays about 2 kB for the split, 199.7 → 197.9). See renderer/src/build/chunk-groups.ts.
    limit: 200 * KB,
  },
  {
    // Printed, not enforced: what a person waits for is each screen, and the screens have their
    // budgets above. The 450 kB goal for the whole app was retired (it meant dropping named
    // libraries); the history of this figure is in git (`git log -L` on this file).
    name: 'App inteiro (todos os chunks JS)',
    whole: true,
  },
];

/** The files (under dist/) a page loads: its chunks and their static imports, transitively. */
export function pageFiles(manifest, lazyKeys) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1)
    throw new Error(`esperava 1 entry no manifest, achei ${entries.length}`);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`'${key}' não está no manifest (arquivo renomeado? ajuste BUDGETS)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entries[0][0]);
  for (const key of lazyKeys) {
    if (!manifest[key]?.isDynamicEntry)
      throw new Error(`'${key}' não é um chunk carregado sob demanda no manifest`);
    visit(key);
  }
  return [...files];
}

/** Every JavaScript chunk of the build. */
export function allJsFiles(manifest) {
  return [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((f) =>
    f.endsWith('.js'),
  );
}

export function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/**
 * One row per budget; `limitFor` lets the self-check swap every limit. A row without a limit is
 * printed and never over.
 */
export function measure(manifest, dist, limitFor = (budget) => budget.limit) {
  return BUDGETS.map((budget) => {
    const files = budget.whole ? allJsFiles(manifest) : pageFiles(manifest, budget.lazy);
    const js = files.filter((f) => f.endsWith('.js'));
    if (js.length === 0) throw new Error(`${budget.name}: nenhum chunk JS encontrado`);
    const bytes = js.reduce((sum, f) => sum + gzipSize(path.join(dist, f)), 0);
    if (bytes <= 0) throw new Error(`${budget.name}: tamanho zero`);
    const limit = limitFor(budget);
    return {
      name: budget.name,
      chunks: js.length,
      bytes,
      limit,
      target: budget.target,
      over: limit !== undefined && bytes > limit,
    };
  });
}

/**
 * The check must be able to fail: with every limit at 1 byte each row has to be over, and the
 * whole app has to be at least as large as any page. Otherwise the figures are not measuring.
 */
export function selfCheck(manifest, dist) {
  const rows = measure(manifest, dist, () => 1);
  const notOver = rows.filter((row) => !row.over);
  if (notOver.length) throw new Error(`autoverificação: ${notOver[0].name} passou com limite 1 B`);
  const whole = rows.find((row) => row.name.startsWith('App inteiro'));
  if (!whole || rows.some((row) => row.bytes > whole.bytes))
    throw new Error('autoverificação: uma página ficou maior que o app inteiro');
  if (allJsFiles(manifest).length < 3)
    throw new Error('autoverificação: o build tem menos de 3 chunks (sem divisão de código?)');
}

function formatKb(bytes) {
  return `${(bytes / KB).toFixed(1)} kB`;
}

function main() {
  // `--dist DIR` measures another build (a comparison); otherwise the project's, built if stale.
  const distArg = process.argv.indexOf('--dist');
  const dist =
    distArg > 0
      ? path.resolve(process.argv[distArg + 1] ?? '')
      : path.join(root, 'renderer', 'dist');
  if (distArg < 0 && process.env.ALINHAVO_SKIP_BUILD !== '1' && !ensureRendererBuild())
    process.exit(1);
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) {
    console.error(`size: ${manifestPath} não existe (build.manifest desligado?)`);
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  selfCheck(manifest, dist);
  const rows = measure(manifest, dist);
  const width = Math.max(...rows.map((row) => row.name.length));
  console.log(`${'Orçamento'.padEnd(width)}  chunks  JS gzip    limite     meta       resultado`);
  for (const row of rows) {
    const verdict =
      row.limit === undefined
        ? 'informativo'
        : row.over
          ? 'ACIMA'
          : row.bytes > row.target
            ? 'ok (meta não atingida)'
            : 'ok';
    const kb = (bytes) => (bytes === undefined ? '—' : formatKb(bytes));
    console.log(
      `${row.name.padEnd(width)}  ${String(row.chunks).padStart(6)}  ${formatKb(row.bytes).padStart(9)}  ${kb(row.limit).padStart(9)}  ${kb(row.target).padStart(9)}  ${verdict}`,
    );
  }
  // Not a budget: the whole app's code as one gzip stream, what no split can go below. The gap to
  // the sum above is what the split costs (chunk frames, the imports between chunks, and
  // compression restarting per file).
  const whole = rows.find((row) => row.name.startsWith('App inteiro'));
  const oneStream = zlib.gzipSync(
    Buffer.concat(allJsFiles(manifest).map((f) => fs.readFileSync(path.join(dist, f)))),
    { level: 9 },
  ).length;
  console.log(
    `\nO app inteiro num fluxo gzip só: ${formatKb(oneStream)} (a divisão em chunks custa ${formatKb((whole?.bytes ?? oneStream) - oneStream)}).`,
  );
  const over = rows.filter((row) => row.over);
  if (over.length) {
    console.error(`\nsize: ${over.length} orçamento(s) estourado(s)`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
