import { lazyWithPreload } from '../../app/lazy-with-preload';

// Loaded apart from the search route so the page (box, pickers) paints before the data layer and
// virtualizer arrive.
export const SearchResults = lazyWithPreload(() => import('./search-results'));
export const SearchStart = lazyWithPreload(() => import('./search-start'));
export const LocalePickers = lazyWithPreload(() => import('./locale-pickers'));

/** What the search page shows first, for a query or without one. */
export async function preloadSearchParts(withQuery: boolean): Promise<void> {
  await Promise.all([
    LocalePickers.preload(),
    withQuery ? SearchResults.preload() : SearchStart.preload(),
  ]);
}
