import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';
import { missingFiles, mockingTestFiles, modalStubFiles } from './scripts/vitest-mocking-files.mjs';
import LongestFirstSequencer from './scripts/vitest-sequencer';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * One worker per core. Vitest's default leaves one core idle (cores − 1); test files wait on
 * databases, sockets and child processes often enough that one worker per core finishes sooner.
 * Every project names the same figure: projects that share a run (one `sequence.groupOrder`) must
 * agree on it, and a project that extends another config does not inherit the root's.
 */
const WORKERS = '100%';
if (!onPostgres) {
  console.warn(
    '[vitest] DATABASE_URL não definida: a suíte do servidor em PostgreSQL será pulada (PGlite roda sempre).',
  );
}

// The server's files share one module registry per worker (`isolate: false`: 182 s → 66 s for
// server:pglite here). Each file builds its own app on its own copy of the database, so nothing
// but modules is shared — and a module mock would be, so none is allowed.
const serverMocks = mockingTestFiles(new URL('./server', import.meta.url).pathname, [
  'src',
  'test',
]);
if (serverMocks.length > 0) {
  throw new Error(
    `Os testes do servidor compartilham módulos (isolate: false) e não podem usar vi.mock: ${serverMocks.join(', ')}. Injete a dependência no app de teste.`,
  );
}

/**
 * The server suites where the database engine itself is under test run on PostgreSQL as well as
 * PGlite: text search and list ordering, sync cursors over concurrent commits, LISTEN/NOTIFY,
 * SKIP LOCKED and advisory locks, unique-constraint races, crashes and several processes, the
 * secret kept in the database. Every other server suite exercises our code, not the engine, and
 * runs once, on PGlite (PGlite is PostgreSQL's own engine in one process). The migrations run on
 * both engines in every run (`global-database.ts`).
 */
const ENGINE_SUITES = [
  'client-search',
  'conversation-start',
  'crash-durability',
  'demand-sync',
  'ficha',
  'ficha-models',
  'email-retries',
  'jwt-secret',
  'list-parity',
  'load-faults',
  'messaging-sync',
  'multi-instance',
  'password-guessing',
  'payments',
  'payments-mercadopago',
  'plans-reminders',
  'professional-search',
  'professional-search-pages',
  'quotes',
  'session-cache',
  'sessions',
].map((name) => `test/${name}.test.ts`);
const missingEngineSuites = missingFiles(
  new URL('./server', import.meta.url).pathname,
  ENGINE_SUITES,
);
if (missingEngineSuites.length > 0) {
  throw new Error(`Suítes de motor inexistentes: ${missingEngineSuites.join(', ')}`);
}

/**
 * `expect.poll` waits for work the code does after answering (files removed after an account
 * deletion, Dexie writes after a sync): Vitest's 1 s default failed on a loaded machine, so it
 * gets the same kind of budget as the tests, which only catches a hang.
 */
const POLL_ON_A_BUSY_MACHINE = { timeout: 15_000 };

const serverProject = (db: 'pglite' | 'postgres'): TestProjectConfiguration => ({
  test: {
    name: `server:${db}`,
    maxWorkers: WORKERS,
    root: './server',
    include: db === 'postgres' ? ENGINE_SUITES : ['test/**/*.test.ts'],
    environment: 'node',
    env: { ALINHAVO_TEST_DB: db, NODE_ENV: 'test' },
    isolate: false,
    // One migrated database per run; every file starts from a copy of it. The log scan's
    // teardown reads every line the run's apps logged.
    globalSetup: ['./test/helpers/global-database.ts', './test/helpers/global-log-scan.ts'],
    // Budgets for a loaded 2-core machine: a hang still fails, a slow neighbour does not.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    expect: { poll: POLL_ON_A_BUSY_MACHINE },
  },
});

/** The server's pure units (`src/**`): no database, no app, run once. */
const serverUnitProject: TestProjectConfiguration = {
  test: {
    name: 'server:unit',
    maxWorkers: WORKERS,
    root: './server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { NODE_ENV: 'test' },
    isolate: false,
    testTimeout: 15_000,
    hookTimeout: 15_000,
  },
};

/**
 * Renderer test files that replace modules with `vi.mock`: a mock lives in the module registry,
 * so these files keep a registry of their own (read from the sources, so a new one is found
 * without a list to keep) — except those that all replace the same two modals with the same
 * stand-ins (`renderer:stubs`), which share one per worker among themselves.
 */
const rendererRoot = new URL('./renderer', import.meta.url).pathname;
const mockingFiles = mockingTestFiles(rendererRoot);
const stubFiles = modalStubFiles(rendererRoot, mockingFiles);

/**
 * The renderer's files run in one module registry per worker (`isolate: false`): Mantine, React
 * and the pages load once per worker instead of once per file, which more than halves the
 * project's time; the setup file gives each file a fresh device (IndexedDB, stores, <body>).
 * Files that mock modules run isolated, in `renderer:mocks`, but for the files whose only mocks
 * are the demands kit's modal stand-ins (`src/test/modal-stubs.tsx`): every one of them replaces
 * the same two modules with the same module, so whichever loads a page first, each sees the page
 * on the stand-ins, and they share a registry in `renderer:stubs` (isolated, each of them loaded
 * Mantine, React and the app again: the eight mocking files took 92 CPU-s, now 72 with the two
 * left isolated).
 */
const rendererProject = (kind: 'shared' | 'stubs' | 'mocks'): TestProjectConfiguration => ({
  extends: './renderer/vite.config.ts',
  test: {
    name: kind === 'shared' ? 'renderer' : `renderer:${kind}`,
    maxWorkers: WORKERS,
    root: './renderer',
    include:
      kind === 'shared'
        ? ['src/**/*.test.{ts,tsx}']
        : kind === 'stubs'
          ? stubFiles
          : mockingFiles.filter((file) => !stubFiles.includes(file)),
    exclude: kind === 'shared' ? mockingFiles : [],
    isolate: kind === 'mocks',
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // Rendering Mantine screens in happy-dom is CPU-bound: a busy machine stretches a 1 s test
    // past Vitest's 5 s default, so each test gets a budget sized for a loaded 2-core box.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    expect: { poll: POLL_ON_A_BUSY_MACHINE },
  },
});

/**
 * The desktop's main and preload files that stand in for Electron with `vi.mock('electron')` run
 * isolated (`electron:mocks`); the others, like the shared rules, are pure modules with no global
 * state and share one registry per worker (`isolate: false`): each isolated file paid a fresh
 * worker and zod, the contract and the rules loaded again, about half of these projects' CPU.
 */
const electronRoot = new URL('./electron', import.meta.url).pathname;
const electronMocks = mockingTestFiles(electronRoot);

const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: 'shared',
      maxWorkers: WORKERS,
      root: './shared',
      include: ['src/**/*.test.ts'],
      environment: 'node',
      isolate: false,
      testTimeout: 15_000,
      hookTimeout: 15_000,
    },
  },
  ...(['electron', 'electron:mocks'] as const).map((name): TestProjectConfiguration => ({
    test: {
      name,
      maxWorkers: WORKERS,
      root: './electron',
      include: name === 'electron' ? ['src/**/*.test.ts'] : electronMocks,
      exclude: name === 'electron' ? electronMocks : [],
      environment: 'node',
      isolate: name === 'electron:mocks',
      testTimeout: 15_000,
      hookTimeout: 15_000,
    },
  })),
  rendererProject('shared'),
  rendererProject('stubs'),
  rendererProject('mocks'),
  serverUnitProject,
  serverProject('pglite'),
];
if (onPostgres) projects.push(serverProject('postgres'));

export default defineConfig({
  test: {
    projects,
    exclude: ['**/node_modules/**', 'tests/e2e/**'],
    maxWorkers: WORKERS,
    // Long projects and long files first, so no minute-long file runs alone at the end.
    sequence: { sequencer: LongestFirstSequencer },
  },
});
