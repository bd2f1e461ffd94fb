import type { BrowserContext, Page } from '@playwright/test';
import { aClient, anApprovedProvider } from './builders';
import { expect, signIn, test } from './fixtures';

/**
 * DESIGN §9.15: a garment workshop (one public address) signs in at 9:00. Ten people from the
 * same address sign in and open four screens each, every page a full load (static files, the
 * token refresh, each screen's API calls): nobody may get a 429. The worker's server runs with the
 * production budgets for everything this counts (only the per-account password budget is raised
 * there, and each account here signs in once). Ten show what twenty did: the budgets this meets
 * are per account, and per address sized for hundreds (3,000 anonymous calls a minute, each load
 * sending one or two), so doubling the office only doubled the run's CPU (about 80 CPU-s, the
 * heaviest journey); the limiter's own sums are proven in the server suite (rate-limits).
 */
const PEOPLE = 10;
/** Browser contexts at once: half the office within the same minute. */
const AT_ONCE = 5;
const SCREENS = {
  client: ['/app', '/app/minhas-demandas', '/app/mensagens', '/app/buscar-profissionais'],
  provider: ['/app', '/app/oportunidades', '/app/mensagens', '/app/meus-trabalhos'],
};

test('dez pessoas do mesmo endereço entram e abrem quatro telas cada sem nenhum 429', async ({
  browser,
  server,
  smtp,
}, testInfo) => {
  test.setTimeout(300_000);

  // The accounts are made through the API (a few at a time) before the minute starts.
  const people: { email: string; password: string; kind: 'client' | 'provider' }[] = [];
  for (let i = 0; i < PEOPLE; i += 4) {
    const made = await Promise.all(
      Array.from({ length: Math.min(4, PEOPLE - i) }, (_, j) =>
        (i + j) % 2 === 0
          ? aClient(server, smtp, `Oficina Endereço Único ${i + j}`).then((p) => ({
              ...p,
              kind: 'client' as const,
            }))
          : anApprovedProvider(server, smtp, `Costureira Endereço Único ${i + j}`).then((p) => ({
              ...p,
              kind: 'provider' as const,
            })),
      ),
    );
    people.push(...made.map((p) => ({ email: p.email, password: p.password, kind: p.kind })));
  }

  const refused: string[] = [];
  /** Every answer the address got (pages, static files, API), for the report. */
  let answers = 0;
  /** API requests each screen sent from its load until the network went quiet. */
  const apiCalls: { screen: string; count: number }[] = [];
  const contexts: BrowserContext[] = [];
  const watch = (context: BrowserContext) => {
    context.on('response', (res) => {
      answers++;
      if (res.status() === 429) refused.push(`${res.request().method()} ${res.url()}`);
    });
  };

  const visit = async (person: (typeof people)[number]) => {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 1280, height: 800 },
      reducedMotion: test.info().project.use.reducedMotion ?? null,
    });
    contexts.push(context);
    watch(context);
    const page: Page = await context.newPage();
    let counting = 0;
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) counting++;
    });
    await signIn(page, person);
    for (const screen of SCREENS[person.kind]) {
      counting = 0;
      await page.goto(screen);
      await expect(page).toHaveURL(new RegExp(`${screen}$`));
      await page.waitForLoadState('networkidle');
      apiCalls.push({ screen, count: counting });
    }
    await context.close();
  };

  const started = Date.now();
  const queue = [...people];
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await visit(next);
    }),
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));

  const busiest = apiCalls.reduce((a, b) => (b.count > a.count ? b : a));
  testInfo.annotations.push(
    { type: 'duração', description: `${PEOPLE} pessoas, ${seconds} s, ${answers} respostas` },
    { type: 'tela mais movimentada', description: `${busiest.screen}: ${busiest.count} chamadas` },
  );
  console.log(
    `[shared-address] ${PEOPLE} pessoas em ${seconds} s, ${answers} respostas; chamadas à API por tela: ${JSON.stringify(
      apiCalls,
    )}`,
  );
  expect(apiCalls).toHaveLength(PEOPLE * 4);
  expect(refused, 'respostas 429 nos navegadores').toEqual([]);
});
