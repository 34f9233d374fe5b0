import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const pages = fileURLToPath(new URL('./pages/', import.meta.url));

/** The render benchmark's pages: one per engine, built for production like the shop. */
export default defineConfig({
  root: pages,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: resolve(pages, '../dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    // BENCH_MINIFY=0 keeps names readable in profiles (bench/render/probe.ts --profile).
    minify: process.env.BENCH_MINIFY !== '0',
    rollupOptions: {
      input: {
        ours: resolve(pages, 'ours.html'),
        'ours-konva': resolve(pages, 'ours-konva.html'),
        naive: resolve(pages, 'naive.html'),
        'seatmap-canvas': resolve(pages, 'seatmap-canvas.html'),
      },
    },
  },
});
