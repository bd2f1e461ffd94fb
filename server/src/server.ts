import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';

/** Listens and shuts down; everything else is in app.ts. */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  // The database opens while the app's modules load (a chunk of the build, imported here rather
  // than at the top): PGlite reads and compiles its WebAssembly on other threads meanwhile.
  const [database, { buildApp }] = await Promise.all([
    openDatabase({
      url: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pglite'),
    }).then(async (database) => {
      await database.migrate();
      return database;
    }),
    import('./app'),
  ]);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'encerrando');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'falha ao encerrar');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      database: database.kind,
      realtime: config.redisUrl ? 'redis' : 'single',
      storage: app.storage.kind,
      ms: Math.round(performance.now() - started),
    },
    'Alinhavo pronto',
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
