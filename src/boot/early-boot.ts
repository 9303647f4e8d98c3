import { currentApiKey } from '../api/config';
import { putEarlyResponse } from '../api/early-responses';
import { imageSrcSet } from '../api/image-src-set';
import { buildUrl } from '../api/url';
import { HIGH_PRIORITY_TILES, TILE_CSS_SIZE } from '../features/stickers/tile-priority';
import { getSettings } from '../lib/settings-store';
import { firstRequestFor } from './first-request';
import type { EarlyRoute } from './route-modules';

/**
 * Inlined into index.html (scripts/vite-early-boot.ts), so it runs while the HTML is parsed, long
 * before the app's JavaScript has arrived: preloads the current page's chunks and sends the
 * page's first request, whose response the API client then takes instead of asking again.
 */
export function startEarlyWork(
  location: { pathname: string; search: string },
  routePreloads: Partial<Record<EarlyRoute, string[]>>,
): void {
  const first = firstRequestFor(location, getSettings());
  if (!first) return;
  for (const href of routePreloads[first.route] ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (!first.request) return;
  const { group, path, query } = first.request;
  const url = buildUrl(group, path, query);
  const response = fetch(url, {
    headers: { apikey: currentApiKey(), accept: 'application/json' },
  });
  putEarlyResponse(url, response);
  if (first.route === 'search') void response.then(preloadFirstTiles).catch(() => undefined);
}

/** The first tiles' images (the likely LCP) start loading before the app renders them. */
async function preloadFirstTiles(response: Response): Promise<void> {
  if (!response.ok) return;
  const json: unknown = await response.clone().json();
  for (const image of firstStickerImages(json, HIGH_PRIORITY_TILES)) {
    const { src, srcSet } = imageSrcSet(image, TILE_CSS_SIZE);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.href = src;
    link.setAttribute('as', 'image');
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('fetchpriority', 'high');
    document.head.append(link);
  }
}

/** Reads `body.stickerList[].stickerImg` without the app's schemas, which load later. */
export function firstStickerImages(json: unknown, count: number): string[] {
  const list = (json as { body?: { stickerList?: unknown } } | null)?.body?.stickerList;
  if (!Array.isArray(list)) return [];
  return list
    .slice(0, count)
    .map((item) => (item as { stickerImg?: unknown } | null)?.stickerImg)
    .filter((image): image is string => typeof image === 'string');
}
