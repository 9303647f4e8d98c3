import { useRef, type ReactNode } from 'react';
import { TileSizeContext } from './tile-size-context';
import { useGridTrackWidth } from './use-grid-track-width';
import { useRovingTabStop } from './use-roving-tab-stop';

/** The columns the stylesheet's auto-fill gave a CSS grid: its resolved tracks, one per column. */
function resolvedColumns(grid: HTMLElement | null): number {
  const tracks = grid ? getComputedStyle(grid).gridTemplateColumns : '';
  return Math.max(1, tracks.split(' ').filter((track) => track.endsWith('px')).length);
}

/** The grid's row height, the gap included: from the first row's top to the second's (0 with one row). */
function resolvedRowHeight(grid: HTMLElement | null, columns: number): number {
  const [first, below] = [grid?.children.item(0), grid?.children.item(columns)];
  if (!first || !below) return 0;
  return below.getBoundingClientRect().top - first.getBoundingClientRect().top;
}

/**
 * A plain responsive grid for short lists (a pack holds 15–24 stickers). It tells its tiles the
 * column width the stylesheet resolved, so their images are asked for at the size shown, and
 * is one tab stop, its tiles reached with the arrow keys.
 */
export function StickerGrid({
  children,
  label,
  initialIndex,
}: {
  children: ReactNode;
  label: string;
  /** The tile Tab enters the grid at until another is focused; the first where not given. */
  initialIndex?: number;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const tileSize = useGridTrackWidth(ref);
  useRovingTabStop(ref, {
    columns: () => resolvedColumns(ref.current),
    rowHeight: () => resolvedRowHeight(ref.current, resolvedColumns(ref.current)),
    initialIndex,
  });
  // Focused tiles are scrolled clear of the sticky header and search bar (VirtualStickerGrid).
  return (
    <ul
      ref={ref}
      aria-label={label}
      className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-3 **:scroll-mt-16 **:scroll-mb-3 sm:grid-cols-[repeat(auto-fill,minmax(8rem,1fr))]"
    >
      <TileSizeContext.Provider value={tileSize}>{children}</TileSizeContext.Provider>
    </ul>
  );
}
