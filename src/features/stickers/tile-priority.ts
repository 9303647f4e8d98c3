/** Tiles at the start of a grid that may ask for high fetch priority: the likely LCP element. */
export const HIGH_PRIORITY_TILES = 3;

/** The size tiles are laid out at, in CSS pixels. */
export const TILE_CSS_SIZE = 160;

/**
 * Animated tiles are offered at 1x and 1.2x only (the 192 px rung for a 160 px tile), whatever
 * the screen's density: every frame is a whole picture, and at 240 px (1.5x) the first page of
 * a search for "cat" weighed a median 9.7 kB a tile against a budget of 8 (192 px: 7.4 kB;
 * `server/bench/tile-bytes.ts`). Motion hides the softness; still tiles stay sharp SVG.
 */
export const ANIMATED_MAX_DENSITY = 1.2;

/** Still tiles are SVG: 2x costs them almost nothing. */
export const STILL_MAX_DENSITY = 2;

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
