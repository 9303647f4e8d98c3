import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { columnsFor, GRID_GAP as GAP, rowHeightFor } from './grid-layout';
import { useElementWidth } from './use-element-width';

/**
 * The next page is requested once the rendered rows come within this many rows of the end, or,
 * once the user scrolls, two screens: a fast scroller then finds the rows already there, and a
 * page that is only opened asks for no more than it shows.
 */
const PREFETCH_ROWS = 4;
const PREFETCH_SCREENS = 2;

type VirtualStickerGridProps<T> = {
  items: readonly T[];
  label: string;
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number, columns: number) => ReactNode;
  onNearEnd?: () => void;
};

export function VirtualStickerGrid<T>({
  items,
  label,
  getKey,
  renderItem,
  onNearEnd,
}: VirtualStickerGridProps<T>) {
  const ref = useRef<HTMLUListElement>(null);
  const width = useElementWidth(ref);
  const columns = columnsFor(width);
  const rowHeight = rowHeightFor(width, columns);
  const rowCount = Math.ceil(items.length / columns);
  const [scrollMargin, setScrollMargin] = useState(0);

  useLayoutEffect(() => {
    if (ref.current) setScrollMargin(ref.current.getBoundingClientRect().top + window.scrollY);
  }, [width]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: 3,
    scrollMargin,
  });

  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1)?.index ?? -1;
  const scrolled = (virtualizer.scrollOffset ?? 0) > 0;
  const prefetchRows = scrolled
    ? Math.max(
        PREFETCH_ROWS,
        Math.ceil((PREFETCH_SCREENS * window.innerHeight) / Math.max(rowHeight, 1)),
      )
    : PREFETCH_ROWS;
  useEffect(() => {
    if (onNearEnd && rowCount > 0 && lastRow >= rowCount - 1 - prefetchRows) onNearEnd();
  }, [lastRow, rowCount, prefetchRows, onNearEnd]);

  return (
    <ul
      ref={ref}
      aria-label={label}
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => {
        const start = row.index * columns;
        return items.slice(start, start + columns).map((item, i) => (
          <li
            key={getKey(item)}
            aria-posinset={start + i + 1}
            aria-setsize={items.length}
            className="absolute top-0"
            style={{
              width: rowHeight - GAP,
              height: rowHeight - GAP,
              transform: `translate(${i * rowHeight}px, ${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {renderItem(item, start + i, columns)}
          </li>
        ));
      })}
    </ul>
  );
}
