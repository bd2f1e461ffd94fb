import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
// The server (npm start) serves the API, realtime and the built renderer on one origin.
const serverUrl = 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
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
