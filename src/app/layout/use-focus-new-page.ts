import { useEffect, useRef, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * A new page (a new path) takes focus on its content, so screen readers announce it; the scroll
 * position is the router's (<ScrollRestoration>). After Back or Forward only when focus was lost
 * with the page it was on (left on the body, Tab would start again at the top): what the page
 * does itself, such as a closing view giving focus back to its tile, is left alone.
 */
export function useFocusNewPage(content: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (navigationType !== NavigationType.Pop || focusLost) {
      content.current?.focus({ preventScroll: true });
    }
  }, [pathname, navigationType, content]);
}
