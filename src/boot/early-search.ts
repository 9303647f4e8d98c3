import { imageSrcSet } from '../api/image-src-set';
import { resultCountText, resultsLabel } from '../features/search/result-text';
import { columnsFor, GRID_GAP, rowHeightFor, tileSizeFor } from '../features/stickers/grid-layout';
import { TILE_BUTTON_CLASS, TILE_CLASS, TILE_IMAGE_CLASS } from '../features/stickers/tile-classes';
import { HIGH_PRIORITY_TILES, TILE_CSS_SIZE } from '../features/stickers/tile-priority';
import { element } from './dom';
import type { EarlyPaint } from './early-paint-types';

type EarlySticker = {
  stickerImg: string;
  keyword: string;
  packageName: string;
  packageId?: number;
};

/**
 * The first page of M1 results, read without the app's schemas (they load later): only the
 * fields a tile shows, and nothing at all when the answer has an unexpected shape, in which
 * case the app renders the page itself.
 */
export function readSearchPage(json: unknown): { stickers: EarlySticker[]; total: number } | null {
  type Answer = { body?: { stickerList?: unknown; pageMap?: { totalCount?: unknown } } } | null;
  const body = (json as Answer)?.body;
  const list = body?.stickerList;
  const total = body?.pageMap?.totalCount;
  if (!Array.isArray(list) || typeof total !== 'number') return null;
  const stickers: EarlySticker[] = [];
  for (const item of list as unknown[]) {
    const { stickerImg, keyword, packageName, packageId } = (item ?? {}) as Record<string, unknown>;
    if (typeof stickerImg !== 'string') return null;
    stickers.push({
      stickerImg,
      keyword: typeof keyword === 'string' ? keyword : '',
      packageName: typeof packageName === 'string' ? packageName : '',
      packageId: typeof packageId === 'number' ? packageId : undefined,
    });
  }
  return { stickers, total };
}

/** A tile as StickerTile renders it; its image loads now (`load`) or when `reveal` runs. */
function tile(
  sticker: EarlySticker,
  highPriority: boolean,
): { node: HTMLElement; image: HTMLImageElement } {
  const alt = sticker.keyword || sticker.packageName || 'Sticker';
  const { src, srcSet } = imageSrcSet(sticker.stickerImg, TILE_CSS_SIZE);
  const image = element('img', {
    alt,
    width: String(TILE_CSS_SIZE),
    height: String(TILE_CSS_SIZE),
    loading: 'eager',
    fetchpriority: highPriority ? 'high' : 'auto',
    decoding: 'async',
    draggable: 'false',
    class: TILE_IMAGE_CLASS,
  });
  image.dataset.src = src;
  image.dataset.srcset = srcSet;
  const node =
    sticker.packageId !== undefined
      ? element(
          'a',
          {
            href: `/packs/${sticker.packageId}`,
            'aria-label': `${alt}: open pack`,
            class: TILE_CLASS,
          },
          image,
        )
      : element(
          'button',
          { type: 'button', 'aria-label': `${alt}: copy`, class: TILE_BUTTON_CLASS },
          image,
        );
  return { node, image };
}

/** Marks `value` as the selected option, as React will, when the prerendered list has it. */
function selectValue(select: HTMLSelectElement | undefined, value: string): void {
  for (const option of select?.options ?? []) {
    if (option.value === value) option.setAttribute('selected', '');
    else option.removeAttribute('selected');
  }
}

function load(image: HTMLImageElement): void {
  image.srcset = image.dataset.srcset ?? '';
  image.src = image.dataset.src ?? '';
}

/**
 * Fills the search page's prerendered frame with the first screen of results, laid out as the
 * app's grid lays them out, so nothing moves when the app takes over. Only the first tiles'
 * images (the LCP, already preloaded) load at once; the rest wait for `reveal`, so they do not
 * compete with the first ones.
 */
export function paintSearchResults(
  frame: ParentNode,
  json: unknown,
  scope: { q: string; lang: string; countryCode: string },
): EarlyPaint | null {
  const page = readSearchPage(json);
  const results = frame.querySelector('section[aria-labelledby="results-heading"]');
  const countLine = results?.querySelector(':scope > p[role="status"]');
  const loading = results?.querySelector(':scope > div[role="status"]');
  const box = frame.querySelector<HTMLInputElement>('input[type="search"]');
  if (!page || page.stickers.length === 0 || !countLine || !loading || !box) return null;
  box.setAttribute('value', scope.q);
  const [language, country] = frame.querySelectorAll('select');
  selectValue(language, scope.lang);
  selectValue(country, scope.countryCode);

  const grid = element('ul', {
    'aria-label': resultsLabel(scope.q),
    class: 'relative grid w-full',
  });
  countLine.textContent = resultCountText(page.total, scope.q);
  loading.replaceWith(element('div', {}, grid));

  return {
    layout() {
      const width = grid.clientWidth;
      const columns = columnsFor(width);
      const rowHeight = rowHeightFor(width, columns);
      const top = grid.getBoundingClientRect().top;
      const rows = Math.max(1, Math.ceil((window.innerHeight - top) / rowHeight));
      grid.style.gridTemplateColumns = `repeat(${columns}, ${tileSizeFor(width, columns)}px)`;
      grid.style.gap = `${GRID_GAP}px`;
      const tiles = page.stickers
        .slice(0, rows * columns)
        .map((sticker, index) => tile(sticker, index < HIGH_PRIORITY_TILES));
      grid.append(...tiles.map(({ node }) => element('li', {}, node)));
      const first = tiles.slice(0, HIGH_PRIORITY_TILES).map(({ image }) => image);
      first.forEach(load);
      return {
        firstImages: first,
        reveal: () => tiles.slice(HIGH_PRIORITY_TILES).forEach(({ image }) => load(image)),
      };
    },
  };
}
