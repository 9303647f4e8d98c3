/** Tiles at the start of a grid that may ask for high fetch priority: the likely LCP element. */
export const HIGH_PRIORITY_TILES = 3;

/** The size tiles are laid out at, in CSS pixels. */
export const TILE_CSS_SIZE = 160;

/** Tiles a grid that is not virtualized treats as its first screen: one row at its widest. */
const FIRST_ROW_TILES = 6;

export type TilePriority = 'high' | 'eager' | 'lazy';

/**
 * Tiles on screen load at once: a lazy image already in the viewport is only requested after
 * layout, and it is downloaded anyway. Tiles below the screen load lazily. The first few may
 * also ask for high fetch priority (the likely LCP element).
 */
export function tilePriority(index: number, onScreen = index < FIRST_ROW_TILES): TilePriority {
  if (!onScreen) return 'lazy';
  return index < HIGH_PRIORITY_TILES ? 'high' : 'eager';
}

/**
 * The `<img>` loading attributes for a tile. An animated tile asks for low priority: it weighs
 * several times a still SVG, and Chromium raises every image in the viewport to high priority
 * unless told otherwise, so the moving tiles would share the link with the stills (the likely
 * LCP element), the page's next results and the app's own code. A still tile of the first row is
 * the LCP candidate worth hurrying.
 */
export function tileImageLoading(
  priority: TilePriority,
  animated: boolean,
): { loading: 'eager' | 'lazy'; fetchPriority: 'high' | 'auto' | 'low' } {
  return {
    loading: priority === 'lazy' ? 'lazy' : 'eager',
    fetchPriority: animated ? 'low' : priority === 'high' ? 'high' : 'auto',
  };
}

/**
 * Ref callback body for a tile's `<img>`: when the tile unmounts (the virtualized grid drops rows
 * scrolled far away) before its image has loaded, the image is emptied. A detached `<img>` keeps
 * downloading until it is garbage collected; without a source Chromium cancels it at once
 * (`e2e/tile-images.spec.ts`). When the tile's size changes, the ref is detached and attached
 * again to the same element: the new source is put back.
 */
export function cancelLoadOnUnmount(
  image: HTMLImageElement | null,
  src: string,
  srcSet: string,
): (() => void) | undefined {
  if (!image) return undefined;
  if (!image.hasAttribute('src')) {
    image.srcset = srcSet;
    image.src = src;
  }
  return () => {
    if (image.complete && image.naturalWidth > 0) return;
    image.removeAttribute('srcset');
    image.removeAttribute('src');
  };
}
