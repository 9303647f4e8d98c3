import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { catalogues } from './scripts/vite-catalogues.ts';
import { offlineApp } from './scripts/vite-pwa.ts';

const servicePort = process.env.PORT ?? '8787';

/**
 * react-router's package exports name only its development build (dev-time warnings included);
 * production builds take the production build beside it, as react-router's own Vite plugin does.
 */
function reactRouterProduction(): Plugin {
  const production = new URL(
    './node_modules/react-router/dist/production/index.mjs',
    import.meta.url,
  );
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^react-router$/, replacement: fileURLToPath(production) }] },
    }),
  };
}

export default defineConfig({
  plugins: [react(), catalogues(), tailwindcss(), reactRouterProduction(), offlineApp()],
  server: {
    proxy: { '/api': `http://127.0.0.1:${servicePort}` },
  },
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: true,
    rolldownOptions: {
      output: {
        // What the entry imports statically (React, the router, React Query, zod, the API's reads,
        // the shell, the route table and its loaders) is one chunk. Every page is a chunk of its
        // own, which the router fetches beside the page's data, and what two or more of those
        // share is one more.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], test: /\/src\/|\/node_modules\/zod\// },
            { name: 'shared', test: /\/src\//, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
