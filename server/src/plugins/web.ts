import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** Prerendered pages of the web build (renderer/src/prerender/vite-plugin.ts PRERENDERED_PAGES). */
const PRERENDERED: Record<string, string> = {
  '/': 'prerendered/index.html',
  '/entrar': 'prerendered/entrar.html',
};

/** The path as the file lookup decodes it (`%2Emap` is `.map`); an undecodable one is refused. */
function isNotSourceMap(pathName: string): boolean {
  try {
    return !/\.map(\.(br|gz))?$/i.test(decodeURIComponent(pathName));
  } catch {
    return false;
  }
}

/** Serves the renderer's web build; unknown non-API GETs get index.html (real URL routes). */
export const webPlugin = fp(async function webPlugin(app) {
  const root = app.config.rendererDist;
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn(
      { root },
      'build do renderer não encontrado: só a API será servida (rode npm run build)',
    );
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // Files are looked up per request, so a rebuilt renderer is served without a restart.
    wildcard: true,
    index: ['index.html'],
    // The build writes .br and .gz beside each text file (renderer/vite.config.ts): the copy the
    // client accepts is sent as it is, with content-encoding set, so no per-request compression
    // (and @fastify/compress leaves these answers alone).
    preCompressed: true,
    // Production keeps the source maps on disk (for whoever reads a stack trace there) but never
    // hands them out: they hold the whole renderer source. 404 like any missing file.
    ...(app.config.env === 'production' ? { allowedPath: isNotSourceMap } : {}),
    setHeaders(res, filePath) {
      // Hashed names under assets/ never change content; index.html names the current ones.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The pages the renderer build writes as HTML (renderer/src/prerender): the first paint no
  // longer waits for the JavaScript. Exactly these URLs; every other route gets the empty shell.
  // Looked up per request (a build without them serves the shell); never cached, like index.html.
  for (const [url, file] of Object.entries(PRERENDERED)) {
    app.get(url, (_request, reply) => {
      const page = fs.existsSync(path.join(root, file)) ? file : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    });
  }
  app.decorate('spaFallback', true);
});

declare module 'fastify' {
  interface FastifyInstance {
    spaFallback?: boolean;
  }
}
