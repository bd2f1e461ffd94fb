import compress from '@fastify/compress';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';

/**
 * JSON answers above 1 kB go out compressed (brotli at its fastest level, or gzip). A response
 * that already has a Content-Encoding (precompressed static files) is left as it is; Socket.IO
 * runs on the raw server and never passes here; request bodies are not inflated.
 *
 * Answers up to 64 kB (every list page) are compressed in one synchronous call: the plugin's
 * default on 2 cores (8 kB) sent a page of 20 search cards (~9 kB) through a zlib stream,
 * whose set-up and scheduling cost more CPU than the compression. Brotli quality 1 instead of
 * 4: a 9 kB page in 0.12 instead of 0.44 ms of CPU, ~13 % more bytes (2.5 instead of 2.25 kB).
 */
export const compressPlugin = fp(async function compressPlugin(app) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    syncThreshold: 64 * 1024,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
      },
    },
  });
});
