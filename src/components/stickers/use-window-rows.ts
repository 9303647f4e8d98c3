import { useLayoutEffect, useState, type RefObject } from 'react';

export type WindowRows = {
  /** First and last row to render: those on screen and `overscan` more either side. */
  first: number;
  last: number;
  /** Whether the page has been scrolled at all. */
  scrolled: boolean;
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
  const [rows, setRows] = useState<WindowRows>({ first: 0, last: -1, scrolled: false });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || rowHeight <= 0) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = element.getBoundingClientRect().top;
      const first = Math.max(0, Math.min(rowCount - 1, Math.floor(-top / rowHeight)) - overscan);
      const onScreen = Math.ceil((window.innerHeight - top) / rowHeight);
      const last = Math.min(rowCount - 1, onScreen - 1 + overscan);
      const scrolled = window.scrollY > 0;
      setRows((prev) =>
        prev.first === first && prev.last === last && prev.scrolled === scrolled
          ? prev
          : { first, last, scrolled },
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
