import type { Settings } from '../lib/settings-store';

type SearchScope = { userId: string; q: string; lang: string; countryCode: string };
type PackScope = { userId: string; packageId: number };

/** A page opened from a link that the app can start before its code arrives, and its data. */
export type FirstPage =
  { route: 'search'; search: SearchScope | null } | { route: 'pack'; pack: PackScope };

/**
 * The page at a location and the data it shows first, mirroring the search route (q, lang and
 * country from the URL, the rest from settings) and the pack route.
 */
export function firstPageFor(
  { pathname, search }: { pathname: string; search: string },
  settings: Settings,
): FirstPage | null {
  if (pathname === '/') {
    const params = new URLSearchParams(search);
    const q = (params.get('q') ?? '').trim();
    const scope = {
      userId: settings.userId,
      q,
      lang: params.get('lang') ?? settings.lang,
      countryCode: params.get('country') ?? settings.countryCode,
    };
    return { route: 'search', search: q ? scope : null };
  }
  const pack = /^\/packs\/(\d+)$/.exec(pathname);
  if (pack) return { route: 'pack', pack: { userId: settings.userId, packageId: Number(pack[1]) } };
  return null;
}
