/**
 * The pages people most often open from a shared link, and the source modules each one needs
 * before it can show its content. At build time these become `<link rel="modulepreload">`s that
 * start with the HTML instead of one lazy chunk after another.
 */
export const ROUTE_MODULES = {
  search: [
    'src/app/first-render.ts',
    'src/routes/search.tsx',
    'src/features/search/search-results.tsx',
    'src/features/search/locale-pickers.tsx',
  ],
  pack: ['src/app/first-render.ts', 'src/routes/pack-detail.tsx'],
} as const satisfies Record<string, readonly string[]>;

export type EarlyRoute = keyof typeof ROUTE_MODULES;
