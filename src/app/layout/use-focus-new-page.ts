import { useEffect, useRef, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * A new page (a new path) takes focus on its content, so screen readers announce it; the scroll
 * position is the router's (<ScrollRestoration>). Otherwise (Back or Forward, or the same page
 * with other words: a search's results giving way to its start page) only when focus was lost
 * with what it was on (left on the body, Tab would start again at the top): what the page does
 * itself, such as a closing view giving focus back to its tile, is left alone.
 */
export function useFocusNewPage(content: RefObject<HTMLElement | null>): void {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef({ pathname, key });

  useEffect(() => {
    if (shown.current.key === key) return;
    const newPath = shown.current.pathname !== pathname;
    shown.current = { pathname, key };
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if ((newPath && navigationType !== NavigationType.Pop) || focusLost) {
      content.current?.focus({ preventScroll: true });
    }
  }, [pathname, key, navigationType, content]);
}
