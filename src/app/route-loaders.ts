import type { QueryClient } from '@tanstack/react-query';
import { preload } from 'react-dom';
import type { LoaderFunctionArgs } from 'react-router';
import { packQueries } from '../api/queries/packs';
import { searchQuery } from '../api/queries/search';
import { searchTextOf } from '../api/requests';
import { prefersReducedMotion } from '../components/use-reduced-motion';
import { heroImageSources } from '../features/packs/hero-image';
import { knownLocale } from '../lib/locales';
import { namingIn } from '../lib/naming';
import { getSettings } from '../lib/settings';

/**
 * Starts a page's data request with the query options its components read, so the request and
 * the page's code travel together. The cache answers when its data is fresh (`query` is React
 * Query's successor of `ensureQueryData`, with each query's own staleTime). The router does not
 * wait for it: the page shows its own loading and error states, a failure here being the query's.
 */
export type Prefetch = (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;

export const userScope = () => ({ userId: getSettings().userId });
/** For lists whose stickers are named in the person's search language. */
export const namingScope = () => {
  const settings = getSettings();
  return { userId: settings.userId, ...namingIn(settings.lang, settings) };
};

/** M1 for a search link, at the language and country the search page will use. */
export const prefetchSearch: Prefetch = (queryClient, { request }) => {
  const params = new URL(request.url).searchParams;
  const q = searchTextOf(params.get('q') ?? '');
  if (!q) return Promise.resolve();
  const settings = getSettings();
  const { lang, countryCode } = knownLocale(
    params.get('lang') ?? settings.lang,
    params.get('country') ?? settings.countryCode,
    settings,
  );
  const naming = namingIn(lang, settings);
  return queryClient.infiniteQuery(
    searchQuery({ userId: settings.userId, q, ...naming, countryCode }),
  );
};

/** M3 (its stickers named in the search language), then the hero's cover, the page's largest image. */
export const prefetchPack: Prefetch = async (queryClient, { params }) => {
  const packageId = Number(params.packageId);
  if (!/^\d+$/.test(params.packageId ?? '') || !Number.isSafeInteger(packageId)) return;
  const pack = await queryClient.query(packQueries.detail({ ...namingScope(), packageId }));
  const { src, srcSet } = heroImageSources(pack.packageImg, prefersReducedMotion());
  preload(src, { as: 'image', imageSrcSet: srcSet, fetchPriority: 'high' });
};
