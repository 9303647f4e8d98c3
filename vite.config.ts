import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyBoot } from './scripts/vite-early-boot.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { prerenderShell } from './scripts/vite-prerender-shell.ts';

const servicePort = process.env.PORT ?? '8787';

export default defineConfig({
  plugins: [react(), tailwindcss(), earlyBoot(), prerenderShell(), precompress()],
  server: {
    proxy: { '/api': `http://127.0.0.1:${servicePort}` },
  },
  build: {
    target: 'es2022',
    // The early script adds the app's modulepreloads itself, for browsers that all support them.
    modulePreload: { polyfill: false },
    sourcemap: true,
  },
});
