import { currentApiKey } from '../../api/config';
import { putEarlyResponse } from '../../api/early-responses';
import { buildUrl } from '../../api/url';
import { getSettings } from '../../lib/settings-store';
import { firstRequestFor, type StartRoute } from './first-request';

export type RouteChunks = Partial<Record<StartRoute, readonly string[]>>;

/**
 * Inlined into index.html (scripts/vite-inline-start.ts): while the HTML is parsed, it sends the
 * page's first API request, which the API client takes instead of asking again, and asks for the
 * route's chunks beside the entry, so neither waits for the app's code to ask for it. These
 * pages also load `firstImagesScript` (first-images.ts: once the answer is in, it preloads the
 * first tiles' images, the pack's cover or the first row's covers); others never download it.
 */
export function startFirstRequest(
  location: { pathname: string; search: string },
  routeChunks: RouteChunks,
  firstImagesScript?: string,
): void {
  const first = firstRequestFor(location, getSettings());
  if (!first) return;
  for (const href of routeChunks[first.route] ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (!first.request) return;
  const { group, path, query } = first.request;
  const url = buildUrl(group, path, query);
  putEarlyResponse(
    url,
    fetch(url, { headers: { apikey: currentApiKey(), accept: 'application/json' } }),
  );
  if (!firstImagesScript) return;
  const script = document.createElement('script');
  script.src = firstImagesScript;
  script.dataset.route = first.route;
  document.head.append(script);
}
