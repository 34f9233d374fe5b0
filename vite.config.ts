import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress-plugin.js';

/** Client build. In development the Fastify server runs on 3000 and Vite proxies /api to it. */
export default defineConfig({
  plugins: [react(), precompress()],
  build: { outDir: 'dist/client', sourcemap: true, chunkSizeWarningLimit: 900 },
  worker: { format: 'es' },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
