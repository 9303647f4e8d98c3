import type { Alias } from 'vite';

/**
 * React's module names resolved to preact/compat, for the build, the prerender and the tests
 * alike: the app and its React libraries (react-router, React Query, react-error-boundary,
 * Testing Library) all run on Preact. TypeScript keeps @types/react.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** Packages that import React themselves: run through Vite (and so the aliases) in tests. */
export const reactDependents = [
  /\/node_modules\/react-router\//,
  /\/node_modules\/@tanstack\/react-query\//,
  /\/node_modules\/react-error-boundary\//,
  /\/node_modules\/@testing-library\/react\//,
];
