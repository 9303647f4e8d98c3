import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineStart } from './scripts/vite-inline-start.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { prerenderShell } from './scripts/vite-prerender-shell.ts';

const servicePort = process.env.PORT ?? '8787';

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineStart(), prerenderShell(), precompress()],
  server: {
    proxy: { '/api': `http://127.0.0.1:${servicePort}` },
  },
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Every route needs the API layer, zod, the shared UI and the search page (the header's
        // search box): one chunk beside the entry, so the first screen costs three scripts, and
        // each other route one or two more.
        codeSplitting: {
          groups: [
            {
              name: 'app',
              test: /\/src\/(api|components|shared|lib|features\/search)\/|\/src\/routes\/search\.tsx|\/node_modules\/zod\//,
            },
          ],
        },
      },
    },
  },
});
