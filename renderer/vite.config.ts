import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prerenderPages } from './src/prerender/vite-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));
// The server (npm start) serves the API, realtime and the built renderer on one origin.
const serverUrl = 'http://localhost:3000';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;

/**
 * Brotli and gzip copies of every text file in the build, written once here so the server
 * (@fastify/static preCompressed) sends them as they are, never compressing per request.
 * A copy that would not be smaller is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'alinhavo:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) return entry.name === '.vite' ? [] : walk(full);
          return COMPRESSIBLE.test(entry.name) ? [full] : [];
        });
      for (const file of walk(outDir)) {
        const raw = fs.readFileSync(file);
        const br = zlib.brotliCompressSync(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gz = zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
        if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * `<link rel="preload">` for the Latin Inter file, whose hashed name is known only after the
 * build: the text font then arrives with the CSS instead of after it.
 */
function preloadTextFont(): Plugin {
  return {
    name: 'alinhavo:preload-text-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((name) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(name),
        );
        if (!font) throw new Error('build: the Latin Inter font was not emitted');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), preloadTextFont(), precompress(), prerenderPages()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/size.mjs: which chunks each page loads, for the size budgets.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and the router change far less often than the app: their own long-cached
            // chunk survives every release of our code.
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: serverUrl, changeOrigin: true },
      '/socket.io': { target: serverUrl, ws: true, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: serverUrl, changeOrigin: true },
      '/socket.io': { target: serverUrl, ws: true, changeOrigin: true },
    },
  },
});
