import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * How long Back holds the page where it was while it renders: cached results come first, a
 * loading row may come and go (the page shrinks, and the browser pulls the scroll up), and the
 * next page of results, asked for again, can take seconds on a slow network.
 */
const RESTORE_FOR_MS = 6000;
/** Input with which the user scrolls, or starts to: Back then stops restoring at once. */
const USER_SCROLL_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Back and Forward return to where the page was scrolled; any other navigation to a new path
 * starts at the top. Positions are kept per history entry, so two visits of one page differ.
 */
export function useScrollRestoration(onNewPage: () => void): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const previous = useRef({ key: location.key, pathname: location.pathname });

  useEffect(() => {
    // The browser's own restoring would race this one, at a moment of its choosing.
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.current.set(previous.current.key, window.scrollY);
    // A scroll event comes a frame late: a link pressed (or Back taken) in the frame the page
    // moved, as it does while results arrive above, would leave an older position behind. Both
    // are heard before the router changes the page, so they save the position as it is.
    const leaving = ['click', 'popstate'] as const;
    window.addEventListener('scroll', remember, { passive: true });
    for (const type of leaving) window.addEventListener(type, remember, { capture: true });
    return () => {
      window.removeEventListener('scroll', remember);
      for (const type of leaving) window.removeEventListener(type, remember, { capture: true });
    };
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    if (before.key === location.key) return;
    previous.current = { key: location.key, pathname: location.pathname };
    const saved = positions.current.get(location.key);
    if (navigationType === NavigationType.Pop && saved !== undefined) return restore(saved);
    if (before.pathname === location.pathname) return;
    window.scrollTo(0, 0);
    onNewPage();
  }, [location.key, location.pathname, navigationType, onNewPage]);
}

/**
 * Holds the page at `top` for RESTORE_FOR_MS, scrolling back there whenever it is elsewhere (not
 * tall enough yet, or pulled up by a shrink), until the user scrolls.
 */
function restore(top: number): () => void {
  const until = performance.now() + RESTORE_FOR_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_INPUT) window.removeEventListener(type, stop, true);
  };
  for (const type of USER_SCROLL_INPUT) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  const hold = () => {
    if (Math.abs(window.scrollY - top) > 1) window.scrollTo(0, top);
    if (performance.now() < until) frame = requestAnimationFrame(hold);
    else stop();
  };
  hold();
  return stop;
}
