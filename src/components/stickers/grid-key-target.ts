export type GridPlace = {
  /** The item focus is on. */
  index: number;
  count: number;
  columns: number;
  /** Right to left: the items of a row run leftwards, so ArrowLeft goes to the next one. */
  rtl: boolean;
};

type GridKey = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'shiftKey'>;

/**
 * Where a key takes focus in a grid of `count` items laid out in rows of `columns`: the index, the
 * same one at an edge, or undefined for a key the grid leaves to the page. Arrows move one item
 * or one row (down from a row above a shorter last row, to the last item), Home and End to the
 * row's first and last, with Ctrl to the list's.
 */
export function gridKeyTarget(key: GridKey, { index, count, columns, rtl }: GridPlace) {
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
  switch (key.key) {
    case 'ArrowRight':
      return rtl ? previous : next;
    case 'ArrowLeft':
      return rtl ? next : previous;
    case 'ArrowDown':
      return index + columns <= last ? index + columns : rowEnd < last ? last : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return rowStart;
    case 'End':
      return rowEnd;
    default:
      return undefined;
  }
}
