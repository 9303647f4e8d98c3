import { untakenEarlyResponses } from '../../api/early-responses';
import { isAnimatedImage } from '../../../contract/image-src-set';
import { columnsFor, tileSizeFor } from '../../components/stickers/grid-layout';
import { tileImageSources } from '../../components/stickers/tile-image';
import { HIGH_PRIORITY_TILES } from '../../components/stickers/tile-priority';
import { heroImageSources } from '../../features/packs/hero-image';
import { shelfCoverSources } from '../../features/search/cover-image';

type SearchAnswer = { body?: { stickerList?: { stickerImg?: unknown }[] } };
type PackAnswer = { body?: { package?: { packageImg?: unknown } } };
type RankingAnswer = { body?: { packageList?: { packageImg?: unknown }[] } };

/** Asks for an image at high priority, with the candidates its `<img>` will list. */
function preloadImage({ src, srcSet }: { src: string; srcSet: string }): void {
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

function readCopy<T>(answer: Promise<Response>): Promise<T> {
  return answer.then((response) => response.clone().json() as Promise<T>);
}

/**
 * The still images among the first few a list shows, those that ask for high priority; moving
 * ones ask for low priority and are never preloaded (tile-priority.ts).
 */
function firstStill(images: readonly unknown[] | undefined): string[] {
  return (images ?? [])
    .slice(0, HIGH_PRIORITY_TILES)
    .filter((image): image is string => typeof image === 'string' && !isAnimatedImage(image));
}

/**
 * Once a search's first page has answered, asks for the images its first still tiles ask for
 * with high priority (the likely LCP element), so they load beside the app's script instead of
 * after it. It measures `#main` (the prerendered shell's, as wide as the results grid) in a
 * frame, once the stylesheet applies, and sizes them with the grid's and the tile's own rules,
 * so the tiles find their images already asked for. Anything unexpected: no preload.
 */
export function preloadFirstTiles(answer: Promise<Response>): Promise<void> {
  return readCopy<SearchAnswer>(answer)
    .then((json) => new Promise<void>((done) => requestAnimationFrame(() => done(addTiles(json)))))
    .catch(() => undefined);
}

function addTiles(json: SearchAnswer): void {
  const width = document.getElementById('main')?.clientWidth;
  if (!width) return;
  const side = tileSizeFor(width, columnsFor(width));
  const images = json.body?.stickerList?.map(({ stickerImg }) => stickerImg);
  for (const image of firstStill(images)) preloadImage(tileImageSources(image, side, false));
}

/**
 * Once a pack has answered, asks for its cover as the hero shows it (the page's LCP element,
 * whose `<img>` asks for high priority too): a fixed size, so nothing needs measuring.
 */
export function preloadPackHero(answer: Promise<Response>): Promise<void> {
  return readCopy<PackAnswer>(answer)
    .then(({ body }) => {
      const cover = body?.package?.packageImg;
      if (typeof cover === 'string') preloadImage(heroImageSources(cover));
    })
    .catch(() => undefined);
}

/**
 * Once the start page's first row (the trending packs) has answered, asks for the covers of its
 * first three packs that are still, as the row shows them (a fixed size): the page's LCP is one
 * of them, and they ask for high priority themselves. Moving covers are never preloaded.
 */
export function preloadFirstCovers(answer: Promise<Response>): Promise<void> {
  return readCopy<RankingAnswer>(answer)
    .then(({ body }) => {
      const covers = body?.packageList?.map(({ packageImg }) => packageImg);
      for (const cover of firstStill(covers)) preloadImage(shelfCoverSources(cover));
    })
    .catch(() => undefined);
}

const PRELOADS = new Map<string, (answer: Promise<Response>) => Promise<void>>([
  ['search', preloadFirstTiles],
  ['pack', preloadPackHero],
  ['start', preloadFirstCovers],
]);

/**
 * Run by its own small script (built by scripts/vite-inline-start.ts), which the inline start
 * loads on the pages whose first request it sends, after sending it: preloads from its answer
 * unless the app has taken it already (the page then asks for its images).
 */
export function preloadLinkImages(route: string | undefined): void {
  const preload = route === undefined ? undefined : PRELOADS.get(route);
  if (!preload) return;
  for (const answer of untakenEarlyResponses().values()) void preload(answer);
}
