import { currentApiKey } from '../api/config';
import { putEarlyResponse } from '../api/early-responses';
import { imageSrcSet } from '../api/image-src-set';
import { buildUrl } from '../api/url';
import { HIGH_PRIORITY_TILES, TILE_CSS_SIZE } from '../features/stickers/tile-priority';
import { getSettings } from '../lib/settings-store';
import { paintEarly } from './early-paint';
import { firstPageFor } from './first-page';
import { requestForPage } from './first-request';
import type { EarlyRoute } from './route-modules';

/** The app's code as the build lists it; the early script, not the HTML, starts loading it. */
export type AppStart = {
  entry: string;
  /** Chunks the entry imports at once. */
  preloads: string[];
  /** Per early page, the lazy chunks its first frame needs. */
  routes: Partial<Record<EarlyRoute, string[]>>;
};

/**
 * The longest the app's code waits for the early paint: past it (a slow service) the code
 * loads anyway and the app shows the page as it would without the early script.
 */
export const EARLY_PAINT_BUDGET_MS = 1000;

/** The build's `#app-start` JSON (see scripts/vite-early-boot.ts); null on the dev server. */
export function readAppStart(): AppStart | null {
  const json = document.getElementById('app-start')?.textContent;
  return json ? (JSON.parse(json) as AppStart) : null;
}

/** Starts loading the app's code: its entry, the entry's imports and the page's lazy chunks. */
export function loadApp(app: AppStart, routeChunks: readonly string[] = []): void {
  // crossorigin as Vite writes these tags: a preload is only reused by a request in its mode.
  for (const url of [...app.preloads, ...routeChunks]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = app.entry;
  document.head.append(script);
}

/** After the frame now being drawn is on screen, or shortly when frames are not drawn (hidden tab). */
function afterNextPaint(callback: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    callback();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

/**
 * Inlined into index.html (scripts/vite-early-boot.ts), so it runs while the HTML is parsed,
 * long before the app's JavaScript has arrived. It sends the page's first request, whose
 * response the API client then takes instead of asking again. On the pages it paints (search
 * results, a pack) it paints that response first and only then loads the app's code: on a slow
 * network the stickers appear without waiting for 100 kB of JavaScript, and the code does not
 * compete with them for bandwidth. Elsewhere the code loads at once. Without `app` (the dev
 * server, whose own script loads the app) it only sends the request.
 */
export function startEarlyWork(
  location: { pathname: string; search: string },
  app: AppStart | null,
): void {
  const page = firstPageFor(location, getSettings());
  let started = false;
  const startApp = () => {
    if (started || !app) return;
    started = true;
    loadApp(app, page ? (app.routes[page.route] ?? []) : []);
  };

  const request = page && requestForPage(page);
  if (!page || !request) return startApp();
  const { group, path, query } = request;
  const url = buildUrl(group, path, query);
  const response = fetch(url, {
    headers: { apikey: currentApiKey(), accept: 'application/json' },
  });
  putEarlyResponse(url, response);
  // Read once, here: the client takes `response` itself, body unread.
  const json = response
    .then((answer): Promise<unknown> | null => (answer.ok ? answer.clone().json() : null))
    .catch(() => null);
  if (page.route === 'search') void json.then(preloadFirstTiles);
  // On the dev server the app loads by itself, so painting could overwrite it.
  if (!app) return startApp();

  const budget = setTimeout(startApp, EARLY_PAINT_BUDGET_MS);
  void paintEarly(page, json, { stillEarly: () => !started, onUse: startApp })
    .catch(() => null)
    .then((reveal) => {
      clearTimeout(budget);
      afterNextPaint(() => {
        startApp();
        reveal?.();
      });
    });
}

/** The first tiles' images (the likely LCP) start loading before the page is painted. */
function preloadFirstTiles(json: unknown): void {
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
