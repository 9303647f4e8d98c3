import { useEffect, useRef, type ReactNode } from 'react';
import { columnsFor, GRID_GAP as GAP, rowHeightFor, tileSizeFor } from './grid-layout';
import { TileSizeContext } from './tile-size-context';
import { useElementWidth } from './use-element-width';
import { useWindowRows } from './use-window-rows';

/**
 * The next page is requested once the rendered rows come within this many rows of the end, or,
 * once the user scrolls, two screens: a fast scroller then finds the rows already there, and a
 * page that is only opened asks for no more than it shows.
 */
const PREFETCH_ROWS = 4;
const PREFETCH_SCREENS = 2;
/** Rows rendered beyond the screen: enough for smooth scrolling, few enough that their lazy images stay unrequested. */
const OVERSCAN_ROWS = 1;

type VirtualStickerGridProps<T> = {
  items: readonly T[];
  label: string;
  getKey: (item: T) => string | number;
  /** `onScreen`: the tile's row is on screen now, not in the overscan. */
  renderItem: (item: T, index: number, onScreen: boolean) => ReactNode;
  onNearEnd?: () => void;
};

/**
 * A grid of square tiles that renders only the rows near the screen, however long the list. It
 * lays its tiles out itself and tells them their side (TileSizeContext).
 */
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
  const tileSize = tileSizeFor(width, columns);
  const rowHeight = rowHeightFor(width, columns);
  const rowCount = Math.ceil(items.length / columns);
  const { first, last, firstOnScreen, lastOnScreen, scrolled } = useWindowRows(
    ref,
    rowCount,
    rowHeight,
    OVERSCAN_ROWS,
  );

  const prefetchRows = scrolled
    ? Math.max(
        PREFETCH_ROWS,
        Math.ceil((PREFETCH_SCREENS * window.innerHeight) / Math.max(rowHeight, 1)),
      )
    : PREFETCH_ROWS;
  useEffect(() => {
    if (onNearEnd && rowCount > 0 && last >= rowCount - 1 - prefetchRows) onNearEnd();
  }, [last, rowCount, prefetchRows, onNearEnd]);

  const shown = items.slice(first * columns, (last + 1) * columns);
  return (
    <ul
      ref={ref}
      aria-label={label}
      className="relative w-full"
      style={{ height: Math.max(0, rowCount * rowHeight - GAP) }}
    >
      <TileSizeContext.Provider value={tileSize}>
        {shown.map((item, offset) => {
          const index = first * columns + offset;
          const row = Math.floor(index / columns);
          const column = index % columns;
          return (
            <li
              key={getKey(item)}
              aria-posinset={index + 1}
              aria-setsize={items.length}
              className="absolute top-0 left-0"
              style={{
                width: tileSize,
                height: tileSize,
                transform: `translate(${column * rowHeight}px, ${row * rowHeight}px)`,
              }}
            >
              {renderItem(item, index, row >= firstOnScreen && row <= lastOnScreen)}
            </li>
          );
        })}
      </TileSizeContext.Provider>
    </ul>
  );
}
