import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { preactAliases } from './scripts/preact-alias.ts';
import { inlineStart } from './scripts/vite-inline-start.ts';
import { inlineStylesheet } from './scripts/vite-inline-stylesheet.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { prerenderShell } from './scripts/vite-prerender-shell.ts';

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
  plugins: [
    // Fast Refresh drives React, not the preact/compat the app runs on: an edit reloads the page.
    react({ refreshExclude: /\./ }),
    tailwindcss(),
    reactRouterProduction(),
    inlineStart(),
    prerenderShell(),
    inlineStylesheet(),
    precompress(),
  ],
  resolve: { alias: preactAliases },
  server: {
    proxy: { '/api': `http://127.0.0.1:${servicePort}` },
  },
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: true,
    rolldownOptions: {
      // react-router reads React 19's `use` and `useOptimistic` and calls them only when they
      // exist; preact/compat has neither, which is expected, so the build does not warn of it.
      onLog(level, log, handler) {
        const expected =
          log.code === 'IMPORT_IS_UNDEFINED' &&
          /\/node_modules\/react-router\//.test(log.id ?? '') &&
          /`(use|useOptimistic)`/.test(log.message);
        if (!expected) handler(level, log);
      },
      output: {
        // What the entry imports statically (React, the router, React Query, zod, the API's reads,
        // the shell and the search page) is one chunk: a search link runs two scripts. Every
        // other page is a chunk of its own, and what two or more of those share is one more.
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
