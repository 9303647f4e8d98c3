export type GridPlace = {
  /** The item focus is on. */
  index: number;
  count: number;
  columns: number;
  /** Right to left: the items of a row run leftwards, so ArrowLeft goes to the next one. */
  rtl: boolean;
  /** Whole rows on a screen (at least 1): how far PageUp and PageDown move. */
  rowsPerPage: number;
};

type GridKey = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'shiftKey'>;

/**
 * Where a key takes focus in a grid of `count` items laid out in rows of `columns`: the index, the
 * same one at an edge, or undefined for a key the grid leaves to the page. Arrows move one item
 * or one row (down from a row above a shorter last row, to the last item), PageDown and PageUp a
 * screen of rows (past the list's end, to its last or first item; in the last or first row, not
 * at all, as the arrows), Home and End to the row's first and last, with Ctrl to the list's.
 */
export function gridKeyTarget(
  key: GridKey,
  { index, count, columns, rtl, rowsPerPage }: GridPlace,
) {
  if (key.altKey || key.metaKey || key.shiftKey || count === 0) return undefined;
  const last = count - 1;
  const rowStart = index - (index % columns);
  const rowEnd = Math.min(rowStart + columns - 1, last);
  if (key.ctrlKey) {
    if (key.key === 'Home') return 0;
    if (key.key === 'End') return last;
    return undefined;
  }
  const next = Math.min(index + 1, last);
  const previous = Math.max(index - 1, 0);
  const page = rowsPerPage * columns;
  switch (key.key) {
    case 'ArrowRight':
      return rtl ? previous : next;
    case 'ArrowLeft':
      return rtl ? next : previous;
    case 'ArrowDown':
      return index + columns <= last ? index + columns : rowEnd < last ? last : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'PageDown':
      return rowEnd < last ? Math.min(index + page, last) : index;
    case 'PageUp':
      return rowStart > 0 ? Math.max(index - page, 0) : index;
    case 'Home':
      return rowStart;
    case 'End':
      return rowEnd;
    default:
      return undefined;
  }
}
