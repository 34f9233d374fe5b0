import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress-plugin.js';

/** Client build. In development the Fastify server runs on 3000 and Vite proxies /api to it. */
export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    // .vite/manifest.json: the server names each language's translation chunk in a preload hint.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically in one chunk. Left to itself the bundler split
          // it into a dozen shared chunks (modules the lazy screens use too); a first visit then
          // queued them behind the browser's 6 connections per host, each small file waiting a
          // full request latency (~0.6 s on a slow phone network, bench/load).
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  worker: { format: 'es' },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
