import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * JSON answers above 1 kB go out compressed (brotli at its fast level, or gzip). A response that
 * already has a Content-Encoding (precompressed static files) is left as it is; Socket.IO runs
 * on the raw server and never passes here; request bodies are not inflated.
 */
export const compressPlugin = fp(async function compressPlugin(app) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
});
