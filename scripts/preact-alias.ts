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
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** The app's libraries that import React themselves: bundled, so the aliases reach them. */
export const reactLibraries = [
  'react-router',
  '@tanstack/react-query',
  '@tanstack/react-virtual',
  'react-error-boundary',
  'sonner',
];

/** What Vitest runs through Vite (and so the aliases): those libraries and Testing Library. */
export const reactDependents = [...reactLibraries, '@testing-library/react'].map(
  (name) => new RegExp(`/node_modules/${name.replace(/[/.]/g, '\\$&')}/`),
);
