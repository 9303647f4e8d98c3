import {
  cameraPackagesRequest,
  packageFilters,
  packDetailRequest,
  searchPageRequest,
  type ApiRequest,
} from '../../api/requests';
import { knownLocale } from '../../lib/locale-codes';
import type { Settings } from '../../lib/settings-store';

/**
 * The pages whose code and first request can start with the HTML: shared search and pack links,
 * and the start page (`/` with nothing searched: its code, a chunk of its own, and its first
 * row, the trending packs).
 */
export type StartRoute = 'search' | 'start' | 'pack';

export type FirstRequest = { route: StartRoute; request: ApiRequest | null };

/**
 * The route at a location and the request its page sends first, read the way the search and
 * pack routes read the URL (q, lang and country from the query, known codes only, the rest from
 * settings).
 */
export function firstRequestFor(
  { pathname, search }: { pathname: string; search: string },
  settings: Settings,
): FirstRequest | null {
  if (pathname === '/') {
    const params = new URLSearchParams(search);
    const q = (params.get('q') ?? '').trim();
    const { lang, countryCode } = knownLocale(
      params.get('lang') ?? settings.lang,
      params.get('country') ?? settings.countryCode,
      settings,
    );
    const scope = { userId: settings.userId, q, lang, countryCode };
    return q
      ? { route: 'search', request: searchPageRequest(scope, 1) }
      : {
          route: 'start',
          request: cameraPackagesRequest({ userId: settings.userId, ...packageFilters() }, 1),
        };
  }
  const pack = /^\/packs\/(\d+)$/.exec(pathname);
  if (!pack) return null;
  const packageId = Number(pack[1]);
  return { route: 'pack', request: packDetailRequest({ userId: settings.userId, packageId }) };
}
