import fs from 'node:fs';
import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './support/chromium';

/** Flags that keep Debian's Chromium quiet on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * V8 stops at its baseline compiler: a journey's page lives for seconds, too short for the
 * optimizing tiers to pay back their compiling. The same six journeys, alternated back to back
 * (29/11): Chromium's renderers 27.1–27.6 → 23.4–23.7 CPU-s, the machine 68 → 63. Journeys only:
 * the benches measure the app as a browser runs it, with every tier.
 */
const JOURNEY_JIT = '--js-flags=--max-opt=1';

/**
 * The office desktop asks for less motion, so its pages run no loops or transitions (global.css):
 * the same twelve journeys took 157–168 machine CPU-s against 176–178 with motion, alternated
 * (measured with Mantine's own respectReducedMotion on too). The phone keeps its motion: its
 * drawers, menus and viewer are proven as they move.
 */
const LESS_MOTION = { reducedMotion: 'reduce' } as const;

/** What runs at 390 px (see `projects`). */
const PHONE_SPECS = [
  'empty-states-a11y',
  'image-viewer',
  'messages-journey',
  'landing-clients',
  'header-hints',
  'prerender',
  'quotes-journey',
  'unassign-journey',
  'ficha-journey',
];
/** The desktop app's journeys: their own project (the harness), never the web build's. */
const DESKTOP_APP_SPECS = '**/desktop-*.spec.ts';
/**
 * Ten people at once behind one address: five browser contexts that keep both cores busy. Beside
 * it (then twenty people, ten contexts) another journey's first list waited past its 20 s (a
 * details dialog left 'Carregando'), so it runs alone, after the others.
 */
const LOAD_SPECS = '**/shared-address.spec.ts';

const missingPhoneSpecs = PHONE_SPECS.filter(
  (name) => !fs.existsSync(new URL(`./e2e/${name}.spec.ts`, import.meta.url)),
);
if (missingPhoneSpecs.length > 0)
  throw new Error(`PHONE_SPECS nomeia jornadas que não existem: ${missingPhoneSpecs.join(', ')}`);

export default defineConfig({
  testDir: './e2e',
  globalSetup: './support/global-setup.ts',
  outputDir: './.artifacts/results',
  // The longest journey (a demand from first post to rating, two people) took 66 s on a 2-core
  // machine measured at half the speed of the one the journeys were written on (28/11): twice
  // that leaves room for a slower neighbour, and a hang still fails.
  timeout: 150_000,
  // Assertions wait for a condition, never a fixed pause: a passing run is as fast with 20 s as
  // with 10 s, and a first list on a cold device beside two other journeys can take past 10 s.
  expect: { timeout: 20_000 },
  // One worker per core (at most 4): each owns a server on its own embedded database and a
  // browser, and journeys spend much of their time waiting on the other side. A third worker on
  // this 2-core machine gave no steady gain (8 min 31 s against 8 min 17–59 s). E2E_WORKERS
  // overrides it.
  workers: Number(process.env.E2E_WORKERS) || Math.min(4, os.availableParallelism()),
  forbidOnly: Boolean(process.env.CI),
  // A journey that fails runs once more, recording a trace for whoever reads the failure, and the
  // run fails all the same (failOnFlakyTests): a pass on the second try is a flaky test, not a
  // pass. Recording every journey's trace to keep only the failures' cost a third of the
  // journeys' CPU (157 against 106 s on the same two specs, alternated).
  retries: 1,
  failOnFlakyTests: true,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS, JOURNEY_JIT],
    },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  // Every journey on an office desktop. On a 390 px phone: a pass over every screen (layout and
  // axe, empty and failing: empty-states-a11y) and the journeys whose phone layout differs in
  // what they prove (touch on the viewer, the phone header and composer, the landing's burger, the
  // quote cards, the confirmation dialogs, the ficha's grade and tables). The same journeys at
  // both widths cost twice the CPU and proved the same server twice. A release while a tab is
  // open, a refused or failing API (release-resilience) is what the app does on the network, not
  // how a phone lays it out: it runs at 1280 px, and the failing screens' phone layout is in the
  // screen pass.
  // The desktop app (desktop-*.spec.ts): the renderer behind the project's own main-process code
  // (tests/support/desktop/harness.ts), at the office desktop's width only.
  projects: [
    {
      name: 'desktop',
      testIgnore: [DESKTOP_APP_SPECS, LOAD_SPECS],
      use: { viewport: { width: 1280, height: 800 }, ...LESS_MOTION },
    },
    {
      name: 'desktop-app',
      testMatch: DESKTOP_APP_SPECS,
      use: { viewport: { width: 1280, height: 800 }, ...LESS_MOTION },
    },
    {
      name: 'celular',
      testMatch: PHONE_SPECS.map((name) => `**/${name}.spec.ts`),
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    },
    {
      name: 'carga',
      testMatch: LOAD_SPECS,
      dependencies: ['desktop', 'desktop-app', 'celular'],
      use: { viewport: { width: 1280, height: 800 }, ...LESS_MOTION },
    },
  ],
});
