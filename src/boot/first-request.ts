import { packDetailRequest, searchPageRequest, type ApiRequest } from '../api/requests';
import type { Settings } from '../lib/settings-store';
import type { EarlyRoute } from './route-modules';

export type FirstRequest = { route: EarlyRoute; request: ApiRequest | null };

/**
 * The route of a location and the request its page sends first, mirroring the search route
 * (q, lang and country from the URL, the rest from settings) and the pack route.
 */
export function firstRequestFor(
  { pathname, search }: { pathname: string; search: string },
  settings: Settings,
): FirstRequest | null {
  if (pathname === '/') {
    const params = new URLSearchParams(search);
    const q = (params.get('q') ?? '').trim();
    const scope = {
      userId: settings.userId,
      q,
      lang: params.get('lang') ?? settings.lang,
      countryCode: params.get('country') ?? settings.countryCode,
    };
    return { route: 'search', request: q ? searchPageRequest(scope, 1) : null };
  }
  const pack = /^\/packs\/(\d+)$/.exec(pathname);
  if (pack) {
    return {
      route: 'pack',
      request: packDetailRequest({ userId: settings.userId, packageId: Number(pack[1]) }),
    };
  }
  return null;
}
