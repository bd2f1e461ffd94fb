import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { markdownDocs } from './src/docs/vite-plugin';
import { contractRoutesOnly } from './src/build/contract-routes';
import { prerenderPages } from './src/prerender/vite-plugin';
import { keepReleases } from './src/build/releases';
import {
  axiosWithoutFetchAdapter,
  reactRouterProduction,
  zodInPortuguese,
  zodWithoutJsonSchema,
} from './src/build/dependency-patches';
import {
  firstScreenGroups,
  preloadOnlyWhatIsMissing,
  type SignedInPages,
} from './src/build/chunk-groups';

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
        // A kept release's file (hashed, so unchanged) was compressed by its own build.
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        if (hashed && (fs.existsSync(`${file}.br`) || fs.existsSync(`${file}.gz`))) continue;
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

/** The signed-in frame and the pages that only ever render inside it (AppRoutes, under /app). */
const inSource = (file: string) => path.join(root, 'src', file);
const SIGNED_IN: SignedInPages = {
  entry: inSource('main.tsx'),
  shell: inSource('app/shell/AppLayout.tsx'),
  home: inSource('features/dashboard/DashboardPage.tsx'),
  admin: inSource('features/admin/AdminArea.tsx'),
  inApp: [
    'app/shell/AppLayout.tsx',
    'features/dashboard/DashboardPage.tsx',
    'features/profile/ProfilePage.tsx',
    'features/opportunities/OpportunitiesPage.tsx',
    'features/my-jobs/MyJobsPage.tsx',
    'features/my-demands/MyDemandsPage.tsx',
    'features/professionals/FindProfessionalsPage.tsx',
    'features/messages/MessagesPage.tsx',
    'features/notifications/NotificationsPage.tsx',
    'features/help/HelpPage.tsx',
    'features/plans/PlansPage.tsx',
    'features/plans/CheckoutPage.tsx',
    'features/admin/AdminArea.tsx',
  ].map(inSource),
};

// The package's ES build (its `module` field), which Vite bundles; Node would resolve the CJS one.
const iconsDir = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('@tabler/icons-react/package.json'))),
  'dist/esm/icons',
);

let groupOf: Map<string, string> | null = null;

/** Forgets the last build's groups, so a rebuild in the same process (watch) recomputes. */
function resetChunkGroups(): Plugin {
  return {
    name: 'alinhavo:reset-chunk-groups',
    apply: 'build',
    buildStart() {
      groupOf = null;
    },
  };
}

const preload = preloadOnlyWhatIsMissing();

export default defineConfig({
  root,
  plugins: [
    markdownDocs(),
    react(),
    reactRouterProduction(),
    resetChunkGroups(),
    preload.plugin,
    zodWithoutJsonSchema(),
    zodInPortuguese(),
    contractRoutesOnly(),
    axiosWithoutFetchAdapter(),
    preloadTextFont(),
    keepReleases(),
    precompress(),
    prerenderPages(),
  ],
  build: {
    outDir: 'dist',
    // keepReleases empties it, keeping the previous releases' chunks for tabs still open on them.
    emptyOutDir: false,
    sourcemap: true,
    // Read by scripts/size.mjs: which chunks each page loads, for the size budgets.
    manifest: true,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      // Building a zod schema has no effect beyond its value: a schema nobody reads (one beside
      // a constant a screen imports, in the same shared module) is dropped, and with the last
      // one zod itself. Zod calls made for their effect must not go through `z.` (zod-locale).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Chunks named by their hash alone: every import and every preload list names chunks,
        // and the names were a tenth of the entry's list (11 kB of the whole app's gzip, 1.4–2.2
        // kB on each first screen). The build manifest and the source maps still say what each is.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // React and the router change far less often than the app: their own long-cached
            // chunk survives every release of our code.
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            // Zod on its own: left to the automatic split it shared a chunk with axios (both are
            // used by most pages), so the first screen, which no longer parses with it, still
            // downloaded it. Only the screens with forms (and their schemas) load it now.
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]/,
              priority: 2,
            },
            // Everything the entry loads statically, in the entry chunk. Left alone, every module
            // the entry shares with a lazy chunk went to a common chunk of its own (Box,
            // Transition, Loader...): the landing fetched 9 chunks for 121.3 kB, now 3 for 118.6.
            {
              name: 'index',
              tags: ['$initial'],
              priority: 1.5,
              includeDependenciesRecursively: false,
            },
            // The signed-in first screens: see firstScreenGroups. Before it, left to the automatic
            // split, they made some 40 chunks of a few hundred bytes each.
            {
              name: (id, ctx) => {
                // Computed once per build: the graph is complete when chunking starts.
                groupOf ??= firstScreenGroups(SIGNED_IN, (m) => ctx.getModuleInfo(m), {
                  source: path.join(root, 'src'),
                  icons: iconsDir,
                });
                return groupOf.get(id) ?? null;
              },
              debugName: 'signed-in first screens',
              priority: 1,
              // Dependencies shared with public code stay where they are (in the entry or a
              // common chunk), or the public pages would have to import these chunks.
              includeDependenciesRecursively: false,
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
