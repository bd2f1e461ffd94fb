import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';

/**
 * Main and preload only: the window loads the web build (../renderer/dist) through app://.
 * Every dependency is bundled: @alinhavo/shared ships TypeScript source, and a sandboxed
 * preload cannot require anything but 'electron', so out/ is self-contained.
 */
export default defineConfig({
  main: {
    build: {
      externalizeDeps: false,
      lib: { entry: resolve(import.meta.dirname, 'src/main/index.ts') },
    },
  },
  preload: {
    build: {
      externalizeDeps: false,
      lib: { entry: resolve(import.meta.dirname, 'src/preload/index.ts') },
      rolldownOptions: {
        // Sandboxed preloads are evaluated as CommonJS; .cjs keeps Node from reading it as ESM.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
});
