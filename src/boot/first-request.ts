import { packDetailRequest, searchPageRequest, type ApiRequest } from '../api/requests';
import type { Settings } from '../lib/settings-store';
import { firstPageFor } from './first-page';
import type { EarlyRoute } from './route-modules';

export type FirstRequest = { route: EarlyRoute; request: ApiRequest | null };

/** The route of a location and the request its page sends first (none for an empty search). */
export function firstRequestFor(
  location: { pathname: string; search: string },
  settings: Settings,
): FirstRequest | null {
  const page = firstPageFor(location, settings);
  if (!page) return null;
  if (page.route === 'pack') return { route: 'pack', request: packDetailRequest(page.pack) };
  return { route: 'search', request: page.search ? searchPageRequest(page.search, 1) : null };
}
