import { useLayoutEffect, useState, type RefObject } from 'react';

export type ElementBox = {
  /** The element's width; a fallback where layout is not measured (jsdom). */
  width: number;
  /** From the document's top to the element's: the window virtualizer's scroll margin. */
  top: number;
};

/**
 * The width a grid last measured. The app's grids share the main column, so a grid drawn again
 * (Back to the results) starts at it rather than at the fallback: its first layout is then the
 * one the person left, and the scroll position the router restores lands on the same tiles.
 */
let lastMeasuredWidth: number | undefined;

/** Forgets the width last measured, as a newly loaded page has none (tests start so). */
export function forgetMeasuredWidth(): void {
  lastMeasuredWidth = undefined;
}

/**
 * An element's width and its place in the document, following resizes. The page's body is
 * watched too: what sits above the element (a results count, a notice) can move it without
 * resizing it, never without resizing the body.
 */
export function useElementBox(ref: RefObject<HTMLElement | null>, fallbackWidth = 720): ElementBox {
  const [box, setBox] = useState<ElementBox>(() => ({
    width: lastMeasuredWidth ?? fallbackWidth,
    top: 0,
  }));

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const width = element.clientWidth || fallbackWidth;
      lastMeasuredWidth = width;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setBox((previous) =>
        previous.width === width && previous.top === top ? previous : { width, top },
      );
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref, fallbackWidth]);

  return box;
}
