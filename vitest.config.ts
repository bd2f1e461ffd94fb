import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) {
  console.warn(
    '[vitest] DATABASE_URL não definida: a suíte do servidor em PostgreSQL será pulada (PGlite roda sempre).',
  );
}

const serverProject = (db: 'pglite' | 'postgres'): TestProjectConfiguration => ({
  test: {
    name: `server:${db}`,
    root: './server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env: { ALINHAVO_TEST_DB: db, NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects: TestProjectConfiguration[] = [
  {
    test: { name: 'shared', root: './shared', include: ['src/**/*.test.ts'], environment: 'node' },
  },
  {
    test: {
      name: 'electron',
      root: './electron',
      include: ['src/**/*.test.ts'],
      environment: 'node',
    },
  },
  {
    extends: './renderer/vite.config.ts',
    test: {
      name: 'renderer',
      root: './renderer',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'happy-dom',
      setupFiles: ['./src/test/setup.ts'],
    },
  },
  serverProject('pglite'),
];
if (onPostgres) projects.push(serverProject('postgres'));

export default defineConfig({
  test: { projects, exclude: ['**/node_modules/**', 'tests/e2e/**'] },
});
