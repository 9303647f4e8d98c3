/** Tiles at the start of a grid that may ask for high fetch priority: the likely LCP element. */
export const HIGH_PRIORITY_TILES = 3;

/** The size tiles are laid out at, in CSS pixels. */
export const TILE_CSS_SIZE = 160;

export type TilePriority = 'high' | 'eager' | 'lazy';

/** First row loads at once; the first few tiles may also ask for high fetch priority (LCP). */
export function tilePriority(index: number, firstRow = 6): TilePriority {
  if (index < HIGH_PRIORITY_TILES) return 'high';
  return index < firstRow ? 'eager' : 'lazy';
}

/**
 * The `<img>` loading attributes for a tile. An animated tile never asks for high priority:
 * it weighs several times a still SVG, and at high priority it would hold back the stills and
 * the app's own code; a still tile of the first row is the LCP candidate worth hurrying.
 */
export function tileImageLoading(
  priority: TilePriority,
  animated: boolean,
): { loading: 'eager' | 'lazy'; fetchPriority: 'high' | 'auto' } {
  return {
    loading: priority === 'lazy' ? 'lazy' : 'eager',
    fetchPriority: priority === 'high' && !animated ? 'high' : 'auto',
  };
}

/**
 * Ref callback body for a tile's `<img>`: when the tile unmounts (the virtualized grid drops rows
 * scrolled far away) before its image has loaded, the image is emptied. A detached `<img>` keeps
 * downloading until it is garbage collected; without a source Chromium cancels it at once
 * (`e2e/tile-images.spec.ts`). Re-attached to the same element (StrictMode does that), the
 * source is put back.
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
