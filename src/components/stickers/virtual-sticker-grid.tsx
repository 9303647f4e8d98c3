import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocale } from '../../i18n';
import { directionOf, isInterfaceLocale } from '../../lib/interface-locales';
import { uniqueBy } from '../../lib/unique-by';
import { columnsFor, GRID_GAP, rowHeightFor, tileSizeFor } from './grid-layout';
import { TileSizeContext } from './tile-size-context';
import { useElementBox } from './use-element-box';
import { useRovingTabStop } from './use-roving-tab-stop';

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
 * A grid of square tiles that renders only the rows near the screen, however long the list
 * (TanStack Virtual's window virtualizer over rows of tiles). It lays its tiles out itself and
 * tells them their side (TileSizeContext).
 */
export function VirtualStickerGrid<T>({
  items: sent,
  label,
  getKey,
  renderItem,
  onNearEnd,
}: VirtualStickerGridProps<T>) {
  const locale = useLocale();
  // Pages that overlap (or repeat a sticker) show it once, where it first came.
  const items = uniqueBy(sent, getKey);
  // Columns run from the inline start: rightwards, or leftwards in a right-to-left language.
  const inlineSign = isInterfaceLocale(locale) && directionOf(locale) === 'rtl' ? -1 : 1;
  const ref = useRef<HTMLUListElement>(null);
  const { width, top } = useElementBox(ref);
  const columns = columnsFor(width);
  const tileSize = tileSizeFor(width, columns);
  const rowHeight = rowHeightFor(width, columns);
  const rowCount = Math.ceil(items.length / columns);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
    // Rows have one known height: nothing to measure, and no flushSync from a scroll handler.
    useFlushSync: false,
  });
  // Sizes are cached per row; a new width gives every row a new height.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  const rows = virtualizer.getVirtualItems();
  const screenTop = virtualizer.scrollOffset ?? 0;
  const screenBottom = screenTop + (virtualizer.scrollRect?.height ?? window.innerHeight);
  const lastRow = rows.at(-1)?.index ?? -1;
  const isOnScreen = (row: { start: number; end: number }) =>
    row.end > screenTop && row.start < screenBottom;
  const firstOnScreen = rows.find(isOnScreen)?.index;

  // A tile scrolled out of the DOM cannot hold the tab stop: the first tile on screen takes it,
  // where the person has scrolled to, rather than the page jumping back to the tile they left.
  useRovingTabStop(ref, {
    columns: () => columns,
    rowHeight: () => rowHeight,
    count: items.length,
    firstIndex: (rows[0]?.index ?? 0) * columns,
    fallback: firstOnScreen === undefined ? undefined : firstOnScreen * columns,
    reveal: (index) => virtualizer.scrollToIndex(Math.floor(index / columns), { align: 'center' }),
    listKey: items[0] === undefined ? undefined : getKey(items[0]),
  });

  const prefetchRows =
    screenTop > 0
      ? Math.max(PREFETCH_ROWS, Math.ceil((PREFETCH_SCREENS * window.innerHeight) / rowHeight))
      : PREFETCH_ROWS;
  useEffect(() => {
    if (onNearEnd && rowCount > 0 && lastRow >= rowCount - 1 - prefetchRows) onNearEnd();
  }, [lastRow, rowCount, prefetchRows, onNearEnd]);

  // A tile focused by the keyboard is scrolled clear of the sticky header (the page's scroll
  // padding) and, on the search pages, the sticky search bar under it (136 px together).
  return (
    <ul
      ref={ref}
      aria-label={label}
      className="relative w-full **:scroll-mt-16 **:scroll-mb-3"
      style={{ height: Math.max(0, virtualizer.getTotalSize() - GRID_GAP) }}
    >
      <TileSizeContext.Provider value={tileSize}>
        {rows.flatMap((row) => {
          const onScreen = isOnScreen(row);
          const first = row.index * columns;
          return items.slice(first, first + columns).map((item, column) => (
            <li
              key={getKey(item)}
              aria-posinset={first + column + 1}
              aria-setsize={items.length}
              className="absolute start-0 top-0"
              style={{
                width: tileSize,
                height: tileSize,
                transform: `translate(${inlineSign * column * rowHeight}px, ${row.start - top}px)`,
              }}
            >
              {renderItem(item, first + column, onScreen)}
            </li>
          ));
        })}
      </TileSizeContext.Provider>
    </ul>
  );
}
