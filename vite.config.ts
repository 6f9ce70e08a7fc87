// Vite builds the page app (and its web workers). The service worker is built by scripts/build.ts,
// which runs a second, library-mode build of sw/sw.ts and injects the precache manifest.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { laterRoutesChunk } from './scripts/laterRoutesChunk.ts';

export default defineConfig({
  plugins: [react()],
  envPrefix: ['VITE_'],
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [laterRoutesChunk(fileURLToPath(new URL('./src/main.tsx', import.meta.url)))],
        },
      },
    },
  },
  server: { port: 5173 },
});
