import { useLayoutEffect, type RefObject } from 'react';

/** Room left between a focused element scrolled into view and the bar above it. */
const GAP_PX = 8;

/**
 * While `shown`, keeps the page's scroll-padding-bottom as tall as the space the fixed bar in
 * `bar` takes at the foot of the window, so that an element reached with Tab is scrolled clear of
 * the bar instead of behind it (WCAG 2.2, focus not obscured). The padding goes with the bar.
 */
export function useScrollPaddingBelow(bar: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const update = () => {
      const room = Math.max(0, window.innerHeight - element.getBoundingClientRect().top);
      root.style.scrollPaddingBottom = `${Math.ceil(room + GAP_PX)}px`;
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [bar, shown]);
}
