import type { QueryClient } from '@tanstack/react-query';
import type { FirstPage } from '../boot/first-page';
import { prefetchFirstPage } from './first-page-data';
import { preloadFirstRoute } from './router';

/**
 * How long the first render waits for the opened page's code and data. The early script has
 * usually painted that page by now (it starts the app only afterwards), so the wait is short;
 * it is bounded for the case where the service is slow and the skeleton is all there is.
 */
const FIRST_RENDER_WAIT_MS = 1000;

/**
 * Resolves when the page opened from a link can render in full (its route chunks loaded, its
 * first response in the cache), or after FIRST_RENDER_WAIT_MS; never rejects: a failed load
 * shows in the page as it would without the wait.
 */
export function firstPageReady(page: FirstPage | null, client: QueryClient): Promise<void> {
  if (!page) return Promise.resolve();
  const withData = page.route === 'pack' || page.search !== null;
  const ready = Promise.all([
    preloadFirstRoute(page.route, withData),
    prefetchFirstPage(client, page),
  ]).then(
    () => undefined,
    () => undefined,
  );
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
  return Promise.race([ready, timeout]);
}
