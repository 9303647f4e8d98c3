import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The width of a CSS grid's first column as the browser resolved it, following resizes, so the
 * stylesheet stays the one place the layout is decided; undefined where nothing is laid out
 * (jsdom) or before the first measurement.
 */
export function useGridTrackWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const grid = ref.current;
    if (!grid) return;
    const update = () => {
      const first = Number.parseFloat(getComputedStyle(grid).gridTemplateColumns);
      setWidth(Number.isFinite(first) && first > 0 ? Math.floor(first) : undefined);
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(grid);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
