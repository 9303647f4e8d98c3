/** Space between sticker tiles, in CSS pixels. */
export const GRID_GAP = 12;
const MIN_TILE = 104;
const MAX_COLUMNS = 10;

/** Columns of the sticker grid at a width: as many tiles of MIN_TILE as fit, 3 to 10. */
export function columnsFor(width: number): number {
  const fit = Math.floor((width + GRID_GAP) / (MIN_TILE + GRID_GAP));
  return Math.min(MAX_COLUMNS, Math.max(3, fit));
}

/**
 * The side of a square tile: the width shared out between the columns, in whole pixels. Whole
 * pixels give every tile's image the same painted size wherever it sits, so the first row stays
 * the page's largest contentful paint instead of a later tile one pixel larger by rounding.
 */
export function tileSizeFor(width: number, columns: number): number {
  return Math.max(0, Math.floor((width - GRID_GAP * (columns - 1)) / columns));
}

/** The height of one grid row, gap included. */
export function rowHeightFor(width: number, columns: number): number {
  return tileSizeFor(width, columns) + GRID_GAP;
}
