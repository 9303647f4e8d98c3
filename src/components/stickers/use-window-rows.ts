import { useLayoutEffect, useState, type RefObject } from 'react';

export type WindowRows = {
  /** First and last row to render: those on screen and `overscan` more either side. */
  first: number;
  last: number;
  /** Rows actually on screen, without the overscan. */
  firstOnScreen: number;
  lastOnScreen: number;
  /** Whether the page has been scrolled at all. */
  scrolled: boolean;
};

const NO_ROWS: WindowRows = {
  first: 0,
  last: -1,
  firstOnScreen: 0,
  lastOnScreen: -1,
  scrolled: false,
};

/**
 * The rows of a grid of equal rows that the window shows as it scrolls and resizes. A grid of
 * equal rows needs one division, not a general virtualizer (10 kB gzip in the first load).
 */
export function useWindowRows(
  ref: RefObject<HTMLElement | null>,
  rowCount: number,
  rowHeight: number,
  overscan: number,
): WindowRows {
  const [rows, setRows] = useState<WindowRows>(NO_ROWS);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || rowHeight <= 0) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = element.getBoundingClientRect().top;
      const firstOnScreen = Math.max(0, Math.min(rowCount - 1, Math.floor(-top / rowHeight)));
      const lastOnScreen = Math.min(
        rowCount - 1,
        Math.ceil((window.innerHeight - top) / rowHeight) - 1,
      );
      const next: WindowRows = {
        first: Math.max(0, firstOnScreen - overscan),
        last: Math.min(rowCount - 1, lastOnScreen + overscan),
        firstOnScreen,
        lastOnScreen,
        scrolled: window.scrollY > 0,
      };
      setRows((prev) =>
        (Object.keys(next) as (keyof WindowRows)[]).every((key) => prev[key] === next[key])
          ? prev
          : next,
      );
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref, rowCount, rowHeight, overscan]);

  return rows;
}
