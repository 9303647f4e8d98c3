import type { QueryClient } from '@tanstack/react-query';
import { packQueries, stickerQueries } from '../api';
import type { FirstPage } from '../boot/first-page';

/**
 * Puts the first page's data in the cache before the app's first render, from the response the
 * early script already has, so React's first frame shows the stickers instead of a skeleton.
 * Failures stay in the cache as the query's error, shown by the page as usual.
 */
export async function prefetchFirstPage(client: QueryClient, page: FirstPage): Promise<void> {
  const loaded =
    page.route === 'pack'
      ? client.query(packQueries.detail(page.pack))
      : page.search
        ? client.infiniteQuery(stickerQueries.search(page.search))
        : undefined;
  await loaded?.catch(() => undefined);
}
