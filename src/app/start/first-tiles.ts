import { untakenEarlyResponses } from '../../api/early-responses';
import { isAnimatedImage } from '../../api/schemas/image-src-set';
import { columnsFor, tileSizeFor } from '../../components/stickers/grid-layout';
import { tileImageSources } from '../../components/stickers/tile-image';
import { HIGH_PRIORITY_TILES } from '../../components/stickers/tile-priority';

type SearchAnswer = { body?: { stickerList?: { stickerImg?: unknown }[] } };

/**
 * Once a search's first page has answered, asks for the images its first still tiles ask for
 * with high priority (the likely LCP element), so they load beside the app's script instead of
 * after it. It measures `#main` (the prerendered shell's, as wide as the results grid) in a
 * frame, once the stylesheet applies, and sizes them with the grid's and the tile's own rules,
 * so the tiles find their images already asked for. Anything unexpected: no preload.
 */
export function preloadFirstTiles(answer: Promise<Response>): Promise<void> {
  return answer
    .then((response) => response.clone().json() as Promise<SearchAnswer>)
    .then((json) => new Promise<void>((done) => requestAnimationFrame(() => done(addLinks(json)))))
    .catch(() => undefined);
}

function addLinks(json: SearchAnswer): void {
  const width = document.getElementById('main')?.clientWidth;
  if (!width) return;
  const side = tileSizeFor(width, columnsFor(width));
  for (const { stickerImg } of json.body?.stickerList?.slice(0, HIGH_PRIORITY_TILES) ?? []) {
    // Moving tiles ask for low priority and are never preloaded (tile-priority.ts).
    if (typeof stickerImg !== 'string' || isAnimatedImage(stickerImg)) continue;
    const { src, srcSet } = tileImageSources(stickerImg, side, false);
    const link = document.createElement('link');
    const attributes = {
      rel: 'preload',
      as: 'image',
      href: src,
      imagesrcset: srcSet,
      fetchpriority: 'high',
    };
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    document.head.append(link);
  }
}

/**
 * Run by its own small script (built by scripts/vite-inline-start.ts), which the inline start
 * loads on a search link only, after sending the link's one early request, the search: preloads
 * from its answer unless the app has taken it already (its tiles then ask for their images).
 */
export function preloadSearchLinkTiles(): void {
  for (const answer of untakenEarlyResponses().values()) void preloadFirstTiles(answer);
}
