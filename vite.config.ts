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
        // Few, larger chunks: each route then costs one or two requests, not a dozen small ones.
        codeSplitting: {
          groups: [
            { name: 'data', test: /\/src\/api\/|\/node_modules\/zod\// },
            { name: 'ui', test: /\/src\/(components|shared|lib)\//, minShareCount: 2 },
            { name: 'search', test: /\/src\/(features\/search\/|routes\/search\.tsx)/ },
          ],
        },
      },
    },
  },
});
