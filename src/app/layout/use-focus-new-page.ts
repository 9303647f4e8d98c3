import { useEffect, useRef, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * A new page (a new path, not Back or Forward) takes focus on its content, so screen readers
 * announce it; the scroll position is the router's (<ScrollRestoration>).
 */
export function useFocusNewPage(content: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== NavigationType.Pop) content.current?.focus({ preventScroll: true });
  }, [pathname, navigationType, content]);
}
