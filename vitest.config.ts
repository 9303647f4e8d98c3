import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { reactDependents } from './scripts/preact-alias.ts';
import viteConfig from './vite.config.ts';

function esmEntry(name: string, file: string) {
  const escaped = name.replace(/[/.]/g, '\\$&');
  return {
    find: new RegExp(`^${escaped}$`),
    replacement: fileURLToPath(new URL(`./node_modules/${file}`, import.meta.url)),
  };
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    resolve: {
      // These packages' Node entries are CommonJS, whose require('react') Node itself would answer
      // with React: take their ES module builds, which import through Vite, so preact/compat.
      alias: [
        esmEntry('react-router', 'react-router/dist/development/index.mjs'),
        esmEntry('react-error-boundary', 'react-error-boundary/dist/react-error-boundary.js'),
        esmEntry(
          '@testing-library/react',
          '@testing-library/react/dist/@testing-library/react.esm.js',
        ),
        // preact's act resolves to nothing; React's (which Testing Library re-exports) resolves
        // to what its callback returned, and the tests use that.
        {
          find: /^react-dom\/test-utils$/,
          replacement: fileURLToPath(new URL('./src/testing/preact-act.ts', import.meta.url)),
        },
      ],
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['src/testing/setup-tests.ts'],
            // Dependencies that import React go through Vite's resolver, so get preact/compat.
            server: { deps: { inline: reactDependents } },
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts', 'contract/**/*.test.ts'],
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'tooling',
            environment: 'node',
            include: ['scripts/**/*.test.ts'],
            testTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
