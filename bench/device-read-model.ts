/**
 * Bench of the device read model in Chromium. A signed-in client's device holds 500
 * demands, 200 conversations with 5,000 messages and the newest notifications, filled by the
 * app's own sync from a server seeded in PostgreSQL (threads are opened one by one, as a person
 * would, so their messages reach IndexedDB). Then:
 *  - first paint of the list after a client-side navigation to Minhas Demandas, Mensagens and
 *    Notificações (median of 5 after one warm-up visit; online, then with the network dropped),
 *    with the main thread's script / layout / style time of each opening (CDP Performance) and,
 *    from 3 more openings under the profiler, where the time goes by source (build source maps);
 *  - the main thread's busy share while 100 realtime events a second (demand:changed and
 *    message:created, half each) are applied for 10 s on Minhas Demandas, Mensagens and
 *    Mensagens with the newest conversation open, sent from a second Socket.IO instance
 *    joined to the app through Redis (CDP TaskDuration, long tasks), how long after the last
 *    event the device had applied them all, and a CPU profile of one more such burst.
 * "(program)" in a profile is the browser's own work outside JavaScript (DOM, style, layout,
 * IndexedDB glue). Targets: first paint ≤ 100 ms, main thread < 50 % busy. Prints
 * figures, never pass/fail; never part of `npm test`. Needs DATABASE_URL and REDIS_URL.
 * DEVICE_DEMANDS (500), DEVICE_CONVERSATIONS (200), DEVICE_MESSAGES (5000) scale it;
 * DEVICE_SCREENS=Minhas,Notif times only the screens whose names begin so; DEVICE_STORM=0 skips the
 * events (for a quick look at one screen's opening).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import pg from 'pg';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { Server } from 'socket.io';
import type { Message } from '@alinhavo/shared/schemas/conversation';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { ensureRendererBuild, root } from '../scripts/renderer-build.mjs';
import * as build from '../tests/support/builders';
import { codeFrom, startSmtpCapture } from '../tests/support/smtp-capture';
import { startServer } from '../tests/support/server';
import { scratchDatabase } from './support/scratch-database';
import { fetchTransport } from '../tests/support/transport';

const baseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!baseUrl || !redisUrl) {
  console.log(
    'bench/device-read-model: pulado — defina DATABASE_URL e REDIS_URL (servidor semeado em PostgreSQL, eventos por Redis).',
  );
  process.exit(0);
}
const DEMANDS = Number(process.env.DEVICE_DEMANDS ?? 500);
const CONVERSATIONS = Number(process.env.DEVICE_CONVERSATIONS ?? 200);
const MESSAGES = Number(process.env.DEVICE_MESSAGES ?? 5000);
const NOTIFICATIONS = 300;
const RUNS = 5;
/** Openings profiled apart after the timed ones. */
const PROFILED_OPENINGS = 3;
const EVENTS_PER_SECOND = 100;
const STORM_SECONDS = 10;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'Alinhavo-bench-1';

interface Screen {
  name: string;
  path: string;
  /** Present once the page itself rendered (its skeleton or its list). */
  mounted: string;
  /** The first row of the list. */
  item: string;
}
const SCREENS: Screen[] = [
  {
    name: 'Minhas Demandas',
    path: '/app/minhas-demandas',
    mounted: 'main [aria-label^="Total:"], main [aria-label="Carregando demandas"], main article',
    item: 'main article',
  },
  {
    name: 'Mensagens',
    path: '/app/mensagens',
    mounted:
      'main input[aria-label="Buscar conversas"], main [aria-label="Carregando conversas"], main ul[aria-label="Conversas"] > li',
    item: 'main ul[aria-label="Conversas"] > li',
  },
  {
    name: 'Notificações',
    path: '/app/notificacoes',
    mounted: 'main [aria-label="Carregando notificações"], main ul[aria-label="Notificações"] > li',
    item: 'main ul[aria-label="Notificações"] > li',
  },
];
const only = process.env.DEVICE_SCREENS?.split(',').filter(Boolean);
const TIMED = only ? SCREENS.filter((s) => only.some((o) => s.name.startsWith(o))) : SCREENS;
const STORM = process.env.DEVICE_STORM !== '0';
/** Source maps of the build, read once each, to say where profiled time goes. */
const maps = new Map<string, SourceMap | null>();
/** A page without lists to leave from, so no row of the page left behind is counted. */
const RESTING = '/app/central-de-duvidas';

/** Where a long set-up stands, on stderr (the figures go to stdout). */
const progress = (what: string) => process.stderr.write(`  … ${what}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (x: number) => `${x.toFixed(0)} ms`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

if (!ensureRendererBuild()) process.exit(1);
const scratch = await scratchDatabase(baseUrl, { prefix: 'alinhavo_device' });
const smtp = await startSmtpCapture();
const server = await startServer({
  SMTP_URL: smtp.url,
  DATABASE_URL: scratch.url,
  REDIS_URL: redisUrl,
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  PASSWORD_IP_RATE_LIMIT_PER_MINUTE: '100000',
});
const pub = new Redis(redisUrl);
const sub = pub.duplicate();
const emitter = new Server();
emitter.adapter(createAdapter(pub, sub));
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  console.log(`Carga da máquina antes (1/5/15 min): ${load()} em ${os.cpus().length} núcleos`);
  const backend: build.Backend = {
    api: fetchTransport(server.url),
    verificationCode: async (email) => codeFrom(await smtp.waitFor(email)),
    adminEmail: 'admin@alinhavo.com.br',
    password: PASSWORD,
  };
  const client = await build.aClient(backend, { name: 'Ateliê Bancada' });
  const seeded = await seed(scratch.url, client.id);
  console.log(
    `servidor: ${DEMANDS} demandas do cliente, ${CONVERSATIONS} conversas, ${seeded.messages} mensagens, ${seeded.notifications} notificações`,
  );

  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  // tsx (esbuild, keepNames) wraps named functions in __name(); functions handed to
  // page.evaluate run in the page, which has no such helper.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  const page = await context.newPage();
  await page.goto('/entrar');
  await page.getByLabel('E-mail').fill(client.email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/app/);

  // The device fills itself: each list once, then every thread opened.
  const fillStart = performance.now();
  for (const screen of SCREENS) await visit(page, screen);
  progress('listas sincronizadas; abrindo cada conversa');
  await openThreads(page, seeded.conversationIds);
  progress('conversas abertas; contando o que o aparelho guarda');
  await page.waitForTimeout(2000); // the last thread's page and read marks settle
  const held = await deviceCounts(page);
  console.log(
    `aparelho (IndexedDB) após ${((performance.now() - fillStart) / 1000).toFixed(1)} s: ${held.myDemands} demandas (lista inteira no aparelho: ${held.mineComplete ? 'sim' : 'não'}), ${held.conversations} conversas, ${held.messages} mensagens, ${held.notifications} notificações`,
  );

  console.log(
    `\nPrimeira pintura da lista (navegação no app a partir de ${RESTING}; mediana de ${RUNS}, após 1 visita de aquecimento)`,
  );
  console.log(
    'tela              rede      página montada  1º item pintado  item − montagem  script/layout/estilo de tarefas (ms)  (execuções: 1º item)',
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  for (const offline of [false, true]) {
    await context.setOffline(offline);
    for (const screen of TIMED) {
      // Warm-up (chunk, module and first query compiled), and what an opening asks the server.
      const asked: string[] = [];
      const note = (r: { url: () => string }) => {
        const { pathname } = new URL(r.url());
        if (pathname.startsWith('/api/')) asked.push(pathname.replace(/^\/api\/v1/, ''));
      };
      page.on('request', note);
      await measureOpen(page, screen, cdp);
      await page.waitForTimeout(500);
      page.off('request', note);
      const runs: (Timing & Work)[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureOpen(page, screen, cdp));
      const m = (pick: (t: Timing & Work) => number) => median(runs.map(pick));
      console.log(
        `${screen.name.padEnd(17)} ${(offline ? 'offline' : 'online').padEnd(9)} ${ms(m((t) => t.mountedMs)).padStart(14)}  ${ms(m((t) => t.paintMs)).padStart(15)}  ${ms(m((t) => t.paintMs - t.mountedMs)).padStart(15)}  ${`${m((t) => t.script).toFixed(0)}/${m((t) => t.layout).toFixed(0)}/${m((t) => t.style).toFixed(0)} de ${m((t) => t.task).toFixed(0)}`.padStart(19)}  (${runs.map((t) => t.paintMs.toFixed(0)).join(', ')})`,
      );
      console.log(
        `${''.padEnd(18)}pedidos ao servidor na abertura: ${asked.length}${asked.length ? ` (${[...new Set(asked)].join(', ')})` : ''}`,
      );
      // Apart from the timed runs (the profiler slows the page): where an opening spends its time.
      const opened: CpuProfile[] = [];
      for (let i = 0; i < PROFILED_OPENINGS; i++) await measureOpen(page, screen, cdp, opened);
      printProfile(opened, server.url, { buckets: 6, functions: 4, per: PROFILED_OPENINGS });
    }
  }
  await context.setOffline(false);
  await page.waitForTimeout(2000); // the socket reconnects and the resync settles

  console.log(
    `\nThread principal com ${EVENTS_PER_SECOND} eventos/s por ${STORM_SECONDS} s (metade demand:changed, metade message:created)`,
  );
  console.log(
    'tela              situação        ocupado  script  layout  estilo  tarefas longas (n, soma)',
  );
  const templates = await eventTemplates(server.url, client.access, seeded.conversationIds);
  let sequence = 0;
  // Mensagens also with a conversation open beside the list (its thread on screen).
  const openThread: Screen = {
    name: 'Conversa aberta',
    path: `/app/mensagens?conversa=${seeded.conversationIds[0]}`,
    mounted: 'main [role="log"][aria-label="Mensagens"]',
    item: 'main [role="log"][aria-label="Mensagens"] > *',
  };
  for (const screen of STORM ? [SCREENS[0]!, SCREENS[1]!, openThread] : []) {
    await visit(page, screen);
    await page.waitForTimeout(1000);
    const idle = await busyWhile(page, cdp, () => page.waitForTimeout(STORM_SECONDS * 1000));
    printBusy(screen.name, 'parada', idle);
    const before = await deviceCounts(page);
    const first = sequence;
    const storm = await busyWhile(page, cdp, async () => {
      sequence = await emitStorm(client.id, templates, sequence);
    });
    printBusy(screen.name, `${EVENTS_PER_SECOND} eventos/s`, storm);
    // How far behind the device was when the last event left: until every one is applied.
    const half = (EVENTS_PER_SECOND * STORM_SECONDS) / 2;
    const caughtUp = performance.now();
    let after = await deviceCounts(page, first);
    while (
      (after.messages - before.messages < half || after.stormTitles < Math.min(half, DEMANDS)) &&
      performance.now() - caughtUp < 15_000
    ) {
      await page.waitForTimeout(100);
      after = await deviceCounts(page, first);
    }
    console.log(
      `${''.padEnd(18)}aplicados no aparelho: ${after.messages - before.messages} de ${half} mensagens, ${after.stormTitles} de ${Math.min(half, DEMANDS)} demandas com o título do evento; o último aplicado ${ms(performance.now() - caughtUp)} depois do último enviado`,
    );
    // Apart, so the profiler's own cost is not in the figures above.
    await startProfile(cdp);
    sequence = await emitStorm(client.id, templates, sequence);
    printProfile([await stopProfile(cdp)], server.url);
    await page.waitForTimeout(1500);
  }
  console.log(`\nCarga da máquina depois: ${load()}`);
  console.log('Metas: primeira pintura ≤ 100 ms; thread principal < 50 % ocupada.');
} finally {
  await browser.close();
  // No engine to close: it only publishes through Redis.
  emitter.removeAllListeners();
  await Promise.allSettled([pub.quit(), sub.quit()]);
  await server.stop();
  await smtp.close();
  await scratch.drop();
}

/** Providers, demands, conversations, messages and notifications, straight into the tables. */
async function seed(connectionString: string, clientId: string) {
  const db = new pg.Client({ connectionString });
  await db.connect();
  try {
    const one = async (sql: string) => (await db.query<{ id: number }>(sql)).rows[0]?.id ?? 1;
    const [service, area, specialty, availability] = [
      await one('select service_id as id from service_area_links order by 1, area_id limit 1'),
      await one('select area_id as id from service_area_links order by service_id, 1 limit 1'),
      await one('select id from specialties order by id limit 1'),
      await one('select id from availabilities order by id limit 1'),
    ];
    const providers = await db.query<{ id: string }>(
      `insert into users (email, password_hash, user_type, is_email_verified, full_name)
       select 'prof.' || g || '.' || $2 || '@bench.local', (select password_hash from users where id = $1),
         'PROFISSIONAL', true, 'Profissional ' || g
       from generate_series(1, $3::int) g returning id`,
      [clientId, Date.now(), CONVERSATIONS],
    );
    const providerIds = providers.rows.map((r) => r.id);
    // Newest first on screen: created over the last DEMANDS hours; a mix of the three states.
    await db.query(
      `insert into demands (user_created, title, description, service_id, area_id, specialty_id,
         availability_id, amount, city, uf, status, chosen_professional_id, created_at, updated_at)
       select $1, 'Demanda ' || g || ' — camisetas em malha', 'Descrição da demanda ' || g,
         $2, $3, $4, $5, 100 + g, 'Blumenau', 'SC',
         case when g % 7 = 0 then 'CONCLUÍDA' when g % 4 = 0 then 'EM ANDAMENTO' else 'ABERTA' end,
         case when g % 7 = 0 or g % 4 = 0 then ($6::uuid[])[1 + g % array_length($6::uuid[], 1)] end,
         now() - make_interval(hours => g), now() - make_interval(hours => g)
       from generate_series(1, $7::int) g`,
      [clientId, service, area, specialty, availability, providerIds, DEMANDS],
    );
    await db.query(
      `insert into demand_interests (demand_id, professional_id)
       select d.id, p.id from demands d
       cross join lateral (select unnest($2::uuid[]) as id limit 3) p
       where d.user_created = $1 on conflict do nothing`,
      [clientId, providerIds.slice(0, 3)],
    );
    const conversations = await db.query<{ id: string }>(
      `insert into conversations (title, created_at, updated_at, last_message_at)
       select 'Conversa ' || g, now() - make_interval(days => 30), now() - make_interval(mins => g),
         now() - make_interval(mins => g)
       from generate_series(1, $1::int) g returning id`,
      [CONVERSATIONS],
    );
    const conversationIds = conversations.rows.map((r) => r.id);
    await db.query(
      `insert into conversation_participants (conversation_id, user_id, last_read_at)
       select c, $1, now() - make_interval(days => 1) from unnest($2::uuid[]) c
       union all
       select c, p, now() from unnest($2::uuid[], $3::uuid[]) as t(c, p)`,
      [clientId, conversationIds, providerIds],
    );
    const perThread = Math.ceil(MESSAGES / CONVERSATIONS);
    await db.query(
      `insert into messages (conversation_id, sender_id, content, is_read, created_at, updated_at)
       select t.c, case when m % 2 = 0 then $1 else t.p end,
         'Mensagem ' || m || ' da conversa ' || t.n || ': prazo, tecido e aviamentos',
         m < $4 - 2, now() - make_interval(mins => t.n::int, secs => (($4 - m) * 10)::float8),
         now() - make_interval(mins => t.n::int, secs => (($4 - m) * 10)::float8)
       from unnest($2::uuid[], $3::uuid[]) with ordinality as t(c, p, n)
       cross join generate_series(1, $4::int) m
       limit $5`,
      [clientId, conversationIds, providerIds, perThread, MESSAGES],
    );
    await db.query(
      `insert into notifications (user_id, type, title, message, is_read, created_at, updated_at)
       select $1, 'new_interest', 'Novo interessado ' || g, 'Um profissional demonstrou interesse na sua demanda.',
         g % 3 <> 0, now() - make_interval(mins => g * 7), now() - make_interval(mins => g * 7)
       from generate_series(1, $2::int) g`,
      [clientId, NOTIFICATIONS],
    );
    const counted = await db.query<{ messages: number; notifications: number }>(
      `select (select count(*)::int from messages) as messages,
         (select count(*)::int from notifications where user_id = $1) as notifications`,
      [clientId],
    );
    return { conversationIds, ...counted.rows[0]! };
  } finally {
    await db.end();
  }
}

type Timing = { mountedMs: number; paintMs: number };

/**
 * In the page: leaves for the resting page, then clicks the sidebar link of `screen` (or moves
 * the router by history when there is none) and times, from that moment, when the page's own
 * content is in the DOM and when the frame holding the first row of the list has been painted
 * (a task posted from requestAnimationFrame runs after that frame's paint).
 */
async function measureOpen(
  page: Page,
  screen: Screen,
  cdp: CDPSession,
  profiles?: CpuProfile[],
): Promise<Timing & Work> {
  await navigateInPage(page, RESTING);
  await page.waitForTimeout(300);
  if (profiles) await startProfile(cdp);
  const before = await mainThreadWork(cdp);
  const timing = await openAndTime(page, screen);
  const after = await mainThreadWork(cdp);
  if (profiles) profiles.push(await stopProfile(cdp));
  return {
    ...timing,
    task: after.task - before.task,
    script: after.script - before.script,
    layout: after.layout - before.layout,
    style: after.style - before.style,
  };
}

/** The main thread's work so far (CDP Performance metrics, in ms). */
interface Work {
  task: number;
  script: number;
  layout: number;
  style: number;
}
async function mainThreadWork(cdp: CDPSession): Promise<Work> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const of = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return {
    task: of('TaskDuration'),
    script: of('ScriptDuration'),
    layout: of('LayoutDuration'),
    style: of('RecalcStyleDuration'),
  };
}

function openAndTime(page: Page, screen: Screen): Promise<Timing> {
  return page.evaluate(
    ({ path: to, mounted, item }) =>
      new Promise<Timing>((resolve, reject) => {
        const start = performance.now();
        let mountedAt: number | null = null;
        let done = false;
        const check = () => {
          if (done) return;
          const now = performance.now();
          if (mountedAt === null && document.querySelector(mounted)) mountedAt = now;
          if (document.querySelector(item)) {
            done = true;
            observer.disconnect();
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () =>
                resolve({
                  mountedMs: (mountedAt ?? now) - start,
                  paintMs: performance.now() - start,
                });
              channel.port2.postMessage(null);
            });
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true });
        const link = document.querySelector<HTMLAnchorElement>(`a[href="${to}"]`);
        if (link) link.click();
        else {
          history.pushState({}, '', to);
          dispatchEvent(new PopStateEvent('popstate'));
        }
        check();
        setTimeout(() => {
          if (done) return;
          observer.disconnect();
          reject(new Error(`nenhum item de ${to} em 20 s (${item})`));
        }, 20_000);
      }),
    screen,
  );
}

/** A client-side move of the router, as a link click does (no page load). */
async function navigateInPage(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.querySelector<HTMLAnchorElement>(`a[href="${target}"]`);
    if (link) link.click();
    else {
      history.pushState({}, '', target);
      dispatchEvent(new PopStateEvent('popstate'));
    }
  }, to);
}

async function visit(page: Page, screen: Screen): Promise<void> {
  await navigateInPage(page, screen.path);
  await page.waitForSelector(screen.item, { timeout: 60_000 });
  await page.waitForTimeout(1500); // its sync writes the device's copy
}

/**
 * Opens each thread in Mensagens, waiting until its cursor and messages are on the device (the
 * cursor row alone showed up a moment before the rows in one thread of 10).
 */
async function openThreads(page: Page, ids: string[]): Promise<void> {
  const started = performance.now();
  for (const [i, id] of ids.entries()) {
    if (i > 0 && i % 50 === 0)
      progress(`${i} conversas abertas em ${((performance.now() - started) / 1000).toFixed(0)} s`);
    await navigateInPage(page, `/app/mensagens?conversa=${id}`);
    await page.waitForFunction(
      async (conversationId) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('alinhavo');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const idb = open.result;
            try {
              const tx = idb.transaction(['syncState', 'messages']);
              const synced = tx.objectStore('syncState').get(`messages:${conversationId}`);
              const held = tx
                .objectStore('messages')
                .index('[conversation_id+created_at]')
                .count(IDBKeyRange.bound([conversationId], [conversationId, []]));
              tx.oncomplete = () => {
                idb.close();
                resolve(synced.result !== undefined && held.result > 0);
              };
            } catch {
              idb.close();
              resolve(false);
            }
          };
        }),
      id,
      { timeout: 30_000, polling: 50 },
    );
  }
}

/** What IndexedDB holds, read with the raw API (the app's Dexie is not reachable from here). */
async function deviceCounts(page: Page, fromEvent = 0) {
  return page.evaluate(
    (minEvent) =>
      new Promise<{
        myDemands: number;
        conversations: number;
        messages: number;
        notifications: number;
        mineComplete: boolean;
        stormTitles: number;
      }>((resolve, reject) => {
        const open = indexedDB.open('alinhavo');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB não abriu'));
        open.onsuccess = () => {
          try {
            const idb = open.result;
            const tx = idb.transaction(
              ['myDemands', 'conversations', 'messages', 'notifications', 'syncState'],
              'readonly',
            );
            const out = {
              myDemands: 0,
              conversations: 0,
              messages: 0,
              notifications: 0,
              mineComplete: false,
              stormTitles: 0,
            };
            const count = (store: 'myDemands' | 'conversations' | 'messages' | 'notifications') => {
              const r = tx.objectStore(store).count();
              r.onsuccess = () => (out[store] = r.result);
            };
            count('myDemands');
            count('conversations');
            count('messages');
            count('notifications');
            const mine = tx.objectStore('syncState').get('mine');
            mine.onsuccess = () =>
              (out.mineComplete =
                (mine.result as { complete?: boolean } | undefined)?.complete === true);
            const titles = tx.objectStore('myDemands').openCursor();
            titles.onsuccess = () => {
              const cursor = titles.result;
              if (!cursor) return;
              const event = / · evento (\d+)$/.exec((cursor.value as { title: string }).title);
              if (event && Number(event[1]) >= minEvent) out.stormTitles += 1;
              cursor.continue();
            };
            tx.oncomplete = () => {
              idb.close();
              resolve(out);
            };
          } catch (error) {
            open.result.close();
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        };
      }),
    fromEvent,
  );
}

interface Templates {
  demands: Demand[];
  messages: Message[];
}

/** Real rows to send again as events: the client's demands and a provider's message per thread. */
async function eventTemplates(
  base: string,
  token: string,
  conversationIds: string[],
): Promise<Templates> {
  const get = async <T>(p: string) => {
    const res = await fetch(`${base}/api/v1${p}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { data: T }).data;
  };
  const demands: Demand[] = [];
  for (let p = 1; demands.length < DEMANDS; p++) {
    const page = await get<{ results: Demand[] }>(`/demands/?page=${p}&page_size=100`);
    if (page.results.length === 0) break;
    demands.push(...page.results);
  }
  const messages: Message[] = [];
  for (const id of conversationIds) {
    const thread = await get<{ messages: Message[] }>(`/conversations/${id}/messages/`);
    const fromProvider = thread.messages.find((m) => m.sender_id !== demands[0]?.user_created);
    if (fromProvider) messages.push(fromProvider);
  }
  return { demands, messages };
}

/**
 * 100 events a second for 10 s from another Socket.IO instance through Redis, paced on the
 * clock (a late timer sends what is due). Each demand row is newer than the one the device
 * holds; each message is new.
 */
async function emitStorm(clientId: string, t: Templates, from: number): Promise<number> {
  const room = `user:${clientId}`;
  const total = EVENTS_PER_SECOND * STORM_SECONDS;
  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(
      total,
      Math.floor(((performance.now() - started) / 1000) * EVENTS_PER_SECOND),
    );
    for (; sent < due; sent++) {
      const n = from + sent;
      const now = new Date().toISOString();
      if (sent % 2 === 0) {
        const d = t.demands[((n / 2) % t.demands.length) | 0]!;
        emitter.to(room).emit('demand:changed', {
          ...d,
          title: `${d.title.split(' · ')[0]} · evento ${n}`,
          updated_at: now,
        });
      } else {
        const m = t.messages[((n / 2) % t.messages.length) | 0]!;
        emitter.to(room).emit('message:created', {
          ...m,
          id: crypto.randomUUID(),
          content: `Mensagem ao vivo ${n}`,
          client_id: null,
          is_read: false,
          created_at: now,
          updated_at: now,
        });
      }
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  return from + total;
}

interface Busy {
  seconds: number;
  task: number;
  script: number;
  layout: number;
  style: number;
  longTasks: number;
  longTaskMs: number;
}

async function busyWhile(
  page: Page,
  cdp: CDPSession,
  during: () => Promise<unknown>,
): Promise<Busy> {
  await page.evaluate(() => {
    const w = window as unknown as { __long: number[]; __longObserver?: PerformanceObserver };
    w.__long = [];
    w.__longObserver?.disconnect();
    w.__longObserver = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push(e.duration);
    });
    w.__longObserver.observe({ type: 'longtask' });
  });
  const metrics = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    return new Map(list.map((m) => [m.name, m.value]));
  };
  const a = await metrics();
  const t0 = performance.now();
  await during();
  const b = await metrics();
  const seconds = (performance.now() - t0) / 1000;
  const long = await page.evaluate(() => (window as unknown as { __long: number[] }).__long);
  const d = (name: string) => (b.get(name) ?? 0) - (a.get(name) ?? 0);
  return {
    seconds,
    task: d('TaskDuration'),
    script: d('ScriptDuration'),
    layout: d('LayoutDuration'),
    style: d('RecalcStyleDuration'),
    longTasks: long.length,
    longTaskMs: long.reduce((s, x) => s + x, 0),
  };
}

function printBusy(screen: string, situation: string, b: Busy): void {
  const pct = (x: number) => `${((x / b.seconds) * 100).toFixed(1)} %`;
  console.log(
    `${screen.padEnd(17)} ${situation.padEnd(15)} ${pct(b.task).padStart(7)} ${pct(b.script).padStart(7)} ${pct(b.layout).padStart(7)} ${pct(b.style).padStart(7)}  ${b.longTasks}, ${b.longTaskMs.toFixed(0)} ms`,
  );
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

async function startProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}
async function stopProfile(cdp: CDPSession): Promise<CpuProfile> {
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  await cdp.send('Profiler.disable');
  return profile;
}

/**
 * The source a built frame came from: a package, or a file of renderer/ or shared/; `detail`
 * adds the original file and line (the function's place, for the top of the list).
 */
function sourceOf(frame: ProfileNode['callFrame'], base: string, detail = false): string {
  if (!frame.url) {
    const name = frame.functionName;
    return name.startsWith('(') ? name : `nativo: ${name || '?'}`;
  }
  if (!frame.url.startsWith(base)) return 'outros';
  const file = path.join(root, 'renderer', 'dist', new URL(frame.url).pathname);
  let map = maps.get(file);
  if (map === undefined) {
    try {
      map = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as never);
    } catch {
      map = null;
    }
    maps.set(file, map);
  }
  const entry: { originalSource?: string; originalLine?: number; name?: string } | undefined =
    map?.findEntry(frame.lineNumber, frame.columnNumber);
  const original = entry?.originalSource ?? path.basename(file);
  if (detail) {
    const short = original.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
    return `${frame.functionName || entry?.name || '(anônima)'} ${short}:${(entry?.originalLine ?? 0) + 1}`;
  }
  const modules = original.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = original.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? '?');
  }
  const own = /(renderer\/src|src|shared\/src)\/.*$/.exec(original.replace(/^(\.\.\/)+/, ''));
  return own ? own[0] : original;
}

function printProfile(
  profiles: CpuProfile[],
  base: string,
  limits: { buckets: number; functions: number; per?: number } = { buckets: 12, functions: 8 },
): void {
  const self = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const node = byId.get(id);
      const dt = (profile.timeDeltas[i] ?? 0) / 1000;
      if (!node) return;
      const bucket = sourceOf(node.callFrame, base);
      if (bucket === '(idle)') return;
      total += dt;
      self.set(bucket, (self.get(bucket) ?? 0) + dt);
      const fn = sourceOf(node.callFrame, base, true);
      functions.set(fn, (functions.get(fn) ?? 0) + dt);
    });
  }
  // Per opening when several were profiled, so the figures compare with the table above.
  const per = limits.per ?? 1;
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, limits.buckets);
  const topFunctions = [...functions.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limits.functions);
  console.log(
    `${''.padEnd(18)}onde vai o tempo (perfil de CPU, ${(total / per).toFixed(0)} ms fora do ócio${per > 1 ? ` por abertura, ${per} aberturas` : ''}):`,
  );
  for (const [name, t] of top)
    console.log(
      `${''.padEnd(20)}${(t / per).toFixed(0).padStart(6)} ms  ${((t / total) * 100).toFixed(1).padStart(5)} %  ${name}`,
    );
  console.log(`${''.padEnd(18)}funções com mais tempo próprio:`);
  for (const [name, t] of topFunctions)
    console.log(`${''.padEnd(20)}${(t / per).toFixed(0).padStart(6)} ms  ${name}`);
}
