/** Tiles at the start of a grid that ask for high fetch priority: the likely LCP element. */
export const HIGH_PRIORITY_TILES = 3;

/** The size tiles are laid out at, in CSS pixels. */
export const TILE_CSS_SIZE = 160;

/** First row loads at once; the first few tiles also ask for high fetch priority (LCP). */
export function tilePriority(index: number, firstRow = 6): 'high' | 'eager' | 'lazy' {
  if (index < HIGH_PRIORITY_TILES) return 'high';
  return index < firstRow ? 'eager' : 'lazy';
}
