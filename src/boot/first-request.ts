import { packDetailRequest, searchPageRequest, type ApiRequest } from '../api/requests';
import type { Settings } from '../lib/settings-store';
import { firstPageFor, type FirstPage } from './first-page';
import type { EarlyRoute } from './route-modules';

export type FirstRequest = { route: EarlyRoute; request: ApiRequest | null };

/** The route of a location and the request its page sends first (none for an empty search). */
export function firstRequestFor(
  location: { pathname: string; search: string },
  settings: Settings,
): FirstRequest | null {
  const page = firstPageFor(location, settings);
  return page ? { route: page.route, request: requestForPage(page) } : null;
}

/** The request a page sends first, if any. */
export function requestForPage(page: FirstPage): ApiRequest | null {
  if (page.route === 'pack') return packDetailRequest(page.pack);
  return page.search ? searchPageRequest(page.search, 1) : null;
}
